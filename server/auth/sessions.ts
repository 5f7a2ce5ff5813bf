import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, inArray, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sessions } from '../db/schema.ts';

/** However active, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** The token lives only in the client's cookie; the table keeps its SHA-256. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** 32 random bytes, base64url: 43 characters. Anything longer is not ours and is not even hashed. */
const TOKEN_LENGTH = 43;

/** A session is live while it has been seen within `idleMs` and its absolute end is still ahead. */
const liveAt = ({ idleMs, now }: { idleMs: number; now: Date }) =>
  and(gte(sessions.lastSeenAt, new Date(now.getTime() - idleMs)), gt(sessions.expiresAt, now));

export const sessionStore = (db: Db, { absoluteMs = SESSION_ABSOLUTE_MS }: { absoluteMs?: number } = {}) => {
  /** touch, by the session's id (the token's hash), which is all the real-time service hands back. */
  const touchById = async (
    sessionId: string,
    { idleMs, now = new Date() }: { idleMs: number; now?: Date },
  ): Promise<number | undefined> => {
    const [live] = await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.tokenHash, sessionId), liveAt({ idleMs, now })))
      .returning({ accountId: sessions.accountId });
    if (live) return live.accountId;
    await db.delete(sessions).where(eq(sessions.tokenHash, sessionId));
    return undefined;
  };

  return {
    /** Starts a session and returns the token to hand to the client (only once: it is not stored). */
    async create(accountId: number, now = new Date()): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        accountId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteMs),
      });
      return token;
    },

    /**
     * The account of a live session, marking it seen at `now`. A session idle for more than `idleMs` or past
     * its absolute end is deleted and yields undefined, as does an unknown token.
     */
    async touch(token: string, options: { idleMs: number; now?: Date }): Promise<number | undefined> {
      if (token.length !== TOKEN_LENGTH) return undefined;
      return touchById(hashToken(token), options);
    },

    touchById,

    /** Which of these session ids are live at `now`, without marking any of them seen (nothing is deleted). */
    async liveAmong(sessionIds: readonly string[], options: { idleMs: number; now: Date }): Promise<Set<string>> {
      if (sessionIds.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.tokenHash })
        .from(sessions)
        .where(and(inArray(sessions.tokenHash, [...sessionIds]), liveAt(options)));
      return new Set(rows.map((row) => row.id));
    },

    /** When a session ends however active it stays (its absolute end), or undefined if there is none. */
    async endOf(sessionId: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, sessionId));
      return row?.expiresAt;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Signs an account out everywhere: after a password change or reset, a group change, a deletion. */
    async destroyAllFor(accountId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.accountId, accountId));
    },

    /** Deletes every session that touch would refuse; returns how many. For a periodic clean-up. */
    async prune({ idleMs, now = new Date() }: { idleMs: number; now?: Date }): Promise<number> {
      const gone = await db
        .delete(sessions)
        .where(or(lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)), lte(sessions.expiresAt, now)))
        .returning({ tokenHash: sessions.tokenHash });
      return gone.length;
    },
  };
};

export type SessionStore = ReturnType<typeof sessionStore>;
