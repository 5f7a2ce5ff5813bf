import { createEffect, createEvent, createStore, sample } from 'effector';
import { type MsalOutcome, type MsalSettings, signInWithMsal } from './msal.ts';

export const msalSignInRequested = createEvent<MsalSettings | undefined>();

export const msalSignInFx = createEffect(async (settings: MsalSettings | undefined): Promise<MsalOutcome> => {
  if (!settings) throw new Error('msal-not-configured');
  return signInWithMsal(settings, true);
});

/** Why the identity-provider sign-in did not finish, in Japanese; null when it did or has not run. */
export const $msalError = createStore<string | null>(null)
  .on(msalSignInFx, () => null)
  .on(msalSignInFx.failData, (_, error) =>
    error.message === 'msal-not-configured'
      ? '組織アカウントでのサインインは、このコンソールでは設定されていません。'
      : '組織アカウントでのサインインに失敗しました。もう一度お試しください。',
  );

export const $msalPending = msalSignInFx.pending;

sample({ clock: msalSignInRequested, target: msalSignInFx });
