import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connect.ts';
import { groups } from './schema.ts';

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

// The server's own path: a PGlite data folder, created and migrated on first start, reopened after.
// Slow (a fresh PGlite initialises in 4–12 s here), so it runs once.
describe.skipIf(process.env.TEST_DATABASE_URL)('openDatabase with a data folder', () => {
  it('creates and migrates the folder, then reopens it with its data', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'console-db-'));
    folders.push(dataDir);
    const first = await openDatabase({ dataDir });
    await first.db.insert(groups).values({ name: 'システム管理', permissions: [9, 9, 9, 9, 9, 9, 9] });
    await first.close();

    const again = await openDatabase({ dataDir });
    try {
      expect(await again.db.select({ name: groups.name }).from(groups)).toEqual([{ name: 'システム管理' }]);
    } finally {
      await again.close();
    }
  }, 120_000);
});
