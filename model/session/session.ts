import { createEvent, createStore, sample } from 'effector';
import {
  authApi,
  type Config,
  configApi,
  type DomainRead,
  domainApi,
  HttpError,
  hasError,
  type LoginStatus,
  listOrEmpty,
  signinAgeMs,
  type TokenInfo,
} from '../../contract/index.ts';
import { endpointFx } from '../api/index.ts';
import { messageShown } from '../messages/index.ts';
import { readRunTimeSettingsFx } from '../settings/index.ts';
import { errorText } from './errors.ts';
import { clearStorageFx, type Draft, saveDraftFx } from './storage.ts';
import { sessionText } from './text.ts';

/** The console has started: start-up of spec §7.1 (allowed domains, config, authentication check). */
export const appStarted = createEvent();

export const checkAuthFx = endpointFx(authApi.check);
export const loadConfigFx = endpointFx(configApi.get);
export const loadDomainsFx = endpointFx(domainApi.list);
export const logoutFx = endpointFx(authApi.logout);

/** Spec §4: initial until the first authentication check ends, then finished whatever its outcome. */
export const $loginStatus = createStore<LoginStatus>('initial').on(checkAuthFx.finally, () => 'finished');

/** Any sign-in path ended with the user's tokenInfo (password + code, identity provider). */
export const signedIn = createEvent<TokenInfo>();

/** The signed-in user, or null. */
export const $tokenInfo = createStore<TokenInfo | null>(null)
  .on(signedIn, (_, tokenInfo) => tokenInfo)
  .on(checkAuthFx.doneData, (_, answer) => (answer.tokenInfo && !hasError(answer) ? answer.tokenInfo : null))
  // Spec §8: a failed authentication check clears tokenInfo.
  .on(checkAuthFx.fail, () => null);

export const $isSignedIn = $tokenInfo.map((tokenInfo) => tokenInfo !== null);
/** Spec §1, §6: only accounts of type Default change their password in the console. */
export const $canChangePassword = $tokenInfo.map((tokenInfo) => tokenInfo?.type === 'Default');

/** Reloads the environment settings (real-time `config` events ask for it too). */
export const configRequested = createEvent();
export const $config = createStore<Config | null>(null).on(loadConfigFx.doneData, (current, answer) =>
  'config' in answer ? answer.config : current,
);
/** Spec §4, §9: the inactivity limit in ms, from text or number, 3600000 by default. */
export const $signinAge = $config.map((config) => signinAgeMs(config));

/** Reloads the allowed domains (real-time `domain` created/updated). */
export const allowedDomainsRequested = createEvent();
/** Real-time `domain` deleted. */
export const allowedDomainRemoved = createEvent<number>();
export const $allowedDomains = createStore<DomainRead[]>([])
  .on(loadDomainsFx.doneData, (_, answer) => listOrEmpty(answer))
  .on(allowedDomainRemoved, (domains, id) => domains.filter((domain) => domain.id !== id));

sample({
  clock: appStarted,
  target: [readRunTimeSettingsFx, loadDomainsFx, loadConfigFx, checkAuthFx],
});
// Not signed in is a 401 (or an answer carrying `error`); anything else (no answer, a 500, an unreadable
// answer) is a fault the user is told of, on the sign-in screen it leads to.
sample({
  clock: checkAuthFx.failData,
  filter: (error) => !(error instanceof HttpError && error.status === 401),
  fn: (error) => ({ message: sessionText.checkFailed(errorText(error)), type: 'warning' as const }),
  target: messageShown,
});
sample({ clock: configRequested, target: loadConfigFx });
sample({ clock: allowedDomainsRequested, target: loadDomainsFx });

// ── sign-out ────────────────────────────────────────────────────────────────────────────────────────

export type SignOutReason = 'user' | 'inactivity' | 'sessionLost';

export interface SignOut {
  reason: SignOutReason;
  /** Inactivity only: what the user was typing, written back after storage is cleared. */
  draft: Draft | null;
}

/** The header's (or a page's) sign-out button. */
export const signOutClicked = createEvent();
/** Starts a sign-out for any reason (inactivity.ts starts its own, with a draft). */
export const signOutStarted = createEvent<SignOut>();
/** The sign-out has ended: tokenInfo is cleared. Other models reset their data on it. */
export const signedOut = createEvent<SignOutReason>();

/** The sign-out under way (null when none): its reason and, for inactivity, the draft to write back. */
const $pendingSignOut = createStore<SignOut | null>(null);
export const $signOutPending = $pendingSignOut.map((pending) => pending !== null);

sample({ clock: signOutClicked, fn: (): SignOut => ({ reason: 'user', draft: null }), target: signOutStarted });

const accepted = sample({ clock: signOutStarted, filter: $signOutPending.map((busy) => !busy) });
$pendingSignOut.on(accepted, (_, signOut) => signOut);

// Spec §4: clears local and session storage, posts logout, clears tokenInfo — in that order.
sample({ clock: accepted, fn: () => undefined, target: clearStorageFx });
sample({
  clock: clearStorageFx.finally,
  source: $pendingSignOut,
  filter: (pending) => pending?.draft != null,
  fn: (pending) => pending?.draft as Draft,
  target: saveDraftFx,
});
sample({ clock: clearStorageFx.finally, fn: () => undefined, target: logoutFx });
// The server may still hold the session (its cookie cannot be cleared from here): a user signing out is told.
// Before the sample below, which ends the pending sign-out this reads.
sample({
  clock: logoutFx.finally,
  source: $pendingSignOut,
  filter: (pending, { status }) => status === 'fail' && pending?.reason === 'user',
  fn: () => ({ message: sessionText.serverSignOutUnconfirmed, type: 'warning' as const }),
  target: messageShown,
});
// Signed out locally whether or not the server could be told (spec §4 does not wait on the answer).
sample({
  clock: logoutFx.finally,
  source: $pendingSignOut,
  filter: (pending) => pending !== null,
  fn: (pending) => pending?.reason ?? 'user',
  target: signedOut,
});

$pendingSignOut.reset(signedOut);
$tokenInfo.reset(signedOut);

sample({
  clock: signedOut,
  filter: (reason) => reason !== 'user',
  fn: (reason) => ({
    message: reason === 'inactivity' ? sessionText.signedOutForInactivity : sessionText.sessionLost,
    type: 'info' as const,
  }),
  target: messageShown,
});
