import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { setChecked } from './support/checkable.ts';
import { openSignedIn, runSessionCookie } from './support/sessions.ts';

/**
 * Issue 17, themes and templates end to end against the reference server. The administrator (CONFIG 7)
 * creates a theme in its dialog, edits its code in the code editor and saves, is refused the delete of the
 * seeded theme that 本庁サイト's pages use (the pages named in the dialog), and deletes the new one. 広報課
 * (CMS 4) creates a template, edits its code, switches it active from its page; the administrator switches
 * it back from the list and deletes it. Each time the other console shows the change without a reload.
 * (No page screen exists yet: the refusal is shown with the seeded website's pages.)
 */
const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let koho: OpenBrowser;
const run = Date.now().toString(36);
const themeName = `秋のテーマ ${run}`;
const templateName = `新着情報 ${run}`;

beforeAll(async () => {
  [admin, koho] = await Promise.all([
    openSignedIn(baseUrl, 'admin@example.go.jp'),
    openSignedIn(baseUrl, 'koho@example.go.jp'),
  ]);
}, 120_000);

afterAll(async () => {
  // If a step failed, this run's records go anyway.
  const cookie = await runSessionCookie(baseUrl, 'admin@example.go.jp').catch(() => '');
  if (cookie) {
    const call = (path: string, method = 'GET') =>
      fetch(`${baseUrl}${path}`, { method, headers: { cookie, origin: baseUrl } });
    for (const [kind, name] of [
      ['theme', themeName],
      ['template', templateName],
    ] as const) {
      const answer = (await (await call(`/api/cms/${kind}`)).json()) as { data?: { id: number; name: string }[] };
      for (const record of (answer.data ?? []).filter((candidate) => candidate.name === name)) {
        await call(`/api/cms/${kind}/${record.id}`, 'DELETE');
      }
    }
  }
  await Promise.all([admin?.close(), koho?.close()]);
});

const rowOf = (page: Page, name: string) =>
  page
    .getByRole('table', { name: /の一覧$/ })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const messageOf = (page: Page, text: string) => page.getByRole('region', { name: 'メッセージ' }).getByText(text);
/** Types at the end of a code editor (CodeMirror), as a person would. */
const typeInto = async (page: Page, editor: Locator, text: string) => {
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
};

describe('themes and templates against the reference server', () => {
  test('a theme: created in its dialog, its code edited and saved, its delete refused while pages use it, deleted', async () => {
    const { page } = admin;
    await Promise.all([page.goto(`${baseUrl}/cms/theme`), koho.page.goto(`${baseUrl}/cms/theme`)]);
    await rowOf(koho.page, '標準テーマ').waitFor();
    // 広報課 reads themes (CMS 1) and is offered nothing the server would refuse (CONFIG 7).
    expect(await koho.page.getByRole('link', { name: 'テーマを作成' }).count()).toBe(0);
    await koho.page.getByText('権限レベル7以上が必要です', { exact: false }).first().waitFor();

    await page.getByRole('link', { name: 'テーマを作成' }).click();
    const create = page.getByRole('dialog', { name: 'テーマの作成' });
    await create.getByRole('textbox', { name: /名前/ }).fill(themeName);
    await create.getByRole('button', { name: 'テーマを作成' }).click();
    await create.waitFor({ state: 'detached' });
    await rowOf(page, themeName).waitFor();
    // The other console: the new theme appears in its list without a reload.
    await rowOf(koho.page, themeName).waitFor();

    // Edit the style in the code editor and save; the reader's open theme follows.
    await page.getByRole('link', { name: themeName, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: themeName }).waitFor();
    await koho.page.getByRole('link', { name: themeName, exact: true }).click();
    await koho.page.getByRole('heading', { level: 1, name: themeName }).waitFor();
    const style = page.getByRole('textbox', { name: 'スタイル（CSS）' });
    await typeInto(page, style, 'main { color: #1a1a1c; }');
    await page.getByRole('button', { name: '保存する' }).click();
    await messageOf(page, `テーマ「${themeName}」を保存しました。`).waitFor();
    const kohoStyle = koho.page.getByRole('textbox', { name: 'スタイル（CSS）' });
    await expect.poll(() => kohoStyle.textContent()).toContain('main { color: #1a1a1c; }');
    expect(await kohoStyle.getAttribute('aria-readonly')).toBe('true');

    // The seeded theme: its delete names the pages of 本庁サイト and offers nothing.
    await page.goto(`${baseUrl}/cms/theme`);
    await rowOf(page, '標準テーマ').getByRole('link', { name: '「標準テーマ」を削除する' }).click();
    const refuse = page.getByRole('dialog', { name: 'テーマ「標準テーマ」を削除しますか？' });
    await refuse.getByText('本庁サイト：トップページ、お問い合わせ').waitFor();
    expect(await refuse.getByRole('button', { name: '削除する' }).isDisabled()).toBe(true);
    await refuse.getByRole('button', { name: 'キャンセル' }).click();
    await refuse.waitFor({ state: 'detached' });

    // The new theme: no page uses it, so it goes; the reader's list loses it without a reload.
    await koho.page.goto(`${baseUrl}/cms/theme`);
    await rowOf(koho.page, themeName).waitFor();
    await rowOf(page, themeName)
      .getByRole('link', { name: `「${themeName}」を削除する` })
      .click();
    const remove = page.getByRole('dialog', { name: `テーマ「${themeName}」を削除しますか？` });
    await remove.getByText('このテーマを使っているWebサイトとページはありません。').waitFor();
    await remove.getByRole('button', { name: '削除する' }).click();
    await remove.waitFor({ state: 'detached' });
    await rowOf(page, themeName).waitFor({ state: 'detached' });
    await rowOf(koho.page, themeName).waitFor({ state: 'detached' });
  });

  test('a template: created with its code, switched active from its page and back from the list, deleted', async () => {
    const { page } = koho;
    await Promise.all([page.goto(`${baseUrl}/cms/template/create`), admin.page.goto(`${baseUrl}/cms/template`)]);
    await rowOf(admin.page, '標準ページ').waitFor();

    await page.getByRole('textbox', { name: /名前/ }).fill(templateName);
    await typeInto(page, page.getByRole('textbox', { name: '本文（HTML）' }), '<article>{{content}}</article>');
    await page.getByRole('button', { name: 'テンプレートを作成' }).click();
    await page.getByRole('heading', { level: 1, name: templateName }).waitFor();
    await messageOf(page, `テンプレート「${templateName}」を作成しました。`).waitFor();
    // The other console: listed without a reload, inactive.
    const adminRow = rowOf(admin.page, templateName);
    await adminRow.waitFor();
    const adminSwitch = adminRow.getByRole('checkbox');
    expect(await adminSwitch.isChecked()).toBe(false);

    // Edit the form style and save.
    await typeInto(page, page.getByRole('textbox', { name: 'フォーム用スタイル（CSS）' }), 'form { gap: 1rem; }');
    await page.getByRole('button', { name: '保存する' }).click();
    await messageOf(page, `テンプレート「${templateName}」を保存しました。`).waitFor();

    // Active from its page; the list of the other console follows.
    const ownSwitch = page.getByRole('checkbox', { name: new RegExp(templateName) });
    await setChecked(ownSwitch);
    await messageOf(page, `テンプレート「${templateName}」を有効にしました。`).waitFor();
    await expect.poll(() => adminSwitch.isChecked()).toBe(true);
    // …and back from the list; the page follows.
    await setChecked(adminSwitch, false);
    await expect.poll(() => ownSwitch.isChecked()).toBe(false);

    // Deleted from the list; the page of the other console says it is gone.
    await adminRow.getByRole('link', { name: `「${templateName}」を削除する` }).click();
    const remove = admin.page.getByRole('dialog', { name: `テンプレート「${templateName}」を削除しますか？` });
    await remove.getByRole('button', { name: '削除する' }).click();
    await remove.waitFor({ state: 'detached' });
    await adminRow.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'テンプレートが見つかりません' }).waitFor();
  });
});
