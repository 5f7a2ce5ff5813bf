import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The database as every query sees it, whether PGlite or a PostgreSQL server is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  close: () => Promise<void>;
}

export const migrationsFolder = join(import.meta.dirname, 'migrations');

/** An embedded PGlite client, migrated. The caller's client is closed by `close`. */
export const openPglite = async (client: PGlite): Promise<Database> => {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return { db, close: () => client.close() };
};

/** A PostgreSQL server, migrated. */
export const openPostgres = async (connectionString: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const db = drizzleNodePostgres({ client: pool, schema });
  try {
    await migrateNodePostgres(db, { migrationsFolder });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, close: () => pool.end() };
};

/**
 * The server's database: a PostgreSQL server when `databaseUrl` is given, otherwise PGlite in `dataDir`
 * (in memory without one). A PGlite folder can be open in one process at a time.
 */
export const openDatabase = async ({
  dataDir,
  databaseUrl,
}: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<Database> => {
  if (databaseUrl) return openPostgres(databaseUrl);
  const client = dataDir === undefined ? new PGlite() : new PGlite(dataDir);
  try {
    return await openPglite(client);
  } catch (error) {
    await client.close();
    throw error;
  }
};
