import { allSettled } from 'effector';
import { describe, expect, test } from 'vitest';
import { clientMessages, HttpError } from '../../contract/index.ts';
import { $messages } from '../messages/index.ts';
import {
  $allowedDomains,
  $canChangePassword,
  $isSignedIn,
  $loginStatus,
  $signinAge,
  $tokenInfo,
  appStarted,
  checkAuthFx,
  loadConfigFx,
  loadDomainsFx,
  logoutFx,
  signedOut,
  signOutClicked,
} from './session.ts';
import { $temporaryLogin } from './signIn.ts';
import { admin, msalUser, testSession } from './testing.ts';
import { sessionText } from './text.ts';

const domain = {
  id: 1,
  domain: 'example.go.jp',
  description: '職員',
  createdAt: '2025-04-01T09:00:00.000Z',
  updatedAt: '2025-04-01T09:00:00.000Z',
};

describe('start-up (spec §7.1)', () => {
  test('loads allowed domains and config, checks authentication, then the status is finished', async () => {
    const session = testSession({
      handlers: [
        [checkAuthFx, () => ({ tokenInfo: admin })],
        [loadDomainsFx, () => ({ data: [domain] })],
      ],
    });
    expect(session.scope.getState($loginStatus)).toBe('initial');
    await allSettled(appStarted, { scope: session.scope });
    expect(session.calls.loadDomains).toHaveLength(1);
    expect(session.calls.loadConfig).toHaveLength(1);
    expect(session.calls.checkAuth).toHaveLength(1);
    expect(session.scope.getState($loginStatus)).toBe('finished');
    expect(session.scope.getState($tokenInfo)).toEqual(admin);
    expect(session.scope.getState($allowedDomains)).toEqual([domain]);
  });

  test('a failed check (401) clears tokenInfo and still finishes', async () => {
    const session = testSession({
      values: [[$tokenInfo, admin]],
      handlers: [
        [
          checkAuthFx,
          () => {
            throw new HttpError(401, { error: true }, 'auth.check', 'x');
          },
        ],
      ],
    });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.scope.getState($loginStatus)).toBe('finished');
    expect(session.scope.getState($tokenInfo)).toBeNull();
    expect(session.scope.getState($isSignedIn)).toBe(false);
    // Not signed in is no fault: nothing is said.
    expect(session.shown).toEqual([]);
  });

  test('a check that fails otherwise (a 500, no answer) is no session, and the user is told why', async () => {
    const session = testSession({
      values: [[$tokenInfo, admin]],
      handlers: [
        [
          checkAuthFx,
          () => {
            throw new HttpError(0, undefined, 'auth.check', clientMessages.network);
          },
        ],
      ],
    });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.scope.getState($loginStatus)).toBe('finished');
    expect(session.scope.getState($tokenInfo)).toBeNull();
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'warning', message: sessionText.checkFailed(clientMessages.network) }),
    ]);
  });

  test('an answer with error is no session', async () => {
    const session = testSession({ handlers: [[checkAuthFx, () => ({ error: true })]] });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.scope.getState($tokenInfo)).toBeNull();
    expect(session.scope.getState($loginStatus)).toBe('finished');
  });

  test('an allowed-domains answer with error is an empty list', async () => {
    const session = testSession({ handlers: [[loadDomainsFx, () => ({ error: true })]] });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.scope.getState($allowedDomains)).toEqual([]);
  });

  test('a session found on start carries on the stored inactivity clock', async () => {
    const session = testSession({ handlers: [[checkAuthFx, () => ({ tokenInfo: admin })]] });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.calls.readLastActivity).toHaveLength(1);
  });
});

describe('signinAge (spec §3, §4, §9)', () => {
  test.each([
    [{ config: { signinAge: '600000' } }, 600_000],
    [{ config: { signinAge: 90_000 } }, 90_000],
    [{ config: { signinAge: ' 5000 ' } }, 5000],
    [{ config: { signinAge: '' } }, 3_600_000],
    [{ config: { signinAge: 'one hour' } }, 3_600_000],
    [{ config: { signinAge: -1 } }, 3_600_000],
    [{ error: true }, 3_600_000],
  ])('%j → %d ms', async (answer, ms) => {
    const session = testSession({ handlers: [[loadConfigFx, () => answer]] });
    await allSettled(appStarted, { scope: session.scope });
    expect(session.scope.getState($signinAge)).toBe(ms);
  });

  test('3600000 ms before any config is loaded', () => {
    expect(testSession().scope.getState($signinAge)).toBe(3_600_000);
  });
});

describe('sign-out (spec §4)', () => {
  test('clears local and session storage, posts logout, then clears tokenInfo', async () => {
    const session = testSession({ values: [[$tokenInfo, admin]] });
    await allSettled(signOutClicked, { scope: session.scope });
    expect(session.order.filter((name) => ['clearStorage', 'logout'].includes(name))).toEqual([
      'clearStorage',
      'logout',
    ]);
    expect(session.scope.getState($tokenInfo)).toBeNull();
    expect(session.calls.saveDraft).toBeUndefined();
    // Signing out by choice says nothing.
    expect(session.shown).toEqual([]);
  });

  test('a logout the server does not answer still signs out here', async () => {
    const session = testSession({
      values: [[$tokenInfo, admin]],
      handlers: [
        [
          logoutFx,
          () => {
            throw new HttpError(0, undefined, 'auth.logout', 'x');
          },
        ],
      ],
    });
    await allSettled(signOutClicked, { scope: session.scope });
    expect(session.scope.getState($tokenInfo)).toBeNull();
    // …and says the server may still hold the session.
    expect(session.shown).toEqual([
      expect.objectContaining({ type: 'warning', message: sessionText.serverSignOutUnconfirmed }),
    ]);
  });

  test('clears the temporary login too', async () => {
    const session = testSession({
      values: [
        [$tokenInfo, admin],
        [$temporaryLogin, { email: 'a@example.go.jp', password: 'x' }],
      ],
    });
    await allSettled(signedOut, { scope: session.scope, params: 'user' });
    expect(session.scope.getState($temporaryLogin)).toBeNull();
    expect(session.scope.getState($messages)).toEqual([]);
  });
});

test('only accounts of type Default may change their password (spec §6)', () => {
  expect(testSession({ values: [[$tokenInfo, admin]] }).scope.getState($canChangePassword)).toBe(true);
  expect(testSession({ values: [[$tokenInfo, msalUser]] }).scope.getState($canChangePassword)).toBe(false);
  expect(testSession().scope.getState($canChangePassword)).toBe(false);
});
