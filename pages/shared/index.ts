import * as layout from './layout.css.ts';

export {
  CommentDialog,
  type CommentDialogModel,
  type CommentDialogProps,
  CommentField,
  type CommentFieldProps,
  type CommentForm,
} from './CommentDialog.tsx';
export type { ConflictRow, ConflictViewProps, SaveProblemProps } from './ConflictView.tsx';
export { ConflictView, SaveProblem } from './ConflictView.tsx';
export { EditorForm, type EditorFormModel, type EditorFormProps } from './EditorForm.tsx';
export { GuardedAction } from './GuardedAction.tsx';
export { InPlaceDialog, type InPlaceDialogProps } from './InPlaceDialog.tsx';
export { kitText } from './kitText.ts';
export { LeaveGuard } from './LeaveGuard.tsx';
export { ListHeader, type ListHeaderProps } from './ListHeader.tsx';
export { ListSection, type ListSectionProps, type ListWords } from './ListSection.tsx';
export { LoadFailed } from './LoadFailed.tsx';
export {
  DeleteConfirm,
  type DialogModel,
  MutationFormDialog,
  type MutationFormDialogProps,
} from './MutationDialogs.tsx';
export type { NewPassword, NewPasswordFieldsProps } from './NewPasswordFields.tsx';
export { NewPasswordFields } from './NewPasswordFields.tsx';
export { OneTimeCodeForm } from './OneTimeCodeForm.tsx';
export { paths, type Route } from './paths.ts';
export { ReadOnlyNotice } from './ReadOnlyNotice.tsx';
export { RecordDialog, type RecordDialogProps, type RecordListModel } from './RecordDialog.tsx';
export { RecordScreen, type RecordScreenWords } from './RecordScreen.tsx';
export { RecordStatus } from './RecordStatus.tsx';
export type { SessionFormProps } from './SessionForm.tsx';
export { SessionForm } from './SessionForm.tsx';
export { StepExpired, stepExpiredText } from './StepExpired.tsx';
export { newPasswordText, oneTimeCodeText } from './text.ts';
export { useCloseDialog, useGoWhen, useOverThisPage } from './useCloseDialog.ts';
export { useFocusFirstInvalid, useHeadingFocus } from './useHeadingFocus.ts';
export { layout };
