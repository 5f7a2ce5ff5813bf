import { and, eq, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeMessage } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { badRequest, conflict, notFound, sqlState } from '../http/problem.ts';

/** Shared by every versioned record: the caller read an older version than the stored one. */
export const STALE_MESSAGE = '他の人が先に保存しました。最新の内容を確認してください。';
export const staleVersion = () => conflict(STALE_MESSAGE);

/** A unique constraint refused the write: someone took the name between our check and the insert. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
/**
 * A foreign key refused the delete: other rows still point at this one. `on delete restrict` says so with
 * 23001 (restrict_violation), `no action` with 23503 (foreign_key_violation).
 */
export const isForeignKeyViolation = (error: unknown) => ['23503', '23001'].includes(sqlState(error) ?? '');

/** Where an announcement's failure is written. */
type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Spec §7.2 events after a committed change. The change already happened, so a failed emission is logged,
 * never turned into a failed answer. Reads `context.publish` at call time (tests replace it).
 */
export const announce = async (
  context: Pick<ServerContext, 'publish'>,
  log: Log,
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

/** The database or a transaction on it. */
type Writer = Pick<Db, 'select' | 'update' | 'delete'>;
type Reader = Pick<Db, 'select'>;

/** A table whose rows have a serial `id`. */
type TableWithId = PgTable & { id: AnyPgColumn<{ data: number }> };
/** …and a `version` bumped on every update (optimistic concurrency, server/db/schema.ts). */
type VersionedTable = TableWithId & { version: AnyPgColumn<{ data: number }> };

/** What a versioned write answers (the contract's `Mutation` without its message). */
export interface Saved {
  id: number;
  version: number;
}

const exists = async (db: Reader, table: TableWithId, id: number) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.id, id))).length > 0;

/**
 * The versioned update: writes `set` and `version + 1` where both the id and the version the caller read
 * match. No row changed means someone saved first (409 `staleVersion`), or the record is gone (404 with
 * the domain's `notFound` message). A handler may check the version earlier to refuse before other checks;
 * this one still closes the race between that read and the write.
 */
export const updateVersioned = async <T extends VersionedTable>(
  db: Writer,
  table: T,
  change: { id: number; version: number; set: PgUpdateSetSource<T>; notFound: string },
): Promise<Saved> => {
  const [saved] = (await db
    .update(table)
    .set({ ...change.set, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, change.id), eq(table.version, change.version)))
    .returning({ id: table.id, version: table.version })) as Saved[];
  if (saved) return saved;
  throw (await exists(db, table, change.id)) ? staleVersion() : notFound(change.notFound);
};

/** The events that announce a deletion. */
type DeletedEvent = Extract<RealtimeMessage, { action: 'deleted' }>['event'];

/**
 * Delete-and-announce: deletes the row, announces `{ event, action: 'deleted', id }` and then `alsoAnnounce`
 * (a parent whose count changed). A foreign key that refuses the delete becomes 409 with `referenced`
 * (without it the database error stands: a bug, 500); nothing deleted is 404 with `notFound`.
 */
export const deleteAndAnnounce = async (
  context: Pick<ServerContext, 'db' | 'publish'>,
  log: Log,
  table: TableWithId,
  removal: {
    id: number;
    event: DeletedEvent;
    notFound: string;
    referenced?: string;
    alsoAnnounce?: readonly RealtimeMessage[];
  },
): Promise<{ id: number }> => {
  const [deleted] = (await context.db
    .delete(table)
    .where(eq(table.id, removal.id))
    .returning({ id: table.id })
    .catch((error: unknown) => {
      throw removal.referenced !== undefined && isForeignKeyViolation(error) ? conflict(removal.referenced) : error;
    })) as { id: number }[];
  if (!deleted) throw notFound(removal.notFound);
  await announce(
    context,
    log,
    { event: removal.event, action: 'deleted', id: deleted.id } as RealtimeMessage,
    ...(removal.alsoAnnounce ?? []),
  );
  return deleted;
};

export interface UniqueName {
  /** Refuses (400, the domain's message) a name held by any row but `exceptId`. */
  ensureFree: (db: Reader, name: string, exceptId?: number) => Promise<void>;
  /**
   * Runs an insert or update that writes `name`: when the unique constraint refuses it (another request
   * took the name after `ensureFree`), the answer is the same 400.
   */
  guard: <R>(name: string, write: PromiseLike<R>) => Promise<R>;
}

/** The unique-name check of a column with a unique constraint (a group's name, an e-mail, a domain). */
export const uniqueName = (
  table: TableWithId,
  column: AnyPgColumn<{ data: string }>,
  taken: (name: string) => string,
): UniqueName => ({
  ensureFree: async (db, name, exceptId) => {
    const holders = await db
      .select({ id: table.id })
      .from(table)
      .where(exceptId === undefined ? eq(column, name) : and(eq(column, name), ne(table.id, exceptId)))
      .limit(1);
    if (holders.length > 0) throw badRequest(taken(name));
  },
  guard: async (name, write) => {
    try {
      return await write;
    } catch (error) {
      throw isUniqueViolation(error) ? badRequest(taken(name)) : error;
    }
  },
});
