import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { loginFailures } from '../db/schema.ts';

/**
 * Sign-in throttling over the login_failures table, so it holds across restarts and across several server
 * processes on one PostgreSQL. A key is refused while it has `limit` failures within the last `windowMs`.
 *
 * An attempt is counted before it is checked, never after: `reserve` inserts the attempt's row first and
 * only then counts the key's rows. Each statement commits on its own, so of any number of parallel
 * attempts the one whose insert committed last counts every other one's: at most `limit` are let through,
 * however they interleave (on PGlite and on PostgreSQL alike). A refused attempt takes its rows back at
 * once, so hammering a locked key does not lengthen the lock; an attempt that turns out right is refunded
 * by its caller, so only failures stay counted.
 */
export interface Limit {
  limit: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface Counted {
  key: string;
  limit: Limit;
}

/** An attempt counted against its keys: let through or refused. Refunding takes its count back. */
export interface Reservation {
  verdict: Verdict;
  refund: () => Promise<void>;
}

/** How long until a key with these failure times (oldest first) falls below its limit; undefined: it is below. */
const waitOf = (times: readonly Date[], { limit, windowMs }: Limit, now: Date): number | undefined => {
  if (times.length < limit) return undefined;
  // Allowed again once enough of the oldest failures have left the window to fall below the limit.
  const freeing = times[times.length - limit] ?? now;
  return Math.max(1, freeing.getTime() + windowMs - now.getTime());
};

export const rateLimiter = (db: Db) => {
  const since = (now: Date, { windowMs }: Limit) => new Date(now.getTime() - windowMs);
  const refund = async (ids: readonly number[]) => {
    if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, [...ids]));
  };

  return {
    /** Counts an attempt against every key at once: allowed only if each key is still below its limit. */
    async reserve(keys: readonly Counted[], now = new Date()): Promise<Reservation> {
      const mine = await db
        .insert(loginFailures)
        .values(keys.map(({ key }) => ({ key, at: now })))
        .returning({ id: loginFailures.id });
      const ids = mine.map((row) => row.id);
      const own = new Set(ids);
      const rows = await db
        .select({ id: loginFailures.id, key: loginFailures.key, at: loginFailures.at })
        .from(loginFailures)
        .where(
          or(...keys.map(({ key, limit }) => and(eq(loginFailures.key, key), gt(loginFailures.at, since(now, limit))))),
        )
        .orderBy(asc(loginFailures.at), asc(loginFailures.id));
      const waits = keys.flatMap(({ key, limit }) => {
        const others = rows.filter((row) => row.key === key && !own.has(row.id)).map((row) => row.at);
        const wait = waitOf(others, limit, now);
        return wait === undefined ? [] : [wait];
      });
      // Old rows of these keys can never count again: drop them as we go, so the table stays small.
      await db
        .delete(loginFailures)
        .where(
          or(
            ...keys.map(({ key, limit }) => and(eq(loginFailures.key, key), lte(loginFailures.at, since(now, limit)))),
          ),
        );
      if (waits.length > 0) {
        await refund(ids);
        return { verdict: { allowed: false, retryAfterMs: Math.max(...waits) }, refund: async () => undefined };
      }
      return { verdict: { allowed: true }, refund: () => refund(ids) };
    },

    async reset(key: string): Promise<void> {
      await db.delete(loginFailures).where(eq(loginFailures.key, key));
    },
  };
};

export type RateLimiter = ReturnType<typeof rateLimiter>;

const MINUTES = 60_000;

/**
 * Three budgets per 15 minutes, all counted on every attempt:
 * - one account from one address, 5: what slows guessing one password, and all a person who mistypes needs;
 * - one address, any accounts, 20: slows trying many accounts from one place;
 * - one account, any address, 50: slows guessing one password from many places. Ten times the first, so
 *   that knowing someone's e-mail is not enough to lock them out: it takes failures from at least three
 *   addresses (20 each at most), while a password still gets no more than 4,800 guesses a day.
 */
export const LOGIN_LIMITS = {
  accountAtAddress: { limit: 5, windowMs: 15 * MINUTES },
  address: { limit: 20, windowMs: 15 * MINUTES },
  account: { limit: 50, windowMs: 15 * MINUTES },
} as const satisfies Record<string, Limit>;

export type LoginLimits = { [K in keyof typeof LOGIN_LIMITS]: Limit };

export interface LoginAttempt {
  email: string;
  address: string;
}

const normal = (email: string) => email.trim().toLowerCase();
export const accountKey = (email: string) => `account:${normal(email)}`;
export const addressKey = (address: string) => `address:${address}`;
export const accountAtAddressKey = (email: string, address: string) => `account-address:${normal(email)} ${address}`;

/**
 * The sign-in guard: an attempt is counted against all three budgets before it is checked, and let through
 * only if each has room; its caller refunds it when the password or code was right. A full sign-in clears
 * the account's count from that address only: clearing the address would let one valid account reset an
 * attacker's budget, and clearing the account everywhere would let its owner reset a guesser's.
 */
export const loginRateLimit = (db: Db, limits: LoginLimits = LOGIN_LIMITS) => {
  const limiter = rateLimiter(db);
  const keysOf = ({ email, address }: LoginAttempt): Counted[] => [
    { key: accountAtAddressKey(email, address), limit: limits.accountAtAddress },
    { key: addressKey(address), limit: limits.address },
    { key: accountKey(email), limit: limits.account },
  ];
  return {
    reserve: (attempt: LoginAttempt, now = new Date()): Promise<Reservation> => limiter.reserve(keysOf(attempt), now),
    async succeeded({ email, address }: LoginAttempt): Promise<void> {
      await limiter.reset(accountAtAddressKey(email, address));
    },
  };
};
