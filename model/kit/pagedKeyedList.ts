import { attach, createEvent, createStore, type Effect, type EventCallable, type Store, sample } from 'effector';
import type { ListStatus } from './listResource.ts';

/** One page as the list asks for it: the key's items changed after `after` (a cursor), at most `limit`. */
export interface PageQuery {
  key: number;
  after?: number;
  limit: number;
}

export interface PagedKeyedListOptions<T> {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: any failure type
  fetchPageFx: Effect<PageQuery, T[], any>;
  /** The most items one page holds; a page with fewer is the last, one with more comes from a server that does not page. */
  limit: number;
  /**
   * The first page of a key's first load, smaller so the first rows show at once (the rest follow at `limit`);
   * defaults to `limit`.
   */
  firstLimit?: number;
  idOf: (item: T) => number;
  /** The item's place in the key's change order (`seq`); undefined from a server without one (it is then reloaded whole). */
  cursorOf: (item: T) => number | undefined;
  /** A tombstone: the item was taken away after the cursor asked from. */
  isRemoved: (item: T) => boolean;
  /** New items found by a refresh wait in `$arrivals` until `arrivalsShown` (nothing shifts under the reader). */
  holdArrivals?: boolean;
}

export interface PagedKeyedList<T> {
  /** The key whose items are shown (the form of /form-answer/{id}). */
  $key: Store<number | null>;
  /** The current key's items, in the order they came; never another key's. */
  $items: Store<T[]>;
  /** New items a refresh found, held until `arrivalsShown` (with `holdArrivals`). */
  $arrivals: Store<T[]>;
  /** How many items are loaded so far (grows page by page during the first load). */
  $loaded: Store<number>;
  /** Every page of the current key has been read once. */
  $complete: Store<boolean>;
  /** The first load of the current key: init → pending → fulfilled | rejected (a failed refresh is rejected too). */
  $status: Store<ListStatus>;
  /** The first load is under way (a screen shows its progress; a refresh does not count). */
  $pending: Store<boolean>;
  /** Any read is under way, a refresh included. */
  $busy: Store<boolean>;
  $failed: Store<boolean>;
  /** Show this key's items, loading them page by page from the start. */
  keyRequested: EventCallable<number>;
  /** Show this key's items, loading them unless they are this key's and loaded, or loading. */
  keyNeeded: EventCallable<number>;
  /**
   * The current key changed (a real-time event): only what changed after the highest cursor is read (page by
   * page), or everything again when the items carry no cursor. Refreshes while one is under way make one more.
   */
  refreshed: EventCallable<void>;
  /** After a failure: the first load goes on from where it stopped, or the refresh is made again. */
  retried: EventCallable<void>;
  /** The held arrivals join the items. */
  arrivalsShown: EventCallable<void>;
  /** Items removed here (the change's own real-time event follows): they leave at once. */
  removed: EventCallable<readonly number[]>;
  reset: EventCallable<void>;
  fetchPageFx: Effect<PageQuery, T[], unknown>;
}

type Mode = 'initial' | 'refresh' | 'reload';
interface PageRequest {
  run: number;
  key: number;
  after?: number;
  mode: Mode;
}

interface Merged<T> {
  items: T[];
  arrivals: T[];
}

/** The highest cursor among the items (undefined when none carries one). */
const highestCursor = <T>(items: readonly T[], cursorOf: (item: T) => number | undefined, from?: number) => {
  let highest = from;
  for (const item of items) {
    const cursor = cursorOf(item);
    if (cursor !== undefined && (highest === undefined || cursor > highest)) highest = cursor;
  }
  return highest;
};

/**
 * A keyed child list too large to read in one answer (the answers of a form): read page by page after a
 * cursor, kept fresh by reading only what changed after the highest cursor seen, merged by id (a Map: no
 * quadratic merge at 50,000 items). A server that does not page answers everything at once: a page larger
 * than `limit`, or one holding nothing past the cursor, ends the reading. An answer for a key or a read no
 * longer current is dropped, as `createKeyedList` does.
 */
export const createPagedKeyedList = <T>(options: PagedKeyedListOptions<T>): PagedKeyedList<T> => {
  const { limit, idOf, cursorOf, isRemoved, holdArrivals = false } = options;
  const firstLimit = options.firstLimit ?? limit;
  /** The first page of a first load is `firstLimit` long; every other page `limit`. */
  const limitOf = ({ mode, after }: PageRequest) => (mode === 'initial' && after === undefined ? firstLimit : limit);
  const fetchPageFx = options.fetchPageFx as Effect<PageQuery, T[], unknown>;
  const pageFx = attach({
    effect: fetchPageFx,
    name: `${options.name}/page`,
    mapParams: (request: PageRequest): PageQuery =>
      request.after === undefined
        ? { key: request.key, limit: limitOf(request) }
        : { key: request.key, after: request.after, limit: limitOf(request) },
  });

  const keyRequested = createEvent<number>();
  const keyNeeded = createEvent<number>();
  const refreshed = createEvent();
  const retried = createEvent();
  const arrivalsShown = createEvent();
  const removed = createEvent<readonly number[]>();
  const reset = createEvent();

  const $key = createStore<number | null>(null, { name: `${options.name}/key` }).reset(reset);
  /** Each read sequence (a key's load, a refresh) takes the next number; answers of another are dropped. */
  const $run = createStore(0, { name: `${options.name}/run` });
  const $items = createStore<T[]>([], { name: `${options.name}/items` }).reset(reset);
  const $arrivals = createStore<T[]>([], { name: `${options.name}/arrivals` }).reset(reset);
  const $cursor = createStore<number | null>(null, { name: `${options.name}/cursor` }).reset(reset);
  const $complete = createStore(false, { name: `${options.name}/complete` }).reset(reset);
  const $status = createStore<ListStatus>('init', { name: `${options.name}/status` }).reset(reset);
  const $busy = createStore(false, { name: `${options.name}/busy` }).reset(reset);
  /** A refresh asked for while a read was under way: one more follows it. */
  const $again = createStore(false, { name: `${options.name}/again` }).reset(reset);

  const requested = createEvent<PageRequest>();
  sample({ clock: requested, target: pageFx });
  $busy.on(requested, () => true);
  $run.on(reset, (run) => run + 1);

  // A key's first load: from nothing, a new read.
  const started = sample({
    clock: keyRequested,
    source: $run,
    fn: (run, key): PageRequest => ({ run: run + 1, key, mode: 'initial' }),
  });
  $run.on(started, (_, { run }) => run);
  $key.on(started, (_, { key }) => key);
  $items.on(started, () => []);
  $arrivals.on(started, () => []);
  $cursor.on(started, () => null);
  $complete.on(started, () => false);
  $again.on(started, () => false);
  $status.on(started, () => 'pending');
  sample({ clock: started, target: requested });

  sample({
    clock: keyNeeded,
    source: { key: $key, status: $status },
    filter: ({ key, status }, next) => key !== next || status === 'init' || status === 'rejected',
    fn: (_, next) => next,
    target: keyRequested,
  });

  /** What a further read of the current key asks: on from the cursor, or everything again. */
  const followUp = (state: { run: number; key: number; cursor: number | null; complete: boolean }): PageRequest => {
    const { run, key, cursor, complete } = state;
    if (cursor === null) return { run, key, mode: complete ? 'reload' : 'initial' };
    return { run, key, after: cursor, mode: complete ? 'refresh' : 'initial' };
  };

  const readAgain = createEvent();
  const state = { key: $key, run: $run, cursor: $cursor, complete: $complete, busy: $busy };
  $again.on(sample({ clock: refreshed, source: state, filter: ({ key, busy }) => key !== null && busy }), () => true);
  sample({ clock: refreshed, source: state, filter: ({ key, busy }) => key !== null && !busy, target: readAgain });
  sample({ clock: retried, source: state, filter: ({ key, busy }) => key !== null && !busy, target: readAgain });
  const again = sample({
    clock: readAgain,
    source: state,
    filter: ({ key }) => key !== null,
    fn: (s) => followUp({ ...s, key: s.key as number, run: s.run + 1 }),
  });
  $run.on(again, (_, { run }) => run);
  // Only a first load not yet fulfilled shows as loading; a refresh leaves the table as it is.
  $status.on(again, (status, { mode }) =>
    mode === 'initial' ? 'pending' : status === 'rejected' ? 'pending' : status,
  );
  sample({ clock: again, target: requested });

  // ── answers ────────────────────────────────────────────────────────────────────────────────────────
  const answered = sample({
    clock: pageFx.done,
    source: { run: $run, items: $items, arrivals: $arrivals, cursor: $cursor, again: $again },
    filter: ({ run }, { params }) => run === params.run,
    fn: ({ items, arrivals, cursor, again: more }, { params, result }) => {
      // A refresh answered with more than a page, or with items from before the cursor, was answered by a
      // server that ignores the query: that is the whole list (whatever is missing from it is gone).
      const whole =
        params.mode === 'reload' ||
        (params.mode === 'refresh' &&
          (result.length > limit ||
            result.some((item) => {
              const cursor = cursorOf(item);
              return cursor !== undefined && params.after !== undefined && cursor <= params.after;
            })));
      const merged = whole ? reloadedAs(items, arrivals, result) : mergePage(items, arrivals, result, params.mode);
      const highest = highestCursor(result, cursorOf, cursor ?? undefined);
      const pageTop = highestCursor(result, cursorOf);
      // A page of `limit` items whose cursors move on: there may be more. Fewer (the last page), more (a
      // server that does not page), no cursor, or nothing past the cursor asked from: the read ends.
      const goesOn =
        params.mode !== 'reload' &&
        result.length === limitOf(params) &&
        pageTop !== undefined &&
        (params.after === undefined || pageTop > params.after);
      const next: PageRequest | null = goesOn ? { ...params, after: pageTop } : null;
      const complete = params.mode !== 'initial' || next === null;
      const followed =
        next === null && more
          ? followUp({ run: params.run, key: params.key, cursor: highest ?? null, complete: true })
          : null;
      return { ...merged, cursor: highest ?? null, next: next ?? followed, finished: next === null, complete, more };
    },
  });
  $items.on(answered, (_, { items }) => items);
  $arrivals.on(answered, (_, { arrivals }) => arrivals);
  $cursor.on(answered, (_, { cursor }) => cursor);
  $complete.on(answered, (complete, { complete: now }) => complete || now);
  $status.on(answered, (status, { finished }) => (finished ? 'fulfilled' : status));
  $again.on(answered, (more, { finished }) => (finished ? false : more));
  $busy.on(answered, (_, { next }) => next !== null);
  sample({
    clock: answered,
    filter: ({ next }) => next !== null,
    fn: ({ next }) => next as PageRequest,
    target: requested,
  });

  const failed = sample({ clock: pageFx.fail, source: $run, filter: (run, { params }) => run === params.run });
  $status.on(failed, () => 'rejected');
  $busy.on(failed, () => false);
  $again.on(failed, () => false);

  // ── merging by id ─────────────────────────────────────────────────────────────────────────────────
  /** A page merged into the list: known ids replaced in place, tombstones dropped, new ids appended or held. */
  function mergePage(items: T[], arrivals: T[], page: readonly T[], mode: Mode): Merged<T> {
    if (page.length === 0) return { items, arrivals };
    const hold = holdArrivals && mode === 'refresh';
    let nextItems: T[] | null = null;
    let nextArrivals: T[] | null = null;
    let itemIndex: Map<number, number> | null = null;
    let arrivalIndex: Map<number, number> | null = null;
    const gone = new Set<number>();
    for (const item of page) {
      const id = idOf(item);
      if (isRemoved(item)) {
        gone.add(id);
        continue;
      }
      gone.delete(id);
      itemIndex ??= new Map(items.map((each, index) => [idOf(each), index]));
      arrivalIndex ??= new Map(arrivals.map((each, index) => [idOf(each), index]));
      const at = itemIndex.get(id);
      if (at !== undefined) {
        nextItems ??= items.slice();
        nextItems[at] = item;
        continue;
      }
      const waiting = arrivalIndex.get(id);
      if (waiting !== undefined) {
        nextArrivals ??= arrivals.slice();
        nextArrivals[waiting] = item;
        continue;
      }
      if (hold) {
        nextArrivals ??= arrivals.slice();
        arrivalIndex.set(id, nextArrivals.length);
        nextArrivals.push(item);
      } else {
        nextItems ??= items.slice();
        itemIndex.set(id, nextItems.length);
        nextItems.push(item);
      }
    }
    let resultItems = nextItems ?? items;
    let resultArrivals = nextArrivals ?? arrivals;
    if (gone.size > 0) {
      resultItems = resultItems.filter((item) => !gone.has(idOf(item)));
      resultArrivals = resultArrivals.filter((item) => !gone.has(idOf(item)));
    }
    return { items: resultItems, arrivals: resultArrivals };
  }

  /** Everything read again (no cursors): known ids replaced in place, missing ones dropped, new ones appended or held. */
  function reloadedAs(items: T[], arrivals: T[], all: readonly T[]): Merged<T> {
    const fresh = new Map<number, T>();
    for (const item of all) if (!isRemoved(item)) fresh.set(idOf(item), item);
    const kept: T[] = [];
    const known = new Set<number>();
    for (const item of items) {
      const id = idOf(item);
      const now = fresh.get(id);
      if (now === undefined) continue;
      known.add(id);
      kept.push(now);
    }
    const newOnes = [...fresh.values()].filter((item) => !known.has(idOf(item)));
    if (!holdArrivals) return { items: [...kept, ...newOnes], arrivals: [] };
    // Held arrivals keep their order; new ones follow.
    const waiting = new Set(arrivals.map(idOf));
    const held = arrivals.flatMap((item) => fresh.get(idOf(item)) ?? []);
    return { items: kept, arrivals: [...held, ...newOnes.filter((item) => !waiting.has(idOf(item)))] };
  }

  // ── the reader's own changes ──────────────────────────────────────────────────────────────────────
  const shown = sample({ clock: arrivalsShown, source: $arrivals, filter: (arrivals) => arrivals.length > 0 });
  $items.on(shown, (items, arrivals) => [...items, ...arrivals]);
  $arrivals.on(shown, () => []);
  const without = (list: T[], ids: readonly number[]) => {
    if (ids.length === 0 || list.length === 0) return list;
    const gone = new Set(ids);
    const left = list.filter((item) => !gone.has(idOf(item)));
    return left.length === list.length ? list : left;
  };
  $items.on(removed, without);
  $arrivals.on(removed, without);

  return {
    $key,
    $items,
    $arrivals,
    $loaded: $items.map((items) => items.length),
    $complete,
    $status,
    $pending: $status.map((status) => status === 'pending'),
    $busy,
    $failed: $status.map((status) => status === 'rejected'),
    keyRequested,
    keyNeeded,
    refreshed,
    retried,
    arrivalsShown,
    removed,
    reset,
    fetchPageFx,
  };
};
