import { combine, createEvent, createStore, sample } from 'effector';
import { authApi, hasError } from '../../contract/index.ts';
import { endpointFx } from '../api/index.ts';
import { readClockFx } from './clock.ts';
import { captureDraftFx } from './draft.ts';
import {
  $isSignedIn,
  $signinAge,
  $signOutPending,
  $tokenInfo,
  checkAuthFx,
  signedIn,
  signedOut,
  signOutStarted,
} from './session.ts';
import type { Draft } from './storage.ts';
import { readLastActivityFx, writeLastActivityFx, writeLoginTimeFx } from './storage.ts';

/**
 * Spec §4 session inactivity: on every click while signed in, if the last activity plus signinAge is
 * already past, sign out; otherwise the last activity becomes now.
 * Beyond the spec: before the limit a dialog counts down (the last two minutes, or the last half of a
 * limit shorter than four minutes) and offers to stay signed in.
 * The clock is read through `readClockFx`; app/ sends `clicked` for every click and `sessionTicked` once a
 * second while signed in, so the countdown needs no timer of its own here.
 */

export const WARNING_MS = 120_000;
/** How long before the limit the countdown starts. */
export const warningWindow = (signinAge: number): number => Math.min(WARNING_MS, Math.floor(signinAge / 2));

/** A click anywhere in the console. */
export const clicked = createEvent();
/** Once a second while signed in: moves the countdown. */
export const sessionTicked = createEvent();
/** The countdown dialog's button (and its close): the same as a click, and the server's idle clock is renewed too. */
export const staySignedInClicked = createEvent();

/** A `GET /auth` that renews the server's own idle clock when someone chooses to stay. */
export const keepAliveFx = endpointFx(authApi.check);

/** When the signed-in user last clicked (ms since the epoch); null when signed out. */
export const $lastActivity = createStore<number | null>(null);
/** The clock's last reading while signed in. */
export const $now = createStore<number | null>(null);

export type InactivityPhase = 'active' | 'warning' | 'expired';
export interface Inactivity {
  phase: InactivityPhase;
  /** Whole seconds until the limit (0 once past). */
  secondsLeft: number;
}

export const isPast = (lastActivity: number, signinAge: number, now: number): boolean => lastActivity + signinAge < now;

export const $inactivity = combine(
  $lastActivity,
  $signinAge,
  $now,
  $isSignedIn,
  (last, age, now, signedInNow): Inactivity => {
    if (!signedInNow || last === null || now === null) return { phase: 'active', secondsLeft: Math.ceil(age / 1000) };
    const left = last + age - now;
    if (left < 0) return { phase: 'expired', secondsLeft: 0 };
    return { phase: left <= warningWindow(age) ? 'warning' : 'active', secondsLeft: Math.ceil(left / 1000) };
  },
);

const activityRecorded = createEvent<number>();
/** The rule found the session past its limit at this time. */
export const inactivityExpired = createEvent<number>();

sample({
  clock: [clicked, staySignedInClicked],
  source: { signedInNow: $isSignedIn, signingOut: $signOutPending },
  filter: ({ signedInNow, signingOut }) => signedInNow && !signingOut,
  fn: () => 'activity' as const,
  target: readClockFx,
});

const activityRead = sample({
  clock: readClockFx.done,
  filter: ({ params }) => params === 'activity',
  fn: ({ result }) => result,
});
sample({
  clock: activityRead,
  source: { last: $lastActivity, age: $signinAge },
  filter: ({ last, age }, now) => last !== null && isPast(last, age, now),
  fn: (_, now) => now,
  target: inactivityExpired,
});
sample({
  clock: activityRead,
  source: { last: $lastActivity, age: $signinAge },
  filter: ({ last, age }, now) => last === null || !isPast(last, age, now),
  fn: (_, now) => now,
  target: activityRecorded,
});

$lastActivity.on(activityRecorded, (_, now) => now);
$now.on(activityRecorded, (_, now) => now);
sample({ clock: activityRecorded, target: writeLastActivityFx });

// Sign-in (spec §4): the login time goes to local storage and the inactivity clock starts.
sample({ clock: signedIn, fn: () => 'signIn' as const, target: readClockFx });
const signInRead = sample({
  clock: readClockFx.done,
  filter: ({ params }) => params === 'signIn',
  fn: ({ result }) => result,
});
sample({ clock: signInRead, target: [writeLoginTimeFx, activityRecorded] });

// A session found on start (a reload): the clock goes on from the stored last activity.
sample({
  clock: checkAuthFx.doneData,
  filter: (answer) => Boolean(answer.tokenInfo) && !hasError(answer),
  fn: () => undefined,
  target: readLastActivityFx,
});
$lastActivity.on(readLastActivityFx.doneData, (current, stored) => stored ?? current);
sample({
  clock: readLastActivityFx.doneData,
  filter: (stored) => stored === null,
  fn: () => 'activity' as const,
  target: readClockFx,
});

// The countdown.
sample({
  clock: sessionTicked,
  filter: $isSignedIn,
  fn: () => 'tick' as const,
  target: readClockFx,
});
$now.on(readClockFx.done, (now, { params, result }) => (params === 'tick' ? result : now));

// Staying: the server's idle clock is renewed too; a session the server has already ended is signed out.
sample({ clock: staySignedInClicked, filter: $isSignedIn, fn: () => undefined, target: keepAliveFx });
sample({
  clock: keepAliveFx.done,
  filter: ({ result }) => !result.tokenInfo || hasError(result),
  fn: () => ({ reason: 'sessionLost' as const, draft: null }),
  target: signOutStarted,
});
sample({
  clock: keepAliveFx.failData,
  filter: (error) => 'status' in error && error.status === 401,
  fn: () => ({ reason: 'sessionLost' as const, draft: null }),
  target: signOutStarted,
});

// Past the limit: keep what was being typed, then sign out.
const $expiredAt = createStore<number | null>(null).on(inactivityExpired, (_, now) => now);
sample({ clock: inactivityExpired, target: captureDraftFx });
sample({
  clock: captureDraftFx.finally,
  source: { tokenInfo: $tokenInfo, at: $expiredAt },
  fn: ({ tokenInfo, at }, outcome) => {
    const screen = outcome.status === 'done' ? outcome.result : null;
    const draft: Draft | null =
      screen && tokenInfo && screen.fields.length > 0
        ? { email: tokenInfo.email, path: screen.path, savedAt: at ?? 0, fields: screen.fields }
        : null;
    return { reason: 'inactivity' as const, draft };
  },
  target: signOutStarted,
});

$lastActivity.reset(signedOut);
$now.reset(signedOut);
$expiredAt.reset(signedOut);
