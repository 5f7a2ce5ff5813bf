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
  const keyed = (key: string) => [{ key, limit }];

  it('lets `limit` attempts of a key through in the window, then refuses until the oldest leaves it', async () => {
    const limiter = rateLimiter(t.db);
    for (const m of [0, 1, 2]) expect((await limiter.reserve(keyed('k'), at(minutes(m)))).verdict.allowed).toBe(true);
    expect((await limiter.reserve(keyed('k'), at(minutes(5)))).verdict).toEqual({
      allowed: false,
      retryAfterMs: minutes(10),
    });
    expect((await limiter.reserve(keyed('k'), at(minutes(15) - 1))).verdict).toEqual({
      allowed: false,
      retryAfterMs: 1,
    });
    expect((await limiter.reserve(keyed('k'), at(minutes(15)))).verdict).toEqual({ allowed: true });
  });

  it('does not count a refused attempt, so hammering a locked key does not lengthen the lock', async () => {
    const limiter = rateLimiter(t.db);
    for (let i = 0; i < 3; i++) await limiter.reserve(keyed('k'), start);
    for (let m = 1; m < 15; m++)
      expect((await limiter.reserve(keyed('k'), at(minutes(m)))).verdict.allowed).toBe(false);
    expect((await limiter.reserve(keyed('k'), at(minutes(15)))).verdict.allowed).toBe(true);
  });

  it('takes a refunded attempt back', async () => {
    const limiter = rateLimiter(t.db);
    for (let i = 0; i < 10; i++) await (await limiter.reserve(keyed('k'), start)).refund();
    expect((await limiter.reserve(keyed('k'), start)).verdict.allowed).toBe(true);
    expect(await t.db.select().from(loginFailures)).toHaveLength(1);
  });

  it('lets no more than `limit` of many parallel attempts through', async () => {
    const limiter = rateLimiter(t.db);
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve(keyed('k'), start)));
    expect(verdicts.filter((reservation) => reservation.verdict.allowed).length).toBeLessThanOrEqual(3);
    expect(await t.db.select().from(loginFailures)).toHaveLength(
      verdicts.filter((reservation) => reservation.verdict.allowed).length,
    );
  });

  it('refuses when any one key is full, and then counts against none of them', async () => {
    const limiter = rateLimiter(t.db);
    for (let i = 0; i < 3; i++) await limiter.reserve(keyed('full'), start);
    const both = [...keyed('full'), ...keyed('empty')];
    expect((await limiter.reserve(both, start)).verdict.allowed).toBe(false);
    const rows = await t.db.select({ key: loginFailures.key }).from(loginFailures);
    expect(rows.map((row) => row.key)).toEqual(['full', 'full', 'full']);
  });

  it('names the wait until enough failures have left the window, not just the oldest', async () => {
    const limiter = rateLimiter(t.db);
    const five = { limit: 5, windowMs: minutes(15) };
    for (const m of [0, 1, 2, 3, 4]) await limiter.reserve([{ key: 'k', limit: five }], at(minutes(m)));
    // Five failures, limit three: allowed again when only two remain, i.e. when the one at 2 min leaves.
    expect((await limiter.reserve(keyed('k'), at(minutes(5)))).verdict).toEqual({
      allowed: false,
      retryAfterMs: minutes(12),
    });
    expect((await limiter.reserve(keyed('k'), at(minutes(17)))).verdict.allowed).toBe(true);
  });

  it('counts each key on its own, and forgets a key on reset', async () => {
    const limiter = rateLimiter(t.db);
    for (let i = 0; i < 3; i++) await limiter.reserve(keyed('a'), start);
    expect((await limiter.reserve(keyed('a'), start)).verdict.allowed).toBe(false);
    expect((await limiter.reserve(keyed('b'), start)).verdict.allowed).toBe(true);
    await limiter.reset('a');
    expect((await limiter.reserve(keyed('a'), start)).verdict.allowed).toBe(true);
  });

  it('drops rows that can no longer count', async () => {
    const limiter = rateLimiter(t.db);
    await limiter.reserve(keyed('k'), at(0));
    await limiter.reserve(keyed('other'), at(0));
    await limiter.reserve(keyed('k'), at(minutes(20)));
    const rows = await t.db.select({ key: loginFailures.key }).from(loginFailures);
    expect(rows.map((row) => row.key).sort()).toEqual(['k', 'other']);
  });
});

describe('loginRateLimit', () => {
  const fail = (guard: ReturnType<typeof loginRateLimit>, email: string, address: string, now = start) =>
    guard.reserve({ email, address }, now);
  const allowed = async (guard: ReturnType<typeof loginRateLimit>, email: string, address: string, now = start) => {
    const reservation = await guard.reserve({ email, address }, now);
    await reservation.refund();
    return reservation.verdict.allowed;
  };

  it('allows 5 failures per account from one address, 20 per address and 50 per account in 15 minutes', () => {
    expect(LOGIN_LIMITS).toEqual({
      accountAtAddress: { limit: 5, windowMs: minutes(15) },
      address: { limit: 20, windowMs: minutes(15) },
      account: { limit: 50, windowMs: minutes(15) },
    });
  });

  it('locks an account from the address that failed, in any case of the e-mail, not from others', async () => {
    const guard = loginRateLimit(t.db);
    for (let i = 0; i < 5; i++) await fail(guard, 'Koho@Example.go.jp', '192.0.2.1');
    const verdict = (await guard.reserve({ email: 'koho@example.go.jp', address: '192.0.2.1' }, at(minutes(1))))
      .verdict;
    expect(verdict).toEqual({ allowed: false, retryAfterMs: minutes(14) });
    expect(await allowed(guard, 'koho@example.go.jp', '192.0.2.2')).toBe(true);
    expect(await allowed(guard, 'somu@example.go.jp', '192.0.2.1')).toBe(true);
  });

  it('locks an account everywhere after 50 failures from many addresses', async () => {
    const guard = loginRateLimit(t.db);
    for (let i = 0; i < 50; i++) await fail(guard, 'koho@example.go.jp', `10.0.${Math.floor(i / 4)}.${i % 4}`);
    expect(await allowed(guard, 'koho@example.go.jp', '10.9.9.9')).toBe(false);
    expect(await allowed(guard, 'somu@example.go.jp', '10.9.9.9')).toBe(true);
  });

  it('stops one address trying many accounts, and a success does not clear the address', async () => {
    const guard = loginRateLimit(t.db);
    for (let i = 0; i < 20; i++) await fail(guard, `user${i}@example.go.jp`, '192.0.2.1');
    expect(await allowed(guard, 'new@example.go.jp', '192.0.2.1')).toBe(false);
    expect(await allowed(guard, 'new@example.go.jp', '192.0.2.2')).toBe(true);
    await guard.succeeded({ email: 'user0@example.go.jp', address: '192.0.2.1' });
    expect(await allowed(guard, 'user0@example.go.jp', '192.0.2.1')).toBe(false);
    expect(await allowed(guard, 'user0@example.go.jp', '192.0.2.2')).toBe(true);
  });

  it('clears the account from that address on success', async () => {
    const guard = loginRateLimit(t.db);
    for (let i = 0; i < 5; i++) await fail(guard, 'koho@example.go.jp', '192.0.2.1');
    await guard.succeeded({ email: 'KOHO@example.go.jp', address: '192.0.2.1' });
    expect(await allowed(guard, 'koho@example.go.jp', '192.0.2.1')).toBe(true);
  });
});
