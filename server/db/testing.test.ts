import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from './rawQuery.ts';
import { accounts, appConfig, groups } from './schema.ts';
import { aGroup, anAccount } from './testFactories.ts';
import { openTestDatabase, setUpTestDatabase } from './testing.ts';

const t = setUpTestDatabase();

// The two tests run in order: the second sees nothing of the first.
describe('setUpTestDatabase', () => {
  it('gives a migrated database (a test that leaves rows behind)', async () => {
    const account = await anAccount(t.db);
    await anAccount(t.db, { groupId: account.groupId });
    await t.db.insert(appConfig).values({ key: 'signinAge', value: '1' });
    expect(account.id).toBe(1);
    expect(account.groupId).toBe(1);
  });

  it('empties every table and restarts ids before the next test', async () => {
    expect(await t.db.select().from(accounts)).toEqual([]);
    expect(await t.db.select().from(groups)).toEqual([]);
    expect(await t.db.select().from(appConfig)).toEqual([]);
    expect((await aGroup(t.db)).id).toBe(1);
  });

  it('keeps the record of applied migrations', async () => {
    const [row] = await queryRows<{ count: number | string }>(
      t.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(row?.count)).toBeGreaterThan(0);
  });
});

describe('openTestDatabase', () => {
  it('opens a separate database each time', async () => {
    const other = await openTestDatabase();
    try {
      await aGroup(other.db, { name: '別のデータベース' });
      expect(await t.db.select().from(groups)).toEqual([]);
      expect(await other.db.select({ name: groups.name }).from(groups)).toEqual([{ name: '別のデータベース' }]);
    } finally {
      await other.close();
    }
  }, 60_000); // loading a PGlite copy took over 5 s on two busy cores
});
