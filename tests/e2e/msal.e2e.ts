import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { type RunningConsole, startConsole } from './harness/server.ts';

/**
 * The identity-provider path in the browser with the real MSAL library; the provider itself is stubbed at
 * the network boundary (Playwright answers every request to it), so nothing leaves the machine.
 */
const AUTHORITY = 'https://login.microsoftonline.com/e2e-tenant';
const CLIENT_ID = 'e2e-client-id';
// The build the harness serves (CONSOLE_DIR, as in harness/server.ts), else dist/.
const dist = resolve(import.meta.dirname, '../..', process.env.CONSOLE_DIR ?? 'dist');
const msalChunk = readdirSync(join(dist, 'assets')).find(
  (name) =>
    name.endsWith('.js') && readFileSync(join(dist, 'assets', name), 'utf8').includes('PublicClientApplication'),
);

let server: RunningConsole;
let open: OpenBrowser;
const provider: { authorize: URL[]; other: string[]; grant: 'refuse' | 'code' } = {
  authorize: [],
  other: [],
  grant: 'refuse',
};

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An ID token as Entra ID shapes one (the browser library does not check signatures; the server does). */
const idTokenFor = (nonce: string) => {
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'RS256', typ: 'JWT', kid: 'e2e' })}.${part({
    aud: CLIENT_ID,
    iss: `${AUTHORITY}/v2.0`,
    iat: now,
    nbf: now,
    exp: now + 3600,
    name: 'クラウド 三郎',
    preferred_username: 'msal@example.go.jp',
    oid: 'e2e-object-id',
    sub: 'e2e-subject',
    tid: 'e2e-tenant',
    nonce,
    ver: '2.0',
  })}.c2lnbmF0dXJl`;
};
const clientInfo = part({ uid: 'e2e-object-id', utid: 'e2e-tenant' });
let lastNonce = '';
/** The ID token the stub last handed out, compared as issued (its times are in seconds). */
let lastIdToken = '';

const openidConfiguration = {
  issuer: `${AUTHORITY}/v2.0`,
  authorization_endpoint: `${AUTHORITY}/oauth2/v2.0/authorize`,
  token_endpoint: `${AUTHORITY}/oauth2/v2.0/token`,
  end_session_endpoint: `${AUTHORITY}/oauth2/v2.0/logout`,
  jwks_uri: `${AUTHORITY}/discovery/v2.0/keys`,
  response_modes_supported: ['query', 'fragment', 'form_post'],
};

/** Answers the provider's metadata; the sign-in page itself sends the user back with `access_denied`. */
const stubProvider = async (route: Route) => {
  const url = new URL(route.request().url());
  if (url.pathname.endsWith('/oauth2/v2.0/authorize')) {
    provider.authorize.push(url);
    lastNonce = url.searchParams.get('nonce') ?? '';
    const back = new URL(url.searchParams.get('redirect_uri') as string);
    const state = url.searchParams.get('state') as string;
    back.hash = new URLSearchParams(
      provider.grant === 'code'
        ? { code: 'e2e-authorization-code', client_info: clientInfo, state }
        : { error: 'access_denied', error_description: 'The user cancelled.', state },
    ).toString();
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  }
  const cors = { 'Access-Control-Allow-Origin': server.baseUrl, 'Access-Control-Allow-Headers': '*' };
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  if (url.pathname.endsWith('/oauth2/v2.0/token')) {
    provider.other.push(url.toString());
    lastIdToken = idTokenFor(lastNonce);
    return route.fulfill({
      headers: cors,
      json: {
        token_type: 'Bearer',
        scope: 'User.ReadWrite openid profile',
        expires_in: 3600,
        ext_expires_in: 3600,
        access_token: 'e2e-access-token',
        id_token: lastIdToken,
        client_info: clientInfo,
      },
    });
  }
  provider.other.push(url.toString());
  if (url.pathname.endsWith('/.well-known/openid-configuration'))
    return route.fulfill({ headers: cors, json: openidConfiguration });
  if (url.pathname.endsWith('/discovery/instance')) {
    return route.fulfill({
      headers: cors,
      json: {
        tenant_discovery_endpoint: `${AUTHORITY}/v2.0/.well-known/openid-configuration`,
        metadata: [
          {
            preferred_network: 'login.microsoftonline.com',
            preferred_cache: 'login.windows.net',
            aliases: ['login.microsoftonline.com'],
          },
        ],
      },
    });
  }
  return route.fulfill({ status: 404, body: '' });
};

beforeAll(async () => {
  server = await startConsole({ MSAL_CLIENT_ID: CLIENT_ID, MSAL_AUTHORITY: AUTHORITY });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});
beforeEach(async () => {
  await open?.close();
  open = await openBrowser();
  provider.authorize = [];
  provider.other = [];
  provider.grant = 'refuse';
  await open.context.route('https://login.microsoftonline.com/**', stubProvider);
});

test('the library is a chunk of its own, loaded only when the identity-provider button is pressed', async () => {
  expect(msalChunk).toBeDefined();
  const { page } = open;
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto(`${server.baseUrl}/`);
  const button = page.getByRole('button', { name: '組織アカウント（Microsoft Entra ID）でログイン' });
  await button.waitFor();
  expect(loaded).not.toContain(`/assets/${msalChunk}`);

  await button.click();
  // Redirect flow: the page goes to the provider with our client, scope User.ReadWrite and the origin to come back to.
  await expect.poll(() => provider.authorize.length, { timeout: 20_000 }).toBe(1);
  expect(loaded).toContain(`/assets/${msalChunk}`);
  const authorize = provider.authorize[0] as URL;
  expect(authorize.origin + authorize.pathname).toBe(`${AUTHORITY}/oauth2/v2.0/authorize`);
  expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
  expect(authorize.searchParams.get('scope')?.split(' ')).toContain('User.ReadWrite');
  expect(authorize.searchParams.get('redirect_uri')).toBe(server.baseUrl);
  expect(authorize.searchParams.get('response_mode')).toBe('fragment');
}, 60_000);

test('coming back with a refusal: the redirect is handled on start, the loading flag clears, the error is in Japanese', async () => {
  const { page } = open;
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('button', { name: '組織アカウント（Microsoft Entra ID）でログイン' }).click();
  await expect.poll(() => provider.authorize.length, { timeout: 20_000 }).toBe(1);
  // Back on the origin, handleRedirectPromise reads the provider's answer.
  await page
    .getByRole('alert')
    .getByText('組織アカウントでのログインに失敗しました。もう一度お試しください。')
    .waitFor({ timeout: 20_000 });
  const button = page.getByRole('button', { name: '組織アカウント（Microsoft Entra ID）でログイン' });
  expect(await button.getAttribute('aria-busy')).toBeNull();
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.evaluate(() => sessionStorage.getItem('console-msal-redirect'))).toBeNull();
}, 60_000);

test('signing in at the provider: the account’s name, e-mail and ID token are posted for the server to verify', async () => {
  provider.grant = 'code';
  const { page } = open;
  const posted: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/auth/login/msal')
      posted.push(request.postDataJSON());
  });
  await page.goto(`${server.baseUrl}/`);
  await page.getByRole('button', { name: '組織アカウント（Microsoft Entra ID）でログイン' }).click();
  await expect.poll(() => posted.length, { timeout: 30_000 }).toBe(1);
  expect(posted[0]).toEqual({ name: 'クラウド 三郎', email: 'msal@example.go.jp', idToken: lastIdToken });
  expect(lastIdToken).toContain('.');
  // The token is not signed by the real provider: the server refuses it, and the console says so.
  const alert = page.getByRole('alert');
  await alert.waitFor({ timeout: 30_000 });
  expect(await alert.textContent()).toContain('組織アカウントを確認できませんでした');
  const button = page.getByRole('button', { name: '組織アカウント（Microsoft Entra ID）でログイン' });
  expect(await button.getAttribute('aria-busy')).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/');
  // The provider's account cache is in local storage (spec §7.1).
  expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('msal.')))).toBe(true);
}, 90_000);

test('a server without an identity provider hides the button', async () => {
  const plain = await startConsole();
  try {
    await open.page.goto(`${plain.baseUrl}/`);
    await open.page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    await open.page.getByRole('button', { name: 'ログインする' }).waitFor();
    expect(await open.page.getByRole('button', { name: /組織アカウント/ }).count()).toBe(0);
  } finally {
    await plain.stop();
  }
}, 90_000);

afterAll(async () => {
  await open?.close();
});
