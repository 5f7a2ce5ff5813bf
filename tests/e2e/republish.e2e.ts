import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { apiAs } from './support/api.ts';
import { openSignedIn } from './support/sessions.ts';

/**
 * Issue 22, spec §7.1 rePublic end to end against the reference server: 広報課 (CMS 4) republishes the seeded
 * website 1 (本庁サイト, no approvers) through 「Webサイトの再公開」 on /cms/website with a comment. It goes
 * live at once: the server's message is shown, the dialog closes, and the request is recorded as published.
 */
const baseUrl = inject('baseUrl');
const api = apiAs(baseUrl);
let koho: OpenBrowser;
const comment = `再公開の確認 ${Date.now().toString(36)}`;

beforeAll(async () => {
  koho = await openSignedIn(baseUrl, 'koho@example.go.jp');
}, 120_000);

afterAll(async () => {
  await koho?.close();
});

const messageOf = (page: Page, text: string) => page.getByRole('region', { name: 'メッセージ' }).getByText(text);

describe('republishing a website', () => {
  test('website 1 without approvers is republished at once through its row action', async () => {
    const { page } = koho;
    const web = (await api(koho, '/api/cms/web/1')).data as { id: number; name: string };
    await page.goto(`${baseUrl}/cms/website`);
    await page.getByRole('button', { name: `「${web.name}」のWebサイトの再公開` }).click();
    const dialog = page.getByRole('dialog', { name: 'Webサイトの再公開' });
    await dialog.getByRole('textbox', { name: 'コメント（任意）' }).fill(comment);
    await dialog.getByRole('button', { name: '再公開する' }).click();
    await messageOf(page, 'Webサイトを再公開しました。').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const requests = (await api(koho, '/api/workflow')).data as {
      kind: string;
      status: string;
      webId: number;
      comment: string;
    }[];
    expect(requests.filter((request) => request.comment === comment)).toEqual([
      expect.objectContaining({ kind: 'republish', status: 'published', webId: 1 }),
    ]);
  });
});
