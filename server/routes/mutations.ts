import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeMessage } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { conflict } from '../http/problem.ts';

/** Shared by every versioned record: the caller read an older version than the stored one. */
export const STALE_MESSAGE = '他の人が先に保存しました。最新の内容を確認してください。';
export const staleVersion = () => conflict(STALE_MESSAGE);

/** PostgreSQL's SQLSTATE of a refused statement, whichever driver (and drizzle's wrapper) carried it. */
const sqlState = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/** A unique constraint refused the write: someone took the name between our check and the insert. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
/** A foreign key refused the delete: other rows still point at this one. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * Spec §7.2 events after a committed change. The change already happened, so a failed emission is logged,
 * never turned into a failed answer. Reads `context.publish` at call time (tests replace it).
 */
export const announce = async (
  context: ServerContext,
  log: FastifyBaseLogger,
  ...messages: RealtimeMessage[]
): Promise<void> => {
  for (const message of messages) {
    try {
      await context.publish(message);
    } catch (error) {
      log.warn({ err: error, realtime: message }, 'real-time event not delivered');
    }
  }
};
