import { combine, createEvent, createStore } from 'effector';
import type { GroupRead } from '../../contract/index.ts';
import { madeOnFirstUse } from '../../contract/madeOnFirstUse.ts';
import { matchesQuery } from '../kit/index.ts';
import { groups } from './groups.ts';

/** The columns the group list sorts by. */
export const groupSortKeys = ['name', 'description', 'memberCount'] as const;
export type GroupSortKey = (typeof groupSortKeys)[number];
export interface GroupSort {
  key: GroupSortKey;
  direction: 'ascending' | 'descending';
}

const isSortKey = (key: string): key is GroupSortKey => (groupSortKeys as readonly string[]).includes(key);

export const groupSearchChanged = createEvent<string>();
/** A table header asks for an order; keys that are not sortable are ignored. */
export const groupSortChanged = createEvent<{ key: string; direction: GroupSort['direction'] }>();

export const $groupSearch = createStore('').on(groupSearchChanged, (_, query) => query);
/** null: the server's order (by id, oldest group first). */
export const $groupSort = createStore<GroupSort | null>(null).on(groupSortChanged, (current, { key, direction }) =>
  isSortKey(key) ? { key, direction } : current,
);

// Japanese names in the reading order people expect (kana before kanji), numbers inside names by value.
const collator = madeOnFirstUse(() => new Intl.Collator('ja-JP', { numeric: true }));
const compareBy: Record<GroupSortKey, (a: GroupRead, b: GroupRead) => number> = {
  name: (a, b) => collator().compare(a.name, b.name),
  description: (a, b) => collator().compare(a.description, b.description),
  memberCount: (a, b) => (a.memberCount ?? -1) - (b.memberCount ?? -1),
};

export const sortGroups = (items: readonly GroupRead[], sort: GroupSort | null): GroupRead[] => {
  if (!sort) return [...items];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...items].sort((a, b) => sign * compareBy[sort.key](a, b) || a.id - b.id);
};

/** The groups the list shows: those whose name matches the search, in the chosen order. */
export const $visibleGroups = combine(groups.$items, $groupSearch, $groupSort, (items, query, sort) =>
  sortGroups(
    items.filter((group) => matchesQuery(group.name, query)),
    sort,
  ),
);

/** Nothing to show yet: not loaded, or loading. */
export const $groupsLoading = groups.$status.map((status) => status === 'init' || status === 'pending');

/** How many groups there are, whatever the search. */
export const $groupTotal = groups.$items.map((items) => items.length);
