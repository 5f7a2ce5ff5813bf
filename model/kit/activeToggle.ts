import { attach, createEvent, createStore, type Effect, type EventCallable, type Store, sample } from 'effector';
import type { MutationOutcome } from '../../contract/index.ts';
import { messageShown } from '../messages/index.ts';
import type { Identified, ListResource } from './listResource.ts';

/** A record with an on/off flag of its own (spec §4: pages and templates are toggled active or inactive). */
export interface Switchable extends Identified {
  active: boolean;
}

export interface ActiveToggleOptions<T extends Switchable, Params> {
  name: string;
  /** The endpoint's effect (from `apiEffects`): the toggle calls its own copy, so its pending is its own. */
  effect: Effect<Params, MutationOutcome, unknown>;
  /** The list whose record shows the new state once the server took it. */
  resource: ListResource<T>;
  params: (change: { id: number; active: boolean }) => Params;
  /** The success message (escaped by the caller where it names a record); the server's when left out. */
  successMessage?: (change: { record: T | undefined; active: boolean }) => string;
  /** Said when a refusal carries no message of its own. */
  failedText: string;
}

export interface ActiveToggle {
  /** The user switched a record on or off (from a list row or an editor). */
  toggled: EventCallable<{ id: number; active: boolean }>;
  /** The records whose switch is on its way: their control waits (a second press does nothing). */
  $pendingIds: Store<number[]>;
}

/**
 * One immediate write of a record's flag, no dialog: the switch waits while the call is on its way, the list
 * shows the new state once the server took it (the real-time event then confirms it), and a refusal is said
 * as an error message with the list left as it was.
 */
export const createActiveToggle = <T extends Switchable, Params>(
  options: ActiveToggleOptions<T, Params>,
): ActiveToggle => {
  const fx = attach({
    name: `${options.name}/send`,
    effect: options.effect,
    mapParams: (change: { id: number; active: boolean }) => options.params(change),
  });
  const toggled = createEvent<{ id: number; active: boolean }>();
  const $pendingIds = createStore<number[]>([])
    .on(fx, (ids, { id }) => [...ids, id])
    .on(fx.finally, (ids, { params }) => ids.filter((id) => id !== params.id))
    .reset(options.resource.reset);

  sample({
    clock: toggled,
    source: { pending: $pendingIds, items: options.resource.$items },
    filter: ({ pending, items }, { id, active }) =>
      !pending.includes(id) && items.find((item) => item.id === id)?.active !== active,
    fn: (_, change) => change,
    target: fx,
  });

  const took = sample({
    clock: fx.done,
    source: options.resource.$items,
    filter: (_, { result }) => result.ok,
    fn: (items, { params, result }) => ({
      record: items.find((item) => item.id === params.id),
      active: params.active,
      message: result.message,
    }),
  });
  sample({
    clock: took,
    filter: ({ record }) => record !== undefined,
    fn: ({ record, active }) => ({ ...(record as T), active }),
    target: options.resource.upserted,
  });
  const { successMessage } = options;
  sample({
    clock: took,
    filter: ({ message }) => successMessage !== undefined || message !== undefined,
    fn: ({ record, active, message }) => ({
      message: successMessage ? successMessage({ record, active }) : (message ?? ''),
      type: 'success' as const,
    }),
    target: messageShown,
  });
  sample({
    clock: fx.doneData,
    filter: (outcome) => !outcome.ok && !outcome.noPermission,
    fn: (outcome) => ({ message: outcome.message ?? options.failedText, type: 'error' as const }),
    target: messageShown,
  });
  sample({
    clock: fx.fail,
    fn: () => ({ message: options.failedText, type: 'error' as const }),
    target: messageShown,
  });

  return { toggled, $pendingIds };
};
