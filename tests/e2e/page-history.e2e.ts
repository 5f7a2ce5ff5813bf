import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { openSameSession, openSignedIn } from './support/sessions.ts';
import { apiSession } from './support/signIn.ts';

/**
 * Issue 22, a page's history end to end against the reference server, on the demo's 採用情報サイト
 * (server/seed/demoWorkflows.ts). The administrator opens 職員採用案内 from its editor's 「公開履歴」: its
 * three versions (the first published, 公開中, the requested one 未公開) by 広報 花子, the live one against the newest
 * compared side by side, then the first one chosen instead. A second console on 採用説明会's history sees
 * the version 広報 花子's resubmission makes arrive without a reload.
 */
const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let watcher: OpenBrowser;

interface Request {
  id: number;
  webId: number;
  pageId: number | null;
  pageTitle: string | null;
  version: number;
  mayResubmit?: boolean;
}

/** The demo's requests as the given session reads them (a cookie, or a signed-in browser's). */
const requestsOf = async (session: string | OpenBrowser): Promise<Request[]> => {
  const answer =
    typeof session === 'string'
      ? await (await fetch(`${baseUrl}/api/workflow`, { headers: { cookie: session } })).json()
      : await (await session.context.request.get(`${baseUrl}/api/workflow`)).json();
  return (answer as { data: Request[] }).data;
};

const requestFor = (requests: Request[], title: string) => {
  const found = requests.find((request) => request.pageTitle === title && request.pageId !== null);
  if (!found) throw new Error(`no demo request for ${title}: the seed changed`);
  return found;
};

beforeAll(async () => {
  admin = await openSignedIn(baseUrl, 'admin@example.go.jp');
  watcher = await openSameSession(admin);
  // A state not reached fails the step that waits for it, not the whole test's time.
  for (const { page } of [admin, watcher]) page.setDefaultTimeout(15_000);
}, 120_000);

afterAll(async () => {
  await Promise.all([watcher?.close(), admin?.close()]);
});

const versionRows = (page: Page) => page.getByRole('table', { name: 'ページの版の一覧' }).getByRole('row');
const diffOf = (page: Page) => page.getByRole('region', { name: 'HTMLの差分' });

describe('a page history against the reference server', () => {
  test('opened from the editor: the versions, 公開中 against the newest, then another pair compared', async () => {
    const recruit = requestFor(await requestsOf(admin), '職員採用案内');
    const { page } = admin;
    await page.goto(`${baseUrl}/cms/${recruit.webId}/page/${recruit.pageId}`);
    await page.getByRole('link', { name: '公開履歴' }).click();
    await page.getByRole('heading', { level: 1, name: '公開履歴' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cms/${recruit.webId}/page/${recruit.pageId}/history`);

    // Header and three versions, newest first: requested (未公開), live, the first published.
    await versionRows(page).nth(3).waitFor();
    expect(await versionRows(page).count()).toBe(4);
    const [requested, live, first] = await Promise.all([1, 2, 3].map((n) => versionRows(page).nth(n).textContent()));
    expect(requested).toMatch(/^版 3職員採用案内（トップページ）広報 花子.*未公開$/);
    expect(live).toMatch(/^版 2職員採用案内（トップページ）広報 花子.*公開中$/);
    expect(first).toMatch(/^版 1職員採用案内（トップページ）広報 花子/);
    expect(first).not.toMatch(/公開中|未公開/);

    // 公開中 against the newest: the post added to the list is the one change.
    const diff = diffOf(page);
    await diff.getByRole('textbox', { name: '比較元：版 2（公開中）' }).waitFor();
    await diff.getByRole('textbox', { name: '比較先：版 3' }).waitFor();
    await diff.getByText(/^\d+ か所が異なります。$/).waitFor();
    expect(await diff.getByRole('textbox', { name: '比較先：版 3' }).textContent()).toContain('土木技術職');
    await page.getByTitle('比較先（版 3）のプレビュー').waitFor();

    // 版 1 as 比較元, chosen by keyboard.
    await page.getByRole('combobox', { name: '比較元' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: /^版 1・/ }).click();
    await diffOf(page).getByRole('textbox', { name: '比較元：版 1' }).waitFor();
    expect(await diffOf(page).getByRole('textbox', { name: '比較元：版 1' }).textContent()).toContain('ご案内します。');
    await page.getByTitle('比較元（版 1）のプレビュー').waitFor();

    await page.getByRole('link', { name: 'ページの編集へ戻る' }).click();
    await page.getByRole('link', { name: '公開履歴' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cms/${recruit.webId}/page/${recruit.pageId}`);
  });

  test('a version made meanwhile (広報 花子 edits and resubmits) arrives in another console without a reload', async () => {
    const koho = await apiSession(baseUrl, 'koho@example.go.jp');
    const call = (path: string, method = 'GET', body?: unknown) =>
      fetch(`${baseUrl}${path}`, {
        method,
        headers: { cookie: koho, origin: baseUrl, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const briefing = requestFor(await requestsOf(koho), '採用説明会');
    const { page } = watcher;
    await page.goto(`${baseUrl}/cms/${briefing.webId}/page/${briefing.pageId}/history`);
    await page.getByRole('heading', { level: 1, name: '公開履歴' }).waitFor();
    await versionRows(page).nth(2).waitFor();
    const before = await versionRows(page).count();
    await diffOf(page)
      .getByRole('textbox', { name: /^比較先/ })
      .waitFor();

    // The remanded request's page edited as asked (a save on a website with approvers changes the draft
    // only), then sent again: a new version of the page is kept for it.
    const { data: current } = (await (await call(`/api/cms/page/${briefing.pageId}`)).json()) as {
      data: { title: string; html: string; version: number };
    };
    const saved = await call(`/api/cms/page/${briefing.pageId}`, 'PUT', {
      title: current.title,
      html: `${current.html}\n<p>会場は本庁舎 5 階の大会議室です。</p>`,
      version: current.version,
    });
    expect(saved.status).toBe(200);
    const edited = requestFor(await requestsOf(koho), '採用説明会');
    expect(edited.mayResubmit).toBe(true);
    const answer = await call('/api/workflow/resubmit', 'PUT', {
      id: edited.id,
      comment: '会場の部屋名を書きました。',
      version: edited.version,
    });
    expect(answer.status).toBe(200);

    // One more row, newest first, made by 広報 花子 and not published; the comparison follows the newest.
    await versionRows(page).nth(before).waitFor();
    expect(await versionRows(page).count()).toBe(before + 1);
    // The row is counted as soon as it is drawn; its place at the top is waited for, not read at once (in CI,
    // under load, the first read still gave the previous newest).
    await expect.poll(() => versionRows(page).nth(1).textContent()).toMatch(/広報 花子.*未公開$/);
    await diffOf(page)
      .getByRole('textbox', { name: /^比較先/ })
      .filter({ hasText: '大会議室' })
      .waitFor();
    expect(await page.getByRole('heading', { level: 1, name: '公開履歴' }).count()).toBe(1);
  });
});
