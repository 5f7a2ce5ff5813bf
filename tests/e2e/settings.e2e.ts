import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { type RunningConsole, startConsole } from './harness/server.ts';
import { field, signInEnrolled } from './support/signIn.ts';

/**
 * /setting against the reference server (issue 16): allowed domains added (refused first when invalid),
 * edited and deleted through the dialog route while a second window watches the table change live; then
 * signinAge lowered, which another signed-in user's console follows at once. Own server: the limit applies
 * to everyone on it.
 */
let server: RunningConsole;
let admin: OpenBrowser;

beforeAll(async () => {
  server = await startConsole();
  admin = await openBrowser();
  await admin.page.goto(`${server.baseUrl}/`);
  await signInEnrolled(admin.page, server.baseUrl, 'admin@example.go.jp');
}, 90_000);
afterAll(async () => {
  await admin?.close();
  await server?.stop();
});

const domainTable = (page: Page) => page.getByRole('table', { name: '許可ドメインの一覧' });
const row = (page: Page, domain: string) => domainTable(page).getByRole('row').filter({ hasText: domain });
const messages = (page: Page) => page.getByRole('region', { name: 'メッセージ' });

/** A second window of the same signed-in administrator, on /setting once the real-time channel is up. */
const openWatcher = async (): Promise<OpenBrowser> => {
  const context = await admin.browser.newContext({
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    storageState: await admin.context.storageState(),
  });
  const page = await context.newPage();
  const connected = page.waitForResponse((response) => response.url().includes('/clients/socketio/hubs/'));
  await page.goto(`${server.baseUrl}/setting`);
  await row(page, 'example.go.jp').first().waitFor();
  await connected;
  return { browser: admin.browser, context, page, errors: [], close: () => context.close() };
};

describe('/setting', () => {
  test('a domain is refused when invalid, added (IDN), edited and deleted through the dialog route; another window follows live', async () => {
    const { page } = admin;
    const watcher = await openWatcher();
    try {
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: 'システム設定' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'システム設定' }).waitFor();
      // The seed's IDN is shown in its own script.
      await row(page, 'まち.example.lg.jp').waitFor();

      await page.getByRole('button', { name: '許可ドメインを追加' }).click();
      const dialog = page.getByRole('dialog', { name: '許可ドメインを追加' });
      await dialog.waitFor();
      const name = dialog.getByRole('textbox', { name: /^ドメイン/ });
      await name.fill('not a domain');
      await dialog.getByRole('button', { name: '追加する' }).click();
      await dialog.getByText('ドメインの形式が正しくありません', { exact: false }).waitFor();
      // Already listed, typed in another case: refused before anything is sent, in Japanese.
      await name.fill('EXAMPLE.go.jp');
      await dialog.getByRole('button', { name: '追加する' }).click();
      await dialog.getByText('すでに許可ドメインに登録されています', { exact: false }).waitFor();

      await name.fill('デジタル.example.jp');
      await dialog.getByRole('combobox', { name: '用途' }).click();
      await page.getByRole('option', { name: 'アカウントのメールアドレス' }).click();
      await dialog.getByRole('textbox', { name: /^備考/ }).fill('デジタル推進室');
      await dialog.getByRole('button', { name: '追加する' }).click();
      await messages(page).getByText('許可ドメイン「デジタル.example.jp」を追加しました。').waitFor();
      await dialog.waitFor({ state: 'detached' });
      const added = row(page, 'デジタル.example.jp');
      await added.waitFor();
      expect(await added.textContent()).toContain('xn--yckow0m.example.jp');
      expect(await added.textContent()).toContain('アカウントのメールアドレス');
      expect(await added.textContent()).toContain('管理 太郎');
      // The other window, without a reload.
      await row(watcher.page, 'デジタル.example.jp').waitFor({ timeout: 15_000 });

      // Edit from the row, with the keyboard.
      await page.getByRole('button', { name: 'デジタル.example.jp を編集する' }).focus();
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: '許可ドメイン「デジタル.example.jp」を編集' });
      await edit.waitFor();
      expect(await edit.getByRole('textbox', { name: /^ドメイン/ }).inputValue()).toBe('デジタル.example.jp');
      await edit.getByRole('textbox', { name: /^備考/ }).fill('デジタル推進室（本庁）');
      await edit.getByRole('button', { name: '保存する' }).click();
      await messages(page).getByText('許可ドメイン「デジタル.example.jp」を保存しました。').waitFor();
      await row(page, 'デジタル推進室（本庁）').waitFor();
      await row(watcher.page, 'デジタル推進室（本庁）').waitFor({ timeout: 15_000 });

      // Delete through /setting/domain/{id}/delete, over the page, asked first.
      await page.getByRole('link', { name: 'デジタル.example.jp を削除する' }).click();
      await page.waitForURL(/\/setting\/domain\/\d+\/delete$/);
      const confirm = page.getByRole('dialog', { name: '許可ドメイン「デジタル.example.jp」を削除しますか？' });
      await confirm.waitFor();
      // The page stays under its dialog (hidden from the accessibility tree while the dialog is modal).
      await page.locator('main table').waitFor();
      await confirm.getByRole('button', { name: '削除する' }).click();
      await messages(page).getByText('許可ドメイン「デジタル.example.jp」を削除しました。').waitFor();
      await page.waitForURL(`${server.baseUrl}/setting`);
      await row(page, 'デジタル.example.jp').waitFor({ state: 'detached' });
      await row(watcher.page, 'デジタル.example.jp').waitFor({ state: 'detached', timeout: 15_000 });
      expect(watcher.errors).toEqual([]);
    } finally {
      await watcher.close();
    }
  }, 120_000);

  test('signinAge lowered here signs another user out by the new limit, without a reload there', async () => {
    const { page } = admin;
    // 広報課's console, with a clock the test moves (its own timers and Date; the server keeps real time).
    const koho = await openBrowser();
    try {
      await koho.context.clock.install();
      await koho.page.goto(`${server.baseUrl}/`);
      await signInEnrolled(koho.page, server.baseUrl, 'koho@example.go.jp');
      const warning = koho.page.getByRole('alertdialog', { name: 'まもなく自動的にログアウトします' });
      const expired = koho.page.getByRole('alertdialog', { name: 'ログアウトします', exact: true });

      await page.goto(`${server.baseUrl}/setting`);
      const limit = page.getByRole('spinbutton', { name: /自動ログアウトまでの時間（分）/ });
      await expect.poll(() => limit.inputValue()).toBe('60');
      // Empty: refused before anything is sent, in Japanese.
      await limit.fill('');
      await page.getByRole('button', { name: '保存する' }).click();
      await page.getByText('入力してください。').waitFor();

      const configRead = koho.page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/config' && response.ok(),
      );
      await limit.fill('1');
      await page.getByRole('button', { name: '保存する' }).click();
      await messages(page).getByText('自動ログアウトまでの時間を 1 分に変更しました。').waitFor();
      expect(await field(page, '自動ログアウトまでの時間（分）').inputValue()).toBe('1');

      // The other console reads the settings again on the config event, and counts by the new minute: its
      // countdown (the last half of a short limit) shows 30 s after its last click at the latest, the end
      // after 60 s. Under the hour before, 61 s without a click would be nothing.
      await configRead;
      await koho.context.clock.fastForward(31_000);
      await warning.waitFor();
      await koho.context.clock.fastForward(30_000);
      await expired.waitFor();
      await expired.getByRole('button', { name: 'ログイン画面へ' }).click();
      await koho.page.waitForURL(`${server.baseUrl}/`);
      await messages(koho.page).getByText('一定時間操作がなかったため、ログアウトしました。').waitFor();
    } finally {
      await koho.close();
    }
  }, 120_000);
});
