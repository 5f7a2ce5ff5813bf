import { describe, expect, it } from 'vitest';
import { loginFailures } from '../db/schema.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { LOGIN_LIMITS, loginRateLimit, rateLimiter } from './rateLimit.ts';

const t = setUpTestDatabase();
const minutes = (n: number) => n * 60_000;
const start = new Date('2026-04-01T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('rateLimiter', () => {
  const limit = { limit: 3, windowMs: minutes(15) };

  it('refuses a key once it has `limit` failures in the window, until the oldest leaves it', async () => {
    const limiter = rateLimiter(t.db, limit);
    await limiter.recordFailure('k', at(0));
    await limiter.recordFailure('k', at(minutes(1)));
    expect(await limiter.check('k', at(minutes(2)))).toEqual({ allowed: true });
    await limiter.recordFailure('k', at(minutes(2)));
    expect(await limiter.check('k', at(minutes(5)))).toEqual({ allowed: false, retryAfterMs: minutes(10) });
    expect(await limiter.check('k', at(minutes(15) - 1))).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await limiter.check('k', at(minutes(15)))).toEqual({ allowed: true });
  });

  it('names the wait until enough failures have left the window, not just the oldest', async () => {
    const limiter = rateLimiter(t.db, limit);
    for (const m of [0, 1, 2, 3, 4]) await limiter.recordFailure('k', at(minutes(m)));
    // Five failures, limit three: allowed again when only two remain, i.e. when the one at 2 min leaves.
    expect(await limiter.check('k', at(minutes(5)))).toEqual({ allowed: false, retryAfterMs: minutes(12) });
    expect(await limiter.check('k', at(minutes(17)))).toEqual({ allowed: true });
  });

  it('counts each key on its own, and forgets a key on reset', async () => {
    const limiter = rateLimiter(t.db, limit);
    for (let i = 0; i < 3; i++) await limiter.recordFailure('a', start);
    expect((await limiter.check('a', start)).allowed).toBe(false);
    expect((await limiter.check('b', start)).allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.check('a', start)).allowed).toBe(true);
  });

  it('drops rows that can no longer count', async () => {
    const limiter = rateLimiter(t.db, limit);
    await limiter.recordFailure('k', at(0));
    await limiter.recordFailure('other', at(0));
    await limiter.recordFailure('k', at(minutes(20)));
    const rows = await t.db.select({ key: loginFailures.key }).from(loginFailures);
    expect(rows.map((row) => row.key).sort()).toEqual(['k', 'other']);
  });
});

describe('loginRateLimit', () => {
  it('allows five failures per account in 15 minutes and twenty per address', () => {
    expect(LOGIN_LIMITS).toEqual({
      account: { limit: 5, windowMs: minutes(15) },
      address: { limit: 20, windowMs: minutes(15) },
    });
  });

  it('counts an account by its e-mail address in any case, from any address', async () => {
    const guard = loginRateLimit(t.db);
    for (let i = 0; i < 5; i++)
      await guard.recordFailure({ email: 'Koho@Example.go.jp', address: `10.0.0.${i}` }, start);
    const verdict = await guard.check({ email: 'koho@example.go.jp', address: '10.0.0.99' }, at(minutes(1)));
    expect(verdict).toEqual({ allowed: false, retryAfterMs: minutes(14) });
    expect((await guard.check({ email: 'somu@example.go.jp', address: '10.0.0.99' }, start)).allowed).toBe(true);
  });

  it('stops one address trying many accounts, and a success does not clear the address', async () => {
    const guard = loginRateLimit(t.db);
    for (let i = 0; i < 20; i++)
      await guard.recordFailure({ email: `user${i}@example.go.jp`, address: '192.0.2.1' }, start);
    expect((await guard.check({ email: 'new@example.go.jp', address: '192.0.2.1' }, start)).allowed).toBe(false);
    expect((await guard.check({ email: 'new@example.go.jp', address: '192.0.2.2' }, start)).allowed).toBe(true);
    await guard.succeeded({ email: 'user0@example.go.jp' });
    expect((await guard.check({ email: 'user0@example.go.jp', address: '192.0.2.1' }, start)).allowed).toBe(false);
    expect((await guard.check({ email: 'user0@example.go.jp', address: '192.0.2.2' }, start)).allowed).toBe(true);
  });

  it('clears the account on success', async () => {
    const guard = loginRateLimit(t.db);
    for (let i = 0; i < 5; i++)
      await guard.recordFailure({ email: 'koho@example.go.jp', address: `10.0.0.${i}` }, start);
    await guard.succeeded({ email: 'KOHO@example.go.jp' });
    expect((await guard.check({ email: 'koho@example.go.jp', address: '10.0.1.1' }, start)).allowed).toBe(true);
  });
});
