import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { accounts, findById, groupDelete, groupEditor, groups } from '../../model/group/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /group/{id} on screen (the id changes while it stays on screen when one group links to another). */
export const GroupDetailGate = createGate<{ id: number }>({ name: 'group-detail' });
const $id = GroupDetailGate.state.map((state) => state.id ?? null);
const opened = sample({ clock: $id.updates, filter: (id): id is number => id !== null });
shownWhile(GroupDetailGate, groups);

/** The group on screen, as the list has it. */
export const $group = combine(groups.$items, $id, findById);

// Fetch it fresh with its accounts; the form starts from the list's copy when it has one (or none yet).
sample({ clock: opened, target: [groups.selected, groups.itemRequested, accounts.keyRequested] });
sample({ clock: opened, source: groups.$items, fn: (items, id) => findById(items, id), target: groupEditor.opened });
sample({ clock: opened, target: groupDelete.closed });
// …then follows a newer version while nothing is typed (the editor decides).
sample({
  clock: $group.updates,
  filter: (group) => group !== null,
  fn: (group) => group as NonNullable<typeof group>,
  target: groupEditor.recordSeen,
});

/** Its own fetch (not another group's, nor a list refresh after it was found) is under way. */
export const $groupFetching = combine(
  groups.$fetchingIds,
  groups.$status,
  $id,
  (ids, status, id) => id !== null && (ids.includes(id) || status === 'pending' || status === 'init'),
);

/** Its own fetch failed (a fault: the list's copy, if any, is what is shown, and the page says so). */
export const $groupLoadFailed = combine(groups.$failedIds, $id, (ids, id) => id !== null && ids.includes(id));
export const groupRetried = createEvent();
sample({ clock: groupRetried, source: $id, filter: (id): id is number => id !== null, target: groups.itemRequested });

/** Deleted from here: the page goes back to the list. */
export const $groupDeleted = createStore(false)
  .on(groupDelete.succeeded, () => true)
  .reset(opened);
