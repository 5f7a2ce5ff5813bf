import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { accountCreateDialog, groupAccounts, groupEditor, groupList } from './support/organisation.ts';
import { openSameSession, openSignedIn } from './support/sessions.ts';

const baseUrl = inject('baseUrl');
let admin: OpenBrowser;

beforeAll(async () => {
  admin = await openSignedIn(baseUrl, 'admin@example.go.jp');
});
afterAll(async () => {
  await admin?.close();
});

describe('organisation screens against the reference server', () => {
  test('a group is created with its levels, seen live by another signed-in user, given an account, and deleted once empty', async () => {
    const { page } = admin;
    // A second window of the same super-group account watches the group list.
    const watcher = await openSameSession(admin);
    try {
      const watched = await groupList(watcher.page).goto(`${baseUrl}/group`);
      await watched.waitUntilLive();

      const editor = groupEditor(page);
      await editor.goto(`${baseUrl}/group/create`, '組織を作成');
      await editor.fill('組織名', '防災課');
      await editor.step('フォームのレベルを上げる', 2);
      await page.getByText('サイドメニュー：フォーム').first().waitFor();
      await editor.save('作成する');
      await editor.heading('防災課').waitFor();
      const groupUrl = page.url();
      expect(groupUrl).toMatch(/\/group\/\d+$/);

      // The real-time channel brings the new group to the other window without a reload.
      await watched.link('防災課').waitFor({ timeout: 15_000 });
    } finally {
      await watcher.close();
    }

    // An account in the new group (dialog route over the group page).
    await page.getByRole('link', { name: 'アカウントを追加' }).click();
    const dialog = await accountCreateDialog(page).waitOpen();
    await dialog.fill('氏名', '防災 花子');
    await dialog.fill('メールアドレス', 'bosai@example.go.jp');
    await dialog.submit('追加する');
    await dialog.text('仮パスワード').waitFor();
    await dialog.close();
    await groupAccounts(page, '防災課').cell('bosai@example.go.jp').waitFor();

    // Deleting is not offered while the group has an account: the button is disabled and says why.
    const deleteButton = page.getByRole('button', { name: '組織を削除' });
    await page.getByText(/アカウントが所属している組織は削除できません/).waitFor();
    expect(await deleteButton.isDisabled()).toBe(true);
  });

  test('a user without ACCOUNT sees only the entries its levels allow, and /group is the not-found page', async () => {
    const koho = await openSignedIn(baseUrl, 'koho@example.go.jp');
    try {
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
      // /workflow has no permission set (spec §2.2): it opens for anyone signed in, even when the navigation
      // does not offer it (no workflow flag, CONFIG not above 4).
      await koho.page.goto(`${baseUrl}/workflow`);
      await koho.page.getByRole('heading', { level: 1, name: 'ワークフロー' }).waitFor();
    } finally {
      await koho.close();
    }
  });
});
