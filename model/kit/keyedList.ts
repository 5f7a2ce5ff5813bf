import { createEvent, createStore, type Effect, type EventCallable, type Store, sample } from 'effector';
import type { ListStatus } from './listResource.ts';

export interface KeyedList<T> {
  /** The key whose items are shown (the group of /group/{id}, the form of /form-answer/{id}…). */
  $key: Store<number | null>;
  /** The items of the current key only: never another key's. */
  $items: Store<T[]>;
  /** The current key's load: init → pending → fulfilled | rejected. */
  $status: Store<ListStatus>;
  $pending: Store<boolean>;
  /** The current key's load failed: a screen says so with a retry, never "none". */
  $failed: Store<boolean>;
  /** Show this key's items, loading them (again). */
  keyRequested: EventCallable<number>;
  /** Show this key's items, loading them unless they are this key's and loaded or loading. */
  keyNeeded: EventCallable<number>;
  /** Load the current key's items again (a real-time event, a change made here). */
  refreshed: EventCallable<void>;
  reset: EventCallable<void>;
  fetchFx: Effect<number, T[]>;
}

/**
 * A list that belongs to one record at a time: the accounts of a group, the answers of a form, the members
 * of a mailing list, the pages of a website. An answer for a key that is no longer current is dropped, so
 * a slow answer for the previous record never shows under the next one.
 */
export const createKeyedList = <T>(options: { name: string; fetchFx: Effect<number, T[]> }): KeyedList<T> => {
  const { fetchFx } = options;
  const keyRequested = createEvent<number>();
  const keyNeeded = createEvent<number>();
  const refreshed = createEvent();
  const reset = createEvent();

  const $key = createStore<number | null>(null, { name: `${options.name}/key` }).reset(reset);
  const current = (key: number | null, { params }: { params: number }) => key === params;

  const $items = createStore<T[]>([], { name: `${options.name}/items` }).reset(reset);
  const $status = createStore<ListStatus>('init', { name: `${options.name}/status` }).reset(reset);

  // A new key starts empty: the previous key's items are not its items. Read before $key takes the new key.
  const keyChanged = sample({
    clock: keyRequested,
    source: $key,
    filter: (key, next) => key !== next,
    fn: (_, next) => next,
  });
  $items.reset(keyChanged);
  $key.on(keyChanged, (_, next) => next);
  sample({
    clock: keyNeeded,
    source: { key: $key, status: $status },
    filter: ({ key, status }, next) => key !== next || status === 'init' || status === 'rejected',
    fn: (_, next) => next,
    target: keyRequested,
  });

  sample({ clock: keyRequested, target: fetchFx });
  sample({ clock: refreshed, source: $key, filter: (key): key is number => key !== null, target: fetchFx });
  $status.on(keyRequested, () => 'pending');
  sample({
    clock: refreshed,
    source: $key,
    filter: (key) => key !== null,
    fn: () => 'pending' as const,
    target: $status,
  });

  const loaded = sample({ clock: fetchFx.done, source: $key, filter: current, fn: (_, { result }) => result });
  $items.on(loaded, (_, items) => items);
  $status.on(loaded, () => 'fulfilled');
  const failed = sample({ clock: fetchFx.fail, source: $key, filter: current });
  $status.on(failed, () => 'rejected');

  return {
    $key,
    $items,
    $status,
    $pending: $status.map((status) => status === 'pending'),
    $failed: $status.map((status) => status === 'rejected'),
    keyRequested,
    keyNeeded,
    refreshed,
    reset,
    fetchFx,
  };
};
