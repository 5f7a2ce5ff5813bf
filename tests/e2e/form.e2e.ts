import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../server/mail/testing/smtpSink.ts';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { freePort, type RunningConsole, startConsole } from './harness/server.ts';
import { apiAs } from './support/api.ts';
import { setChecked } from './support/checkable.ts';
import { openSignedIn } from './support/sessions.ts';

/**
 * Issue 20, forms end to end, on a reference server of its own whose SMTP server is a sink started here.
 * 広報 花子 (FORM 2) builds a form with one item of each of the eleven types while the administrator's list takes it
 * live; the administrator places it on a page of 本庁サイト; the public (a third browser, signed out) answers it
 * there: an incomplete answer comes back with the reasons and every value kept, a complete one shows the
 * form's successContent, its receipt reaches the sink with the answer and the owner's bell gets the notice.
 * Closing the period refuses the public; reopened, the second answer fills the limit and the page shows the
 * form's errorContent instead of its fields.
 */
let sink: SmtpSink;
let server: RunningConsole;
let owner: OpenBrowser;
let admin: OpenBrowser;
let visitor: OpenBrowser;
const dataDir = mkdtempSync(join(tmpdir(), 'console-form-e2e-'));
const run = Date.now().toString(36);
const formName = `e2e 説明会申込 ${run}`;
const pagePath = `e2e-form-${run}`;
const success = `E2E受付完了 ${run}`;
const refusal = `E2E受付できません ${run}`;
let formId = 0;

const itemTypes = [
  '1行テキスト',
  '複数行テキスト',
  'メールアドレス',
  '電話番号',
  '数値',
  '日付',
  '単一選択',
  '複数選択',
  'プルダウン',
  'ファイル添付',
  '同意チェック',
] as const;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startConsole({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_IGNORE_TLS: 'true',
    // People in a test fill a form within a second; the time trap has its own server tests.
    FORM_MIN_FILL_SECONDS: '0',
  });
  [owner, admin, visitor] = await Promise.all([
    openSignedIn(server.baseUrl, 'koho@example.go.jp'),
    openSignedIn(server.baseUrl, 'admin@example.go.jp'),
    openBrowser(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([owner?.close(), admin?.close(), visitor?.close()]);
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (browser: OpenBrowser, path: string, method = 'GET', body?: unknown) =>
  apiAs(server.baseUrl)(browser, path, method, body);

const readForm = async (): Promise<Record<string, unknown>> => {
  const answer = await api(owner, `/api/form/${formId}`);
  return (answer.data as Record<string, unknown> | undefined) ?? answer;
};

const formRow = (page: Page) =>
  page.getByRole('table', { name: 'フォームの一覧' }).getByRole('row').filter({ hasText: formName });

test('a form with every item type is built, and another console lists it live', async () => {
  await admin.page.goto(`${server.baseUrl}/form`);
  await admin.page.getByRole('table', { name: 'フォームの一覧' }).waitFor();

  const page = owner.page;
  await page.goto(`${server.baseUrl}/form/create`);
  await page.getByRole('textbox', { name: 'フォーム名' }).fill(formName);
  await page.getByRole('combobox', { name: 'Webサイト' }).click();
  await page.getByRole('option', { name: '本庁サイト' }).click();
  await page.getByRole('spinbutton', { name: '回答数の上限' }).fill('2');
  for (const name of ['回答をお知らせで受け取る', '回答者に受付メールを送る', '受付メールに回答内容を含める']) {
    await setChecked(page.getByRole('checkbox', { name }));
  }
  await page.getByRole('textbox', { name: '受付完了の表示' }).fill(`<p>${success}</p>`);
  await page.getByRole('textbox', { name: '受付できないときの表示' }).fill(`<p>${refusal}</p>`);

  const itemType = page.getByRole('combobox', { name: '項目の種類' });
  for (const type of itemTypes) {
    await itemType.click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await page.getByRole('button', { name: '項目を追加' }).click();
  }
  const items = page.getByRole('list', { name: '項目' });
  await expect.poll(() => items.getByRole('listitem').count()).toBe(itemTypes.length);
  // The live preview shows the form as the public will see it.
  const preview = page.frameLocator('iframe[title^="プレビュー"]:not([aria-hidden])');
  await preview.getByLabel('同意チェック').waitFor();

  await page.getByRole('button', { name: '作成する' }).click();
  await page.waitForURL(/\/form\/\d+$/);
  formId = Number(new URL(page.url()).pathname.split('/').at(-1));
  expect(formId).toBeGreaterThan(0);

  await expect.poll(() => formRow(admin.page).textContent()).toContain('下書き');
  await page.getByRole('button', { name: '受付を開始する' }).click();
  await expect.poll(() => formRow(admin.page).textContent()).toContain('受付中');
  await expect.poll(() => formRow(admin.page).textContent()).toMatch(/0\s*\/\s*2/);
}, 90_000);

const pageUrl = () => `${server.baseUrl}/site/1/${pagePath}`;

const fillAnswer = async (page: Page, name: string, consent: boolean) => {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('1行テキスト').fill(name);
  await form.getByLabel('複数行テキスト').fill('駐車場はありますか。\n車いすで参加します。');
  await form.getByLabel('メールアドレス').fill(`answerer-${run}@example.jp`);
  await form.getByLabel('電話番号').fill('03-1234-5678');
  await form.getByLabel('数値').fill('3');
  await form.getByLabel('日付').fill('2026-12-01');
  await form
    .getByRole('group', { name: /単一選択/ })
    .getByLabel('選択肢1')
    .check();
  await form
    .getByRole('group', { name: /複数選択/ })
    .getByLabel('選択肢2')
    .check();
  await form.getByLabel('プルダウン').selectOption('選択肢1');
  await form.getByLabel('ファイル添付').setInputFiles({
    name: '参加申込書.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% e2e\n'),
  });
  if (consent) await form.getByLabel('同意チェック').check();
  await form.getByRole('button', { name: '送信する' }).click();
};

test('placed on a page, the form refuses an incomplete answer with every value kept and takes a complete one', async () => {
  // The template made for forms: its formScript turns the browser's own checks off, so the server's speak.
  const templates = (await api(admin, '/api/cms/template')).data as { id: number; name: string }[];
  const template = templates.find((each) => each.name === 'お問い合わせフォーム');
  const placed = await api(admin, '/api/cms/page/', 'POST', {
    webId: 1,
    templateId: template?.id ?? null,
    title: `説明会のお申し込み ${run}`,
    path: pagePath,
    html: `<p>以下のフォームからお申し込みください。</p>\n{{form:${formId}}}`,
    active: true,
  });
  expect(placed).toMatchObject({ id: expect.any(Number) });

  const page = visitor.page;
  await page.goto(pageUrl());
  await fillAnswer(page, 'e2e 太郎', false);
  const form = page.getByRole('form', { name: formName });
  await page.getByRole('alert').getByText('同意チェック').first().waitFor();
  await expect.poll(() => form.getByLabel('1行テキスト').inputValue()).toBe('e2e 太郎');
  await expect.poll(() => form.getByLabel('メールアドレス').inputValue()).toBe(`answerer-${run}@example.jp`);
  expect(
    await form
      .getByRole('group', { name: /複数選択/ })
      .getByLabel('選択肢2')
      .isChecked(),
  ).toBe(true);

  await fillAnswer(page, 'e2e 太郎', true);
  await page.getByText(success).waitFor();

  // The owner's console: the answer counted live and the notice in the bell.
  await expect.poll(() => formRow(admin.page).textContent()).toMatch(/1\s*\/\s*2/);
  const bell = owner.page.getByRole('banner').getByRole('button', { name: /^お知らせ \(未読/ });
  await bell.waitFor();
  await bell.click();
  await owner.page.getByRole('dialog', { name: 'お知らせ' }).getByText(formName).first().waitFor();
  await owner.page.keyboard.press('Escape');
}, 90_000);

test('the receipt reaches the answerer with the answer in it', async () => {
  const subject = `【受付】${formName}`;
  const deadline = Date.now() + 20_000;
  while (!sink.messages.some((message) => message.subject === subject)) {
    if (Date.now() > deadline) throw new Error('no receipt arrived');
    await sink.waitForCount(sink.messages.length + 1, deadline - Date.now()).catch(() => undefined);
  }
  const receipt = sink.messages.find((message) => message.subject === subject);
  const to = receipt?.to;
  expect((Array.isArray(to) ? to[0] : to)?.value[0]?.address).toBe(`answerer-${run}@example.jp`);
  expect(receipt?.text).toContain('e2e 太郎');
  expect(receipt?.text).toContain('駐車場はありますか。');
  expect(receipt?.text).toContain('参加申込書.pdf');
});

/** The owner sets 受付終了日時 in the console's date-time field (or clears it) and saves. */
const setEndDate = async (end: string | null) => {
  const page = owner.page;
  await page.goto(`${server.baseUrl}/form/${formId}`);
  const field = page.getByRole('group', { name: '受付終了日時' });
  if (end === null) {
    await field.getByRole('button', { name: 'クリア' }).click();
  } else {
    const [date, time] = end.split(' ');
    await field.getByRole('textbox', { name: '日付' }).fill(date ?? '');
    await field.getByLabel('時刻').fill(time ?? '');
    await field.getByLabel('時刻').blur();
    // The 和暦 beside the date says the typed date was taken.
    await field.getByText(/^(令和|平成)/).waitFor();
  }
  await page.getByRole('button', { name: '保存する' }).click();
  await page.getByText(`フォーム「${formName}」を保存しました。`).first().waitFor();
};

test('a closed period refuses the public; reopened, the limit is reached and errorContent is shown', async () => {
  // Yesterday in Japan, as the owner types it.
  const yesterday = new Date(Date.now() + 9 * 3600_000 - 24 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '/');
  await setEndDate(`${yesterday} 09:00`);
  expect((await readForm()).endDate).toBe(new Date(`${yesterday.replaceAll('/', '-')}T09:00:00+09:00`).toISOString());

  const page = visitor.page;
  await page.goto(pageUrl());
  await page.getByText(refusal).waitFor();
  expect(await page.getByRole('form', { name: formName }).count()).toBe(0);

  await setEndDate(null);
  await page.goto(pageUrl());
  await fillAnswer(page, 'e2e 花子', true);
  await page.getByText(success).waitFor();
  await expect.poll(() => formRow(admin.page).textContent()).toMatch(/2\s*\/\s*2/);

  await page.goto(pageUrl());
  await page.getByText(refusal).waitFor();
  expect(await page.getByRole('form', { name: formName }).count()).toBe(0);
}, 90_000);
