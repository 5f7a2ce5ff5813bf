import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { setChecked } from './support/checkable.ts';
import { openSignedIn, runSessionCookie } from './support/sessions.ts';

/**
 * Issue 17, websites end to end against the reference server. The administrator creates a website (refused
 * first for an address that is not http(s)) with a theme and a group, edits it in its dialog (ours: the
 * spec has no /cms/website/{id}) and deletes it through the dialog route; the seeded 本庁サイト, which has
 * pages, offers no delete and says why. 広報課 (CMS 4) watches /cms and the side navigation: each change
 * arrives there without a reload (spec §7.2 cms-web, §2.6 one entry per website).
 */
const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let koho: OpenBrowser;
const run = Date.now().toString(36);
const siteName = `観光サイト ${run}`;
const renamed = `観光案内サイト ${run}`;

beforeAll(async () => {
  [admin, koho] = await Promise.all([
    openSignedIn(baseUrl, 'admin@example.go.jp'),
    openSignedIn(baseUrl, 'koho@example.go.jp'),
  ]);
}, 120_000);

afterAll(async () => {
  // If a step failed, this run's website goes anyway.
  const cookie = await runSessionCookie(baseUrl, 'admin@example.go.jp').catch(() => '');
  if (cookie) {
    const call = (path: string, method = 'GET') =>
      fetch(`${baseUrl}${path}`, { method, headers: { cookie, origin: baseUrl } });
    const answer = (await (await call('/api/cms/web')).json()) as { data?: { id: number; name: string }[] };
    for (const web of (answer.data ?? []).filter((candidate) => [siteName, renamed].includes(candidate.name))) {
      await call(`/api/cms/web/${web.id}`, 'DELETE');
    }
  }
  await Promise.all([admin?.close(), koho?.close()]);
});

const rowOf = (page: Page, table: string | RegExp, name: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });
const listRow = (page: Page, name: string) => rowOf(page, 'Webサイトの一覧', name);
const cmsRow = (page: Page, name: string) => rowOf(page, '編集できるWebサイト', name);
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name, exact: true });
const messageOf = (page: Page, text: string) => page.getByRole('region', { name: 'メッセージ' }).getByText(text);

describe('websites against the reference server', () => {
  test('created with a theme and a group, seen on /cms and in the navigation, edited, deleted through the dialog route; another console follows live', async () => {
    const { page } = admin;
    await Promise.all([page.goto(`${baseUrl}/cms/website`), koho.page.goto(`${baseUrl}/cms`)]);
    await listRow(page, '本庁サイト').waitFor();
    await cmsRow(koho.page, '本庁サイト').waitFor();
    // The seeded websites are in the side navigation, under Webページ.
    await navLink(koho.page, '本庁サイト').waitFor();

    await page.getByRole('link', { name: 'Webサイトを作成' }).click();
    await page.waitForURL(`${baseUrl}/cms/website/create`);
    const create = page.getByRole('dialog', { name: 'Webサイトの作成' });
    await create.getByRole('textbox', { name: /^名前/ }).fill(siteName);
    await create.getByRole('textbox', { name: /^URL/ }).fill('javascript:alert(1)');
    await create.getByRole('button', { name: '作成する' }).click();
    await create.getByText('http:// または https:// で始まるURLを入力してください', { exact: false }).waitFor();
    await create.getByRole('textbox', { name: /^URL/ }).fill('https://kanko.example.go.jp/');
    await create.getByRole('combobox', { name: 'テーマ' }).click();
    await page.getByRole('option', { name: '防災テーマ' }).click();
    await setChecked(create.getByRole('checkbox', { name: '総務課' }));
    await create.getByRole('textbox', { name: /^OGPの説明文/ }).fill('観光のご案内');
    await create.getByRole('button', { name: '作成する' }).click();
    await messageOf(page, `Webサイト「${siteName}」を作成しました。`).waitFor();
    await create.waitFor({ state: 'detached' });
    await page.waitForURL(`${baseUrl}/cms/website`);
    const row = listRow(page, siteName);
    await row.waitFor();
    expect(await row.textContent()).toContain('防災テーマ');
    expect(await row.textContent()).toContain('総務課');
    expect(await row.textContent()).toContain('0 件');
    // Its own entry in the administrator's navigation…
    await navLink(page, siteName).waitFor();
    // …and, without a reload, on the other console's /cms and in its navigation.
    await cmsRow(koho.page, siteName).waitFor();
    await navLink(koho.page, siteName).waitFor();
    expect(await cmsRow(koho.page, siteName).textContent()).toContain('ページはまだありません');

    // Edit: a dialog over the list, starting from the website.
    await row.getByRole('button', { name: `「${siteName}」を編集する` }).click();
    const edit = page.getByRole('dialog', { name: `「${siteName}」の編集` });
    const name = edit.getByRole('textbox', { name: /^名前/ });
    expect(await name.inputValue()).toBe(siteName);
    expect(await edit.getByRole('checkbox', { name: '総務課' }).isChecked()).toBe(true);
    await name.fill(renamed);
    await setChecked(edit.getByRole('checkbox', { name: '広報課' }));
    await edit.getByRole('button', { name: '保存する' }).click();
    await messageOf(page, `Webサイト「${renamed}」を保存しました。`).waitFor();
    await edit.waitFor({ state: 'detached' });
    await listRow(page, renamed).waitFor();
    await navLink(koho.page, renamed).waitFor();
    await navLink(koho.page, siteName).waitFor({ state: 'detached' });
    await cmsRow(koho.page, renamed).waitFor();

    // 本庁サイト has pages: its delete is offered nothing, and says why.
    await listRow(page, '本庁サイト').getByRole('link', { name: '「本庁サイト」を削除する' }).click();
    const refuse = page.getByRole('dialog', { name: '「本庁サイト」を削除しますか？' });
    await refuse.getByText('2 件のページがあるため削除できません', { exact: false }).waitFor();
    expect(await refuse.getByRole('button', { name: '削除する' }).isDisabled()).toBe(true);
    await refuse.getByRole('button', { name: 'キャンセル' }).click();
    await refuse.waitFor({ state: 'detached' });

    // Delete through the dialog route: asked first, then gone here, on /cms and in both navigations.
    await listRow(page, renamed)
      .getByRole('link', { name: `「${renamed}」を削除する` })
      .click();
    await page.waitForURL(/\/cms\/website\/\d+\/delete$/);
    const remove = page.getByRole('dialog', { name: `「${renamed}」を削除しますか？` });
    await remove.getByRole('button', { name: '削除する' }).click();
    await messageOf(page, `Webサイト「${renamed}」を削除しました。`).waitFor();
    await remove.waitFor({ state: 'detached' });
    await listRow(page, renamed).waitFor({ state: 'detached' });
    await navLink(page, renamed).waitFor({ state: 'detached' });
    await cmsRow(koho.page, renamed).waitFor({ state: 'detached' });
    await navLink(koho.page, renamed).waitFor({ state: 'detached' });
    expect(admin.errors).toEqual([]);
    expect(koho.errors).toEqual([]);
  });
});
