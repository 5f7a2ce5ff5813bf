import { attach, combine, createEvent, createStore, sample } from 'effector';
import { messageShown } from '../messages/index.ts';
import { deleteGroupFx, groups } from './groups.ts';
import { groupText } from './text.ts';

/** Deleting the open group (/group/{id}): asked first, naming the group; the server refuses it while it has accounts. */
export const groupDeleteOpened = createEvent();
export const groupDeleteClosed = createEvent();
export const groupDeleteConfirmed = createEvent();

export const $groupDeleteOpen = createStore(false)
  .on(groupDeleteOpened, () => true)
  .on(groupDeleteClosed, () => false);
/** The server's refusal (such as 「所属アカウントがあるため削除できません。」), shown in the dialog. */
export const $groupDeleteError = createStore<string | null>(null).reset(
  groupDeleteOpened,
  groupDeleteClosed,
  groupDeleteConfirmed,
);
/** The delete this dialog asked for (other callers of deleteGroupFx are not this dialog's business). */
const deleteFromDialogFx = attach({ effect: deleteGroupFx });
export const $groupDeletePending = deleteFromDialogFx.pending;
// combine, not $openGroup's sample: a scope given the list and the selection as values computes it too.
const $group = combine(
  groups.$items,
  groups.$selectedId,
  (items, id) => items.find((group) => group.id === id) ?? null,
);
/** The id of the group just deleted: the page leaves for the list. */
export const $deletedGroupId = createStore<number | null>(null).reset(groupDeleteOpened);

sample({
  clock: groupDeleteConfirmed,
  source: { group: $group, pending: $groupDeletePending },
  filter: ({ group, pending }) => group !== null && !pending,
  fn: ({ group }) => group?.id ?? 0,
  target: deleteFromDialogFx,
});

const deleted = sample({
  clock: deleteFromDialogFx.done,
  source: groups.$items,
  filter: (_, { result }) => result.ok,
  fn: (items, { params: id }) => ({ id, name: items.find((group) => group.id === id)?.name ?? '' }),
});
$deletedGroupId.on(deleted, (_, { id }) => id);
$groupDeleteOpen.on(deleted, () => false);
sample({
  clock: deleted,
  fn: ({ name }) => ({ message: groupText.removed(name), type: 'success' as const }),
  target: messageShown,
});
sample({ clock: deleted, fn: ({ id }) => id, target: groups.removed });

$groupDeleteError.on(deleteFromDialogFx.doneData, (current, outcome) =>
  outcome.ok ? current : (outcome.message ?? groupText.failed),
);
