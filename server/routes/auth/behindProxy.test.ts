import { describe, expect, it } from 'vitest';
import { newSecret } from '../../auth/totp.ts';
import { readConfig } from '../../config.ts';
import { PASSWORD, setUpAuthServer } from './authTesting.ts';
import { signInMessages } from './messages.ts';

// One load balancer in front (TRUST_PROXY=1): it appends the address it saw to X-Forwarded-For.
const t = setUpAuthServer({ trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy });

/** A sign-in through the load balancer from `client`, with whatever X-Forwarded-For the client itself sent. */
const loginVia = (client: string, email: string, password: string, spoofed?: string) =>
  fetch(`${t.server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': spoofed ? `${spoofed}, ${client}` : client,
    },
    body: JSON.stringify({ email, password }),
  });

const wrong = 'machigatta-pasuwaado';

describe('behind one trusted proxy', () => {
  it('counts each client by the address the proxy saw: spoofed addresses buy no more tries', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const answer = await loginVia('203.0.113.7', `user${i}@example.go.jp`, wrong, `198.51.100.${i}`);
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
  }, 60_000);

  it('does not lock the other clients of the same proxy out', async () => {
    for (let i = 0; i < 20; i++) await loginVia('203.0.113.7', `user${i}@example.go.jp`, wrong);
    const account = await t.anAccountWithPassword({ otpSecret: newSecret(), otpEnrolled: true });
    const answer = await loginVia('203.0.113.8', account.email, PASSWORD);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ require: 'otp' });
  }, 60_000);

  it('locks an account only from the address that failed: knowing an e-mail is not enough to lock it', async () => {
    const account = await t.anAccountWithPassword({ otpSecret: newSecret(), otpEnrolled: true });
    for (let i = 0; i < 5; i++) {
      const answer = await loginVia('203.0.113.66', account.email, wrong);
      expect(await answer.json()).toEqual({ error: true, message: signInMessages.wrongCredentials });
    }
    expect((await loginVia('203.0.113.66', account.email, PASSWORD)).status).toBe(429);
    const owner = await loginVia('203.0.113.9', account.email, PASSWORD);
    expect(await owner.json()).toEqual({ require: 'otp' });
  }, 30_000);
});
