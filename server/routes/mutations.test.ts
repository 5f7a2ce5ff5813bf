import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RealtimeMessage } from '../../contract/index.ts';
import { groups, notices } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { Problem } from '../http/problem.ts';
import { deleteAndAnnounce, STALE_MESSAGE, uniqueName, updateVersioned } from './mutations.ts';

const t = setUpTestDatabase();

/** The refusal a write was stopped with (fails the test when it went through). */
const refusal = async (write: Promise<unknown>) => {
  const error = await write.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the write should have been refused').toBeInstanceOf(Problem);
  const { status, message } = error as Problem;
  return { status, message };
};

const quietLog = { warn: () => {} };

describe('updateVersioned', () => {
  it('writes the values and the next version when the caller read the stored one', async () => {
    const group = await aGroup(t.db, { name: '広報課' });
    const saved = await updateVersioned(t.db, groups, {
      id: group.id,
      version: group.version,
      set: { name: '広聴広報課' },
      notFound: '組織が見つかりません。',
    });
    expect(saved).toEqual({ id: group.id, version: group.version + 1 });
    const [stored] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(stored).toMatchObject({ name: '広聴広報課', version: group.version + 1 });
  });

  it('refuses an older version with 409 and the shared message, changing nothing', async () => {
    const group = await aGroup(t.db, { name: '広報課' });
    await updateVersioned(t.db, groups, { id: group.id, version: 1, set: { name: 'A' }, notFound: '-' });
    const stale = updateVersioned(t.db, groups, { id: group.id, version: 1, set: { name: 'B' }, notFound: '-' });
    expect(await refusal(stale)).toEqual({ status: 409, message: STALE_MESSAGE });
    const [stored] = await t.db.select().from(groups).where(eq(groups.id, group.id));
    expect(stored).toMatchObject({ name: 'A', version: 2 });
  });

  it('answers 404 with the given message when the record does not exist', async () => {
    const missing = updateVersioned(t.db, notices, { id: 99, version: 1, set: { title: 'x' }, notFound: 'ない' });
    expect(await refusal(missing)).toEqual({ status: 404, message: 'ない' });
  });
});

describe('deleteAndAnnounce', () => {
  const contextWith = (published: RealtimeMessage[]) => ({
    db: t.db,
    publish: async (message: RealtimeMessage) => {
      published.push(message);
    },
  });

  it('deletes the row and announces `deleted`, then whatever else the caller names', async () => {
    const published: RealtimeMessage[] = [];
    const group = await aGroup(t.db);
    const deleted = await deleteAndAnnounce(contextWith(published), quietLog, groups, {
      id: group.id,
      event: 'group',
      notFound: '-',
      alsoAnnounce: [{ event: 'group', action: 'updated', id: 1 }],
    });
    expect(deleted).toEqual({ id: group.id });
    expect(await t.db.select().from(groups)).toEqual([]);
    expect(published).toEqual([
      { event: 'group', action: 'deleted', id: group.id },
      { event: 'group', action: 'updated', id: 1 },
    ]);
  });

  it('turns a foreign key refusal into 409 with the given message, announcing nothing', async () => {
    const published: RealtimeMessage[] = [];
    const account = await anAccount(t.db);
    const referenced = deleteAndAnnounce(contextWith(published), quietLog, groups, {
      id: account.groupId,
      event: 'group',
      notFound: '-',
      referenced: '所属アカウントがあります。',
    });
    expect(await refusal(referenced)).toEqual({ status: 409, message: '所属アカウントがあります。' });
    expect(published).toEqual([]);
  });

  it('answers 404 with the given message when there is nothing to delete', async () => {
    const published: RealtimeMessage[] = [];
    const missing = deleteAndAnnounce(contextWith(published), quietLog, notices, {
      id: 5,
      event: 'system-notice',
      notFound: 'ない',
    });
    expect(await refusal(missing)).toEqual({ status: 404, message: 'ない' });
    expect(published).toEqual([]);
  });

  it('keeps the deletion when the announcement fails (logged, not refused)', async () => {
    const warnings: unknown[] = [];
    const group = await aGroup(t.db);
    const failing = {
      db: t.db,
      publish: async () => {
        throw new Error('hub down');
      },
    };
    const log = { warn: (...args: unknown[]) => warnings.push(args) };
    expect(await deleteAndAnnounce(failing, log, groups, { id: group.id, event: 'group', notFound: '-' })).toEqual({
      id: group.id,
    });
    expect(warnings).toHaveLength(1);
  });
});

describe('uniqueName', () => {
  const names = uniqueName(groups, groups.name, (name) => `「${name}」はすでにあります。`);

  it('lets a free name pass, and a taken one only for the row that holds it', async () => {
    const group = await aGroup(t.db, { name: '広報課' });
    await names.ensureFree(t.db, '総務課');
    await names.ensureFree(t.db, '広報課', group.id);
    expect(await refusal(names.ensureFree(t.db, '広報課'))).toEqual({
      status: 400,
      message: '「広報課」はすでにあります。',
    });
    expect(await refusal(names.ensureFree(t.db, '広報課', group.id + 1))).toMatchObject({ status: 400 });
  });

  it('gives the same 400 when the constraint refuses a write that raced past the check', async () => {
    await aGroup(t.db, { name: '広報課' });
    const raced = names.guard(
      '広報課',
      t.db.insert(groups).values({ name: '広報課', permissions: [0, 0, 0, 0, 0, 0, 0] }),
    );
    expect(await refusal(raced)).toEqual({ status: 400, message: '「広報課」はすでにあります。' });
  });

  it('passes other failures through unchanged', async () => {
    const broken = names.guard('x', t.db.insert(groups).values({ name: 'x', permissions: [1] }));
    const error = await broken.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeDefined();
    expect(error).not.toBeInstanceOf(Problem);
  });
});
