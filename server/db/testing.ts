import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Database, type Db, migrationsFolder, openPglite, openPostgres } from './connect.ts';
import { queryRows } from './rawQuery.ts';

/**
 * An empty, migrated database for every test, on PGlite by default or on the PostgreSQL server named by
 * `TEST_DATABASE_URL` (a role allowed to create databases; scripts/with-postgres.sh starts one).
 *
 * Each test file gets its own database: on PGlite a copy of a migrated template, built once and kept as a
 * tarball in the OS temp folder under a hash of the migrations and the PGlite version; on PostgreSQL a new
 * database, migrated. Before each test every table is emptied and every sequence restarted, so ids start
 * at 1 again. Loading a PGlite copy costs 0.7–3 s on two busy cores, emptying it 40–80 ms: a copy per test
 * would make each database test 20–40 times slower for no difference a test can observe.
 *
 * Call it at the top of a test file or inside a `describe`: the hooks follow the scope.
 */
export const setUpTestDatabase = (): { readonly db: Db } => {
  let current: Database | undefined;
  let reset: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    current = await openTestDatabase();
    reset = await emptier(current.db);
  }, 120_000);
  beforeEach(async () => {
    await reset?.();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get db() {
      if (!current) throw new Error('setUpTestDatabase: the database exists only inside a test');
      return current.db;
    },
  };
};

/** A database of its own, migrated and empty; the caller closes it (which drops it on PostgreSQL). */
export const openTestDatabase = (): Promise<Database> => {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresDatabase(url) : openPgliteCopy();
};

/** One DELETE per table, children before parents (faster than TRUNCATE on PGlite), then sequence restarts. */
const emptier = async (db: Db): Promise<() => Promise<void>> => {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = current_schema()`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent
        from pg_constraint c
        join pg_class ch on ch.oid = c.conrelid
        join pg_class pa on pa.oid = c.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where c.contype = 'f' and n.nspname = current_schema() and ch.oid <> pa.oid`,
  );
  const sequences = await queryRows<{ name: string }>(
    db,
    sql`select sequence_name as name from information_schema.sequences where sequence_schema = current_schema()`,
  );
  const statements = [
    ...childrenFirst(
      tables.map((table) => table.name),
      references,
    ).map((table) => `delete from "${table}";`),
    ...sequences.map((sequence) => `alter sequence "${sequence.name}" restart;`),
  ];
  // One statement (a DO block): both drivers send a query as a prepared statement, which holds only one.
  const script = sql.raw(`do $reset$ begin\n${statements.join('\n')}\nend $reset$;`);
  return async () => {
    await db.execute(script);
  };
};

const childrenFirst = (tables: string[], references: { child: string; parent: string }[]): string[] => {
  const ordered: string[] = [];
  let remaining = [...tables];
  while (remaining.length > 0) {
    const free = remaining.filter(
      (table) => !references.some((r) => r.parent === table && remaining.includes(r.child)),
    );
    if (free.length === 0)
      throw new Error(`setUpTestDatabase: foreign keys form a cycle among ${remaining.join(', ')}`);
    ordered.push(...free);
    remaining = remaining.filter((table) => !free.includes(table));
  }
  return ordered;
};

// PGlite ------------------------------------------------------------------------------------------------

let pgliteTemplate: Promise<Blob> | undefined;

const openPgliteCopy = async (): Promise<Database> => {
  pgliteTemplate ??= loadOrBuildPgliteTemplate();
  return openPglite(await PGlite.create({ loadDataDir: await pgliteTemplate }));
};

const loadOrBuildPgliteTemplate = async (): Promise<Blob> => {
  const file = join(tmpdir(), `console-pglite-template-${await templateKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const client = new PGlite();
  await openPglite(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file); // atomic: a concurrent worker reads either nothing or a whole tarball
  return dump;
};

/** A tarball fits one PGlite release and one set of migrations. */
const templateKey = async (): Promise<string> => {
  const hash = createHash('sha256');
  const pgliteEntry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(await readFile(join(dirname(pgliteEntry), '../package.json')));
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    if (name.endsWith('.sql') || name.endsWith('_journal.json'))
      hash.update(await readFile(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
};

// PostgreSQL --------------------------------------------------------------------------------------------

// A database rather than a schema per test file: drizzle-kit writes foreign keys as
// `REFERENCES "public"."groups"`, which no search_path can redirect.
const openPostgresDatabase = async (url: string): Promise<Database> => {
  const empty = await createPostgresDatabase(url);
  try {
    const database = await openPostgres(empty.url);
    return {
      db: database.db,
      close: async () => {
        await database.close();
        await empty.drop();
      },
    };
  } catch (error) {
    await empty.drop();
    throw error;
  }
};

/**
 * A new, empty database on the server of `url` (not even migrated), for a test that opens it itself as
 * the server's DATABASE_URL, maybe more than once; `drop` removes it once every connection is closed.
 */
export const createPostgresDatabase = async (url: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `drop database if exists ${name}`) };
};

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const adminQuery = async (url: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
