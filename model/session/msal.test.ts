import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

/**
 * The library's own redirect handling, stubbed at its boundary: `@azure/msal-browser` is replaced by a
 * fake client, so this runs with no network and no browser while exercising msal.ts for real.
 */
const fake = vi.hoisted(() => ({
  config: undefined as unknown,
  handleRedirectPromise: vi.fn(),
  getAllAccounts: vi.fn(),
  acquireTokenSilent: vi.fn(),
  loginRedirect: vi.fn(),
}));

vi.mock('@azure/msal-browser', () => ({
  createStandardPublicClientApplication: async (config: unknown) => {
    fake.config = config;
    return fake;
  },
}));

const { resetMsalForTests, signInWithMsal } = await import('./msal.ts');
const { isMsalRedirectReturn, MSAL_REDIRECT_FLAG } = await import('./msalTypes.ts');

const settings = {
  clientId: 'client-id',
  authority: 'https://login.microsoftonline.com/tenant',
  redirectUri: 'https://console.example.go.jp',
};
const account = (username: string, name?: string) => ({
  username,
  name,
  homeAccountId: username,
  environment: 'x',
  tenantId: 't',
  localAccountId: username,
});

const storage = new Map<string, string>();

beforeEach(() => {
  resetMsalForTests();
  storage.clear();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  fake.handleRedirectPromise.mockResolvedValue(null);
  fake.getAllAccounts.mockReturnValue([]);
  fake.acquireTokenSilent.mockReset();
  fake.loginRedirect.mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('signInWithMsal', () => {
  test('configures the client with the account cache in local storage and the origin as redirect', async () => {
    await signInWithMsal(settings, false);
    expect(fake.config).toEqual({
      auth: { clientId: 'client-id', authority: settings.authority, redirectUri: settings.redirectUri },
      cache: { cacheLocation: 'localStorage' },
    });
  });

  test('without a configured authority, any Entra ID tenant (organizations)', async () => {
    await signInWithMsal({ ...settings, authority: null }, false);
    expect(fake.config).toEqual(
      expect.objectContaining({
        auth: expect.objectContaining({ authority: 'https://login.microsoftonline.com/organizations' }),
      }),
    );
  });

  test('a redirect coming back gives that account’s name, e-mail and ID token', async () => {
    storage.set(MSAL_REDIRECT_FLAG, '1');
    fake.handleRedirectPromise.mockResolvedValue({
      account: account('msal@example.go.jp', 'クラウド 三郎'),
      idToken: 'id-token',
    });
    expect(await signInWithMsal(settings, false)).toEqual({
      kind: 'signedIn',
      identity: { name: 'クラウド 三郎', email: 'msal@example.go.jp', idToken: 'id-token' },
    });
    expect(storage.has(MSAL_REDIRECT_FLAG)).toBe(false);
    expect(fake.loginRedirect).not.toHaveBeenCalled();
  });

  test('several cached accounts: the last one is used (spec §4)', async () => {
    const last = account('second@example.go.jp', '二番目');
    fake.getAllAccounts.mockReturnValue([account('first@example.go.jp', '一番目'), last]);
    fake.acquireTokenSilent.mockResolvedValue({ account: last, idToken: 'silent-token' });
    expect(await signInWithMsal(settings, true)).toEqual({
      kind: 'signedIn',
      identity: { name: '二番目', email: 'second@example.go.jp', idToken: 'silent-token' },
    });
    expect(fake.acquireTokenSilent).toHaveBeenCalledWith({ scopes: ['User.ReadWrite'], account: last });
    expect(fake.loginRedirect).not.toHaveBeenCalled();
  });

  test('no cached account: redirects to sign in with scope User.ReadWrite back to the origin', async () => {
    expect(await signInWithMsal(settings, true)).toEqual({ kind: 'redirecting' });
    expect(fake.loginRedirect).toHaveBeenCalledWith({ scopes: ['User.ReadWrite'], redirectUri: settings.redirectUri });
    expect(storage.get(MSAL_REDIRECT_FLAG)).toBe('1');
  });

  test('on start (not interactive) with no account it stops without redirecting', async () => {
    expect(await signInWithMsal(settings, false)).toEqual({ kind: 'none' });
    expect(fake.loginRedirect).not.toHaveBeenCalled();
  });

  test('a cached account whose token cannot be renewed silently is sent to sign in again', async () => {
    fake.getAllAccounts.mockReturnValue([account('msal@example.go.jp')]);
    fake.acquireTokenSilent.mockRejectedValue(new Error('interaction_required'));
    expect(await signInWithMsal(settings, true)).toEqual({ kind: 'redirecting' });
    expect(fake.loginRedirect).toHaveBeenCalledWith(expect.objectContaining({ loginHint: 'msal@example.go.jp' }));
  });

  test('a redirect that came back with an error rejects (the model clears its loading flag)', async () => {
    fake.handleRedirectPromise.mockRejectedValue(new Error('access_denied'));
    storage.set(MSAL_REDIRECT_FLAG, '1');
    await expect(signInWithMsal(settings, false)).rejects.toThrow('access_denied');
    expect(storage.has(MSAL_REDIRECT_FLAG)).toBe(false);
  });
});

test.each([
  ['#code=abc&state=xyz', null, true],
  ['#error=access_denied&state=xyz', null, true],
  ['', '1', true],
  ['', null, false],
  ['#section', null, false],
])('isMsalRedirectReturn(%j, %j) is %s', (hash, flag, expected) => {
  expect(isMsalRedirectReturn(hash, flag)).toBe(expected);
});
