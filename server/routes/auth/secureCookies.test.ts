import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { socketPath } from '../../../contract/index.ts';
import { codeAt, newSecret } from '../../auth/totp.ts';
import { readConfig } from '../../config.ts';
import { type AuthTestServer, PASSWORD, setUpAuthServer } from './authTesting.ts';

const SECURE_NAME = '__Host-console_session';
const PLAIN_NAME = 'console_session';

/** Signs an enrolled account in with its code; the answer's Set-Cookie and headers. */
const signIn = async (t: AuthTestServer, headers: Record<string, string> = {}) => {
  const secret = newSecret();
  const account = await t.anAccountWithPassword({ otpSecret: secret, otpEnrolled: true });
  const answer = await fetch(`${t.server.baseUrl}/auth/login/verify/${encodeURIComponent(account.email)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ password: PASSWORD, token: codeAt(secret, t.now()) }),
  });
  expect(answer.status).toBe(200);
  const [cookie = ''] = answer.headers.getSetCookie();
  const [pair = ''] = cookie.split(';');
  return { answer, cookie, pair, email: account.email };
};

const check = (t: AuthTestServer, cookie: string, headers: Record<string, string> = {}) =>
  fetch(`${t.server.baseUrl}/auth`, { headers: { cookie, ...headers } });

const connects = (t: AuthTestServer, cookie: string) =>
  new Promise<boolean>((resolve) => {
    const socket = io(t.server.baseUrl, {
      path: socketPath('test'),
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie },
    });
    socket.once('connect', () => {
      socket.disconnect();
      resolve(true);
    });
    socket.once('connect_error', () => resolve(false));
  });

describe('behind a trusted proxy that says https', () => {
  const t = setUpAuthServer({ trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy });
  const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' };

  it('sets a Secure __Host- session cookie and sends HSTS', async () => {
    const { answer, cookie } = await signIn(t, https);
    expect(cookie).toMatch(new RegExp(`^${SECURE_NAME}=[\\w-]{43};`));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Domain=/i);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('knows the session by that cookie, and signs out by clearing it', async () => {
    const { pair, email } = await signIn(t, https);
    const known = await check(t, pair, https);
    expect(await known.json()).toMatchObject({ tokenInfo: { email } });
    const logout = await fetch(`${t.server.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { cookie: pair, ...https },
    });
    const [cleared = ''] = logout.headers.getSetCookie();
    expect(cleared).toMatch(new RegExp(`^${SECURE_NAME}=;`));
    expect(cleared).toMatch(/; Secure/i);
    expect((await check(t, pair, https)).status).toBe(401);
  });

  it('does not take a plain-named cookie over https (one a sibling site or an http page could have planted)', async () => {
    const { pair } = await signIn(t, https);
    const token = pair.slice(SECURE_NAME.length + 1);
    // Not read at all: the visitor is as one without a cookie (signed out, no tokenInfo).
    const answer = await check(t, `${PLAIN_NAME}=${token}`, https);
    expect(await answer.json()).toEqual({ error: true, message: expect.any(String) });
  });

  it('lets the real-time channel know the session by that cookie', async () => {
    const { pair } = await signIn(t, https);
    expect(await connects(t, pair)).toBe(true);
  });

  it('stays plain over http through the same proxy', async () => {
    const { answer, cookie } = await signIn(t, { 'x-forwarded-proto': 'http' });
    expect(cookie).toMatch(new RegExp(`^${PLAIN_NAME}=`));
    expect(cookie).not.toMatch(/; Secure/i);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('without a trusted proxy', () => {
  const t = setUpAuthServer();

  it('believes no client that says https: a plain cookie and no HSTS over plain http', async () => {
    const { answer, cookie } = await signIn(t, { 'x-forwarded-proto': 'https' });
    expect(cookie).toMatch(new RegExp(`^${PLAIN_NAME}=`));
    expect(cookie).not.toMatch(/; Secure/i);
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('SECURE_COOKIES=true', () => {
  const t = setUpAuthServer({ secureCookies: readConfig({ SECURE_COOKIES: 'true' }).secureCookies });

  it('makes the cookie Secure and __Host- whatever the request says, and sends HSTS', async () => {
    const { answer, cookie, pair, email } = await signIn(t);
    expect(cookie).toMatch(new RegExp(`^${SECURE_NAME}=`));
    expect(cookie).toMatch(/; Secure/i);
    expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    expect(await (await check(t, pair)).json()).toMatchObject({ tokenInfo: { email } });
  });
});
