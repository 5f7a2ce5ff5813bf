import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginFailures } from '../db/schema.ts';

/**
 * Sign-in throttling over the login_failures table, so it holds across restarts and across several server
 * processes on one PostgreSQL. A key is refused while it has `limit` failures within the last `windowMs`.
 */
export interface Limit {
  limit: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export const rateLimiter = (db: Db, { limit, windowMs }: Limit) => {
  const since = (now: Date) => new Date(now.getTime() - windowMs);
  return {
    async check(key: string, now = new Date()): Promise<Verdict> {
      const recent = await db
        .select({ at: loginFailures.at })
        .from(loginFailures)
        .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since(now))))
        .orderBy(asc(loginFailures.at));
      if (recent.length < limit) return { allowed: true };
      // Allowed again once enough of the oldest failures have left the window to fall below the limit.
      const freeing = recent[recent.length - limit]?.at ?? now;
      return { allowed: false, retryAfterMs: Math.max(1, freeing.getTime() + windowMs - now.getTime()) };
    },

    async recordFailure(key: string, now = new Date()): Promise<void> {
      await db.insert(loginFailures).values({ key, at: now });
      // Old rows of this key can never count again: drop them as we go, so the table stays small.
      await db.delete(loginFailures).where(and(eq(loginFailures.key, key), lte(loginFailures.at, since(now))));
    },

    async reset(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
};

export type RateLimiter = ReturnType<typeof rateLimiter>;

/** Per account: slows guessing one password. Per address: slows trying many accounts from one place. */
export const LOGIN_LIMITS = {
  account: { limit: 5, windowMs: 15 * 60_000 },
  address: { limit: 20, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/**
 * The sign-in guard: both keys must be allowed; a failure counts against both; a success clears the
 * account's count only (clearing the address would let one valid account reset an attacker's budget).
 */
export const loginRateLimit = (db: Db, limits: { account: Limit; address: Limit } = LOGIN_LIMITS) => {
  const perAccount = rateLimiter(db, limits.account);
  const perAddress = rateLimiter(db, limits.address);
  return {
    async check({ email, address }: { email: string; address: string }, now = new Date()): Promise<Verdict> {
      const verdicts = [
        await perAccount.check(accountKey(email), now),
        await perAddress.check(addressKey(address), now),
      ];
      const waits = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterMs]));
      return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(...waits) };
    },
    async recordFailure({ email, address }: { email: string; address: string }, now = new Date()): Promise<void> {
      await perAccount.recordFailure(accountKey(email), now);
      await perAddress.recordFailure(addressKey(address), now);
    },
    async succeeded({ email }: { email: string }): Promise<void> {
      await perAccount.reset(accountKey(email));
    },
  };
};
