import { describe, expect, it } from 'vitest';
import { authApi, HttpError } from '../../../contract/index.ts';
import { codeForStep, newSecret, stepAt } from '../../auth/totp.ts';
import { PASSWORD, setUpAuthServer } from './authTesting.ts';
import { signInMessages } from './messages.ts';

const t = setUpAuthServer();

/** What became of parallel attempts: how many were checked (any answer but 429) and how many refused. */
const tally = async (attempts: Promise<unknown>[]) => {
  const settled = await Promise.allSettled(attempts);
  const refused = settled.filter(
    (result) => result.status === 'rejected' && result.reason instanceof HttpError && result.reason.status === 429,
  ).length;
  const failed = settled.filter((result) => result.status === 'rejected').length - refused;
  return { checked: settled.length - refused - failed, refused, failed };
};

describe('parallel attempts', () => {
  it('checks at most five of 40 parallel wrong passwords for one account', async () => {
    const account = await t.anAccountWithPassword({ otpSecret: newSecret(), otpEnrolled: true });
    const attempts = Array.from({ length: 40 }, () =>
      t.server.newClient().call(authApi.login, { body: { email: account.email, password: 'machigatta-pasuwaado' } }),
    );
    const result = await tally(attempts);
    expect(result.failed).toBe(0);
    expect(result.checked).toBeLessThanOrEqual(5);
    expect(result.refused).toBeGreaterThanOrEqual(35);
  }, 30_000);

  it('checks at most five of 40 parallel wrong codes for one account', async () => {
    const secret = newSecret();
    const account = await t.anAccountWithPassword({ otpSecret: secret, otpEnrolled: true });
    const wrongToken = codeForStep(secret, stepAt(t.now()) + 5);
    const attempts = Array.from({ length: 40 }, () =>
      t.server.newClient().call(authApi.verify, {
        params: { email: account.email },
        body: { password: PASSWORD, token: wrongToken },
      }),
    );
    const result = await tally(attempts);
    expect(result.failed).toBe(0);
    expect(result.checked).toBeLessThanOrEqual(5);
  }, 30_000);

  it('does not count a right password among the failures', async () => {
    const account = await t.anAccountWithPassword({ otpSecret: newSecret(), otpEnrolled: true });
    const login = (password: string) =>
      t.server.newClient().call(authApi.login, { body: { email: account.email, password } });
    for (let i = 0; i < 10; i++) expect(await login(PASSWORD)).toEqual({ require: 'otp' });
    for (let i = 0; i < 4; i++)
      expect(await login('machigatta-pasuwaado')).toEqual({ error: true, message: signInMessages.wrongCredentials });
    expect(await login(PASSWORD)).toEqual({ require: 'otp' });
  }, 30_000);
});
