export {
  $candidatesLoading,
  $subOwnerAddable,
  $subOwnerChoices,
  formDelete,
  type SubOwnerAddForm,
  type SubOwnerTarget,
  subOwnerAdd,
  subOwnerRemove,
  subOwnerSearched,
  subOwnersOf,
  subOwnerToggled,
} from './dialogs.ts';
export {
  $formBlocked,
  $itemErrors,
  $mayCreateForm,
  $mayEditFormOf,
  $statusMoves,
  emptyFormDraft,
  type FormDraft,
  formDraftOf,
  formEditor,
  itemErrorsOf,
  type StatusMove,
  statusMoved,
  validateFormDraft,
} from './editor.ts';
export {
  $goneFormIds,
  type FormListFilter,
  findForm,
  formDomain,
  formFx,
  formList,
  forms,
  subOwnerCandidates,
} from './forms.ts';
export { formPagesText, formText } from './text.ts';
