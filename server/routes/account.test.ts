import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameMessages } from '../../contract/ids.ts';
import { groupApi, isNoPermission, NO_PERMISSION_MESSAGE, noticeApi } from '../../contract/index.ts';
import { passwordProblem, verifyPassword } from '../auth/password.ts';
import { accounts, forms, sessions } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { accountMessages } from './account.ts';
import { groupMessages } from './group.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();
const ADMIN = 'admin@example.go.jp';
/** 総務課 (group 3): ACCOUNT 3. */
const SOMU = 'somu@example.go.jp';
/**
 * A manager outside the super group holding every level at the top of the scale: no group is above it, so
 * contract/authority.ts lets through whatever the tests of the other rules ask.
 */
const topManager = () =>
  t.server.userWith({ CMS: 9, FORM: 9, MAIL: 9, MAIL_ADDRESS: 9, ACCOUNT: 9, FORM_ANSWER: 9, CONFIG: 9 });

const stored = async (id: number) => {
  const [row] = await t.server.database.db.select().from(accounts).where(eq(accounts.id, id));
  return row;
};

/** An account of the demo domain in a new group, enrolled and with a password, as seeded accounts are. */
const someone = async (overrides: Partial<typeof accounts.$inferInsert> = {}) =>
  anAccount(t.server.database.db, {
    passwordHash: 'scrypt$old',
    otpSecret: 'JBSWY3DPEHPK3PXP',
    otpEnrolled: true,
    otpLastStep: 123,
    ...overrides,
  });

describe('group.listAccounts', () => {
  it("lists a group's accounts without their secrets", async () => {
    const client = await t.server.as(SOMU);
    const answer = await client.call(groupApi.listAccounts, { params: { id: 2 } });
    expect(answer).toEqual({
      data: [
        {
          id: await t.server.idOf('koho@example.go.jp'),
          groupId: 2,
          name: '広報 花子',
          email: 'koho@example.go.jp',
          type: 'Default',
          workflow: true,
          otpEnrolled: true,
          mustChangePassword: false,
          version: 1,
          updatedAt: expect.any(String),
        },
        expect.objectContaining({ email: 'msal@example.go.jp', type: 'Msal', otpEnrolled: false }),
      ],
    });
    expect(JSON.stringify(answer)).not.toMatch(/scrypt|otpSecret|passwordHash/);
  });

  it('answers 404 for a missing group and 403 without ACCOUNT', async () => {
    const client = await t.server.as(SOMU);
    expect(await refusal(client.call(groupApi.listAccounts, { params: { id: 9999 } }))).toMatchObject({
      status: 404,
      message: groupMessages.notFound,
    });
    const editor = await t.server.as('koho@example.go.jp');
    expect(await refusal(editor.call(groupApi.listAccounts, { params: { id: 2 } }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
  });
});

describe('group.createAccount', () => {
  it('gives a Default account a temporary password, once, to be changed at first sign-in', async () => {
    const client = await topManager();
    const answer = await client.call(groupApi.createAccount, {
      params: { id: 4 },
      body: { name: '高橋 次郎', email: 'Takahashi.Jiro@Example.GO.JP' },
    });
    expect(answer).toEqual({
      id: expect.any(Number),
      version: 1,
      message: accountMessages.createdWithPassword,
      temporaryPassword: expect.any(String),
    });
    const password = answer.temporaryPassword ?? '';
    expect(passwordProblem(password)).toBeUndefined();
    const row = await stored(answer.id ?? 0);
    expect(row).toMatchObject({
      groupId: 4,
      email: 'takahashi.jiro@example.go.jp',
      type: 'Default',
      workflow: false,
      mustChangePassword: true,
      otpSecret: null,
      otpEnrolled: false,
    });
    expect(await verifyPassword(password, row?.passwordHash ?? '')).toBe(true);
    expect(t.server.published).toEqual([
      { event: 'account', action: 'created', id: answer.id },
      { event: 'group', action: 'updated', id: 4 },
    ]);
    const second = await client.call(groupApi.createAccount, {
      params: { id: 4 },
      body: { name: '高橋 三郎', email: 'takahashi.saburo@example.go.jp' },
    });
    expect(second.temporaryPassword).not.toBe(password);
  });

  it('gives an identity-provider account no password', async () => {
    const client = await topManager();
    const answer = await client.call(groupApi.createAccount, {
      params: { id: 2 },
      body: { name: '雲 四郎', email: 'kumo@example.lg.jp', type: 'Msal', workflow: true },
    });
    expect(answer).toEqual({ id: expect.any(Number), version: 1, message: accountMessages.created });
    expect(await stored(answer.id ?? 0)).toMatchObject({
      type: 'Msal',
      workflow: true,
      passwordHash: null,
      mustChangePassword: false,
    });
  });

  it('refuses an address already used (whatever its case) or outside the allowed domains', async () => {
    const client = await topManager();
    const create = (email: string) =>
      client.call(groupApi.createAccount, { params: { id: 4 }, body: { name: '重複 太郎', email } });
    expect(await refusal(create('KOHO@example.go.jp'))).toMatchObject({
      status: 400,
      message: accountMessages.emailTaken('koho@example.go.jp'),
    });
    expect(await refusal(create('someone@gmail.com'))).toMatchObject({
      status: 400,
      message: accountMessages.domainNotAllowed('gmail.com'),
    });
    expect(await refusal(create('someone@sub.example.go.jp'))).toMatchObject({ status: 400 });
    // Listed for mailing lists only (seed: mail.example.go.jp), not for accounts.
    expect(await refusal(create('someone@mail.example.go.jp'))).toMatchObject({
      status: 400,
      message: accountMessages.domainNotAllowed('mail.example.go.jp'),
    });
    expect(t.server.published).toEqual([]);
  });

  it('is refused at ACCOUNT 1, and for a missing group', async () => {
    const reader = await t.server.userWith({ ACCOUNT: 1 });
    const body = { name: '読む 人', email: 'reader@example.go.jp' };
    expect(await refusal(reader.call(groupApi.createAccount, { params: { id: 4 }, body }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
    const client = await t.server.as(SOMU);
    expect(await refusal(client.call(groupApi.createAccount, { params: { id: 9999 }, body }))).toMatchObject({
      status: 404,
    });
  });

  it('lets only the super group add accounts to itself', async () => {
    const body = { name: '昇格 太郎', email: 'promote@example.go.jp' };
    const manager = await t.server.as(SOMU);
    const refused = await refusal(manager.call(groupApi.createAccount, { params: { id: 1 }, body }));
    expect(refused).toMatchObject({ status: 403, message: accountMessages.superGroupOnly });
    // Not the "no permission" answer: the console must not offer its reload for a row-level refusal.
    expect(isNoPermission(refused.message)).toBe(false);
    const admin = await t.server.as(ADMIN);
    expect(await admin.call(groupApi.createAccount, { params: { id: 1 }, body })).toMatchObject({ version: 1 });
  });
});

describe('group.updateAccount', () => {
  it('renames with the version read and refuses a stale one', async () => {
    const account = await someone();
    const client = await topManager();
    const body = { name: '改名 太郎', workflow: true, version: 1 };
    expect(await client.call(groupApi.updateAccount, { params: { id: account.id }, body })).toEqual({
      id: account.id,
      version: 2,
      message: accountMessages.saved,
    });
    expect(await stored(account.id)).toMatchObject({ name: '改名 太郎', workflow: true, version: 2 });
    expect(await refusal(client.call(groupApi.updateAccount, { params: { id: account.id }, body }))).toMatchObject({
      status: 409,
      message: STALE_MESSAGE,
    });
    expect(await refusal(client.call(groupApi.updateAccount, { params: { id: 9999 }, body }))).toMatchObject({
      status: 404,
      message: accountMessages.notFound,
    });
    expect(t.server.published).toEqual([{ event: 'account', action: 'updated', id: account.id }]);
  });

  it('lets only the super group change its own accounts', async () => {
    const client = await t.server.as(SOMU);
    const id = await t.server.idOf(ADMIN);
    const body = { name: '乗っ取り', workflow: false, version: 1 };
    expect(await refusal(client.call(groupApi.updateAccount, { params: { id }, body }))).toMatchObject({
      status: 403,
      message: accountMessages.superGroupOnly,
    });
  });
});

describe('group.changeAccountGroup', () => {
  it('moves an account, keeps its sessions, and its new levels apply at once', async () => {
    const mover = await t.server.userWith({ ACCOUNT: 1 });
    const before = await mover.call(groupApi.listAccounts, { params: { id: 2 } });
    expect('data' in before).toBe(true);

    const client = await topManager();
    const answer = await client.call(groupApi.changeAccountGroup, {
      params: { id: mover.accountId },
      body: { groupId: 4, version: 1 },
    });
    expect(answer).toEqual({ id: mover.accountId, version: 2, message: accountMessages.moved('フォーム担当') });
    expect(t.server.published).toEqual([
      { event: 'account', action: 'updated', id: mover.accountId },
      { event: 'group', action: 'updated', id: mover.groupId },
      { event: 'group', action: 'updated', id: 4 },
    ]);
    // Still signed in, but フォーム担当 has no ACCOUNT level.
    expect(await mover.call(noticeApi.list)).toHaveProperty('data');
    expect(await refusal(mover.call(groupApi.listAccounts, { params: { id: 2 } }))).toMatchObject({ status: 403 });
  });

  it('refuses a stale version and a missing group', async () => {
    const account = await someone();
    const client = await topManager();
    const move = (groupId: number, version: number) =>
      client.call(groupApi.changeAccountGroup, { params: { id: account.id }, body: { groupId, version } });
    expect(await refusal(move(4, 2))).toMatchObject({ status: 409, message: STALE_MESSAGE });
    expect(await refusal(move(9999, 1))).toMatchObject({ status: 404, message: groupMessages.notFound });
    expect((await stored(account.id))?.groupId).toBe(account.groupId);
  });

  it('lets nobody outside the super group move accounts into it', async () => {
    const client = await topManager();
    const id = await t.server.idOf(SOMU);
    const refused = await refusal(
      client.call(groupApi.changeAccountGroup, { params: { id }, body: { groupId: 1, version: 1 } }),
    );
    expect(refused).toMatchObject({ status: 403, message: accountMessages.superGroupOnly });
    expect((await stored(id))?.groupId).toBe(3);
  });

  it('keeps the last account in the super group', async () => {
    const admin = await t.server.as(ADMIN);
    const group = await aGroup(t.server.database.db);
    // Only the administrator and one other in the super group, whatever earlier tests added to it.
    await t.server.database.db
      .update(accounts)
      .set({ groupId: group.id })
      .where(and(eq(accounts.groupId, 1), ne(accounts.id, await t.server.idOf(ADMIN))));
    const second = await someone({ groupId: 1 });
    expect(
      await admin.call(groupApi.changeAccountGroup, {
        params: { id: second.id },
        body: { groupId: group.id, version: 1 },
      }),
    ).toMatchObject({ version: 2 });
    const self = await stored(await t.server.idOf(ADMIN));
    const refused = await refusal(
      admin.call(groupApi.changeAccountGroup, {
        params: { id: self?.id ?? 0 },
        body: { groupId: group.id, version: self?.version ?? 1 },
      }),
    );
    expect(refused).toMatchObject({ status: 400, message: accountMessages.lastSuperGroupMember });
  });
});

describe('group.resetAccount', () => {
  it('gives a new temporary password and signs the account out everywhere', async () => {
    const account = await someone();
    const signedIn = await t.server.clientAs(account.id);
    const client = await topManager();
    const answer = await client.call(groupApi.resetAccount, {
      params: { id: account.id },
      body: { password: true },
    });
    expect(answer).toEqual({
      id: account.id,
      version: 2,
      message: accountMessages.passwordReset,
      temporaryPassword: expect.any(String),
    });
    const row = await stored(account.id);
    expect(await verifyPassword(answer.temporaryPassword ?? '', row?.passwordHash ?? '')).toBe(true);
    // The password only: the code app stays enrolled.
    expect(row).toMatchObject({ mustChangePassword: true, otpEnrolled: true, otpSecret: 'JBSWY3DPEHPK3PXP' });
    expect(await refusal(signedIn.call(noticeApi.list))).toMatchObject({ status: 401 });
    expect(await t.server.database.db.select().from(sessions).where(eq(sessions.accountId, account.id))).toHaveLength(
      0,
    );
    expect(t.server.published).toEqual([{ event: 'account', action: 'updated', id: account.id }]);
  });

  it('clears the one-time-code enrolment without touching the password', async () => {
    const account = await someone();
    const signedIn = await t.server.clientAs(account.id);
    const client = await topManager();
    const answer = await client.call(groupApi.resetAccount, { params: { id: account.id }, body: { otp: true } });
    expect(answer).toEqual({ id: account.id, version: 2, message: accountMessages.otpReset });
    expect(await stored(account.id)).toMatchObject({
      passwordHash: 'scrypt$old',
      mustChangePassword: false,
      otpSecret: null,
      otpEnrolled: false,
      otpLastStep: null,
    });
    expect(await refusal(signedIn.call(noticeApi.list))).toMatchObject({ status: 401 });
  });

  it('refuses an identity-provider account, a missing one, and a body asking for nothing', async () => {
    const client = await topManager();
    const msal = await t.server.idOf('msal@example.go.jp');
    expect(
      await refusal(client.call(groupApi.resetAccount, { params: { id: msal }, body: { password: true } })),
    ).toMatchObject({ status: 400, message: accountMessages.nothingToReset });
    expect(
      await refusal(client.call(groupApi.resetAccount, { params: { id: 9999 }, body: { otp: true } })),
    ).toMatchObject({ status: 404 });
    const response = await fetch(`${t.server.baseUrl}/api/account/${msal}/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
      body: JSON.stringify({ password: false, otp: false }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, message: expect.stringContaining('入力内容') });
  });

  it('does not let a manager outside the super group take over a super group account', async () => {
    const client = await t.server.as(SOMU);
    const id = await t.server.idOf(ADMIN);
    expect(
      await refusal(client.call(groupApi.resetAccount, { params: { id }, body: { password: true, otp: true } })),
    ).toMatchObject({ status: 403, message: accountMessages.superGroupOnly });
  });
});

describe('group.removeAccount', () => {
  it('removes an account and announces it and its group', async () => {
    const account = await someone();
    const signedIn = await t.server.clientAs(account.id);
    const client = await topManager();
    expect(await client.call(groupApi.removeAccount, { params: { id: account.id } })).toEqual({
      id: account.id,
      message: accountMessages.deleted,
    });
    expect(await stored(account.id)).toBeUndefined();
    expect(await refusal(signedIn.call(noticeApi.list))).toMatchObject({ status: 401 });
    expect(t.server.published).toEqual([
      { event: 'account', action: 'deleted', id: account.id },
      { event: 'group', action: 'updated', id: account.groupId },
    ]);
    expect(await refusal(client.call(groupApi.removeAccount, { params: { id: account.id } }))).toMatchObject({
      status: 404,
    });
  });

  it('refuses (409) an account that made forms, naming them, and removes it once they are gone', async () => {
    const account = await someone();
    const { db } = t.server.database;
    const made = await db
      .insert(forms)
      .values(['<b>申込</b>', 'アンケート'].map((name) => ({ name, webId: 1, ownerId: account.id })))
      .returning({ id: forms.id });
    const client = await topManager();
    expect(await refusal(client.call(groupApi.removeAccount, { params: { id: account.id } }))).toEqual({
      status: 409,
      body: expect.anything(),
      message:
        'このアカウントが作成したフォームがあるため削除できません（2 件：「&lt;b&gt;申込&lt;/b&gt;」「アンケート」）。先にフォームを削除してください。',
    });
    expect(await stored(account.id)).toBeDefined();
    expect(t.server.published).toEqual([]);
    await db.delete(forms).where(eq(forms.ownerId, account.id));
    expect(made).toHaveLength(2);
    expect(await client.call(groupApi.removeAccount, { params: { id: account.id } })).toMatchObject({
      message: accountMessages.deleted,
    });
  });

  it('never removes the caller itself', async () => {
    const client = await t.server.as(SOMU);
    const id = await t.server.idOf(SOMU);
    expect(await refusal(client.call(groupApi.removeAccount, { params: { id } }))).toMatchObject({
      status: 400,
      message: accountMessages.removeSelf,
    });
    expect(await stored(id)).toBeDefined();
  });

  it('is refused at ACCOUNT 1, and for super group accounts outside the super group', async () => {
    const account = await someone();
    const reader = await t.server.userWith({ ACCOUNT: 1 });
    expect(await refusal(reader.call(groupApi.removeAccount, { params: { id: account.id } }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
    const client = await t.server.as(SOMU);
    const admin = await t.server.idOf(ADMIN);
    expect(await refusal(client.call(groupApi.removeAccount, { params: { id: admin } }))).toMatchObject({
      status: 403,
      message: accountMessages.superGroupOnly,
    });
  });
});

describe('nobody outside the super group takes over an account above their rights (issue 14)', () => {
  it('a manager at ACCOUNT 2 cannot move their own account into another group', async () => {
    const manager = await t.server.userWith({ ACCOUNT: 2 });
    const lower = await aGroup(t.server.database.db, { permissions: [0, 0, 0, 0, 0, 0, 0] });
    const refused = await refusal(
      manager.call(groupApi.changeAccountGroup, {
        params: { id: manager.accountId },
        body: { groupId: lower.id, version: 1 },
      }),
    );
    expect(refused).toMatchObject({ status: 403, message: accountMessages.ownAccountGroup });
    expect((await stored(manager.accountId))?.groupId).toBe(manager.groupId);
  });

  it('a manager at ACCOUNT 2 gets no temporary password for an account of a group above theirs', async () => {
    const manager = await t.server.userWith({ ACCOUNT: 2 });
    const koho = await t.server.idOf('koho@example.go.jp');
    const before = await stored(koho);
    const refused = await refusal(
      manager.call(groupApi.resetAccount, { params: { id: koho }, body: { password: true, otp: true } }),
    );
    expect(refused).toEqual({
      status: 403,
      body: { error: true, message: accountMessages.accountsAboveOwn },
      message: accountMessages.accountsAboveOwn,
    });
    expect(await stored(koho)).toEqual(before);
    expect(t.server.published).toEqual([]);
  });
});

describe('names are normalised and look-alikes refused (issue 14)', () => {
  it('stores an account name in NFKC and refuses zero-width and direction characters', async () => {
    const client = await topManager();
    const group = await aGroup(t.server.database.db, { permissions: [0, 0, 0, 0, 0, 0, 0] });
    const created = await client.call(groupApi.createAccount, {
      params: { id: group.id },
      body: { name: 'ＴＡＮＡＫＡ　ﾀﾛｳ', email: 'nfkc@example.go.jp' },
    });
    expect((await stored(created.id ?? 0))?.name).toBe('TANAKA タロウ');
    for (const name of ['田中\u200B太郎', '\u202E田中太郎']) {
      const response = await fetch(`${t.server.baseUrl}/api/account/${created.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
        body: JSON.stringify({ name, workflow: false, version: 1 }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(nameMessages.invisible);
    }
  });
});

describe('names in messages are escaped (issue 14): messages are HTML (spec §2.7)', () => {
  it('the group an account moved to is named as text, never as markup', async () => {
    const client = await topManager();
    const { db } = t.server.database;
    const target = await aGroup(db, { name: '<b onmouseover=alert(1)>課</b>', permissions: [0, 0, 0, 0, 0, 0, 0] });
    const account = await anAccount(db, { groupId: (await aGroup(db, { permissions: [0, 0, 0, 0, 0, 0, 0] })).id });
    const answer = await client.call(groupApi.changeAccountGroup, {
      params: { id: account.id },
      body: { groupId: target.id, version: 1 },
    });
    expect(answer.message).toBe('アカウントを「&lt;b onmouseover=alert(1)&gt;課&lt;/b&gt;」へ移動しました。');
  });

  it('the messages naming an e-mail or a domain escape them', () => {
    expect(accountMessages.emailTaken('a<b>@example.go.jp')).toBe(
      'a&lt;b&gt;@example.go.jp はすでに登録されています。',
    );
    expect(accountMessages.domainNotAllowed('<x>')).toContain('&lt;x&gt; は許可された');
  });
});
