import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { HttpError } from '../../contract/index.ts';
import { readRunTimeSettingsFx } from '../settings/index.ts';
import {
  $msalAvailable,
  $msalError,
  $msalPending,
  $msalSettings,
  detectMsalReturnFx,
  loadMsalConfigFx,
  msalLoginFx,
  msalSignInFx,
  msalSignInRequested,
} from './msalModel.ts';
import { $tokenInfo, appStarted } from './session.ts';
import { msalUser, TEST_ORIGIN, testSession } from './testing.ts';

const serverSettings = { enabled: true, clientId: 'client-id', authority: 'https://login.microsoftonline.com/tenant' };
const identity = { name: 'クラウド 三郎', email: 'msal@example.go.jp', idToken: 'header.payload.signature' };
const origin = TEST_ORIGIN;

/** Started, with the server offering the identity provider; the library itself is replaced at `msalSignInFx`. */
const started = async (handlers: NonNullable<Parameters<typeof testSession>[0]>['handlers'] = []) => {
  const session = testSession({
    handlers: [[loadMsalConfigFx, () => serverSettings], ...handlers],
  });
  await allSettled(appStarted, { scope: session.scope });
  return session;
};

describe('identity-provider sign-in, with the library stubbed at its effect', () => {
  test('the server’s run-time settings are used, redirecting back to the origin', async () => {
    const session = await started();
    expect(session.scope.getState($msalAvailable)).toBe(true);
    expect(session.scope.getState($msalSettings)).toEqual({
      clientId: 'client-id',
      authority: 'https://login.microsoftonline.com/tenant',
      redirectUri: origin,
    });
  });

  test('success posts name, e-mail and ID token, and signs in', async () => {
    const session = await started([
      [msalSignInFx, () => ({ kind: 'signedIn', identity })],
      [msalLoginFx, () => ({ tokenInfo: msalUser })],
    ]);
    await allSettled(msalSignInRequested, { scope: session.scope });
    expect(session.calls.msalSignIn).toEqual([
      { settings: expect.objectContaining({ clientId: 'client-id' }), interactive: true },
    ]);
    expect(session.calls.msalLogin).toEqual([{ body: identity }]);
    expect(session.scope.getState($tokenInfo)).toEqual(msalUser);
    expect(session.scope.getState($msalPending)).toBe(false);
    expect(session.scope.getState($msalError)).toBeNull();
  });

  test('a redirect to the provider keeps the loading flag (the page is leaving)', async () => {
    const session = await started([[msalSignInFx, () => ({ kind: 'redirecting' })]]);
    await allSettled(msalSignInRequested, { scope: session.scope });
    expect(session.scope.getState($msalPending)).toBe(true);
    expect(session.scope.getState($msalError)).toBeNull();
    expect(session.calls.msalLogin).toBeUndefined();
  });

  test('a failure in the library clears the loading flag and says so in Japanese (spec §8)', async () => {
    const session = await started([
      [
        msalSignInFx,
        () => {
          throw new Error('interaction_in_progress');
        },
      ],
    ]);
    await allSettled(msalSignInRequested, { scope: session.scope });
    expect(session.scope.getState($msalPending)).toBe(false);
    expect(session.scope.getState($msalError)).toBe(
      '組織アカウントでのログインに失敗しました。もう一度お試しください。',
    );
  });

  test('the server refusing the account clears the flag and shows its text', async () => {
    const refusal = new HttpError(
      403,
      { error: true, message: 'このアカウントは登録されていません。' },
      'auth.msalLogin',
      'x',
    );
    const session = await started([
      [msalSignInFx, () => ({ kind: 'signedIn', identity })],
      [
        msalLoginFx,
        () => {
          throw refusal;
        },
      ],
    ]);
    await allSettled(msalSignInRequested, { scope: session.scope });
    expect(session.scope.getState($msalPending)).toBe(false);
    expect(session.scope.getState($msalError)).toBe('このアカウントは登録されていません。');
    expect(session.shown[0]).toEqual(expect.objectContaining({ type: 'error', time: 20_000 }));
    expect(session.scope.getState($tokenInfo)).toBeNull();
  });

  test('coming back from the provider finishes the redirect on start, without redirecting again', async () => {
    const session = await started([
      [detectMsalReturnFx, () => true],
      [msalSignInFx, () => ({ kind: 'signedIn', identity })],
      [msalLoginFx, () => ({ tokenInfo: msalUser })],
    ]);
    expect(session.calls.msalSignIn).toEqual([
      { settings: expect.objectContaining({ redirectUri: origin }), interactive: false },
    ]);
    expect(session.scope.getState($tokenInfo)).toEqual(msalUser);
  });

  test('an ordinary start does not load the library', async () => {
    const session = await started();
    expect(session.calls.msalSignIn).toBeUndefined();
  });

  test('the server answering enabled: false hides the button', async () => {
    const session = testSession({ handlers: [[loadMsalConfigFx, () => ({ enabled: false })]] });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.scope.getState($msalAvailable)).toBe(false);
  });

  test('a server without the call falls back to the console’s own settings', async () => {
    const session = testSession({
      handlers: [
        [
          readRunTimeSettingsFx,
          () => ({ values: { msalClientId: 'built-in', msalAuthority: 'https://idp.example/t' }, origin }),
        ],
        [
          loadMsalConfigFx,
          () => {
            throw new HttpError(404, undefined, 'auth.msalConfig', 'x');
          },
        ],
      ],
    });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.scope.getState($msalSettings)).toEqual({
      clientId: 'built-in',
      authority: 'https://idp.example/t',
      redirectUri: origin,
    });
  });

  test('not configured anywhere: a press explains it in Japanese', async () => {
    const session = testSession();
    await allSettled(msalSignInRequested, { scope: session.scope });
    expect(session.scope.getState($msalError)).toContain('設定されていません');
    expect(session.calls.msalSignIn).toBeUndefined();
  });
});
