import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { authApi } from '../../../contract/index.ts';
import { SESSION_COOKIE } from '../../auth/principal.ts';
import { refusal } from '../routeTesting.ts';
import { START, setUpAuthServer } from './authTesting.ts';
import { aSigningKey, type JwksServer, signToken, startJwksServer } from './idTokenTesting.ts';
import { signInMessages } from './messages.ts';

const t = setUpAuthServer();
const CLIENT_ID = '11111111-2222-3333-4444-555555555555';
const key = aSigningKey('key-1');
let idp: JwksServer;

// The harness builds its server from the default settings (identity provider off); these tests switch it
// on by setting the two values the routes read per request.
const configure = (settings: { msalClientId: string | undefined; msalAuthority: string | undefined }) =>
  Object.assign(t.server.server.context.config, settings);

beforeAll(async () => {
  idp = await startJwksServer('tenant-1', [key]);
  configure({ msalClientId: CLIENT_ID, msalAuthority: idp.authority });
});
afterAll(async () => {
  await idp?.close();
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const claimsFor = (email: string, overrides: Record<string, unknown> = {}) => ({
  iss: `${idp.authority}/v2.0`,
  aud: CLIENT_ID,
  iat: seconds(START) - 60,
  nbf: seconds(START) - 60,
  exp: seconds(START) + 3600,
  name: 'クラウド 三郎',
  preferred_username: email,
  tid: 'tenant-1',
  ...overrides,
});
const anMsalAccount = () => t.anAccountWithPassword({ type: 'Msal', passwordHash: null });
const msalLogin = (email: string, idToken: string, client = t.server.newClient()) =>
  client.call(authApi.msalLogin, { body: { name: 'クラウド 三郎', email, idToken } });
const refused = { status: 401, message: signInMessages.msalRefused };

describe('GET /auth/login/msal', () => {
  it('answers the client settings when both are set, else disabled', async () => {
    const client = t.server.newClient();
    expect(await client.call(authApi.msalConfig)).toEqual({
      enabled: true,
      clientId: CLIENT_ID,
      authority: idp.authority,
    });
    configure({ msalClientId: CLIENT_ID, msalAuthority: undefined });
    onTestFinished(() => {
      configure({ msalClientId: CLIENT_ID, msalAuthority: idp.authority });
    });
    expect(await client.call(authApi.msalConfig)).toEqual({ enabled: false });
  });
});

describe('POST /auth/login/msal', () => {
  it('signs in with a verified ID token that names a registered Msal account', async () => {
    const account = await anMsalAccount();
    const client = t.server.newClient();
    const answer = await msalLogin(account.email.toUpperCase(), signToken(key, claimsFor(account.email)), client);
    expect(answer).toEqual({ tokenInfo: expect.objectContaining({ id: account.id, type: 'Msal' }) });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(await client.call(authApi.check)).toHaveProperty('tokenInfo.id', account.id);
  });

  it('reads the e-mail from the email claim too, and fetches the key set once', async () => {
    const account = await anMsalAccount();
    const token = signToken(key, claimsFor(account.email, { preferred_username: undefined, email: account.email }));
    expect(await msalLogin(account.email, token)).toHaveProperty('tokenInfo.id', account.id);
    expect(await msalLogin(account.email, token)).toHaveProperty('tokenInfo.id', account.id);
    expect(idp.fetches()).toBe(1); // every token of this file names the one key
  });

  it.each([
    ['another application', { aud: 'someone-else' }],
    ['another tenant', { iss: 'https://login.microsoftonline.com/other-tenant/v2.0' }],
    ['an expired token', { exp: seconds(START) - 120 }],
    ['a token not yet valid', { nbf: seconds(START) + 600 }],
  ])('refuses %s', async (_, overrides) => {
    const account = await anMsalAccount();
    const client = t.server.newClient();
    expect(
      await refusal(msalLogin(account.email, signToken(key, claimsFor(account.email, overrides)), client)),
    ).toMatchObject(refused);
    expect(client.cookies.size).toBe(0);
  });

  it('refuses a token signed by another key under the same key id', async () => {
    const account = await anMsalAccount();
    const forger = aSigningKey('key-1');
    expect(await refusal(msalLogin(account.email, signToken(forger, claimsFor(account.email))))).toMatchObject(refused);
  });

  it('refuses a token with its claims changed after signing', async () => {
    const account = await anMsalAccount();
    const victim = await anMsalAccount();
    const [header, , signature] = signToken(key, claimsFor(account.email)).split('.');
    const swapped = Buffer.from(JSON.stringify(claimsFor(victim.email))).toString('base64url');
    expect(await refusal(msalLogin(victim.email, `${header}.${swapped}.${signature}`))).toMatchObject(refused);
  });

  it('refuses a posted e-mail that is not the token’s', async () => {
    const mine = await anMsalAccount();
    const victim = await anMsalAccount();
    expect(await refusal(msalLogin(victim.email, signToken(key, claimsFor(mine.email))))).toMatchObject(refused);
  });

  it('refuses an unsigned token', async () => {
    const account = await anMsalAccount();
    const body = Buffer.from(JSON.stringify(claimsFor(account.email))).toString('base64url');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(await refusal(msalLogin(account.email, none))).toMatchObject(refused);
  });

  it('creates no account: a verified person without one is told to ask an administrator', async () => {
    const password = await t.anAccountWithPassword(); // a Default account is not an Msal one
    for (const email of ['newcomer@example.go.jp', password.email]) {
      expect(await msalLogin(email, signToken(key, claimsFor(email)))).toEqual({
        error: true,
        message: 'このアカウントは登録されていません。管理者に連絡してください。',
      });
    }
  });

  it('is refused with 403 when the identity provider is not configured', async () => {
    const account = await anMsalAccount();
    configure({ msalClientId: undefined, msalAuthority: undefined });
    onTestFinished(() => {
      configure({ msalClientId: CLIENT_ID, msalAuthority: idp.authority });
    });
    expect(await refusal(msalLogin(account.email, signToken(key, claimsFor(account.email))))).toMatchObject({
      status: 403,
      body: { error: true, message: '組織アカウントでのログインは設定されていません。' },
    });
  });
});
