import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/connect.ts';

/** pg-boss keeps its tables in a schema of their own in the server's database. */
export const JOB_SCHEMA = 'jobs';

type Rows = { rows: unknown[] };
interface QueryClient {
  query: (text: string, values?: unknown[]) => Promise<Rows>;
}

/**
 * pg-boss over the connection the server already has. PGlite refuses several statements in one prepared
 * query, which pg-boss sends without values (its migrations, its locked sections): those go through `exec`,
 * whose last result is the answer. node-postgres takes both kinds through `query`.
 */
export const jobDatabaseOf = (db: Db): PgBoss.Db => {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    return {
      executeSql: async (text, values) => {
        if (!values || values.length === 0) {
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        }
        return { rows: (await client.query(text, values)).rows };
      },
    };
  }
  const pool = client as QueryClient;
  return { executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }) };
};

/** What can run a statement: the database or a transaction on it. */
type Executor = Pick<Db, 'execute'>;

/**
 * pg-boss inside a transaction of ours: its statement (`$1`… placeholders) becomes a drizzle query with the
 * same values as parameters, run by the transaction — a job sent this way exists only if the transaction
 * commits.
 */
export const jobDatabaseIn = (tx: Executor): PgBoss.Db => ({
  executeSql: async (text, values = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`,
    );
    const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  },
});

/** A started pg-boss on the server's database (its schema created or migrated on the first start). */
export const startJobQueue = async (db: Db, onError: (error: Error) => void): Promise<PgBoss> => {
  const boss = new PgBoss({
    db: jobDatabaseOf(db),
    schema: JOB_SCHEMA,
    // No cron schedules here: the clock-driven work is `startAfter` on a job.
    schedule: false,
    supervise: true,
  });
  boss.on('error', onError);
  await boss.start();
  return boss;
};
