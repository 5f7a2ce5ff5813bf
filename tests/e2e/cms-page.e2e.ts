import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { setChecked } from './support/checkable.ts';
import { openSignedIn, runSessionCookie } from './support/sessions.ts';

/**
 * Issue 17, pages end to end against the reference server. The administrator creates a theme, a template
 * and a website, then a page: the server's check shows an HTML error at its line, then an accessibility
 * problem, each fixed; the preview follows the typing; saved, switched active, opened where the server
 * publishes it; deleted in the order the refusals require (the website refuses while it has pages, the theme
 * while a website uses it). 広報課 watches the website's page list: each change arrives without a reload.
 * A page script that reads the cookies and calls the API gets nothing of the console's in the preview.
 */
const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let koho: OpenBrowser;
const run = Date.now().toString(36);
const themeName = `e2eテーマ ${run}`;
const templateName = `e2eテンプレート ${run}`;
const siteName = `e2eサイト ${run}`;
const pageTitle = `お知らせ ${run}`;
/** An image the published page may show (its policy allows https: and data: images; no network here). */
const MAP = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

beforeAll(async () => {
  [admin, koho] = await Promise.all([
    openSignedIn(baseUrl, 'admin@example.go.jp'),
    openSignedIn(baseUrl, 'koho@example.go.jp'),
  ]);
}, 120_000);

afterAll(async () => {
  // If a step failed, this run's records go anyway, in the order the refusals require.
  const cookie = await runSessionCookie(baseUrl, 'admin@example.go.jp').catch(() => '');
  if (cookie) {
    const call = (path: string, method = 'GET') =>
      fetch(`${baseUrl}${path}`, { method, headers: { cookie, origin: baseUrl } });
    const listed = async (path: string) =>
      ((await (await call(path)).json()) as { data?: { id: number; name?: string; title?: string }[] }).data ?? [];
    for (const found of (await listed('/api/cms/page')).filter((page) => page.title === pageTitle)) {
      await call(`/api/cms/page/${found.id}`, 'DELETE');
    }
    for (const [kind, name] of [
      ['web', siteName],
      ['theme', themeName],
      ['template', templateName],
    ] as const) {
      for (const found of (await listed(`/api/cms/${kind}`)).filter((record) => record.name === name)) {
        await call(`/api/cms/${kind}/${found.id}`, 'DELETE');
      }
    }
  }
  await Promise.all([admin?.close(), koho?.close()]);
});

const messageOf = (page: Page, text: string) => page.getByRole('region', { name: 'メッセージ' }).getByText(text);
const rowWith = (page: Page, table: string | RegExp, name: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
/** Puts text into a code editor (CodeMirror) as a paste does: the whole text, no tag closed for us. */
const pasteInto = async (page: Page, editor: Locator, text: string, { replace = false } = {}) => {
  await editor.click();
  if (replace) {
    // Cleared by CodeMirror's own delete command: a paste over lines the browser edits itself makes Chromium
    // set a style attribute on a line as it merges them (blocked by the console's policy and redrawn anyway).
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Delete');
  } else {
    await page.keyboard.press('Control+End');
  }
  await page.keyboard.insertText(text);
};
/** Switches a checkbox on once it takes input (a switch waits while its record loads or its change is on its way). */
const switchOn = async (box: Locator) => {
  await expect.poll(() => box.isEnabled()).toBe(true);
  await setChecked(box);
};
/** A dialog route closes back to its list: the next navigation waits for that, or it is cut short. */
const closedTo = async (page: Page, path: string) => {
  await page.waitForURL(`${baseUrl}${path}`);
};
const previewOf = (page: Page, title: string): FrameLocator =>
  // The frame on show (the next one loads hidden behind it until its page is written).
  page.frameLocator(`iframe[title="「${title}」のプレビュー"]:not([aria-hidden])`);
const problems = (page: Page) => page.getByRole('region', { name: '検証結果' });

describe('pages against the reference server', () => {
  test('theme, template and website made; a page checked at its lines, previewed, saved, switched active, published, deleted in order; another console follows live', async () => {
    const { page } = admin;

    // A theme whose body frames every page.
    await page.goto(`${baseUrl}/cms/theme`);
    await page.getByRole('link', { name: 'テーマを作成' }).click();
    const themeDialog = page.getByRole('dialog', { name: 'テーマの作成' });
    await themeDialog.getByRole('textbox', { name: /名前/ }).fill(themeName);
    await themeDialog.getByRole('button', { name: 'テーマを作成' }).click();
    await themeDialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: themeName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: themeName }).waitFor();
    await pasteInto(
      page,
      page.getByRole('textbox', { name: 'body（HTML）' }),
      `<header>ヘッダー ${run}</header>{{page}}`,
    );
    await page.getByRole('button', { name: '保存する' }).click();
    await messageOf(page, `テーマ「${themeName}」を保存しました。`).waitFor();

    // A template with the title and the content, switched active so pages may choose it.
    await page.goto(`${baseUrl}/cms/template/create`);
    await page.getByRole('textbox', { name: /名前/ }).fill(templateName);
    await pasteInto(
      page,
      page.getByRole('textbox', { name: '本文（HTML）' }),
      '<main><h1>{{title}}</h1>{{content}}</main>',
    );
    await page.getByRole('button', { name: 'テンプレートを作成' }).click();
    await page.getByRole('heading', { level: 1, name: templateName }).waitFor();
    await switchOn(page.getByRole('checkbox', { name: new RegExp(templateName) }));
    await messageOf(page, `テンプレート「${templateName}」を有効にしました。`).waitFor();

    // A website in that theme, edited by 広報課.
    await page.goto(`${baseUrl}/cms/website/create`);
    const webDialog = page.getByRole('dialog', { name: 'Webサイトの作成' });
    await webDialog.getByRole('textbox', { name: /^名前/ }).fill(siteName);
    await webDialog.getByRole('textbox', { name: /^URL/ }).fill(`https://e2e-${run}.example.go.jp/`);
    await webDialog.getByRole('combobox', { name: 'テーマ' }).click();
    await page.getByRole('option', { name: themeName }).click();
    await setChecked(webDialog.getByRole('checkbox', { name: '広報課' }));
    await webDialog.getByRole('button', { name: '作成する' }).click();
    await messageOf(page, `Webサイト「${siteName}」を作成しました。`).waitFor();
    const entry = page
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: siteName, exact: true });
    const listPath = (await entry.getAttribute('href')) ?? '';
    const webId = Number(/^\/cms\/(\d+)\/page$/.exec(listPath)?.[1]);
    expect(webId).toBeGreaterThan(0);

    // 広報課 watches the website's pages.
    await koho.page.goto(`${baseUrl}/cms/${webId}/page`);
    await koho.page.getByText('ページはまだありません').waitFor();

    // A page: an HTML error at its line, then an accessibility problem, each fixed.
    await page.goto(`${baseUrl}/cms/${webId}/page`);
    await page.getByRole('link', { name: 'ページを作成' }).click();
    await page.waitForURL(`${baseUrl}/cms/${webId}/page/create`);
    await page.getByRole('textbox', { name: /タイトル/ }).fill(pageTitle);
    await page.getByRole('textbox', { name: /パス/ }).fill('news');
    await page.getByRole('combobox', { name: 'テンプレート' }).click();
    await page.getByRole('option', { name: templateName }).click();
    const html = page.getByRole('textbox', { name: 'HTML' });
    await pasteInto(page, html, '<p>窓口のご案内</p>\n<p><strong>重要</p></strong>');
    await problems(page)
      .getByRole('button', { name: /エラー.*2 行/ })
      .first()
      .waitFor();
    // The editor marks the line too.
    await page.locator('.cm-lintRange-error').first().waitFor();
    await pasteInto(page, html, `<p>窓口のご案内</p>\n<p><strong>重要</strong></p>\n<img src="${MAP}">`, {
      replace: true,
    });
    const altProblem = problems(page).getByRole('button', { name: /エラー.*3 行.*代替テキスト/ });
    await altProblem.waitFor();
    expect(await problems(page).getByRole('button', { name: /2 行/ }).count()).toBe(0);
    // Saving is held back while an error stands.
    await page.getByRole('button', { name: 'ページを作成' }).click();
    await page.getByText('HTMLの検証でエラーが見つかったため、保存していません', { exact: false }).waitFor();
    await pasteInto(
      page,
      html,
      `<p>窓口のご案内</p>\n<p><strong>重要</strong></p>\n<img src="${MAP}" alt="庁舎までの地図">`,
      {
        replace: true,
      },
    );
    await problems(page).getByText('問題はありません').waitFor();

    // The preview: theme, template (the title as its heading) and page, following the typing.
    const preview = previewOf(page, pageTitle);
    await preview.getByText(`ヘッダー ${run}`).waitFor();
    await preview.getByRole('heading', { level: 1, name: pageTitle }).waitFor();
    await preview.getByText('重要').waitFor();
    await pasteInto(page, html, `\n<p>受付は平日のみ ${run}</p>`);
    await preview.getByText(`受付は平日のみ ${run}`).waitFor();

    await page.getByRole('button', { name: 'ページを作成' }).click();
    await messageOf(page, `ページ「${pageTitle}」を作成しました。`).waitFor();
    await page.waitForURL(new RegExp(`/cms/${webId}/page/\\d+$`));
    await page.getByRole('heading', { level: 1, name: pageTitle }).waitFor();

    // The other console: listed without a reload, inactive.
    const kohoRow = rowWith(koho.page, 'ページの一覧', pageTitle);
    await kohoRow.waitFor();
    const kohoSwitch = kohoRow.getByRole('checkbox');
    expect(await kohoSwitch.isChecked()).toBe(false);

    // Active: the other console follows; the server publishes it at its own address.
    await switchOn(page.getByRole('checkbox', { name: new RegExp(pageTitle) }));
    await messageOf(page, `ページ「${pageTitle}」を有効にしました。`).waitFor();
    await expect.poll(() => kohoSwitch.isChecked()).toBe(true);
    const published = page.getByRole('link', { name: '公開中のページを開く' });
    expect(await published.getAttribute('href')).toBe(`/site/${webId}/news`);
    const [site] = await Promise.all([page.context().waitForEvent('page'), published.click()]);
    await site.waitForLoadState();
    expect(site.url()).toBe(`${baseUrl}/site/${webId}/news`);
    await site.getByRole('heading', { level: 1, name: pageTitle }).waitFor();
    await site.getByText(`ヘッダー ${run}`).waitFor();
    await site.getByText(`受付は平日のみ ${run}`).waitFor();
    await site.close();

    // Delete in order: the website refuses while it has the page…
    await page.goto(`${baseUrl}/cms/website`);
    await page
      .getByRole('table', { name: 'Webサイトの一覧' })
      .getByRole('row')
      .filter({ hasText: siteName })
      .getByRole('link', { name: `「${siteName}」を削除する` })
      .click();
    const refuse = page.getByRole('dialog', { name: `「${siteName}」を削除しますか？` });
    await refuse.getByText('1 件のページがあるため削除できません', { exact: false }).waitFor();
    expect(await refuse.getByRole('button', { name: '削除する' }).isDisabled()).toBe(true);
    await refuse.getByRole('button', { name: 'キャンセル' }).click();
    await refuse.waitFor({ state: 'detached' });
    await closedTo(page, '/cms/website');

    // …so the page goes first (asked, saying nothing links to it); the other console's list loses it.
    await page.goto(`${baseUrl}/cms/${webId}/page`);
    await rowWith(page, 'ページの一覧', pageTitle)
      .getByRole('link', { name: `「${pageTitle}」を削除する` })
      .click();
    await page.waitForURL(new RegExp(`/cms/${webId}/page/\\d+/delete$`));
    const removePage = page.getByRole('dialog', { name: `ページ「${pageTitle}」を削除しますか？` });
    await removePage.getByText('この', { exact: false }).first().waitFor();
    await removePage.getByRole('button', { name: '削除する' }).click();
    await removePage.waitFor({ state: 'detached' });
    await closedTo(page, `/cms/${webId}/page`);
    await kohoRow.waitFor({ state: 'detached' });
    expect((await fetch(`${baseUrl}/site/${webId}/news`)).status).toBe(404);

    // Then the website, then its theme; the template last.
    await page.goto(`${baseUrl}/cms/website`);
    await page
      .getByRole('table', { name: 'Webサイトの一覧' })
      .getByRole('row')
      .filter({ hasText: siteName })
      .getByRole('link', { name: `「${siteName}」を削除する` })
      .click();
    const removeWeb = page.getByRole('dialog', { name: `「${siteName}」を削除しますか？` });
    await removeWeb.getByRole('button', { name: '削除する' }).click();
    await messageOf(page, `Webサイト「${siteName}」を削除しました。`).waitFor();
    await removeWeb.waitFor({ state: 'detached' });
    await closedTo(page, '/cms/website');
    await page.goto(`${baseUrl}/cms/theme`);
    await rowWith(page, /の一覧$/, themeName)
      .getByRole('link', { name: `「${themeName}」を削除する` })
      .click();
    const removeTheme = page.getByRole('dialog', { name: `テーマ「${themeName}」を削除しますか？` });
    await removeTheme.getByText('このテーマを使っているWebサイトとページはありません。').waitFor();
    await removeTheme.getByRole('button', { name: '削除する' }).click();
    await removeTheme.waitFor({ state: 'detached' });
    await closedTo(page, '/cms/theme');
    await page.goto(`${baseUrl}/cms/template`);
    await rowWith(page, /の一覧$/, templateName)
      .getByRole('link', { name: `「${templateName}」を削除する` })
      .click();
    const removeTemplate = page.getByRole('dialog', { name: `テンプレート「${templateName}」を削除しますか？` });
    await removeTemplate.getByRole('button', { name: '削除する' }).click();
    await removeTemplate.waitFor({ state: 'detached' });
    expect(admin.errors).toEqual([]);
    expect(koho.errors).toEqual([]);
  });

  test('the preview follows the typing where the reader had scrolled it, not from the top', async () => {
    const { page } = admin;
    await page.goto(`${baseUrl}/cms/1/page/create`);
    await page.getByRole('textbox', { name: /タイトル/ }).fill(`長いページ ${run}`);
    const paragraphs = Array.from({ length: 80 }, (_, index) => `<p>段落 ${index + 1}</p>`).join('\n');
    await pasteInto(page, page.getByRole('textbox', { name: 'HTML' }), paragraphs);
    const long = await frameWith(page, '段落 80');
    await long.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => long.evaluate(() => window.scrollY)).toBe(600);
    await pasteInto(page, page.getByRole('textbox', { name: 'HTML' }), `\n<p>追加 ${run}</p>`);
    const next = await frameWith(page, `追加 ${run}`);
    await expect.poll(() => next.evaluate(() => window.scrollY)).toBe(600);
  });

  test("a page script that reads the cookies and calls the API gets nothing of the console's in the preview", async () => {
    const { page, context } = admin;
    const session = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'console_session');
    expect(session?.value.length ?? 0).toBeGreaterThan(10);
    await page.goto(`${baseUrl}/cms/1/page/create`);
    await page.getByRole('textbox', { name: /タイトル/ }).fill(`盗み見 ${run}`);
    const script = [
      '<p id="out">待機</p>',
      '<script>',
      'const out = document.getElementById("out");',
      'const read = (what) => { try { return String(what()); } catch (error) { return "拒否:" + error.name; } };',
      'out.dataset.cookie = read(() => document.cookie);',
      'out.dataset.storage = read(() => window.localStorage.length);',
      'out.dataset.parent = read(() => window.parent.document.cookie);',
      'out.textContent = "実行済み";',
      'fetch("/api/auth").then(() => { out.dataset.api = "届いた"; }, () => { out.dataset.api = "拒否"; });',
      '</script>',
    ].join('\n');
    await pasteInto(page, page.getByRole('textbox', { name: 'HTML' }), script);
    const frame = await frameWith(page, '実行済み');
    const out = frame.locator('#out');
    await expect.poll(() => out.getAttribute('data-api')).toBe('拒否');
    const seen = await out.evaluate((element) => ({ ...(element as HTMLElement).dataset }));
    // The page ran (it is previewed as published) but in an origin of its own: no cookie, no storage, no parent.
    expect(seen.cookie).toMatch(/^拒否:|^$/);
    expect(seen.storage).toMatch(/^拒否:/);
    expect(seen.parent).toMatch(/^拒否:/);
    expect(JSON.stringify(seen)).not.toContain(session?.value ?? 'no session');
    expect(await frame.evaluate(() => window.origin)).toBe('null');
  });
});

/** The preview's frame once its document shows `text` (a new document each time the preview follows). */
const frameWith = async (page: Page, text: string): Promise<Frame> => {
  let found: Frame | undefined;
  await expect
    .poll(
      async () => {
        for (const frame of page.frames()) {
          if (frame === page.mainFrame()) continue;
          const has = await frame
            .getByText(text)
            .count()
            .catch(() => 0);
          if (has > 0) {
            found = frame;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no frame shows ${text}`);
  return found;
};
