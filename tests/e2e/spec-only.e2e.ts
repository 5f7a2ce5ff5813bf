import type { Locator, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seedPages, seedWebs } from '../specOnly/data.ts';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { setChecked } from './support/checkable.ts';
import { groupEditor, groupList } from './support/organisation.ts';
import { ListPage } from './support/pageObjects/index.ts';
import { openSameSession } from './support/sessions.ts';
import { submitPassword } from './support/signIn.ts';
import { overviewAccountType, signInSpecOnly, startSpecOnlyServer } from './support/specOnly.ts';

/**
 * The console against a server that speaks only the spec (tests/specOnly, issue 13): bare lists, no fields of
 * ours (no version, no memberCount), an account type and notice types of its own, no negotiation call, and
 * the real-time channel where spec §7.2 puts it. Its own server, started here; not the reference server.
 */
let server: Awaited<ReturnType<typeof startSpecOnlyServer>>;
let staff: OpenBrowser;
let baseUrl: string;
/** 「METHOD /path status」 of every answer the first window got. */
const answers: string[] = [];

const record = (page: Page, into: string[]) =>
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === baseUrl) into.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });

/**
 * What the console wrote to its log as errors, less the browser's own lines for the 404s this server gives to
 * calls of ours (which ones: `missingCallsOfOurs`); nothing else is expected.
 */
const unexpectedErrors = (open: OpenBrowser) =>
  open.errors.filter((error) => !/the server responded with a status of 404/.test(error));

/** The calls of ours the console made here, which this server does not have: nothing else may have met a 404. */
const missingCallsOfOurs = [
  'GET /auth/login/msal 404',
  'GET /api/realtime/negotiate 404',
  'GET /api/group/3/account 404',
];

const messages = (page: Page) => page.getByRole('region', { name: 'メッセージ' });
const bell = (page: Page, name: string | RegExp = /^お知らせ/) =>
  page.getByRole('banner').getByRole('button', { name, exact: typeof name === 'string' });

/** A type label's colour as drawn: its background, as `[r, g, b]`. */
const background = async (label: Locator): Promise<number[]> =>
  (await label.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)?.map(Number) ?? [];

beforeAll(async () => {
  server = await startSpecOnlyServer();
  baseUrl = server.baseUrl;
  staff = await openBrowser();
  record(staff.page, answers);
});
afterAll(async () => {
  await staff?.close();
  await server?.stop();
});

describe('the console against a spec-only server', () => {
  test('an account of a type of its own (Staff) signs in with password and code: no password change, its type as it came', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/`);
    await submitPassword(page, 'staff@example.go.jp', 'not-the-password');
    // The server's own words for a refused password ({ error: true, message }).
    await messages(page).getByText('メールアドレスまたはパスワードが違います。').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await signInSpecOnly(page, baseUrl, 'staff@example.go.jp');
    await page.getByText('職員 花子 さん、ようこそ。').waitFor();
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'ログアウト' }).waitFor();
    expect(await banner.getByRole('button', { name: 'パスワード変更' }).count()).toBe(0);
    expect(await overviewAccountType(page).textContent()).toBe('Staff');
    expect(await banner.getByText('情報政策課').count()).toBeGreaterThan(0);
  });

  test('a Default account of the same server gets the password change (the Staff one lacks it for its type)', async () => {
    const context = await staff.browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      await signInSpecOnly(page, baseUrl, 'default@example.go.jp');
      await page.getByRole('banner').getByRole('button', { name: 'パスワード変更' }).waitFor();
      expect(await overviewAccountType(page).textContent()).toBe('メールアドレスとパスワード');
    } finally {
      await context.close();
    }
  });

  test('the bell lists the bare notices: maintenance as its own word in blue, 緊急 as urgent in red', async () => {
    const { page } = staff;
    await bell(page, 'お知らせ (未読 3 件)').click();
    const popup = page.getByRole('dialog', { name: 'お知らせ' });
    await popup.waitFor();
    const items = popup.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(3);

    const maintenance = items.filter({ hasText: '定期メンテナンス' }).locator('[data-type]');
    const urgent = items.filter({ hasText: '停電' }).locator('[data-type]');
    const success = items.filter({ hasText: '移行が完了' }).locator('[data-type]');
    expect(await maintenance.textContent()).toBe('maintenance');
    expect(await maintenance.getAttribute('data-type')).toBe('others');
    expect(await urgent.textContent()).toBe('緊急');
    expect(await urgent.getAttribute('data-type')).toBe('urgent');
    expect(await success.textContent()).toBe('完了');
    const [blueR = 0, , blueB = 0] = await background(maintenance);
    const [redR = 0, , redB = 0] = await background(urgent);
    expect(blueB).toBeGreaterThan(blueR);
    expect(redR).toBeGreaterThan(redB);
    expect(await items.filter({ hasText: '停電' }).getByText('重要').count()).toBe(1);

    // Closing the popup marks them read.
    await popup.getByRole('button', { name: '閉じる' }).click();
    await bell(page, 'お知らせ').waitFor();
  });

  test('a notice the server announces (system-notice created) reaches the bell live', async () => {
    const { page, context } = staff;
    await page.mouse.move(200, 500);
    const sent = await context.request.post(`${baseUrl}/api/notice`, {
      data: { type: '訓練', content: '<p>明日 10 時に避難訓練を行います。</p>', important: false },
    });
    expect(sent.status()).toBe(200);
    const announced = messages(page).locator('li').filter({ hasText: '新しいお知らせがあります。' });
    await announced.waitFor();
    await bell(page, 'お知らせ (未読 1 件)').waitFor();
    // The message lies over the bell for its 10 seconds: closed by hand, as a person would.
    await announced.getByRole('button', { name: '閉じる' }).click();
    await announced.waitFor({ state: 'detached' });
    await bell(page, 'お知らせ (未読 1 件)').click();
    const popup = page.getByRole('dialog', { name: 'お知らせ' });
    const drill = popup.getByRole('listitem').first();
    await drill.getByText('避難訓練').waitFor();
    expect(await drill.locator('[data-type]').textContent()).toBe('訓練');
    expect(await drill.locator('[data-type]').getAttribute('data-type')).toBe('others');
    await popup.getByRole('button', { name: '閉じる' }).click();
    await bell(page, 'お知らせ').waitFor();
  });

  test('the group list shows the bare groups with the member-count cell empty', async () => {
    const list = await groupList(staff.page).goto(`${baseUrl}/group`);
    for (const name of ['システム管理', '情報政策課', '広報課']) await list.link(name).waitFor();
    expect(await list.countText()).toBe('3 件');
    const countCell = (row: Locator) =>
      row.evaluate((tr) => {
        const headers = [...(tr.closest('table')?.querySelectorAll('thead th') ?? [])];
        const column = headers.findIndex((th) => (th.textContent ?? '').includes('アカウント数'));
        return column < 0 ? null : (tr.children[column]?.textContent ?? null);
      });
    expect(await countCell(list.row('広報課'))).toBe('');
    expect(await countCell(list.row('システム管理'))).toBe('');
  });

  test('bare mailing lists and mail history: a type of its own as it came, the addresses counted, history rows by id', async () => {
    await staff.page.goto(`${baseUrl}/mailing`);
    const lists = staff.page.getByRole('table', { name: 'メーリングリストの一覧' });
    const row = lists.getByRole('row').filter({ hasText: '防災メール' });
    await expect.poll(() => row.textContent()).toContain('メールマガジン');
    expect(await row.textContent()).toContain('2');
    await staff.page.goto(`${baseUrl}/mail`);
    const history = staff.page.getByRole('table', { name: '送信履歴' });
    // Its header row and one row per mail: nothing but their ids came.
    await expect.poll(() => history.getByRole('row').count()).toBe(3);
    await staff.page.goto(`${baseUrl}/overview`);
  });

  test('a rename saved in one window arrives live in another over the socket (negotiate 404), and no version is sent', async () => {
    const watcher = await openSameSession(staff);
    const watcherAnswers: string[] = [];
    record(watcher.page, watcherAnswers);
    try {
      const watched = await groupList(watcher.page).goto(`${baseUrl}/group`);
      await watched.link('広報課').waitFor();
      // Connected although the negotiation of ours is not there: straight to /clients/socketio/hubs/console.
      await watched.waitUntilLive();
      expect(watcherAnswers.filter((answer) => answer.startsWith('GET /api/realtime/negotiate'))).toEqual([
        'GET /api/realtime/negotiate 404',
      ]);
      // Both windows (a page left earlier may not have been noticed gone yet).
      expect(server.connectedConsoles()).toBeGreaterThanOrEqual(2);
      await watcher.page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));

      const { page } = staff;
      // The group's accounts are ours: the screen asks, this server answers 404 (checked at the end).
      const accountsAnswered = page.waitForResponse((response) => response.url().endsWith('/api/group/3/account'));
      const editor = await groupEditor(page).goto(`${baseUrl}/group/3`, '広報課');
      await editor.fill('組織名', '広報・報道課');
      const put = page.waitForRequest((request) => request.method() === 'PUT');
      await editor.save();
      const sent = await put;
      expect(new URL(sent.url()).pathname).toBe('/api/group/3');
      expect(Object.keys(sent.postDataJSON() as object).sort()).toEqual(['description', 'name', 'permission']);
      await editor.heading('広報・報道課').waitFor();
      await messages(page).getByText('組織「広報・報道課」を保存しました。').waitFor();
      expect(answers).toContain('PUT /api/group/3 200');

      await watched.link('広報・報道課').waitFor({ timeout: 10_000 });
      expect(await watched.link('広報課').count()).toBe(0);
      expect(await watcher.page.evaluate(() => 'e2eNotReloaded' in window)).toBe(true);
      expect(unexpectedErrors(watcher)).toEqual([]);
      await accountsAnswered;
    } finally {
      await watcher.close();
    }
    expect(unexpectedErrors(staff)).toEqual([]);
    expect([...new Set(answers.filter((answer) => / (4|5)\d\d$/.test(answer)))].sort()).toEqual(
      [...missingCallsOfOurs].sort(),
    );
  });

  test('a group created in one window arrives live in another, and so does its deletion', async () => {
    const watcher = await openSameSession(staff);
    try {
      const watched = await groupList(watcher.page).goto(`${baseUrl}/group`);
      await watched.waitUntilLive();
      const { page } = staff;
      const editor = groupEditor(page);
      await editor.goto(`${baseUrl}/group/create`, '組織を作成');
      await editor.fill('組織名', '防災課');
      await editor.save('作成する');
      await editor.heading('防災課').waitFor();
      await watched.link('防災課').waitFor({ timeout: 10_000 });

      // The accounts are ours (this server has no such call): said so with a retry, never "no accounts".
      await page.getByText('アカウントを読み込めませんでした').waitFor();
      // With no member count to go by, deleting is offered and left to the server.
      await page.getByRole('button', { name: '組織を削除' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByText('組織「防災課」を削除します。').waitFor();
      await confirm.getByRole('button', { name: '削除する' }).click();
      await page.waitForURL(`${baseUrl}/group`);
      await watched.link('防災課').waitFor({ state: 'detached', timeout: 10_000 });
      expect(unexpectedErrors(watcher)).toEqual([]);
    } finally {
      await watcher.close();
    }
  });

  test('bare pages (id, html, active) are listed by id, open with their HTML and no check result, and a toggle arrives live in another window', async () => {
    const webId = seedWebs()[0]?.id ?? 0;
    const seeded = seedPages();
    const pageList = (page: Page) =>
      new ListPage(page, {
        heading: `Webサイト #${webId}のページ`,
        searchLabel: 'ページをタイトルかパスで検索',
        caption: 'ページの一覧',
      });
    const pageAnswers: string[] = [];
    const { page } = staff;
    record(page, pageAnswers);
    const list = await pageList(page).goto(`${baseUrl}/cms/${webId}/page`);
    // No title, path or template of ours: each page under its id, switched as the server has it.
    for (const seed of seeded) {
      await list.link(`ページ #${seed.id}`).waitFor();
      expect(await list.row(`ページ #${seed.id}`).getByRole('checkbox').isChecked()).toBe(seed.active);
    }
    expect(await list.table.getByRole('row').count()).toBe(seeded.length + 1);

    // The editor: the page's HTML in the code editor; the check's answer ({}) is not a result, and it says so.
    const [opened] = seeded.filter((seed) => !seed.active);
    if (!opened) throw new Error('no inactive seeded page');
    await list.link(`ページ #${opened.id}`).click();
    await page.waitForURL(`${baseUrl}/cms/${webId}/page/${opened.id}`);
    await page.getByRole('heading', { level: 1, name: `ページ #${opened.id}` }).waitFor();
    const html = page.getByRole('textbox', { name: 'HTML' });
    await html.locator('.cm-line').first().waitFor();
    expect((await html.locator('.cm-line').allTextContents()).join('\n')).toBe(opened.html);
    await page
      .getByRole('region', { name: '検証結果' })
      .getByText('HTMLを検証できませんでした。保存するとサーバーが検証します。')
      .waitFor();
    expect(pageAnswers).toContain('POST /api/cms/validate/ 200');

    // Another window of the same session watches the list.
    const watcher = await openSameSession(staff);
    const watcherAnswers: string[] = [];
    record(watcher.page, watcherAnswers);
    try {
      const watched = await pageList(watcher.page).goto(`${baseUrl}/cms/${webId}/page`);
      await watched.link(`ページ #${opened.id}`).waitFor();
      await watched.waitUntilLive();
      await watcher.page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
      const watchedSwitch = watched.row(`ページ #${opened.id}`).getByRole('checkbox');
      expect(await watchedSwitch.isChecked()).toBe(false);

      // Switched on from the list: the switch follows once the server answered the PATCH.
      await page.getByRole('link', { name: `「Webサイト #${webId}」のページ一覧へ戻る` }).click();
      await list.heading.waitFor();
      const toggle = list.row(`ページ #${opened.id}`).getByRole('checkbox');
      expect(await toggle.isChecked()).toBe(false);
      const patched = page.waitForResponse(
        (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname.endsWith('/active'),
      );
      await setChecked(toggle);
      const answer = await patched;
      expect(new URL(answer.url()).pathname).toBe(`/api/cms/page/${opened.id}/active`);
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toEqual({ active: true });
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await expect.poll(() => toggle.isDisabled()).toBe(false);

      // The other window: cms-page updated → the page fetched again by id, its switch on, no reload.
      await expect.poll(() => watchedSwitch.isChecked()).toBe(true);
      expect(watcherAnswers).toContain(`GET /api/cms/page/${opened.id} 200`);
      expect(await watcher.page.evaluate(() => 'e2eNotReloaded' in window)).toBe(true);
      expect(unexpectedErrors(watcher)).toEqual([]);
    } finally {
      await watcher.close();
    }
    const stored = (await (await staff.context.request.get(`${baseUrl}/api/cms/page/${opened.id}`)).json()) as object;
    expect(stored).toEqual({ ...opened, active: true });
    // Every page call was answered; the 404s are the calls of ours and the templates and themes, which the
    // screens load and this stand-in does not answer (spec calls, not part of its pages).
    expect([...new Set(pageAnswers.filter((entry) => / (4|5)\d\d$/.test(entry)))].sort()).toEqual(
      [
        'GET /auth/login/msal 404',
        'GET /api/realtime/negotiate 404',
        'GET /api/cms/template 404',
        'GET /api/cms/theme 404',
      ].sort(),
    );
    // The preview's frame is a file of the console's build (cms-preview.html): this server serves it too, so
    // the editor's preview loaded no console into its frame (no blocked asset, no error).
    expect(unexpectedErrors(staff)).toEqual([]);
  });

  test('signing out ends the session on this server too: the old window is asked to sign in again', async () => {
    const { page } = staff;
    await page.goto(`${baseUrl}/overview`);
    await page.getByRole('banner').getByRole('button', { name: 'ログアウト' }).click();
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
    // No warning: the server answered the sign-out.
    expect(
      await messages(page).getByText('サーバー側のログアウトを確認できませんでした', { exact: false }).count(),
    ).toBe(0);
    await page.goto(`${baseUrl}/overview`);
    await page.getByRole('heading', { level: 1, name: 'ログイン' }).waitFor();
  });
});
