export {
  $localFileDeleteInUse,
  $localFileGroups,
  copyTextFx,
  fileUrlCopied,
  listLocalFilesFx,
  localFileDelete,
  localFileDomain,
  localFileFx,
  localFileList,
  localFileName,
  localFiles,
  localFileUpload,
  localFileUploadFx,
  localFileUsage,
} from './files.ts';
export { filesText } from './filesText.ts';
export { $imageLibraryAllowed, imagePickerList, imageTag } from './imagePicker.ts';
export {
  $pageCheckFailed,
  $pageChecking,
  $pageProblems,
  emptyPageDraft,
  newPageWebSet,
  PAGE_TYPING_PAUSE_MS,
  type PageDraft,
  pageEditor,
  pageHtmlSettled,
} from './pageEditor.ts';
export {
  $pageListTotal,
  pageActive,
  pageDelete,
  pageDomain,
  pageFx,
  pageList,
  pageName,
  pages,
  pagesBlocked,
  pageUsage,
} from './pages.ts';
export {
  $pageRequestHeld,
  $pageRequests,
  type PageRequestForm,
  type PageRequestState,
  pageApprovalRequest,
  pageEmergencyPublish,
  pageRequestFx,
  pageRequestOf,
  pageWorkflowText,
} from './pageWorkflow.ts';
export {
  $templatesBlocked,
  emptyTemplateDraft,
  type TemplateDraft,
  templateActive,
  templateDelete,
  templateDomain,
  templateEditor,
  templateFx,
  templateList,
  templates,
  templatesBlocked,
} from './templates.ts';
export { cmsText } from './text.ts';
export {
  $themesBlocked,
  type ThemeDraft,
  themeCreate,
  themeDelete,
  themeDomain,
  themeEditor,
  themeFx,
  themeList,
  themes,
  themesBlocked,
  themeUsage,
} from './themes.ts';
