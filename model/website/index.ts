export {
  $websitesBlocked,
  websiteCreate,
  websiteDelete,
  websiteDeleteBlocked,
  websiteEdit,
  websiteOf,
  websitesBlocked,
} from './dialogs.ts';
export { checkHttpUrl, checkWebsite, emptyWebsiteForm, type WebsiteForm, websiteFormOf } from './form.ts';
export { $cmsDestinations, $editableWebsites, websiteList } from './list.ts';
export { websiteText } from './text.ts';
