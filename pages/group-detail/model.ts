import { createEvent, createStore, sample } from 'effector';
import type { Group } from '../../contract/index.ts';
import {
  $base,
  $dirty,
  editorOpened,
  groupDeleteClosed,
  groupOpened,
  groups,
  keepMineClicked,
  saveClicked,
} from '../../model/group/index.ts';

/** /group/{id} opened: select the group, fetch it fresh with its accounts, and fill the form. */
export const groupDetailOpened = createEvent<number>();

const $detailId = createStore<number | null>(null).on(groupDetailOpened, (_, id) => id);

sample({ clock: groupDetailOpened, target: groupOpened });
sample({ clock: groupDetailOpened, target: groupDeleteClosed });

const find = (items: readonly Group[], id: number | null) => items.find((group) => group.id === id);

// On opening, the form starts from the group as the list has it (when it has it)…
sample({
  clock: groupDetailOpened,
  source: groups.$items,
  filter: (items, id) => find(items, id) !== undefined,
  fn: (items, id) => find(items, id) as Group,
  target: editorOpened,
});
// …and follows a newer version (the fetch on opening, a real-time update) while nothing is typed; with
// typed changes it waits: a stale save then shows both versions.
sample({
  clock: groups.$items,
  source: { id: $detailId, base: $base, dirty: $dirty },
  filter: ({ id, base, dirty }, items) => {
    const group = find(items, id);
    return group !== undefined && (base?.id !== group.id || (!dirty && base.version !== group.version));
  },
  fn: ({ id }, items) => find(items, id) as Group,
  target: editorOpened,
});

/** The group is being fetched (a reload straight onto /group/{id} has no list yet). */
export const $groupFetching = createStore(false).on(groupDetailOpened, () => true);
// groups.getFx is always given for groups (model/group/groups.ts); the factory types it as optional.
if (groups.getFx) $groupFetching.on(groups.getFx.finally, () => false);

// 「自分の変更で上書き」: keeping mine is saving it over theirs, in one press.
sample({ clock: keepMineClicked, target: saveClicked });
