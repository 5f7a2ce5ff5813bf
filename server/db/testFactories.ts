import type { Db } from './connect.ts';
import { accounts, groups } from './schema.ts';

/** Rows for tests: valid by default, every field overridable. Unique names come from a counter. */
let serial = 0;
const next = () => ++serial;

export const aGroup = async (db: Db, overrides: Partial<typeof groups.$inferInsert> = {}) => {
  const n = next();
  const [group] = await db
    .insert(groups)
    .values({ name: `テスト課${n}`, permissions: [1, 1, 1, 1, 1, 1, 1], ...overrides })
    .returning();
  if (!group) throw new Error('aGroup: nothing inserted');
  return group;
};

export const anAccount = async (db: Db, overrides: Partial<typeof accounts.$inferInsert> = {}) => {
  const n = next();
  const groupId = overrides.groupId ?? (await aGroup(db)).id;
  const [account] = await db
    .insert(accounts)
    .values({ name: `テスト 太郎${n}`, email: `user${n}@example.go.jp`, ...overrides, groupId })
    .returning();
  if (!account) throw new Error('anAccount: nothing inserted');
  return account;
};
