import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AnswerValue, canonicalDomain, FormItemInput, formItemTypes } from '../../contract/index.ts';
import { judgeAddresses } from '../../contract/mailAddresses.ts';
import { mayMailTo } from '../../contract/mailing.ts';
import { passwordProblem, verifyPassword } from '../auth/password.ts';
import { verifyCode } from '../auth/totp.ts';
import {
  accounts,
  appConfig,
  domains,
  formAnswers,
  forms,
  groups,
  mailingLists,
  mailingMembers,
  notices,
  pages,
} from '../db/schema.ts';
import { aGroup } from '../db/testFactories.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { DEMO_PASSWORD, demoAccounts, demoOtpSecret } from './demoAccounts.ts';
import { bulkAnswersOf, DEMO_ANSWER_COUNT } from './demoAnswers.ts';
import { demoOtpCode, storedOtpCode } from './otpCode.ts';
import { seedDemo } from './seedDemo.ts';

const t = setUpTestDatabase();

describe('seedDemo', () => {
  it('makes group 1 the super group with the top level in every area, and groups that differ per area', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    const rows = await t.db.select({ id: groups.id, name: groups.name, permissions: groups.permissions }).from(groups);
    expect(rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: 1, name: 'システム管理', permissions: [9, 9, 9, 9, 9, 9, 9] },
      { id: 2, name: '広報課', permissions: [4, 2, 1, 2, 0, 1, 0] },
      { id: 3, name: '総務課', permissions: [0, 0, 0, 0, 3, 0, 2] },
      { id: 4, name: 'フォーム担当', permissions: [0, 2, 0, 0, 0, 1, 0] },
    ]);
    expect((await aGroup(t.db)).id).toBe(5); // the sequence moved past the explicit ids
  });

  it('creates the documented accounts, each in its group, with the demo password', async () => {
    await seedDemo(t.db);
    const rows = await t.db
      .select({ account: accounts, group: groups.name })
      .from(accounts)
      .innerJoin(groups, eq(groups.id, accounts.groupId))
      .orderBy(asc(accounts.id));
    expect(rows.map((row) => [row.account.email, row.group, row.account.type])).toEqual(
      demoAccounts.map((demo) => [demo.email, demo.group, demo.type]),
    );
    for (const { account } of rows) {
      const demo = demoAccounts.find((d) => d.email === account.email);
      expect(account).toMatchObject({
        name: demo?.name,
        workflow: demo?.workflow,
        mustChangePassword: demo?.mustChangePassword,
      });
      if (demo?.password === undefined) {
        expect(account.passwordHash).toBeNull();
      } else {
        expect(await verifyPassword(DEMO_PASSWORD, account.passwordHash ?? '')).toBe(true);
      }
    }
    expect(passwordProblem(DEMO_PASSWORD)).toBeUndefined();
    expect(new Set(rows.map(({ account }) => account.passwordHash)).size).toBe(rows.length); // own salts
  });

  it('enrols one-time codes except for the first-time account, and covers every sign-in path', async () => {
    await seedDemo(t.db);
    const rows = await t.db.select().from(accounts);
    const byEmail = (email: string) => rows.find((row) => row.email === email);
    expect(byEmail('admin@example.go.jp')).toMatchObject({
      otpEnrolled: true,
      otpSecret: demoOtpSecret('admin@example.go.jp'),
    });
    expect(byEmail('form@example.go.jp')).toMatchObject({ otpEnrolled: false, otpSecret: null });
    expect(byEmail('somu@example.go.jp')).toMatchObject({ otpEnrolled: true, mustChangePassword: true });
    expect(byEmail('msal@example.go.jp')).toMatchObject({ type: 'Msal', passwordHash: null, otpEnrolled: false });
    expect(rows.filter((row) => row.otpEnrolled)).toHaveLength(3);
  });

  it('gives codes the server accepts, with or without the database', async () => {
    await seedDemo(t.db);
    const now = new Date('2026-04-01T09:00:00Z');
    const [admin] = await t.db.select().from(accounts).where(eq(accounts.email, 'admin@example.go.jp'));
    const offline = demoOtpCode('Admin@example.go.jp', now);
    const stored = await storedOtpCode(t.db, 'admin@example.go.jp', now);
    expect(offline).toEqual(stored);
    expect(
      offline?.ok && verifyCode({ secret: admin?.otpSecret ?? '', code: offline.code, lastStep: null, now }).ok,
    ).toBe(true);
    expect(demoOtpCode('form@example.go.jp', now)).toBeUndefined();
    expect(demoOtpCode('stranger@example.go.jp', now)).toBeUndefined();
    expect(await storedOtpCode(t.db, 'form@example.go.jp', now)).toMatchObject({ ok: false });
    expect(await storedOtpCode(t.db, 'stranger@example.go.jp', now)).toMatchObject({ ok: false });
  });

  it('adds a notice of every type with HTML content, the allowed domain and signinAge', async () => {
    await seedDemo(t.db);
    const rows = await t.db.select().from(notices);
    expect(rows.map((row) => row.type).sort()).toEqual(['error', 'others', 'success', 'urgent', 'warning']);
    for (const row of rows) {
      expect(row.content).toMatch(/^<(p|ul)>.*[ぁ-んァ-ン一-龥]/);
      expect(row.createdBy).toBe(1);
    }
    expect(rows.some((row) => row.important)).toBe(true);
    const seededDomains = await t.db.select().from(domains);
    expect(seededDomains.map((row) => row.domain)).toContain('example.go.jp');
    // Every purpose shows, and an IDN stored as its canonical ASCII form.
    expect(new Set(seededDomains.map((row) => row.purpose))).toEqual(new Set(['any', 'account', 'mailing']));
    for (const row of seededDomains) expect(canonicalDomain(row.domain)).toBe(row.domain);
    expect(seededDomains.some((row) => row.domain.includes('xn--'))).toBe(true);
    expect(await t.db.select().from(appConfig)).toEqual([{ key: 'signinAge', value: '3600000' }]);
  });

  it("adds three mailing lists: addresses as stored, the residents' list over 100 with a few outside the allowed domains", async () => {
    await seedDemo(t.db);
    const lists = await t.db.select().from(mailingLists).orderBy(asc(mailingLists.id));
    const members = await t.db.select().from(mailingMembers);
    const allowed = (await t.db.select().from(domains))
      .filter((row) => row.purpose === 'any' || row.purpose === 'mailing')
      .map((row) => row.domain);
    const verdicts = lists.map((list) => {
      const emails = members.filter((member) => member.mailingId === list.id).map((member) => member.email);
      const judged = judgeAddresses(
        emails.map((input, index) => ({ input, line: index + 1 })),
        { type: list.type, allowedDomains: allowed, members: [] },
      );
      // Each address stored as the server would store it.
      expect(judged.map((entry) => entry.email)).toEqual(emails);
      return [list.name, list.type, emails.length, judged.filter((entry) => entry.verdict === 'outside').length];
    });
    expect(verdicts).toEqual([
      ['職員連絡網', 'internal', 8, 0],
      ['防災メール（市民向け）', 'external', 150, 5],
      ['広報課 お知らせ', 'internal', 4, 0],
    ]);
    for (const list of lists) {
      const [group] = await t.db
        .select()
        .from(groups)
        .where(eq(groups.id, list.allowGroup[0] ?? 0));
      expect(group, list.name).toBeDefined();
    }
    // The demo account that sends mail (広報課: MAIL 1, MAIL_ADDRESS 2) may send to two of the three.
    const [koho] = await t.db.select().from(accounts).where(eq(accounts.email, 'koho@example.go.jp'));
    expect(koho?.groupId).toBe(2);
    expect(lists.filter((list) => mayMailTo(list, { groupId: koho?.groupId ?? 0 })).map((list) => list.name)).toEqual([
      '防災メール（市民向け）',
      '広報課 お知らせ',
    ]);
  });

  it('adds three forms on 本庁サイト by フォーム 次郎: one open with every item type and answers, placed on お問い合わせ', async () => {
    await seedDemo(t.db);
    const rows = await t.db.select().from(forms).orderBy(asc(forms.id));
    const people = await t.db.select({ id: accounts.id, email: accounts.email }).from(accounts);
    const idOf = (email: string) => people.find((row) => row.email === email)?.id;
    expect(rows.map((row) => [row.name, row.status, row.webId, row.ownerId])).toEqual([
      ['説明会参加申込', 'open', 1, idOf('form@example.go.jp')],
      ['職員アンケート', 'draft', 1, idOf('form@example.go.jp')],
      ['イベント申込（受付終了）', 'closed', 1, idOf('form@example.go.jp')],
    ]);
    const [open, , closed] = rows;
    expect(open).toMatchObject({
      subOwners: [idOf('koho@example.go.jp')],
      limitAnswer: 100,
      useNotice: true,
      isMailSend: true,
      isMailWithContent: true,
    });
    const now = Date.now();
    expect(open?.startDate?.getTime()).toBeLessThan(now);
    expect(open?.endDate?.getTime()).toBeGreaterThan(now);
    expect(closed?.endDate?.getTime()).toBeLessThan(now);
    for (const row of rows) {
      expect(row.successContent).toMatch(/^<p>.*[ぁ-んァ-ン一-龥]/);
      expect(row.errorContent).toMatch(/^<p>.*[ぁ-んァ-ン一-龥]/);
      // Every item is one the console would save.
      for (const item of row.items as unknown[]) expect(FormItemInput.safeParse(item).success, row.name).toBe(true);
    }
    const types = ((open?.items ?? []) as { type: string }[]).map((item) => item.type);
    expect([...types].sort()).toEqual([...formItemTypes].sort());
    const answers = await t.db
      .select()
      .from(formAnswers)
      .where(eq(formAnswers.formId, open?.id ?? 0));
    expect(answers).toHaveLength(DEMO_ANSWER_COUNT);
    const texts = answers.flatMap((answer) => {
      const values = AnswerValue.array().parse(answer.values);
      expect(values.find((value) => value.key === 'email')?.value).toMatch(/@/);
      return values.map((value) => (Array.isArray(value.value) ? value.value.join('、') : value.value));
    });
    // What the answers' table and exports are shown with (issue 21).
    expect(texts.some((text) => text.includes('𠮷'))).toBe(true);
    expect(texts.some((text) => text.startsWith('='))).toBe(true);
    expect(texts.some((text) => text.startsWith('-'))).toBe(true);
    expect(texts.some((text) => text.includes('\n'))).toBe(true);
    expect(answers.filter((answer) => answer.downloaded).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => !answer.downloaded).length).toBeGreaterThan(0);
    const withFiles = answers.filter((answer) => (answer.files as unknown[]).length > 0);
    expect(withFiles).toHaveLength(2);
    const [contact] = await t.db.select().from(pages).where(eq(pages.path, 'contact'));
    expect(contact).toMatchObject({
      webId: 1,
      title: 'お問い合わせ',
      active: true,
    });
    expect(contact?.html).toMatch(
      new RegExp(`^<p>以下のフォームからお申し込みください。</p>\n\\{\\{form:${open?.id}\\}\\}\n`),
    );
    expect(contact?.html).toContain('<a href="/">トップページへ戻る</a>');
  });

  it('adds DEMO_BULK_ANSWERS generated answers to the open form, which then takes answers without a limit', async () => {
    expect(await seedDemo(t.db, { bulkAnswers: 2000 })).toBe(true);
    const [open] = await t.db.select().from(forms).where(eq(forms.name, '説明会参加申込'));
    expect(open?.limitAnswer).toBe(0);
    const answers = await t.db
      .select()
      .from(formAnswers)
      .where(eq(formAnswers.formId, open?.id ?? 0));
    expect(answers).toHaveLength(DEMO_ANSWER_COUNT + 2000);
    const last = answers.at(-1);
    const values = AnswerValue.array().parse(last?.values);
    expect(values.map((value) => value.key)).toEqual(
      ((open?.items ?? []) as { key: string; type: string }[])
        .filter((item) => item.type !== 'file')
        .map((item) => item.key),
    );
    expect(values.find((value) => value.key === 'name')?.value).toMatch(/^\S+ \S+$/u);
    expect(last?.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(bulkAnswersOf({})).toBe(0);
    expect(bulkAnswersOf({ DEMO_BULK_ANSWERS: '50000' })).toBe(50_000);
    expect(() => bulkAnswersOf({ DEMO_BULK_ANSWERS: 'many' })).toThrow(/DEMO_BULK_ANSWERS/);
  });

  it('does nothing once the database has a group', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    expect(await t.db.select({ id: accounts.id }).from(accounts)).toHaveLength(demoAccounts.length);
    expect(await t.db.select({ id: notices.id }).from(notices)).toHaveLength(5);
  });

  it('leaves a database alone that someone already set up', async () => {
    await aGroup(t.db, { name: '既存の課' });
    expect(await seedDemo(t.db)).toBe(false);
    expect(await t.db.select().from(accounts)).toEqual([]);
  });
});
