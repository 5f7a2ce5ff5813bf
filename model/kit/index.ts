export type { ActiveToggle, ActiveToggleOptions, Switchable } from './activeToggle.ts';
export { createActiveToggle } from './activeToggle.ts';
export type { Answered, ApiEffect, ApiEffects, Outcome } from './apiEffects.ts';
export { apiEffect, apiEffects, outcomeOf } from './apiEffects.ts';
export type { ChildList, DomainEntry, ResourceEventName } from './domain.ts';
export { defineDomain } from './domain.ts';
export type { Editable, Editor, EditorOptions, Precheck } from './editor.ts';
export { createEditor } from './editor.ts';
export type { KeyedList } from './keyedList.ts';
export { createKeyedList } from './keyedList.ts';
export type { ListFilter, ListFilterOptions } from './listFilter.ts';
export { createListFilter } from './listFilter.ts';
export type { Identified, ListResource, ListResourceOptions, ListStatus } from './listResource.ts';
export { byId, createListResource, listStatuses, shownWhile, upsertById } from './listResource.ts';
export type { MutationDialog, MutationDialogOptions, Success } from './mutationDialog.ts';
export { createMutationDialog } from './mutationDialog.ts';
export type { PagedKeyedList, PagedKeyedListOptions, PageQuery } from './pagedKeyedList.ts';
export { createPagedKeyedList } from './pagedKeyedList.ts';
export { matchesQuery, normaliseForSearch } from './search.ts';
export type {
  ConflictChoice,
  UploadEntry,
  UploadQueue,
  UploadQueueOptions,
  UploadSendParams,
  UploadState,
} from './uploadQueue.ts';
export { createUploadQueue, isUploadFinished, uploadStates } from './uploadQueue.ts';
export type { UploadSendOptions } from './uploadSend.ts';
export { createUploadSend } from './uploadSend.ts';
export type { FieldErrors } from './validation.ts';
export { checkEmail, checkName, checkText, fieldErrors, hasFieldErrors, validationText } from './validation.ts';
