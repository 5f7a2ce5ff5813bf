import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { field, signInEnrolled } from './support/signIn.ts';

const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let watcher: OpenBrowser;

beforeAll(async () => {
  admin = await openBrowser();
  watcher = await openBrowser();
  await admin.page.goto(`${baseUrl}/`);
  await signInEnrolled(admin.page, baseUrl, 'admin@example.go.jp');
});
afterAll(async () => {
  await admin?.close();
  await watcher?.close();
});

describe('organisation screens against the reference server', () => {
  test('a group is created with its levels, seen live by another signed-in user, given an account, and deleted once empty', async () => {
    const { page } = admin;
    // A second browser (the same super-group account) watches the group list.
    await watcher.page.goto(`${baseUrl}/`);
    await signInEnrolled(watcher.page, baseUrl, 'admin@example.go.jp');
    await watcher.page.goto(`${baseUrl}/group`);
    await watcher.page.getByRole('heading', { level: 1, name: '組織' }).waitFor();

    await page.goto(`${baseUrl}/group/create`);
    await field(page, '組織名').fill('防災課');
    await page.getByRole('button', { name: 'フォームのレベルを上げる' }).click();
    await page.getByRole('button', { name: 'フォームのレベルを上げる' }).click();
    await page.getByText('サイドメニュー：フォーム').first().waitFor();
    await page.getByRole('button', { name: '作成する' }).click();
    await page.getByRole('heading', { level: 1, name: '防災課' }).waitFor();
    const groupUrl = page.url();
    expect(groupUrl).toMatch(/\/group\/\d+$/);

    // The real-time channel brings the new group to the other browser without a reload.
    await watcher.page.getByRole('link', { name: '防災課' }).waitFor({ timeout: 15_000 });

    // An account in the new group (dialog route over the group page).
    await page.getByRole('link', { name: 'アカウントを追加' }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog as never, '名前').fill('防災 花子');
    await field(dialog as never, 'メールアドレス').fill('bosai@example.go.jp');
    await dialog.getByRole('button', { name: '追加する' }).click();
    await dialog.getByText('仮パスワード').first().waitFor();
    await dialog.getByRole('button', { name: '閉じる' }).first().click();
    await page.getByRole('cell', { name: 'bosai@example.go.jp' }).waitFor();

    // Deleting is not offered while the group has an account: the button is disabled and says why.
    const deleteButton = page.getByRole('button', { name: '組織を削除' });
    await page.getByText(/アカウントが所属している組織は削除できません/).waitFor();
    expect(await deleteButton.isDisabled()).toBe(true);
  });

  test('a user without ACCOUNT sees only the entries its levels allow, and /group is the not-found page', async () => {
    const koho = await openBrowser();
    try {
      await koho.page.goto(`${baseUrl}/`);
      await signInEnrolled(koho.page, baseUrl, 'koho@example.go.jp');
      const nav = koho.page.getByRole('navigation', { name: 'メインメニュー' });
      const labels = await nav.getByRole('link').allInnerTexts();
      // 広報課: CMS 4, FORM 2, MAIL 1, MAIL_ADDRESS 2, ACCOUNT 0, FORM_ANSWER 1, CONFIG 0, workflow flag.
      expect(labels).toEqual(
        expect.arrayContaining([
          'ホーム',
          'CMS',
          'テンプレート',
          'フォーム',
          'フォーム回答',
          'メール送信',
          'ワークフロー',
        ]),
      );
      expect(labels).not.toContain('組織');
      expect(labels).not.toContain('テーマ');
      expect(labels).not.toContain('システム設定');
      await koho.page.goto(`${baseUrl}/group`);
      await koho.page.getByText("The page you're looking for doesn't exist.").waitFor();
      // A screen not built yet says so instead of failing.
      await koho.page.goto(`${baseUrl}/cms/template`);
      await koho.page.getByText('この画面は準備中です。', { exact: false }).waitFor();
    } finally {
      await koho.close();
    }
  });
});
