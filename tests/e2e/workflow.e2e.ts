import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OpenBrowser } from './harness/browser.ts';
import { freePort, type RunningConsole, startConsole } from './harness/server.ts';
import { apiAs } from './support/api.ts';
import { openSignedIn } from './support/sessions.ts';

/**
 * Issue 22, approval workflows end to end on a reference server of its own (its demo 採用情報サイト: edited by
 * 広報課, approved by 管理 太郎). Two accounts in two browsers: 広報 花子 edits 募集要項 and asks for approval;
 * 管理 太郎's queue shows the request arrive with its diff; he remands it with a comment; she changes the page
 * and resubmits; an edit after that makes the request unapprovable until she resubmits again; he approves and
 * the public page is exactly the approved version. An emergency publication needs its reason, goes live at once
 * and waits in the queue for review; a republication of the website is approved; a request of one's own is
 * refused.
 */
let server: RunningConsole;
let admin: OpenBrowser;
let koho: OpenBrowser;
const dataDir = mkdtempSync(join(tmpdir(), 'console-workflow-e2e-'));
const run = Date.now().toString(36);
let webId = 0;
let termsId = 0;
let briefingId = 0;

const api = (browser: OpenBrowser, path: string, method = 'GET', body?: unknown) =>
  apiAs(server.baseUrl)(browser, path, method, body);
const url = (path: string) => `${server.baseUrl}${path}`;

beforeAll(async () => {
  server = await startConsole({ PORT: String(await freePort()), DATA_DIR: dataDir });
  [admin, koho] = await Promise.all([
    openSignedIn(server.baseUrl, 'admin@example.go.jp'),
    openSignedIn(server.baseUrl, 'koho@example.go.jp'),
  ]);
  const webs = (await api(koho, '/api/cms/web')).data as { id: number; name: string }[];
  webId = webs.find((web) => web.name === '採用情報サイト')?.id ?? 0;
  const pages = (await api(koho, `/api/cms/page?webId=${webId}`)).data as { id: number; title: string }[];
  termsId = pages.find((page) => page.title === '募集要項')?.id ?? 0;
  briefingId = pages.find((page) => page.title === '採用説明会')?.id ?? 0;
  if (!webId || !termsId || !briefingId) throw new Error('the demo 採用情報サイト is missing');
}, 120_000);

afterAll(async () => {
  await Promise.all([admin?.close(), koho?.close()]);
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const messageOf = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'メッセージ' }).getByText(text);
const queue = (page: Page) => page.getByRole('table', { name: '承認依頼の一覧' });
/** The queue's row of a request for `subject` (a page title, or 「Webサイト全体」) in the state `status`. */
const requestRow = (page: Page, subject: string, status: string) =>
  queue(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: subject, exact: true }) })
    .filter({ hasText: status });
const detail = (page: Page) => page.getByRole('heading', { level: 2 }).filter({ hasText: '募集要項' });
/** The chosen request's facts: requester, comments, step. */
const facts = (page: Page) => page.getByLabel('承認依頼の内容');
const diff = (page: Page) => page.getByRole('region', { name: 'HTMLの差分' });

/** Replaces the page's HTML in the editor as a paste does, waits for the server's check, saves. */
const editAndSave = async (page: Page, title: string, html: string) => {
  const editor = page.getByRole('textbox', { name: 'HTML' });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(html);
  await page.getByRole('region', { name: '検証結果' }).getByText('問題はありません').waitFor();
  const unsaved = page.getByText('変更を保存してから依頼してください', { exact: false });
  await unsaved.waitFor();
  await page.getByRole('button', { name: '保存する', exact: true }).click();
  // Saved once the editor holds nothing unsaved (an earlier save's message may still be on screen).
  await unsaved.waitFor({ state: 'detached' });
  await messageOf(page, `ページ「${title}」を保存しました。`).first().waitFor();
};

/** Sends the dialog's comment with its button. */
const answerDialog = async (dialog: Locator, field: string | RegExp, comment: string, submit: string) => {
  await dialog.getByRole('textbox', { name: field }).fill(comment);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

const publicPage = async (path: string) => (await fetch(url(`/site/${webId}/${path}`))).text();

describe('approval workflows against the reference server, two accounts', () => {
  test('request → live in the approver’s queue with its diff → remand → resubmit → outdated → approve publishes that version', async () => {
    const first = `<p>申込期限は<time datetime="2026-12-25">12月25日</time>です（${run}-1）。</p>`;
    const second = `<p>申込期限は<time datetime="2026-12-25">12月25日</time>、会場は本庁舎3階です（${run}-2）。</p>`;
    const third = `<p>申込期限は<time datetime="2026-12-25">12月25日</time>、会場は本庁舎3階301会議室です（${run}-3）。</p>`;

    // The approver's queue is open before anything is asked.
    await admin.page.goto(url('/workflow'));
    await queue(admin.page).waitFor();
    expect(await requestRow(admin.page, '募集要項', '承認待ち').count()).toBe(0);

    // 広報 花子 changes 募集要項 and asks for approval of the saved version.
    await koho.page.goto(url(`/cms/${webId}/page/${termsId}`));
    await koho.page.getByRole('heading', { level: 1, name: '募集要項' }).waitFor();
    await editAndSave(koho.page, '募集要項', first);
    await koho.page.getByRole('button', { name: '承認を依頼', exact: true }).click();
    const ask = koho.page.getByRole('dialog', { name: '承認を依頼' });
    await answerDialog(ask, '依頼の内容（任意）', `期限を掲載します ${run}`, '依頼する');
    await messageOf(koho.page, 'ページ「募集要項」の承認依頼を送りました。').waitFor();
    await koho.page.getByText('承認依頼：承認待ち').waitFor();

    // It arrives in the approver's queue without a reload; chosen, its diff shows the change against what is live.
    const waiting = requestRow(admin.page, '募集要項', '承認待ち');
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain('広報 花子');
    await waiting.getByRole('link', { name: '募集要項' }).click();
    await detail(admin.page).filter({ hasText: '承認待ち' }).waitFor();
    const requestId = Number(new URL(admin.page.url()).searchParams.get('id'));
    expect(requestId).toBeGreaterThan(0);
    await diff(admin.page).getByText(`${run}-1`).first().waitFor();
    await diff(admin.page).getByText('申込期限を').first().waitFor();
    // The preview is the page as the public would see it, composed by the server: in the website's demo theme.
    const requestedPreview = admin.page.frameLocator('iframe[title^="依頼内容のプレビュー"]:not([aria-hidden])');
    await requestedPreview.locator('header.site-header', { hasText: '行政機関' }).waitFor();
    await requestedPreview.getByText(`${run}-1`).waitFor();
    await facts(admin.page).getByText(`期限を掲載します ${run}`).waitFor();

    // Remanded with a comment; the requester's editor shows it.
    await admin.page.getByRole('button', { name: '差し戻す', exact: true }).click();
    const remand = admin.page.getByRole('dialog', { name: '「募集要項」を差し戻し' });
    await remand.getByRole('button', { name: '差し戻す', exact: true }).click();
    await remand.getByText('入力してください', { exact: false }).first().waitFor();
    await answerDialog(remand, '差し戻しの理由', `会場も書いてください ${run}`, '差し戻す');
    await messageOf(admin.page, '承認依頼「募集要項」を差し戻しました。').waitFor();
    await koho.page.getByText('承認依頼：差し戻し中').waitFor();

    // She changes the page and resubmits it from the queue.
    await editAndSave(koho.page, '募集要項', second);
    await koho.page.getByRole('link', { name: '承認依頼を開く' }).click();
    await koho.page.waitForURL(url(`/workflow?id=${requestId}`));
    await facts(koho.page).getByText(`会場も書いてください ${run}`).waitFor();
    await koho.page.getByRole('button', { name: '再依頼する', exact: true }).click();
    await answerDialog(
      koho.page.getByRole('dialog', { name: '「募集要項」を再依頼' }),
      'コメント（任意）',
      '会場を追記しました',
      '再依頼する',
    );
    await messageOf(koho.page, '承認依頼「募集要項」を再依頼しました。').waitFor();

    // The approver's view follows: waiting again, the diff now the second version.
    await detail(admin.page).filter({ hasText: '承認待ち' }).waitFor();
    await diff(admin.page).getByText(`${run}-2`).first().waitFor();
    await admin.page.getByRole('link', { name: '承認する' }).waitFor();

    // An edit after the request: marked outdated, not approvable until resubmitted (the server refuses too).
    await koho.page.goto(url(`/cms/${webId}/page/${termsId}`));
    await koho.page.getByRole('heading', { level: 1, name: '募集要項' }).waitFor();
    await editAndSave(koho.page, '募集要項', third);
    await admin.page.getByText('依頼後に変更あり').first().waitFor();
    await admin.page.getByRole('link', { name: '承認する' }).waitFor({ state: 'detached' });
    const held = (await api(admin, `/api/workflow/${requestId}`)).data as { version: number };
    const refused = await api(admin, '/api/workflow/approval', 'PUT', {
      id: requestId,
      comment: '',
      version: held.version,
    });
    expect(String(refused.message)).toContain('再依頼してから承認してください');
    expect(await publicPage('yoko')).not.toContain(run);

    await koho.page.getByText('承認依頼：承認待ち（依頼後に変更あり）').waitFor();
    await koho.page.getByRole('link', { name: '承認依頼を開く' }).click();
    await koho.page.getByRole('button', { name: '再依頼する', exact: true }).click();
    await answerDialog(
      koho.page.getByRole('dialog', { name: '「募集要項」を再依頼' }),
      'コメント（任意）',
      '',
      '再依頼する',
    );
    await messageOf(koho.page, '承認依頼「募集要項」を再依頼しました。').waitFor();

    // The dialog route's address opened as such (a link in a mail) lands on the queue with the request chosen.
    await admin.page.goto(url(`/workflow/${requestId}/approve`));
    await admin.page.waitForURL(url(`/workflow?id=${requestId}`));
    // Approved through the spec's dialog route: exactly the resubmitted version goes live.
    await diff(admin.page).getByText(`${run}-3`).first().waitFor();
    await admin.page.getByRole('link', { name: '承認する' }).click();
    await admin.page.waitForURL(url(`/workflow/${requestId}/approve`));
    const approve = admin.page.getByRole('dialog', { name: '「募集要項」を承認' });
    await approve.getByText('依頼の版がそのまま公開されます', { exact: false }).waitFor();
    await answerDialog(approve, 'コメント（任意）', '', '承認する');
    await messageOf(admin.page, '承認依頼「募集要項」を承認しました。').waitFor();
    await detail(admin.page).filter({ hasText: '公開済み' }).waitFor();
    await koho.page.getByRole('heading', { level: 2 }).filter({ hasText: '公開済み' }).waitFor();
    const published = await publicPage('yoko');
    expect(published).toContain(`${run}-3`);
    expect(published).not.toContain(`${run}-2`);

    // A request of one's own: 管理 太郎 asks for approval on the website he approves, and may not decide it.
    const own = await api(admin, '/api/workflow', 'POST', { pageId: termsId, comment: '自分の依頼' });
    const ownId = Number(own.id);
    expect(ownId).toBeGreaterThan(0);
    const ownRead = (await api(admin, `/api/workflow/${ownId}`)).data as { version: number; mayApprove?: boolean };
    expect(ownRead.mayApprove).toBe(false);
    const ownApproval = await api(admin, '/api/workflow/approval', 'PUT', {
      id: ownId,
      comment: '',
      version: ownRead.version,
    });
    expect(ownApproval.message).toBe('自分の承認依頼は承認・差し戻し・却下できません。');
    await admin.page.goto(url(`/workflow?id=${ownId}`));
    await admin.page.getByText('あなたがこの依頼にできる操作はありません。').waitFor();
    // He is this website's only approver: the screen says nobody can decide it until another is added.
    await admin.page.getByText('この承認段階で承認できる承認者がいません').waitFor();

    expect(admin.errors).toEqual([]);
    expect(koho.errors).toEqual([]);
  }, 180_000);

  test('an emergency publication needs its reason, is live at once and waits for review; a republication is approved', async () => {
    const urgent = `<p>説明会は<time datetime="2026-12-12">12月12日</time>に延期しました（${run}-緊急）。</p>`;
    await admin.page.goto(url('/workflow'));
    await queue(admin.page).waitFor();

    await koho.page.goto(url(`/cms/${webId}/page/${briefingId}`));
    await koho.page.getByRole('heading', { level: 1, name: '採用説明会' }).waitFor();
    await editAndSave(koho.page, '採用説明会', urgent);
    expect(await publicPage('setsumeikai')).not.toContain(run);
    await koho.page.getByRole('button', { name: '緊急公開', exact: true }).click();
    const emergency = koho.page.getByRole('dialog', { name: '緊急公開' });
    await emergency.getByRole('button', { name: '緊急公開する', exact: true }).click();
    await emergency.getByText('緊急公開の理由を入力してください。').first().waitFor();
    expect(await publicPage('setsumeikai')).not.toContain(run);
    await answerDialog(emergency, '緊急公開の理由', `日程の変更を至急知らせます ${run}`, '緊急公開する');
    await messageOf(koho.page, 'ページ「採用説明会」を緊急公開しました。').waitFor();
    expect(await publicPage('setsumeikai')).toContain(`${run}-緊急`);

    // The approver's queue shows it for review, with the reason.
    const review = requestRow(admin.page, '採用説明会', '事後確認待ち').filter({ hasText: '緊急公開' });
    await expect.poll(() => review.count()).toBeGreaterThan(0);
    await review.last().getByRole('link', { name: '採用説明会' }).click();
    await facts(admin.page).getByText(`日程の変更を至急知らせます ${run}`).waitFor();

    // A republication of the whole website: asked by 広報 花子, approved by 管理 太郎, the pages stay as approved.
    await koho.page.goto(url('/cms/website'));
    await koho.page.getByRole('button', { name: '「採用情報サイト」のWebサイトの再公開' }).click();
    await answerDialog(
      koho.page.getByRole('dialog', { name: 'Webサイトの再公開' }),
      'コメント（任意）',
      `再公開 ${run}`,
      '再公開する',
    );
    await messageOf(koho.page, 'Webサイトの再公開の承認依頼を送りました。').waitFor();
    const republish = requestRow(admin.page, 'Webサイト全体', '承認待ち');
    await republish.waitFor();
    await republish.getByRole('link', { name: 'Webサイト全体' }).click();
    await admin.page.getByRole('heading', { level: 2 }).filter({ hasText: '再公開' }).waitFor();
    await admin.page.getByRole('link', { name: '承認する' }).click();
    await answerDialog(
      admin.page.getByRole('dialog', { name: /再公開）」を承認$/ }),
      'コメント（任意）',
      '',
      '承認する',
    );
    await messageOf(admin.page, /再公開）」を承認しました。$/).waitFor();
    await admin.page.getByRole('heading', { level: 2 }).filter({ hasText: '公開済み' }).waitFor();
    expect(await publicPage('setsumeikai')).toContain(`${run}-緊急`);
    expect(await publicPage('yoko')).toContain(`${run}-3`);

    expect(admin.errors).toEqual([]);
    expect(koho.errors).toEqual([]);
  }, 180_000);
});
