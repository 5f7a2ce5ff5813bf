import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './connect.ts';
import { groups } from './schema.ts';
import { createPostgresDatabase } from './testing.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

const reopensWithItsData = async (open: () => Promise<Database>) => {
  const first = await open();
  await first.db.insert(groups).values({ name: 'システム管理', permissions: [9, 9, 9, 9, 9, 9, 9] });
  await first.close();

  const again = await open();
  try {
    expect(await again.db.select({ name: groups.name }).from(groups)).toEqual([{ name: 'システム管理' }]);
  } finally {
    await again.close();
  }
};

// The server's own path: a PGlite data folder, created and migrated on first start, reopened after; on the
// PostgreSQL run (TEST_DATABASE_URL), a new database on that server opened as DATABASE_URL instead. A fresh
// PGlite initialises in 4–12 s here, so the folder is tried once, not on both runs.
const serverUrl = process.env.TEST_DATABASE_URL;
describe('openDatabase', () => {
  it(serverUrl
    ? 'migrates a PostgreSQL database, then reopens it with its data'
    : 'creates and migrates a data folder, then reopens it with its data', async () => {
    if (serverUrl) {
      const database = await createPostgresDatabase(serverUrl);
      try {
        await reopensWithItsData(() => openDatabase({ databaseUrl: database.url }));
      } finally {
        await database.drop();
      }
      return;
    }
    const dataDir = await mkdtemp(join(tmpdir(), 'console-db-'));
    folders.push(dataDir);
    await reopensWithItsData(() => openDatabase({ dataDir }));
  }, 120_000);
});
