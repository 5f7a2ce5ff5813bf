import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { openSameSession, openSignedIn, runSessionCookie } from './support/sessions.ts';

/**
 * Issue 22, approvers end to end against the reference server. The administrator (CONFIG 7) adds 広報 花子
 * (workflow flag) as the approver of the requests of 総務課's accounts through the /author/create dialog; a
 * second console open on /author sees the row arrive without a reload. Then the approver is deleted through
 * its confirmation dialog, and the row leaves the other console too. (A group rather than a website: an
 * approver of a website would hold that website's page saves for approval in the CMS flows running beside.)
 */
const baseUrl = inject('baseUrl');
let admin: OpenBrowser;
let watcher: OpenBrowser;
const APPROVER = '広報 花子';
const GROUP = '総務課';

/** Removes 広報 花子's approval of 総務課 (left by an earlier failed run, or this one). */
const removeOurApprover = async () => {
  const cookie = await runSessionCookie(baseUrl, 'admin@example.go.jp').catch(() => '');
  if (!cookie) return;
  const call = (path: string, method = 'GET') =>
    fetch(`${baseUrl}${path}`, { method, headers: { cookie, origin: baseUrl } });
  const answer = (await (await call('/api/author')).json()) as {
    data?: { id: number; accountName?: string; groupName?: string | null }[];
  };
  for (const author of (answer.data ?? []).filter((a) => a.accountName === APPROVER && a.groupName === GROUP)) {
    await call(`/api/author/${author.id}`, 'DELETE');
  }
};

beforeAll(async () => {
  await removeOurApprover();
  admin = await openSignedIn(baseUrl, 'admin@example.go.jp');
  watcher = await openSameSession(admin);
}, 120_000);

afterAll(async () => {
  await removeOurApprover();
  await Promise.all([watcher?.close(), admin?.close()]);
});

const rowOf = (page: Page) =>
  page
    .getByRole('table', { name: '承認者の一覧' })
    .getByRole('row')
    .filter({ hasText: APPROVER })
    .filter({ hasText: `組織：${GROUP}` });
const messageOf = (page: Page, text: string) => page.getByRole('region', { name: 'メッセージ' }).getByText(text);

describe('approvers against the reference server', () => {
  test('an approver added in the dialog arrives live in another console, then is deleted from both', async () => {
    const { page } = admin;
    await Promise.all([page.goto(`${baseUrl}/author`), watcher.page.goto(`${baseUrl}/author`)]);
    await Promise.all([
      page.getByRole('heading', { level: 1, name: '承認者管理' }).waitFor(),
      watcher.page.getByRole('heading', { level: 1, name: '承認者管理' }).waitFor(),
    ]);
    expect(await rowOf(watcher.page).count()).toBe(0);

    await page.getByRole('link', { name: '承認者を追加' }).click();
    const dialog = page.getByRole('dialog', { name: '承認者の追加' });
    await dialog.getByRole('combobox', { name: /承認者/ }).click();
    await page.getByRole('option', { name: new RegExp(`^${APPROVER}（koho@example.go.jp`) }).click();
    await dialog.getByRole('combobox', { name: /承認する対象/ }).click();
    await page.getByRole('option', { name: '組織のアカウントからの承認依頼' }).click();
    await dialog.getByRole('combobox', { name: /^組織/ }).click();
    await page.getByRole('option', { name: GROUP, exact: true }).click();
    await dialog.getByRole('button', { name: '承認段階を上げる' }).click();
    await dialog.getByRole('button', { name: '追加する' }).click();
    await dialog.waitFor({ state: 'detached' });
    await messageOf(page, `${APPROVER} さんを承認者に追加しました。`).waitFor();
    await rowOf(page).waitFor();
    // The other console: the new approver appears without a reload, named as a person with the group.
    await rowOf(watcher.page).waitFor();
    expect(await rowOf(watcher.page).textContent()).toContain('koho@example.go.jp');
    expect(await rowOf(watcher.page).textContent()).toContain('2');

    await rowOf(page)
      .getByRole('link', { name: `${APPROVER} さんを削除` })
      .click();
    const confirm = page.getByRole('dialog', { name: `承認者 ${APPROVER} さんを削除しますか？` });
    await confirm.getByText(`組織：${GROUP} の承認者から外します`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '削除する' }).click();
    await confirm.waitFor({ state: 'detached' });
    await rowOf(page).waitFor({ state: 'detached' });
    await rowOf(watcher.page).waitFor({ state: 'detached' });
    expect(admin.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  }, 120_000);
});
