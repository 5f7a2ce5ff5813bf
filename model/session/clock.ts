import { createEffect } from 'effector';

/** Why the clock is read: each reading leads somewhere else. */
export type ClockReading = 'signIn' | 'activity' | 'tick';

/** The time, in ms since the epoch. Tests replace it with a fake clock in their scope. */
export const readClockFx = createEffect<ClockReading, number>(() => Date.now());
