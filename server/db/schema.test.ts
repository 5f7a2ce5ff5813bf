import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, domains, groups, notices, sessions } from './schema.ts';
import { aGroup, anAccount } from './testFactories.ts';
import { setUpTestDatabase } from './testing.ts';

const t = setUpTestDatabase();

/** The database's own refusal, whichever driver wrapped it. */
const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  throw new Error('expected the database to refuse');
};

describe('groups', () => {
  it('holds exactly seven non-negative levels', async () => {
    const group = await aGroup(t.db, { permissions: [9, 0, 1, 2, 3, 4, 5] });
    expect(group.permissions).toEqual([9, 0, 1, 2, 3, 4, 5]);
    expect(group.version).toBe(1);
    expect(await refusal(aGroup(t.db, { permissions: [1, 1, 1, 1, 1, 1] }))).toContain('groups_permissions_shape');
    expect(await refusal(aGroup(t.db, { permissions: [1, 1, 1, 1, 1, 1, 1, 1] }))).toContain(
      'groups_permissions_shape',
    );
    expect(await refusal(aGroup(t.db, { permissions: [1, 1, 1, -1, 1, 1, 1] }))).toContain('groups_permissions_shape');
  });

  it('keeps names unique', async () => {
    await aGroup(t.db, { name: '広報課' });
    expect(await refusal(aGroup(t.db, { name: '広報課' }))).toContain('groups_name_unique');
  });

  it('cannot be deleted while it has accounts', async () => {
    const account = await anAccount(t.db);
    expect(await refusal(t.db.delete(groups).where(eq(groups.id, account.groupId)))).toContain(
      'accounts_group_id_groups_id_fk',
    );
  });

  it('moves updated_at on every update', async () => {
    const group = await aGroup(t.db, { updatedAt: new Date('2020-01-01T00:00:00Z') });
    const [updated] = await t.db.update(groups).set({ description: '更新' }).where(eq(groups.id, group.id)).returning();
    expect(updated?.updatedAt.getTime()).toBeGreaterThan(new Date('2020-01-01T00:00:00Z').getTime());
  });
});

describe('accounts', () => {
  it('defaults to a Default account with nothing enrolled', async () => {
    const account = await anAccount(t.db);
    expect(account).toMatchObject({
      type: 'Default',
      workflow: false,
      passwordHash: null,
      mustChangePassword: false,
      otpSecret: null,
      otpEnrolled: false,
      otpLastStep: null,
      version: 1,
    });
  });

  it('stores e-mail addresses lower-cased only, once each', async () => {
    expect(await refusal(anAccount(t.db, { email: 'Koho@example.go.jp' }))).toContain('accounts_email_lower_case');
    await anAccount(t.db, { email: 'koho@example.go.jp' });
    expect(await refusal(anAccount(t.db, { email: 'koho@example.go.jp' }))).toContain('accounts_email_unique');
  });

  it('knows only the Default and Msal types', async () => {
    expect((await anAccount(t.db, { type: 'Msal' })).type).toBe('Msal');
    expect(await refusal(anAccount(t.db, { type: 'Other' as 'Msal' }))).toContain('accounts_type_known');
  });

  it('keeps time steps past 2^31 (bigint)', async () => {
    const account = await anAccount(t.db, { otpLastStep: 2 ** 40 });
    expect(account.otpLastStep).toBe(2 ** 40);
  });

  it('takes its sessions along when deleted, and leaves its notices without an author', async () => {
    const account = await anAccount(t.db);
    await t.db
      .insert(sessions)
      .values({ tokenHash: 'h', accountId: account.id, expiresAt: new Date(Date.now() + 1000) });
    const [notice] = await t.db
      .insert(notices)
      .values({ type: 'others', title: 'お知らせ', content: '<p>本文</p>', createdBy: account.id })
      .returning();
    await t.db.delete(accounts).where(eq(accounts.id, account.id));
    expect(await t.db.select().from(sessions)).toEqual([]);
    const [kept] = await t.db
      .select()
      .from(notices)
      .where(eq(notices.id, notice?.id ?? 0));
    expect(kept?.createdBy).toBeNull();
  });
});

describe('notices and domains', () => {
  it('know only the five notice types', async () => {
    for (const type of ['error', 'urgent', 'success', 'warning', 'others'] as const) {
      await t.db.insert(notices).values({ type, title: type, content: '<p>内容</p>' });
    }
    expect(
      await refusal(t.db.insert(notices).values({ type: 'info' as 'others', title: 'x', content: 'x' })),
    ).toContain('notices_type_known');
  });

  it('keep each domain once', async () => {
    await t.db.insert(domains).values({ domain: 'example.go.jp' });
    expect(await refusal(t.db.insert(domains).values({ domain: 'example.go.jp' }))).toContain('domains_domain_unique');
  });
});
