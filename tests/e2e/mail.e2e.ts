import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../server/mail/testing/smtpSink.ts';
import type { OpenBrowser } from './harness/browser.ts';
import { freePort, type RunningConsole, startConsole } from './harness/server.ts';
import { apiAs } from './support/api.ts';
import { setChecked } from './support/checkable.ts';
import { openSignedIn } from './support/sessions.ts';

/**
 * Issue 19, mailing lists and mail sending end to end, on a reference server of its own whose SMTP server is
 * a sink started here (so its mail and its restart touch no other test). The administrator creates an
 * external list, pastes 20 addresses (2 malformed, 1 outside the allowed domains, 1 duplicate) and sees each
 * verdict before adding; sends a test to themself; schedules a mail and cancels it; sends one to the list while
 * 広報課 watches the history in another browser; the sink gets exactly one message per recipient, the
 * Japanese subject decoded. Then a send is cut by stopping the server mid-way: after a start on the same data,
 * the rest arrive and nobody gets it twice.
 */
let sink: SmtpSink;
let server: RunningConsole;
let admin: OpenBrowser;
let koho: OpenBrowser;
const dataDir = mkdtempSync(join(tmpdir(), 'console-mail-e2e-'));
let port = 0;
const run = Date.now().toString(36);
const listName = `e2e 防災連絡 ${run}`;

const start = () =>
  startConsole({
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_IGNORE_TLS: 'true',
    MAIL_FROM: '"e2e 市役所" <noreply@example.go.jp>',
    // Slow enough for the history to show a send under way, and for a stop to land in the middle of one.
    MAIL_RATE_PER_SECOND: '4',
  });

beforeAll(async () => {
  sink = await startSmtpSink();
  port = await freePort();
  server = await start();
  [admin, koho] = await Promise.all([
    openSignedIn(server.baseUrl, 'admin@example.go.jp'),
    openSignedIn(server.baseUrl, 'koho@example.go.jp'),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([admin?.close(), koho?.close()]);
  await server?.stop();
  await sink?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const messagesTo = (subject: string): ParsedMail[] => sink.messages.filter((message) => message.subject === subject);
const recipientsOf = (messages: ParsedMail[]) =>
  messages.flatMap((message) => {
    const to = message.to;
    const list = Array.isArray(to) ? to : to ? [to] : [];
    return list.flatMap((each) => each.value.map((address) => address.address ?? ''));
  });

/** Waits until the sink holds `count` messages with this subject (a state, not a time). */
const waitForMessages = async (subject: string, count: number, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (messagesTo(subject).length < count) {
    if (Date.now() > deadline) throw new Error(`${subject}: ${messagesTo(subject).length} of ${count} arrived`);
    await sink.waitForCount(sink.messages.length + 1, deadline - Date.now()).catch(() => undefined);
  }
};

const api = (browser: OpenBrowser, path: string, method = 'GET', body?: unknown) =>
  apiAs(server.baseUrl)(browser, path, method, body);

const historyRow = (page: Page, subject: string) =>
  page.getByRole('table', { name: '送信履歴' }).getByRole('row').filter({ hasText: subject });

// 20 addresses: 16 fine, 2 malformed, 1 outside the allowed domains (an external list takes it, marked), 1 twice.
const good = Array.from({ length: 16 }, (_, index) => `bosai-e2e-${run}-${index + 1}@mail.example.go.jp`);
const pasted = [
  ...good.slice(0, 8),
  'これはアドレスではありません',
  `resident-${run}@outside.example.com`,
  good[2]?.toUpperCase() ?? '',
  ...good.slice(8),
  `broken-${run}@@example.go.jp`,
].join('\n');
const recipients = [...good, `resident-${run}@outside.example.com`];

let listId = 0;

test('a list is created and 20 pasted addresses are judged one by one before any is added', async () => {
  const page = admin.page;
  await koho.page.goto(`${server.baseUrl}/mailing`);
  const kohoLists = koho.page.getByRole('table', { name: 'メーリングリストの一覧' });
  await kohoLists.waitFor();
  await page.goto(`${server.baseUrl}/mailing/create`);
  await page.getByRole('textbox', { name: 'メーリングリスト名' }).fill(listName);
  await page.getByRole('combobox', { name: '種類' }).click();
  await page.getByRole('option', { name: '外部向け' }).click();
  await page.getByRole('button', { name: '作成する' }).click();
  await page.waitForURL(/\/mailing\/\d+$/);
  listId = Number(new URL(page.url()).pathname.split('/').at(-1));

  await page.getByRole('link', { name: '宛先を追加' }).click();
  const dialog = page.getByRole('dialog', { name: `「${listName}」に宛先を追加` });
  await dialog.getByRole('textbox', { name: 'メールアドレス' }).fill(pasted);
  const summary = dialog.getByRole('list', { name: '確認結果の件数' });
  await expect.poll(() => summary.textContent()).toContain('16 件');
  const verdicts = dialog.getByRole('table', { name: '宛先ごとの確認結果' });
  await setChecked(dialog.getByRole('checkbox', { name: '問題のある宛先だけ表示' }));
  const rowOf = (text: string) => verdicts.getByRole('row').filter({ hasText: text });
  await expect.poll(() => rowOf('これはアドレスではありません').textContent()).toContain('形式が正しくありません');
  await expect.poll(() => rowOf(`broken-${run}@@example.go.jp`).textContent()).toContain('形式が正しくありません');
  await expect.poll(() => rowOf(`resident-${run}@outside.example.com`).textContent()).toContain('許可ドメイン外');
  await expect.poll(() => rowOf(good[2]?.toUpperCase() ?? '').textContent()).toContain('重複しています');

  await dialog.getByRole('button', { name: '17 件を追加する' }).click();
  await dialog.getByText('17 件を追加しました').waitFor();
  await dialog.getByRole('button', { name: '閉じる' }).first().click();
  await page.waitForURL(new RegExp(`/mailing/${listId}$`));
  // The dialog's result (also 「17 件」) is gone first, then the page's own count line says it.
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('main').getByText('17 件', { exact: true }).waitFor();
  // 広報課's list of lists took the new list and its 17 addresses without a reload.
  const kohoRow = kohoLists.getByRole('row').filter({ hasText: listName });
  await expect.poll(() => kohoRow.textContent()).toContain('17');
}, 60_000);

const compose = async (page: Page, subject: string, body: string) => {
  await page.goto(`${server.baseUrl}/mail`);
  await setChecked(page.getByRole('checkbox', { name: listName }));
  await page.getByRole('textbox', { name: '件名' }).fill(subject);
  await page.getByRole('textbox', { name: 'テキスト本文' }).fill(body);
  await page.getByText('受信者 17 人').waitFor();
};

test('a test goes to the sender only; a scheduled mail is cancelled and nothing of it is sent', async () => {
  const page = admin.page;
  const subject = `【試験】防災訓練のお知らせ ${run}`;
  await compose(page, subject, '防災訓練を行います。\n日時：12月1日 9時');
  await expect.poll(() => page.getByText('許可ドメイン外のメールアドレスが 1 件あります').count()).toBe(1);
  await page.getByRole('button', { name: 'テスト送信' }).click();
  await waitForMessages(`[テスト] ${subject}`, 1);
  expect(recipientsOf(messagesTo(`[テスト] ${subject}`))).toEqual(['admin@example.go.jp']);

  const tomorrow = new Date(Date.now() + 24 * 3600_000 + 9 * 3600_000).toISOString().slice(0, 16);
  await page.getByRole('radio', { name: '日時を指定して送信予約する' }).check();
  await page.getByLabel('送信する日時（日本時間）').fill(tomorrow);
  await page.getByRole('button', { name: '送信予約する' }).click();
  const row = historyRow(page, subject);
  await expect.poll(() => row.textContent()).toContain('送信予約');
  await row.getByRole('link', { name: `「${subject}」の送信を取り消す` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('取り消すと、だれにも送信されません').waitFor();
  await dialog.getByRole('button', { name: '送信を取り消す' }).click();
  await page.waitForURL(`${server.baseUrl}/mail`);
  await expect.poll(() => row.textContent()).toContain('取消済み');
  expect(messagesTo(subject)).toHaveLength(0);
}, 60_000);

test('a mail to the list is sent once to each recipient while another console watches its progress', async () => {
  const page = admin.page;
  const subject = `【重要】避難所開設のお知らせ（第1報）${run}`;
  await koho.page.goto(`${server.baseUrl}/mail`);
  await koho.page.getByRole('table', { name: '送信履歴' }).waitFor();

  await compose(page, subject, '市内の避難所を開設しました。\n詳しくは市のホームページをご覧ください。');
  const send = page.getByRole('button', { name: '送信する', exact: true });
  await send.dblclick();

  const watched = historyRow(koho.page, subject);
  await expect.poll(() => watched.textContent(), { timeout: 20_000 }).toMatch(/送信中|送信済み/);
  await expect.poll(() => watched.textContent(), { timeout: 30_000 }).toContain('送信済み');
  await waitForMessages(subject, 17);
  const received = recipientsOf(messagesTo(subject));
  expect(received.sort()).toEqual([...recipients].sort());
  expect(new Set(received).size).toBe(17);
  const one = messagesTo(subject)[0];
  expect(one?.text).toContain('市内の避難所を開設しました。');
  expect(one?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain(`list-${listId}`);
}, 90_000);

test('a send cut by a server stop goes on after the start; nobody gets it twice', async () => {
  const subject = `停止試験 ${run}`;
  const answer = await api(admin, '/api/mail/send', 'POST', {
    requestId: crypto.randomUUID(),
    mailingIds: [listId],
    subject,
    text: '再起動の試験です。',
    html: '',
  });
  expect(answer.error ?? false).toBe(false);
  await waitForMessages(subject, 3);
  await server.stop();
  const beforeRestart = messagesTo(subject).length;
  expect(beforeRestart).toBeLessThan(17);

  server = await start();
  const deadline = Date.now() + 60_000;
  let status = '';
  while (Date.now() < deadline) {
    const history = (await api(admin, '/api/mail/history')) as { data?: { subject: string; status: string }[] };
    status = history.data?.find((mail) => mail.subject === subject)?.status ?? '';
    if (status === 'sent' || status === 'partial') break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  expect(['sent', 'partial']).toContain(status);
  const received = recipientsOf(messagesTo(subject));
  expect(new Set(received).size).toBe(received.length);
  expect(received.length).toBeGreaterThan(beforeRestart);
  const detail = (await api(admin, `/api/mail/history/${(answer.id as number) ?? 0}`)) as {
    data?: { recipients: { email: string; status: string }[] };
  };
  const outcomes = detail.data?.recipients ?? [];
  expect(outcomes).toHaveLength(17);
  for (const each of outcomes) {
    expect(received.includes(each.email), each.email).toBe(each.status === 'sent');
  }
}, 120_000);
