import { createEffect, type Effect } from 'effector';
import { type ItemAnswer, itemOrUndefined, type ListAnswer, listOrEmpty } from '../../contract/index.ts';
import type { Identified } from './listResource.ts';

export interface ListCalls<T> {
  list: () => Promise<ListAnswer<T>>;
  get: (id: number) => Promise<ItemAnswer<T>>;
}

/**
 * The list and get effects of a list resource over its endpoint effects, with the §7.1 answer rules
 * applied once here: an answer carrying `error` is an empty list, or no item.
 *
 * ```ts
 * const { listFx, getFx } = listEffects<Group>({
 *   list: () => listGroupsFx(),
 *   get: (id) => getGroupFx({ params: { id } }),
 * });
 * ```
 */
export const listEffects = <T extends Identified>(
  calls: ListCalls<T>,
): { listFx: Effect<void, T[]>; getFx: Effect<number, T | undefined> } => ({
  listFx: createEffect<void, T[]>(async () => listOrEmpty(await calls.list())),
  getFx: createEffect<number, T | undefined>(async (id) => itemOrUndefined(await calls.get(id))),
});
