import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { authApi, hasError, type MsalConfig } from '../../contract/index.ts';
import { endpointFx } from '../api/index.ts';
import { $settings, readRunTimeSettingsFx } from '../settings/index.ts';
import { errorText } from './errors.ts';
import { isMsalRedirectReturn, MSAL_REDIRECT_FLAG, type MsalOutcome, type MsalSettings } from './msalTypes.ts';
import { appStarted, signedIn, signedOut } from './session.ts';
import { signInAnswered, signInFailed } from './signIn.ts';
import { sessionText } from './text.ts';

/** ours: the server's identity-provider settings (run time); `{ enabled: false }` turns the button off. */
export const loadMsalConfigFx = endpointFx(authApi.msalConfig);
/** Posts name, e-mail and the ID token; the server answers tokenInfo (spec §7.1). */
export const msalLoginFx = endpointFx(authApi.msalLogin);

/** The library's side of the flow (msal.ts, loaded on demand). Tests and stories replace it at this boundary. */
export const msalSignInFx = createEffect(
  async ({ settings, interactive }: { settings: MsalSettings; interactive: boolean }): Promise<MsalOutcome> =>
    (await import('./msal.ts')).signInWithMsal(settings, interactive),
);

/** Whether this page load came back from the provider (read once on start). */
export const detectMsalReturnFx = createEffect((): boolean =>
  typeof window === 'undefined'
    ? false
    : isMsalRedirectReturn(window.location.hash, window.sessionStorage.getItem(MSAL_REDIRECT_FLAG)),
);

/** The identity-provider button. */
export const msalSignInRequested = createEvent();

const $serverAnswer = createStore<MsalConfig | 'unavailable' | null>(null)
  .on(loadMsalConfigFx.doneData, (_, answer) => answer)
  .on(loadMsalConfigFx.fail, () => 'unavailable');

/**
 * The settings in force: the server's answer when it has one (run time); the console's own settings only
 * when the server has no such call. null: no identity provider, the button is hidden.
 */
export const $msalSettings = combine($serverAnswer, $settings, (answer, settings): MsalSettings | null => {
  if (answer !== null && answer !== 'unavailable') {
    return answer.enabled
      ? { clientId: answer.clientId, authority: answer.authority, redirectUri: settings.origin }
      : null;
  }
  return settings.msalClientId
    ? { clientId: settings.msalClientId, authority: settings.msalAuthority, redirectUri: settings.origin }
    : null;
});
/** Known once the server has answered (or failed to): until then the button is not offered. */
export const $msalAvailable = combine(
  $serverAnswer,
  $msalSettings,
  (answer, settings) => answer !== null && settings !== null,
);

/** The button's loading flag: set when the flow starts, cleared on any failure (spec §8), kept while redirecting. */
export const $msalPending = createStore(false);
/** Why the identity-provider sign-in did not finish, in Japanese; null when it did or has not run. */
export const $msalError = createStore<string | null>(null);

const $returning = createStore(false).on(detectMsalReturnFx.doneData, (_, returning) => returning);

sample({ clock: appStarted, target: [loadMsalConfigFx, detectMsalReturnFx] });

// On start, when coming back from the provider: finish the redirect once settings are known.
const returnReady = sample({
  clock: [loadMsalConfigFx.finally, detectMsalReturnFx.done, readRunTimeSettingsFx.done],
  source: { returning: $returning, answer: $serverAnswer, settings: $msalSettings, origin: $settings },
  filter: ({ returning, answer, origin }) => returning && answer !== null && origin.origin !== '',
});
$returning.on(returnReady, () => false);
sample({
  clock: returnReady,
  filter: ({ settings }) => settings !== null,
  fn: ({ settings }) => ({ settings: settings as MsalSettings, interactive: false }),
  target: msalSignInFx,
});

const clicked = sample({
  clock: msalSignInRequested,
  source: $msalSettings,
  filter: $msalPending.map((busy) => !busy),
});
sample({
  clock: clicked,
  filter: (settings) => settings !== null,
  fn: (settings) => ({ settings: settings as MsalSettings, interactive: true }),
  target: msalSignInFx,
});
const notConfigured = sample({ clock: clicked, filter: (settings) => settings === null });

sample({
  clock: msalSignInFx.doneData,
  filter: (outcome) => outcome.kind === 'signedIn',
  fn: (outcome) => ({ body: (outcome as Extract<MsalOutcome, { kind: 'signedIn' }>).identity }),
  target: msalLoginFx,
});
sample({
  clock: msalLoginFx.doneData,
  fn: (answer) => ({ source: 'msal' as const, answer, credentials: null }),
  target: signInAnswered,
});
sample({ clock: msalLoginFx.failData, fn: errorText, target: signInFailed });

$msalPending
  .on(msalSignInFx, () => true)
  .on(msalSignInFx.doneData, (pending, outcome) => (outcome.kind === 'none' ? false : pending))
  .on(msalSignInFx.fail, () => false)
  .on(msalLoginFx.finally, () => false)
  .reset(signedIn, signedOut);

$msalError
  .on(msalSignInFx, () => null)
  .on(notConfigured, () => sessionText.msalNotConfigured)
  .on(msalSignInFx.fail, () => sessionText.msalFailed)
  .on(msalLoginFx.done, (_, { result }) =>
    result.tokenInfo && !hasError(result) ? null : (result.message ?? sessionText.msalFailed),
  )
  .on(msalLoginFx.failData, (_, error) => errorText(error))
  .reset(signedIn, signedOut);
