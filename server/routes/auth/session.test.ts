import { eq } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { authApi } from '../../../contract/index.ts';
import { SESSION_COOKIE } from '../../auth/principal.ts';
import { hashToken } from '../../auth/sessions.ts';
import { codeAt, newSecret } from '../../auth/totp.ts';
import { appConfig, sessions } from '../../db/schema.ts';
import { COMMON_CSS } from '../../web/commonCss.ts';
import { refusal } from '../routeTesting.ts';
import { PASSWORD, setUpAuthServer } from './authTesting.ts';
import { signInMessages } from './messages.ts';

const t = setUpAuthServer();

const setSigninAge = async (value: string) => {
  await t.db
    .insert(appConfig)
    .values({ key: 'signinAge', value })
    .onConflictDoUpdate({ target: appConfig.key, set: { value } });
};

describe('GET /auth', () => {
  it('answers the signed-in user', async () => {
    const account = await t.anAccountWithPassword();
    const client = await t.server.clientAs(account.id);
    expect(await client.call(authApi.check)).toEqual({
      tokenInfo: {
        id: account.id,
        email: account.email,
        name: account.name,
        groupId: account.groupId,
        groupName: expect.any(String),
        type: 'Default',
        workflow: false,
        permissions: [1, 1, 1, 1, 1, 1, 1],
      },
    });
  });

  it('answers a visitor without a cookie with error in a 200, and 401 to a token that names no session', async () => {
    const signedOut = { status: 401, body: { error: true, message: signInMessages.signInFirst } };
    expect(await t.server.newClient().call(authApi.check)).toEqual({
      error: true,
      message: signInMessages.signInFirst,
    });
    const forged = t.server.newClient();
    forged.cookies.set(SESSION_COOKIE, 'x'.repeat(43));
    expect(await refusal(forged.call(authApi.check))).toMatchObject(signedOut);
    expect(forged.cookies.has(SESSION_COOKIE)).toBe(false); // the useless cookie is cleared
  });

  it('ends a session idle for longer than signinAge; activity keeps it alive', async () => {
    await setSigninAge('60000');
    onTestFinished(() => setSigninAge('3600000'));
    const account = await t.anAccountWithPassword();
    const client = await t.server.clientAs(account.id);
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    t.advance(50_000);
    expect(await client.call(authApi.check)).toHaveProperty('tokenInfo');
    t.advance(50_000); // 100 s since sign-in, 50 s since the last call
    expect(await client.call(authApi.check)).toHaveProperty('tokenInfo');
    t.advance(61_000);
    expect(await refusal(client.call(authApi.check))).toMatchObject({ status: 401 });
    // Deleted, not just refused: a clock turned back does not revive it.
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    client.cookies.set(SESSION_COOKIE, token);
    t.advance(-61_000);
    expect(await refusal(client.call(authApi.check))).toMatchObject({ status: 401 });
  });
});

describe('POST /auth/logout', () => {
  it('ends the session on the server, closes its sockets and clears the cookie', async () => {
    const secret = newSecret();
    const { email } = await t.anAccountWithPassword({ otpSecret: secret, otpEnrolled: true });
    const client = t.server.newClient();
    await client.call(authApi.verify, {
      params: { email },
      body: { password: PASSWORD, token: codeAt(secret, t.now()) },
    });
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    expect(token).not.toBe('');
    const disconnect = vi.fn();
    const original = t.server.server.context.disconnectSession;
    t.server.server.context.disconnectSession = disconnect;
    try {
      expect(await client.call(authApi.logout)).toEqual({});
    } finally {
      t.server.server.context.disconnectSession = original;
    }
    expect(disconnect).toHaveBeenCalledWith(hashToken(token));
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token))),
    ).toEqual([]);

    // Someone who kept the old cookie gets nothing from it.
    const replay = t.server.newClient();
    replay.cookies.set(SESSION_COOKIE, token);
    expect(await refusal(replay.call(authApi.check))).toMatchObject({ status: 401 });
  });

  it('is a no-op without a session', async () => {
    expect(await t.server.newClient().call(authApi.logout)).toEqual({});
  });
});

describe('GET /common.css', () => {
  it('answers the published pages’ stylesheet as text/css', async () => {
    expect(await t.server.newClient().call(authApi.commonCss)).toBe(COMMON_CSS);
    const response = await fetch(`${t.server.baseUrl}/common.css`);
    expect(response.headers.get('content-type')).toMatch(/^text\/css/);
  });
});
