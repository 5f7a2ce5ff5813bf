import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authApi, NO_PERMISSION_MESSAGE } from '../../../contract/index.ts';
import { authMessages } from '../../auth/messages.ts';
import { SESSION_COOKIE } from '../../auth/principal.ts';
import { codeAt, codeForStep, newSecret, stepAt } from '../../auth/totp.ts';
import { accounts } from '../../db/schema.ts';
import { refusal } from '../routeTesting.ts';
import { PASSWORD, START, setUpAuthServer } from './authTesting.ts';
import { signInMessages } from './messages.ts';
import { PASSWORD_MAX_AGE_DAYS } from './signIn.ts';

const t = setUpAuthServer();
const NEW_PASSWORD = 'atarashii-pasuwaado-2026';
const DAY_MS = 24 * 60 * 60 * 1000;

const storedAccount = async (id: number) => {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.id, id));
  if (!row) throw new Error(`no account ${id}`);
  return row;
};

/** An account that has enrolled its one-time codes. */
const anEnrolledAccount = async (overrides: Partial<typeof accounts.$inferInsert> = {}) => {
  const secret = newSecret();
  const account = await t.anAccountWithPassword({ otpSecret: secret, otpEnrolled: true, ...overrides });
  return { ...account, secret };
};

describe('enrolment of one-time codes at the first sign-in', () => {
  it('hands out a secret, confirms it with a real code, then signs in with a session cookie', async () => {
    const account = await t.anAccountWithPassword();
    const client = t.server.newClient();

    const step = await client.call(authApi.login, { body: { email: account.email, password: PASSWORD } });
    expect(step).toEqual({ require: 'verify_otp', otpSecret: expect.any(String), otpauthUrl: expect.any(String) });
    const secret = step.otpSecret ?? '';
    expect(step.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(step.otpauthUrl).toContain(`secret=${secret}`);
    expect(await storedAccount(account.id)).toMatchObject({ otpSecret: secret, otpEnrolled: false });
    expect(client.cookies.size).toBe(0); // no session before the code

    const signedIn = await client.call(authApi.verify, {
      params: { email: account.email },
      body: { password: PASSWORD, otpSecret: secret, token: codeAt(secret, t.now()) },
    });
    expect(signedIn).toEqual({
      tokenInfo: expect.objectContaining({ id: account.id, email: account.email, type: 'Default' }),
    });
    expect(client.cookies.get(SESSION_COOKIE)).toMatch(/^[\w-]{43}$/);
    expect(await storedAccount(account.id)).toMatchObject({ otpEnrolled: true });
    expect(await client.call(authApi.check)).toEqual({ tokenInfo: signedIn.tokenInfo });

    // Enrolled: the next sign-in asks for a code only.
    const again = await t.server
      .newClient()
      .call(authApi.login, { body: { email: account.email, password: PASSWORD } });
    expect(again).toEqual({ require: 'otp' });
  });

  it('sets the session cookie httpOnly, SameSite=Strict, for the whole site', async () => {
    const { email, secret } = await anEnrolledAccount();
    const response = await fetch(`${t.server.baseUrl}/auth/login/verify/${encodeURIComponent(email)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD, token: codeAt(secret, t.now()) }),
    });
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/; Secure/i); // over HTTPS only (secureCookies.test.ts)
  });

  it('refuses a secret other than the one handed out last', async () => {
    const account = await t.anAccountWithPassword();
    const client = t.server.newClient();
    await client.call(authApi.login, { body: { email: account.email, password: PASSWORD } });
    const other = newSecret();
    const answer = await client.call(authApi.verify, {
      params: { email: account.email },
      body: { password: PASSWORD, otpSecret: other, token: codeAt(other, t.now()) },
    });
    expect(answer).toEqual({ error: true, message: signInMessages.enrolmentExpired });
    expect(client.cookies.size).toBe(0);
  });
});

describe('one-time codes', () => {
  const verify = (email: string, token: string) =>
    t.server.newClient().call(authApi.verify, { params: { email }, body: { password: PASSWORD, token } });
  const wrongCode = { error: true, message: signInMessages.wrongCode };

  it('accepts a code only once', async () => {
    const { email, secret } = await anEnrolledAccount();
    const code = codeAt(secret, t.now());
    expect(await verify(email, code)).toHaveProperty('tokenInfo.email', email);
    expect(await verify(email, code)).toEqual(wrongCode);
  });

  it('accepts a code one step either side of now, not two', async () => {
    const { email, secret } = await anEnrolledAccount();
    const now = stepAt(t.now());
    expect(await verify(email, codeForStep(secret, now - 2))).toEqual(wrongCode);
    expect(await verify(email, codeForStep(secret, now + 2))).toEqual(wrongCode);
    expect(await verify(email, codeForStep(secret, now - 1))).toHaveProperty('tokenInfo');
    expect(await verify(email, codeForStep(secret, now + 1))).toHaveProperty('tokenInfo');
    // Steps at or before the last one used are spent, even inside the window.
    expect(await verify(email, codeForStep(secret, now))).toEqual(wrongCode);
  });

  it('follows the clock: a code of 30 s ago is fine, of 90 s ago is not', async () => {
    const { email, secret } = await anEnrolledAccount();
    const old = codeAt(secret, t.now());
    t.advance(90_000);
    expect(await verify(email, old)).toEqual(wrongCode);
    const recent = codeAt(secret, t.now());
    t.advance(30_000);
    expect(await verify(email, recent)).toHaveProperty('tokenInfo');
  });

  it('re-checks the password with the code', async () => {
    const { email, secret } = await anEnrolledAccount();
    const answer = await t.server.newClient().call(authApi.verify, {
      params: { email },
      body: { password: 'machigatta-pasuwaado', token: codeAt(secret, t.now()) },
    });
    expect(answer).toEqual({ error: true, message: signInMessages.wrongCredentials });
  });

  it('asks to change a password older than the age limit once signed in', async () => {
    const { email, secret } = await anEnrolledAccount({
      passwordChangedAt: new Date(START.getTime() - (PASSWORD_MAX_AGE_DAYS + 1) * DAY_MS),
    });
    expect(await verify(email, codeAt(secret, t.now()))).toEqual({
      tokenInfo: expect.objectContaining({ email }),
      message: signInMessages.passwordOld(PASSWORD_MAX_AGE_DAYS),
    });
  });
});

describe('wrong credentials', () => {
  const wrong = { error: true, message: 'メールアドレスまたはパスワードが正しくありません。' };

  it('answers the same text for a wrong password, an unknown e-mail and an identity-provider account', async () => {
    const account = await t.anAccountWithPassword();
    const msal = await t.anAccountWithPassword({ type: 'Msal' });
    const client = t.server.newClient();
    const login = (email: string, password: string) => client.call(authApi.login, { body: { email, password } });
    expect(await login(account.email, 'machigatta-pasuwaado')).toEqual(wrong);
    expect(await login('nobody@example.go.jp', PASSWORD)).toEqual(wrong);
    expect(await login(msal.email, PASSWORD)).toEqual(wrong);
    expect(client.cookies.size).toBe(0);
  });

  it('reads the e-mail without regard to case', async () => {
    const account = await t.anAccountWithPassword({ otpSecret: newSecret(), otpEnrolled: true });
    const answer = await t.server
      .newClient()
      .call(authApi.login, { body: { email: account.email.toUpperCase(), password: PASSWORD } });
    expect(answer).toEqual({ require: 'otp' });
  });

  it('refuses an account after 5 failures for 15 minutes, even with the right password', async () => {
    const account = await t.anAccountWithPassword({ otpSecret: newSecret(), otpEnrolled: true });
    const client = t.server.newClient();
    const login = (password: string) => client.call(authApi.login, { body: { email: account.email, password } });
    for (let i = 0; i < 5; i++) expect(await login('machigatta-pasuwaado')).toEqual(wrong);

    const refused = await refusal(login(PASSWORD));
    expect(refused).toMatchObject({ status: 429, message: authMessages.tooManyAttempts(15) });
    // The other steps check the same budget.
    expect(
      await refusal(
        client.call(authApi.verify, {
          params: { email: account.email },
          body: { password: PASSWORD, token: '123456' },
        }),
      ),
    ).toMatchObject({ status: 429 });

    t.advance(15 * 60_000 + 1_000);
    expect(await login(PASSWORD)).toEqual({ require: 'otp' });
  });

  it('counts wrong codes against the same budget', async () => {
    const { email, secret } = await anEnrolledAccount();
    const verify = (token: string) =>
      t.server.newClient().call(authApi.verify, { params: { email }, body: { password: PASSWORD, token } });
    const wrongToken = codeForStep(secret, stepAt(t.now()) + 5);
    for (let i = 0; i < 5; i++)
      expect(await verify(wrongToken)).toEqual({ error: true, message: signInMessages.wrongCode });
    expect(await refusal(verify(codeAt(secret, t.now())))).toMatchObject({ status: 429 });
  });
});

describe('password update', () => {
  const update = (
    client: ReturnType<typeof t.server.newClient>,
    email: string,
    password: string,
    newPassword: string,
  ) => client.call(authApi.updatePassword, { params: { email }, body: { password, newPassword } });

  it('makes a forced update the first step, then goes on to the code', async () => {
    const account = await t.anAccountWithPassword({ mustChangePassword: true });
    const elsewhere = await t.server.clientAs(account.id);
    const client = t.server.newClient();
    expect(await client.call(authApi.login, { body: { email: account.email, password: PASSWORD } })).toEqual({
      require: 'update_password',
    });
    // A code does not skip the update.
    expect(
      await client.call(authApi.verify, {
        params: { email: account.email },
        body: { password: PASSWORD, token: '123456' },
      }),
    ).toEqual({ require: 'update_password' });

    const next = await update(client, account.email, PASSWORD, NEW_PASSWORD);
    expect(next).toEqual({ require: 'verify_otp', otpSecret: expect.any(String), otpauthUrl: expect.any(String) });
    expect(await storedAccount(account.id)).toMatchObject({ mustChangePassword: false, otpSecret: next.otpSecret });
    expect(await refusal(elsewhere.call(authApi.check))).toMatchObject({ status: 401 });

    const signedIn = await client.call(authApi.verify, {
      params: { email: account.email },
      body: { password: NEW_PASSWORD, otpSecret: next.otpSecret, token: codeAt(next.otpSecret ?? '', t.now()) },
    });
    expect(signedIn).toHaveProperty('tokenInfo.id', account.id);
    expect(await client.call(authApi.login, { body: { email: account.email, password: PASSWORD } })).toEqual({
      error: true,
      message: signInMessages.wrongCredentials,
    });
  });

  it('answers the next step of an enrolled account with a code request', async () => {
    const { email } = await anEnrolledAccount({ mustChangePassword: true });
    expect(await update(t.server.newClient(), email, PASSWORD, NEW_PASSWORD)).toEqual({ require: 'otp' });
  });

  it('refuses a weak new password with the rule’s message and keeps the old one', async () => {
    const account = await t.anAccountWithPassword({ mustChangePassword: true });
    const client = t.server.newClient();
    expect(await update(client, account.email, PASSWORD, 'ああああああああああああ')).toEqual({
      error: true,
      message: authMessages.passwordOneCharacter,
    });
    expect(await update(client, account.email, PASSWORD, account.email)).toEqual({
      error: true,
      message: authMessages.passwordIsEmail,
    });
    expect(await storedAccount(account.id)).toMatchObject({ mustChangePassword: true });
  });

  it('refuses a wrong current password', async () => {
    const account = await t.anAccountWithPassword({ mustChangePassword: true });
    expect(await update(t.server.newClient(), account.email, 'machigatta-pasuwaado', NEW_PASSWORD)).toEqual({
      error: true,
      message: signInMessages.wrongCredentials,
    });
  });

  it('without a session, changes only a password the administrator asked to change', async () => {
    const { email } = await anEnrolledAccount();
    expect(await update(t.server.newClient(), email, PASSWORD, NEW_PASSWORD)).toEqual({
      error: true,
      message: signInMessages.signInToChange,
    });
  });

  it('signed in (/pw-update): keeps this session, ends the others, answers a message', async () => {
    const { id, email } = await anEnrolledAccount();
    const client = await t.server.clientAs(id);
    const elsewhere = await t.server.clientAs(id);
    expect(await update(client, email, PASSWORD, NEW_PASSWORD)).toEqual({ message: signInMessages.passwordChanged });
    expect(await client.call(authApi.check)).toHaveProperty('tokenInfo.id', id);
    expect(await refusal(elsewhere.call(authApi.check))).toMatchObject({ status: 401 });
    expect((await storedAccount(id)).passwordChangedAt).toEqual(t.now());
  });

  it('signed in, refuses to change another account’s password', async () => {
    const me = await anEnrolledAccount();
    const other = await anEnrolledAccount();
    const client = await t.server.clientAs(me.id);
    expect(await refusal(update(client, other.email, PASSWORD, NEW_PASSWORD))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
  });
});
