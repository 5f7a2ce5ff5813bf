import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { expectSanitisedMarkup } from './harness/policyViolations.ts';
import { setChecked } from './support/checkable.ts';
import { openSignedIn, runSessionCookie } from './support/sessions.ts';

/**
 * Issue 16, notices end to end against the reference server: a CONFIG user sends a notice from /notice, a
 * second signed-in user (広報課, CONFIG 0) receives it live, reads it sanitised in the bell and on /notice,
 * and sees it edited and deleted there without a reload.
 */
const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let koho: OpenBrowser;
// Unique per run: a saved session may bring notices of an earlier run along.
const title = `避難訓練 ${Date.now().toString(36)}`;
const hostile = '<img src="x" onerror="window.__pwned = true">';

beforeAll(async () => {
  [admin, koho] = await Promise.all([
    openSignedIn(baseUrl, 'admin@example.go.jp'),
    openSignedIn(baseUrl, 'koho@example.go.jp'),
  ]);
  // The notice carries an event handler: Chromium reports it as blocked while DOMPurify parses it.
  expectSanitisedMarkup(admin.context);
  expectSanitisedMarkup(koho.context);
}, 120_000);

afterAll(async () => {
  // If a step failed, the hostile notice goes anyway: later files' pages would render it.
  const cookie = await runSessionCookie(baseUrl, 'admin@example.go.jp').catch(() => '');
  if (cookie) {
    const call = (path: string, method = 'GET') =>
      fetch(`${baseUrl}${path}`, { method, headers: { cookie, origin: baseUrl } });
    const answer = (await (await call('/api/notice?max=100')).json()) as { data?: { id: number; title?: string }[] };
    for (const notice of (answer.data ?? []).filter((candidate) => candidate.title === title)) {
      await call(`/api/notice/${notice.id}`, 'DELETE');
    }
  }
  await Promise.all([admin?.close(), koho?.close()]);
});

const bellOf = (page: Page, name: string | RegExp = /^お知らせ/) =>
  page.getByRole('banner').getByRole('button', { name, exact: typeof name === 'string' });

/** The notice of this run in /notice's list. */
const listed = (page: Page) =>
  page
    .getByRole('list', { name: 'お知らせ一覧' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) });

describe('notices through /notice against the reference server', () => {
  test('sent, edited and deleted by a CONFIG user, seen live by another signed-in user', async () => {
    // 広報課 reads everything first, so the new notice is the only unread one.
    await bellOf(koho.page).click();
    const popup = koho.page.getByRole('dialog', { name: 'お知らせ' });
    await popup.getByRole('button', { name: '閉じる' }).click();
    await popup.waitFor({ state: 'detached' });
    await bellOf(koho.page, 'お知らせ').waitFor();
    // Away from the top right: a pointer resting on the message overlay holds its messages open.
    await koho.page.mouse.move(200, 500);

    // The administrator writes the notice on /notice, with the preview as the bell will show it.
    const { page } = admin;
    await page.goto(`${baseUrl}/notice`);
    const form = page.getByRole('form', { name: 'お知らせを送信' });
    await form.getByRole('combobox', { name: /種類/ }).click();
    await page.getByRole('option', { name: '緊急' }).click();
    await form.getByRole('textbox', { name: '件名' }).fill(title);
    await form.getByRole('textbox', { name: /本文/ }).fill(`<p><b>本日 15 時</b>に避難訓練を行います。</p>${hostile}`);
    await setChecked(form.getByRole('checkbox', { name: '重要なお知らせにする' }));
    const preview = page.getByTestId('notice-preview');
    expect(await preview.getByText('本日 15 時').evaluate((node) => node.tagName)).toBe('B');
    expect(await preview.locator('[data-type="urgent"]').textContent()).toBe('緊急');
    expect(await preview.getByText('重要').isVisible()).toBe(true);
    expect(await preview.locator('img[onerror]').count()).toBe(0);
    await form.getByRole('button', { name: '送信する' }).click();
    const sentAt = Date.now();

    // The other console: the 10-second message and the badge, without a reload.
    const kohoMessage = koho.page.getByRole('region', { name: 'メッセージ' }).getByText('新しいお知らせがあります。');
    await kohoMessage.waitFor();
    const arrivedAfter = Date.now() - sentAt;
    await bellOf(koho.page, 'お知らせ (未読 1 件)').waitFor();
    await page.getByRole('region', { name: 'メッセージ' }).getByText('お知らせを送信しました。').waitFor();
    expect(await form.getByRole('textbox', { name: /本文/ }).inputValue()).toBe('');

    // In the bell: first, unread, urgent (red), important, its HTML kept and its handler dropped.
    await bellOf(koho.page).click();
    await popup.waitFor();
    const first = popup.getByRole('listitem').first();
    expect(await first.getByText('本日 15 時').evaluate((node) => node.tagName)).toBe('B');
    expect(await first.locator('[data-type="urgent"]').count()).toBe(1);
    expect(await first.getByText('重要').isVisible()).toBe(true);
    expect(await first.locator('img[onerror]').count()).toBe(0);

    // 「お知らせ一覧へ」 lands on /notice, where the notice reads the same, dated, with its title.
    await popup.getByRole('link', { name: 'お知らせ一覧へ' }).click();
    await koho.page.waitForURL(`${baseUrl}/notice`);
    await koho.page.getByRole('heading', { level: 1, name: 'お知らせ' }).waitFor();
    if (await popup.isVisible()) await koho.page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    const item = listed(koho.page);
    await item.waitFor();
    expect(await item.getByText('本日 15 時').evaluate((node) => node.tagName)).toBe('B');
    expect(await item.locator('[data-type="urgent"]').textContent()).toBe('緊急');
    expect(await item.getByText('重要').isVisible()).toBe(true);
    expect(await item.locator('time').count()).toBe(1);
    expect(await item.locator('img[onerror], script').count()).toBe(0);
    // A reader is offered nothing the server would refuse.
    expect(await koho.page.getByRole('form', { name: 'お知らせを送信' }).count()).toBe(0);
    expect(await item.getByRole('button').count()).toBe(0);
    expect(await koho.page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

    // The sender edits it in place; the reader's list shows the edit without a reload, still read.
    await listed(page)
      .getByRole('button', { name: `「${title}」を編集する` })
      .click();
    const editForm = page.getByRole('form', { name: 'お知らせを編集' });
    await editForm.getByRole('textbox', { name: /本文/ }).fill('<p>訂正：<b>16 時</b>に変更します。</p>');
    await editForm.getByRole('button', { name: '保存する' }).click();
    await page.getByRole('region', { name: 'メッセージ' }).getByText(`お知らせ「${title}」を保存しました。`).waitFor();
    await item.getByText('16 時').waitFor();
    expect(await item.getByText('本日 15 時').count()).toBe(0);
    expect(await item.getByText('未読').count()).toBe(0);
    await bellOf(koho.page, 'お知らせ').waitFor();

    // Deleted after the question; it disappears from the other console.
    await listed(page)
      .getByRole('button', { name: `「${title}」を削除する` })
      .click();
    const question = page.getByRole('alertdialog', { name: 'お知らせを削除しますか？' });
    await question.getByRole('button', { name: '削除する' }).click();
    await question.waitFor({ state: 'detached' });
    await listed(page).waitFor({ state: 'detached' });
    await item.waitFor({ state: 'detached' });
    await bellOf(koho.page).click();
    await popup.waitFor();
    expect(await popup.getByText('16 時').count()).toBe(0);
    await koho.page.keyboard.press('Escape');

    // Issue 16: a sent notice reaches every signed-in console within a second (34 ms here on 2 cores).
    expect(arrivedAfter).toBeLessThan(1_000);
    console.log(`notice reached the second console ${arrivedAfter} ms after 送信する`);
    const unexpected = (errors: string[]) =>
      errors.filter(
        (error) => !/status of 401/.test(error) && !/Content Security Policy.*The action has been blocked/.test(error),
      );
    expect(unexpected(koho.errors)).toEqual([]);
    expect(unexpected(admin.errors)).toEqual([]);
  }, 120_000);
});
