import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './connect.ts';
import * as schema from './schema.ts';

// A change to schema.ts without `npx drizzle-kit generate` would leave databases behind the code.
describe('migrations', () => {
  it('cover every change in schema.ts', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number }[];
    };
    const last = journal.entries.at(-1)?.idx ?? 0;
    const snapshotFile = join(migrationsFolder, `meta/${String(last).padStart(4, '0')}_snapshot.json`);
    const snapshot = JSON.parse(await readFile(snapshotFile, 'utf8'));
    const pending = await generateMigration(snapshot, generateDrizzleJson(schema));
    expect(pending).toEqual([]);
  }, 30_000);
});
