import {
  attach,
  combine,
  createEvent,
  createStore,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  type StoreWritable,
  sample,
} from 'effector';

/** Spec §4: a list's status goes init → pending → fulfilled | rejected. */
export const listStatuses = ['init', 'pending', 'fulfilled', 'rejected'] as const;
export type ListStatus = (typeof listStatuses)[number];

export interface Identified {
  id: number;
}

export interface ListResourceOptions<T extends Identified> {
  /** Name of the resource, for debugging (`group`, `notice`…). */
  name: string;
  /** Loads the whole list (already through the answer rules: an `error` answer is an empty list). */
  // biome-ignore lint/suspicious/noExplicitAny: an endpoint effect taking no input (or only optional input) is called with none
  listFx: Effect<any, T[], any>;
  /** Loads one record by id (undefined when the answer carried `error`). */
  // biome-ignore lint/suspicious/noExplicitAny: any failure type
  getFx?: Effect<number, T | undefined, any>;
  /** Spec §4: a fetched notice that is new goes to the front; every other resource appends. */
  insertAtFront?: boolean;
  /**
   * ours: real-time changes while no screen shows the list (`shown`/`hidden`) mark it stale instead of
   * fetching; it is fetched when next needed. Leave out for a list always on screen (the notice bell).
   */
  staleWhenHidden?: boolean;
}

export interface ListResource<T extends Identified> {
  name: string;
  $items: StoreWritable<T[]>;
  $status: StoreWritable<ListStatus>;
  $pending: Store<boolean>;
  /** The list's load failed: a screen says so with a retry, never "none yet". */
  $failed: Store<boolean>;
  $selectedId: StoreWritable<number | null>;
  /** The selected record, looked up in the list (null when none or not loaded). */
  $selected: Store<T | null>;
  /** Loads (or reloads) the whole list. */
  refreshed: EventCallable<void>;
  /** Loads the list unless it is loaded or loading (a loaded list is kept fresh by real-time events). */
  needed: EventCallable<void>;
  /** The ids whose single fetch is under way: a screen waiting for one record asks for its own id only. */
  $fetchingIds: Store<readonly number[]>;
  /** The ids whose last single fetch failed (a fault, not "gone"): a screen says so and offers a retry. */
  $failedIds: Store<readonly number[]>;
  /** Fetches one record by id and upserts it (spec §7.2 created/updated). */
  itemRequested: EventCallable<number>;
  /**
   * A real-time change of one record (spec §7.2 created/updated): its fetch, shared with a fetch of the same
   * id already under way (one more follows it, so the last change is always read), or, with
   * `staleWhenHidden` and no screen showing the list, the list marked stale.
   */
  changed: EventCallable<number>;
  /** A real-time change of the whole list (§7.2 async): refetched, or marked stale as for `changed`. */
  listChanged: EventCallable<void>;
  /** A screen showing the list opened / closed (counted: several may show it at once). */
  shown: EventCallable<void>;
  hidden: EventCallable<void>;
  /** Changed while no screen showed it: fetched by the next `needed`. */
  $stale: Store<boolean>;
  /** Replaces the record with the same id or adds it (spec §4). */
  upserted: EventCallable<T>;
  /** Removes the record with this id (spec §4, §7.2 deleted). */
  removed: EventCallable<number>;
  selected: EventCallable<number | null>;
  /** Back to `init` with no items (sign-out). */
  reset: EventCallable<void>;
  // biome-ignore lint/suspicious/noExplicitAny: as in the options
  listFx: Effect<any, T[], any>;
  // biome-ignore lint/suspicious/noExplicitAny: as in the options
  getFx: Effect<number, T | undefined, any> | undefined;
}

export const upsertById = <T extends Identified>(items: readonly T[], item: T, atFront: boolean): T[] => {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return atFront ? [item, ...items] : [...items, item];
  const next = items.slice();
  next[index] = item;
  return next;
};

/**
 * One list resource (list, status, selected item, upsert by id, remove by id), the same for every domain:
 * pages, templates, themes, websites, groups, mailing lists, workflows, approvers, forms and notices.
 * Real-time events and screens drive it through its events; nothing else writes its stores.
 */
export const createListResource = <T extends Identified>(options: ListResourceOptions<T>): ListResource<T> => {
  const { listFx, getFx, insertAtFront = false, staleWhenHidden = false } = options;
  const refreshed = createEvent();
  const needed = createEvent();
  const itemRequested = createEvent<number>();
  const changed = createEvent<number>();
  const listChanged = createEvent();
  const shown = createEvent();
  const hidden = createEvent();
  const upserted = createEvent<T>();
  const removed = createEvent<number>();
  const selected = createEvent<number | null>();
  const reset = createEvent();

  const $items = createStore<T[]>([], { name: `${options.name}/items` })
    .on(listFx.doneData, (_, items) => items)
    .on(upserted, (items, item) => upsertById(items, item, insertAtFront))
    .on(removed, (items, id) => items.filter((item) => item.id !== id))
    .reset(reset);

  const $status = createStore<ListStatus>('init', { name: `${options.name}/status` })
    .on(listFx, () => 'pending')
    .on(listFx.done, () => 'fulfilled')
    .on(listFx.fail, () => 'rejected')
    .reset(reset);

  const $selectedId = createStore<number | null>(null)
    .on(selected, (_, id) => id)
    .reset(reset);
  // combine, not sample: a scope given the list and the selection as values derives it too.
  const $selected = combine($items, $selectedId, (items, id) => items.find((item) => item.id === id) ?? null);

  const $shownBy = createStore(0)
    .on(shown, (count) => count + 1)
    .on(hidden, (count) => Math.max(0, count - 1));
  const $hidden = $shownBy.map((count) => staleWhenHidden && count === 0);
  /** A change is fetched now (else it marks the list stale). */
  const $fetchesChanges = $hidden.map((hidden) => !hidden);
  const $stale = createStore(false, { name: `${options.name}/stale` })
    .on(listFx.done, () => false)
    .reset(reset);
  // Only a loaded list can go stale: one never loaded is loaded whole when needed anyway.
  $stale.on(sample({ clock: [changed, listChanged], source: { hidden: $hidden, status: $status } }), (stale, at) =>
    at.hidden && at.status !== 'init' ? true : stale,
  );

  sample({ clock: refreshed, target: listFx });
  sample({
    clock: needed,
    source: { status: $status, stale: $stale },
    filter: ({ status, stale }) => status === 'init' || status === 'rejected' || (stale && status !== 'pending'),
    fn: () => undefined,
    target: listFx,
  });
  sample({ clock: listChanged, filter: $fetchesChanges, target: refreshed });

  const $fetchingIds = createStore<readonly number[]>([], { name: `${options.name}/fetching` }).reset(reset);
  const without = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((each) => each !== id) : ids);
  const $failedIds = createStore<readonly number[]>([], { name: `${options.name}/failed` })
    .on(upserted, (ids, item) => without(ids, item.id))
    .on(removed, without)
    .reset(reset);

  if (getFx) {
    // One fetch per id at a time: a request for an id in flight is remembered and made once it is answered.
    const $again = createStore<readonly number[]>([]).reset(reset);
    const launch = sample({
      clock: itemRequested,
      source: $fetchingIds,
      filter: (ids, id) => !ids.includes(id),
      fn: (_, id) => id,
    });
    $again.on(
      sample({ clock: itemRequested, source: $fetchingIds, filter: (ids, id) => ids.includes(id), fn: (_, id) => id }),
      (ids, id) => (ids.includes(id) ? ids : [...ids, id]),
    );
    const followUp = sample({
      clock: getFx.finally,
      source: $again,
      filter: (ids, { params }) => ids.includes(params),
      fn: (_, { params }) => params,
    });
    $again.on(followUp, without);
    sample({ clock: [launch, followUp], target: getFx });
    sample({ clock: changed, filter: $fetchesChanges, target: itemRequested });
    $failedIds.on(getFx, without).on(getFx.fail, (ids, { params }) => (ids.includes(params) ? ids : [...ids, params]));
    $fetchingIds
      .on(getFx, (ids, id) => [...ids, id])
      .on(getFx.finally, (ids, { params }) => {
        const index = ids.indexOf(params);
        return index === -1 ? ids : [...ids.slice(0, index), ...ids.slice(index + 1)];
      });
    // A record the server no longer gives us (deleted meanwhile, or no longer visible) leaves the list.
    sample({
      clock: getFx.done,
      filter: ({ result }) => result === undefined,
      fn: ({ params }) => params,
      target: removed,
    });
    sample({ clock: getFx.doneData, filter: (item): item is T => item !== undefined, target: upserted });
  } else {
    sample({ clock: itemRequested, fn: () => undefined, target: refreshed });
    sample({ clock: changed, filter: $fetchesChanges, fn: () => undefined, target: refreshed });
  }

  return {
    name: options.name,
    $items,
    $status,
    $pending: $status.map((status) => status === 'pending'),
    $failed: $status.map((status) => status === 'rejected'),
    $selectedId,
    $selected,
    refreshed,
    needed,
    $fetchingIds,
    $failedIds,
    itemRequested,
    changed,
    listChanged,
    shown,
    hidden,
    $stale,
    upserted,
    removed,
    selected,
    reset,
    listFx,
    getFx,
  };
};

/** A get effect taking `{ params: { id } }` as the resource's fetch by id. */
export const byId = <T, Fail>(
  get: Effect<{ params: { id: number } }, T | undefined, Fail>,
): Effect<number, T | undefined, Fail> => attach({ effect: get, mapParams: (id: number) => ({ params: { id } }) });

/**
 * A screen (its gate) that shows the list: while it is open the list counts as on screen, and opening it
 * loads the list unless it is loaded and fresh.
 */
export const shownWhile = (
  gate: { open: Event<unknown>; close: Event<unknown> },
  resource: Pick<ListResource<Identified>, 'shown' | 'hidden' | 'needed'>,
) => {
  sample({ clock: gate.open, fn: () => undefined, target: [resource.shown, resource.needed] });
  sample({ clock: gate.close, fn: () => undefined, target: resource.hidden });
};
