/**
 * Every public name of ui/. Importing a component through here bundles that component only: nothing in
 * ui/ does anything on import (package.json `sideEffects`) but the theme's global styles. Style files
 * (`.css.ts`) take `vars` from `./theme/index.ts` instead: vanilla-extract evaluates a style file's imports,
 * and this file would bring every component's CSS along.
 */
export type {
  AddressVerdictListProps,
  AddressVerdictListWords,
  AddressVerdictRow,
  AddressVerdictSummaryItem,
  AddressVerdictTone,
} from './AddressVerdictList/index.ts';
export { AddressVerdictList, addressVerdictTones } from './AddressVerdictList/index.ts';
export type {
  AnswerColumnKind,
  AnswerTableColumn,
  AnswerTableFile,
  AnswerTableProps,
  AnswerTableRow,
  AnswerTableSort,
  AnswerTableWords,
} from './AnswerTable/index.ts';
export { AnswerTable, answerColumnKinds, defaultAnswerTableWords } from './AnswerTable/index.ts';
export type { AppFrameProps } from './AppFrame/index.ts';
export { AppFrame } from './AppFrame/index.ts';
export type { AuthCardProps } from './AuthCard/index.ts';
export { AuthCard } from './AuthCard/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/index.ts';
export { Button, buttonSizes, buttonVariants } from './Button/index.ts';
export type { CheckboxProps } from './Checkbox/index.ts';
export { Checkbox } from './Checkbox/index.ts';
export type { CloseButtonProps, CloseButtonSurface } from './CloseButton/index.ts';
export { CloseButton, closeButtonSurfaces } from './CloseButton/index.ts';
export type { CodeDiffProps, CodeDiffWords } from './CodeDiff/index.ts';
export { CodeDiff, defaultCodeDiffWords, preloadCodeDiff } from './CodeDiff/index.ts';
export type {
  CodeEditorHandle,
  CodeEditorHeight,
  CodeEditorMode,
  CodeEditorProps,
  CodeProblem,
  CodeProblemSeverity,
} from './CodeEditor/index.ts';
export {
  CodeEditor,
  codeEditorHeights,
  codeEditorModes,
  codeProblemSeverities,
  preloadCodeEditor,
} from './CodeEditor/index.ts';
export type { ConfirmDialogProps } from './ConfirmDialog/index.ts';
export { ConfirmDialog } from './ConfirmDialog/index.ts';
export type { ConnectionStatusProps, ConnectionStatusState } from './ConnectionStatus/index.ts';
export { ConnectionStatus } from './ConnectionStatus/index.ts';
export type { DataTableColumn, DataTableProps, DataTableSort, SortDirection } from './DataTable/index.ts';
export { DataTable, sortDirections } from './DataTable/index.ts';
export type { DateTimeFieldProps, DateTimeFieldWords } from './DateTimeField/index.ts';
export { DateTimeField, formatJapaneseEra } from './DateTimeField/index.ts';
export type { DialogCloseProps, DialogProps } from './Dialog/index.ts';
export { Dialog, DialogClose } from './Dialog/index.ts';
export type { DocListItem, DocListProps, DocListWords } from './DocList/index.ts';
export { DocList, docTypeLabel } from './DocList/index.ts';
export type { DomainTableProps, DomainTableRow, DomainTableWords } from './DomainTable/index.ts';
export { DomainTable } from './DomainTable/index.ts';
export type { EmptyStateHeadingLevel, EmptyStateProps } from './EmptyState/index.ts';
export { EmptyState, emptyStateHeadingLevels } from './EmptyState/index.ts';
export type {
  ExportJobListProps,
  ExportPanelFormat,
  ExportPanelJob,
  ExportPanelLackingChar,
  ExportPanelProps,
  ExportPanelScope,
  ExportPanelWords,
} from './ExportPanel/index.ts';
export {
  defaultExportPanelWords,
  ExportJobList,
  ExportPanel,
  exportPanelFormats,
  exportPanelScopes,
  finishedJobStates,
} from './ExportPanel/index.ts';
export type { FileDropZoneProps, FileDropZoneWords } from './FileDropZone/index.ts';
export { FileDropZone } from './FileDropZone/index.ts';
export type { FormDialogProps } from './FormDialog/index.ts';
export { FormDialog } from './FormDialog/index.ts';
export type {
  FormItemSettingKind,
  FormItemsEditorItem,
  FormItemsEditorProps,
  FormItemsEditorType,
  FormItemsEditorWords,
} from './FormItemsEditor/index.ts';
export { FormItemsEditor, formItemSettingKinds } from './FormItemsEditor/index.ts';
export type { FormLayoutProps } from './FormLayout/index.ts';
export { FormLayout } from './FormLayout/index.ts';
export type { HeaderProps } from './Header/index.ts';
export { Header } from './Header/index.ts';
export type { HistoryEntry, HistoryTimelineProps } from './HistoryTimeline/index.ts';
export { HistoryTimeline } from './HistoryTimeline/index.ts';
export type { ImageGridItem, ImageGridProps, ImageGridWords } from './ImageGrid/index.ts';
export { ImageGrid } from './ImageGrid/index.ts';
export type { ImagePickerChoice, ImagePickerProps, ImagePickerWords } from './ImagePicker/index.ts';
export { ImagePicker } from './ImagePicker/index.ts';
export type { InlineAlertProps, InlineAlertSeverity } from './InlineAlert/index.ts';
export { InlineAlert, inlineAlertSeverities } from './InlineAlert/index.ts';
export type { LinkButtonProps } from './LinkButton/index.ts';
export { LinkButton } from './LinkButton/index.ts';
export type { LoadingOverlayProps } from './LoadingOverlay/index.ts';
export { LoadingOverlay } from './LoadingOverlay/index.ts';
export type { MessageOverlayProps, MessageType, OverlayMessage } from './MessageOverlay/index.ts';
export { MessageOverlay, messageTypes } from './MessageOverlay/index.ts';
export type { NoticeBellItem, NoticeBellProps } from './NoticeBell/index.ts';
export { NoticeBell } from './NoticeBell/index.ts';
export type { NoticeEditorProps, NoticeEditorValue, NoticeEditorWords } from './NoticeEditor/index.ts';
export { NoticeEditor } from './NoticeEditor/index.ts';
export type { NoticeFiltersProps, NoticeFiltersWords } from './NoticeFilters/index.ts';
export { NoticeFilters } from './NoticeFilters/index.ts';
export type { NoticeItemProps, NoticeTitleLevel, NoticeType, NoticeUnreadMark } from './NoticeItem/index.ts';
export { NoticeItem, noticeTitleLevels, noticeTypes, noticeUnreadMarks } from './NoticeItem/index.ts';
export type { NumberStepperProps } from './NumberStepper/index.ts';
export { NumberStepper } from './NumberStepper/index.ts';
export type { OneTimeSecretProps } from './OneTimeSecret/index.ts';
export { OneTimeSecret } from './OneTimeSecret/index.ts';
export type { PageHeaderProps } from './PageHeader/index.ts';
export { PageHeader } from './PageHeader/index.ts';
export type { PagePreviewProps, PagePreviewState } from './PagePreview/index.ts';
export { PagePreview } from './PagePreview/index.ts';
export type { PagerProps, PagerWords } from './Pager/index.ts';
export { Pager } from './Pager/index.ts';
export type { PresenceProps, PresenceUser } from './Presence/index.ts';
export { Presence } from './Presence/index.ts';
export type { PreviewPairHeadingLevel, PreviewPairProps, PreviewPairSide } from './PreviewPair/index.ts';
export { PreviewPair, previewPairHeadingLevels } from './PreviewPair/index.ts';
export type { ProblemListProps, ProblemListWords } from './ProblemList/index.ts';
export { ProblemList } from './ProblemList/index.ts';
export type { SanitizedHtmlElement, SanitizedHtmlProps } from './SanitizedHtml/index.ts';
export { SanitizedHtml, sanitizedHtmlElements } from './SanitizedHtml/index.ts';
export type { SectionHeadingLevel, SectionHeadingProps } from './SectionHeading/index.ts';
export { SectionHeading, sectionHeadingLevels } from './SectionHeading/index.ts';
export type { SelectItem, SelectProps } from './Select/index.ts';
export { Select } from './Select/index.ts';
export type { SettingsFormProps, SettingsFormWords } from './SettingsForm/index.ts';
export { SettingsForm } from './SettingsForm/index.ts';
export type { Severity, SeverityIconProps } from './SeverityIcon/index.ts';
export { SeverityIcon, severities, severityLabels } from './SeverityIcon/index.ts';
export type { SideNavEntry, SideNavLinkProps, SideNavProps } from './SideNav/index.ts';
export { SideNav } from './SideNav/index.ts';
export type { SpinnerProps, SpinnerSize } from './Spinner/index.ts';
export { Spinner, spinnerSizes } from './Spinner/index.ts';
export type { StatusBadgeProps, StatusBadgeTone } from './StatusBadge/index.ts';
export { StatusBadge, statusBadgeTones } from './StatusBadge/index.ts';
export type { TextAreaProps } from './TextArea/index.ts';
export { TextArea } from './TextArea/index.ts';
export type { TextFieldProps, TextFieldType } from './TextField/index.ts';
export { TextField, textFieldTypes } from './TextField/index.ts';
export { breakpoints, durationMs, vars } from './theme/index.ts';
export type {
  UploadConflictChoice,
  UploadListItem,
  UploadListProps,
  UploadListWords,
  UploadState,
} from './UploadList/index.ts';
export { formatFileSize, UploadList, uploadStates } from './UploadList/index.ts';
export type { VisuallyHiddenProps } from './VisuallyHidden/index.ts';
export { VisuallyHidden } from './VisuallyHidden/index.ts';
