import type { Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import {
  accountCreateDialog,
  createGroupThroughApi,
  groupAccounts,
  groupEditor,
  groupList,
  groupListFailed,
} from './support/organisation.ts';
import { idle, LeaveQuestion } from './support/pageObjects/index.ts';
import { openSameSession, openSignedIn } from './support/sessions.ts';

/** The organisation fixes of issue 12, each seen in the browser against the reference server. */
const baseUrl = inject('baseUrl');
const group = '確認用課';
let admin: OpenBrowser;
let groupId: number;
/** Each test gets a page of its own: a form left typed-in does not hold the next test up. */
let page: Page;

beforeAll(async () => {
  admin = await openSignedIn(baseUrl, 'admin@example.go.jp');
  await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  groupId = await createGroupThroughApi(admin.context, baseUrl, group);
});
afterAll(async () => {
  await admin?.close();
});
afterEach(async () => {
  await page?.close();
});

const newPage = async () => {
  page = await admin.context.newPage();
  return page;
};

/** The writes a page sends from now on, as 「METHOD /path」. */
const writesOf = (watched: Page) => {
  const writes: string[] = [];
  watched.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    // The real-time channel's long-polling POSTs (socket.io, before or instead of its WebSocket) carry no change.
    if (request.method() !== 'GET' && !pathname.startsWith('/clients/')) writes.push(`${request.method()} ${pathname}`);
  });
  return writes;
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('organisation dialogs and forms (issue 12)', () => {
  test('double-clicking 「追加する」 creates one account and keeps its temporary password until it is closed', async () => {
    await newPage();
    await groupEditor(page).goto(`${baseUrl}/group/${groupId}`, group);
    await page.getByRole('link', { name: 'アカウントを追加' }).click();
    const dialog = await accountCreateDialog(page).waitOpen();
    await dialog.fill('氏名', '二重 押男');
    await dialog.fill('メールアドレス', 'nijuu@example.go.jp');
    const writes = writesOf(page);
    const submit = (await dialog.button('追加する').boundingBox()) as Box;
    const spot = { x: submit.x + submit.width / 2, y: submit.y + submit.height / 2 };

    await page.mouse.dblclick(spot.x, spot.y);
    const secret = await dialog.readSecret();
    // A double click whose second press comes after the answer (a fast server) lands here too.
    await page.mouse.click(spot.x, spot.y);

    // Still on screen: the copy button works on it, and the clipboard holds it.
    await dialog.copyButton.click();
    await dialog.text('コピーしました').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(secret.length).toBeGreaterThanOrEqual(12);
    expect(await dialog.readSecret()).toBe(secret);
    // Neither close control sits where the submit button was.
    expect(overlaps(submit, (await dialog.footerClose.boundingBox()) as Box)).toBe(false);
    expect(overlaps(submit, (await dialog.titleClose.boundingBox()) as Box)).toBe(false);
    expect(writes).toEqual([`POST /api/group/${groupId}/account`]);

    await dialog.close();
    const accounts = groupAccounts(page, group);
    await accounts.cell('nijuu@example.go.jp').waitFor();
    expect(await accounts.row('nijuu@example.go.jp').count()).toBe(1);
  });

  test('a group name of only spaces is refused under the field in Japanese, and nothing is sent', async () => {
    await newPage();
    const editor = await groupEditor(page).goto(`${baseUrl}/group/create`, '組織を作成');
    // The app checks, not the browser: no bubble in the browser's language.
    expect(await editor.skipsBrowserChecks('組織名')).toBe(true);
    const writes = writesOf(page);
    await editor.fill('組織名', '   ');
    await editor.save('作成する');
    expect(await editor.fieldError('組織名')).toBe('入力してください。');
    expect(writes).toEqual([]);
    expect(await page.getByText('サーバーの応答を読み取れませんでした').count()).toBe(0);
  });

  test('Back over the account dialog with something typed asks first, and 「入力を続ける」 keeps the input', async () => {
    await newPage();
    await groupEditor(page).goto(`${baseUrl}/group/${groupId}`, group);
    await page.getByRole('link', { name: 'アカウントを追加' }).click();
    const dialog = await accountCreateDialog(page).waitOpen();
    const dialogUrl = page.url();
    await dialog.fill('氏名', '戻る 太郎');

    // The guard is armed a few renders after the first keystroke (it mounts only once something is typed,
    // and the router registers its blocker in an effect two renders later): under load, a Back pressed
    // within those milliseconds closes the dialog without a word. A person is slower; the test waits too.
    await idle(page);
    await page.goBack({ waitUntil: 'commit' });
    const question = await new LeaveQuestion(page, 'dialog').waitOpen();
    await question.stay();

    expect(await dialog.field('氏名').inputValue()).toBe('戻る 太郎');
    expect(page.url()).toBe(dialogUrl);
  });

  test('the group list says when it could not be loaded, and 「再試行」 brings it', async () => {
    await newPage();
    // The load at start-up fails once the screen is open. (Failed before, the screen would load it again
    // by itself on opening, and rightly so: the failure would never show.)
    let screenOpen = () => {};
    const opened = new Promise<void>((open) => {
      screenOpen = open;
    });
    // Every read of the list fails until 「再試行」: a group changed meanwhile by another test on the same server
    // would otherwise bring a second read (the real-time event) that succeeds and hides the failure.
    let failing = true;
    await page.route(
      (url) => url.pathname === '/api/group',
      async (route) => {
        await opened;
        if (failing) await route.abort('failed');
        else await route.continue();
      },
    );
    const list = await groupList(page).goto(`${baseUrl}/group`);
    // Once the page is idle after its title is drawn, the screen's own effects (its gate) have run.
    await idle(page);
    screenOpen();

    await list.failure(groupListFailed).waitFor();
    expect(await list.state('組織はまだありません').count()).toBe(0);
    failing = false;
    await list.retry(groupListFailed);
    await list.link('システム管理').waitFor();
    expect(await list.countText()).toMatch(/^[\d,]+ 件$/);
    expect(await list.failure(groupListFailed).count()).toBe(0);
  });

  test('a rename saved on /group/{id} reaches /group in another window without a reload', async () => {
    const renamed = await createGroupThroughApi(admin.context, baseUrl, '改名前課');
    const watcher = await openSameSession(admin);
    try {
      const watched = await groupList(watcher.page).goto(`${baseUrl}/group`);
      await watched.link('改名前課').waitFor();
      await watched.waitUntilLive();
      // Set in the watching page: a reload would drop it.
      await watcher.page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));

      const editor = await groupEditor(await newPage()).goto(`${baseUrl}/group/${renamed}`, '改名前課');
      await editor.fill('組織名', '改名後課');
      await editor.save();
      await editor.heading('改名後課').waitFor();

      await watched.link('改名後課').waitFor({ timeout: 15_000 });
      expect(await watched.link('改名前課').count()).toBe(0);
      expect(await watcher.page.evaluate(() => 'e2eNotReloaded' in window)).toBe(true);
    } finally {
      await watcher.close();
    }
  });
});
