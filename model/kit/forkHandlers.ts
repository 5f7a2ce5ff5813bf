import type { fork } from 'effector';

/** The handlers a test gives `fork`, in fork's own list form (tests add theirs to a scope's defaults). */
export type ForkHandlers = Extract<
  NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>,
  readonly unknown[]
>;

/** The store values a test gives `fork`, in fork's own list form. */
export type ForkValues = Extract<NonNullable<NonNullable<Parameters<typeof fork>[1]>['values']>, readonly unknown[]>;
