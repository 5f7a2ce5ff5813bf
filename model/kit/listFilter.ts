import { combine, createEvent, createStore, type EventCallable, type Store } from 'effector';

export interface ListFilterOptions<T, F extends object> {
  name: string;
  /** The list as the screen has it (a resource's `$items`, or items with their derived state). */
  source: Store<readonly T[]>;
  /** The filter as a screen opens: every record shown. */
  initial: F;
  /** Whether a record passes the filter; records keep the list's order. */
  match: (item: T, filter: F) => boolean;
}

export interface ListFilter<T, F extends object> {
  /** One or more of the filter's fields changed (a select, a checkbox). */
  changed: EventCallable<Partial<F>>;
  /** Back to the initial filter (a 「絞り込みを解除」 button, or the screen closing). */
  reset: EventCallable<void>;
  $filter: Store<F>;
  /** The records that pass, in the list's order. */
  $visible: Store<T[]>;
  /** Every record, whatever the filter: tells "none yet" from "none match". */
  $total: Store<number>;
  /** The filter differs from the initial one: something may be hidden. */
  $active: Store<boolean>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Filters over a list, the same for every domain: a filter object of the domain's own fields (a type, an
 * unread flag, a status), changed field by field, and the records that pass it. The domain gives only its
 * fields and its rule; a list re-renders from `$visible`, and `$total` tells an empty list from a filter
 * that hides everything.
 */
export const createListFilter = <T, F extends object>(options: ListFilterOptions<T, F>): ListFilter<T, F> => {
  const changed = createEvent<Partial<F>>();
  const reset = createEvent();
  const $filter = createStore<F>(options.initial, { name: `${options.name}/filter` })
    .on(changed, (filter, change) => ({ ...filter, ...change }))
    .reset(reset);
  // combine, not sample: a scope given the list as a value derives what it shows too.
  const $visible = combine(options.source, $filter, (items, filter) =>
    items.filter((item) => options.match(item, filter)),
  );
  return {
    changed,
    reset,
    $filter,
    $visible,
    $total: options.source.map((items) => items.length),
    $active: $filter.map((filter) => !same(filter, options.initial)),
  };
};
