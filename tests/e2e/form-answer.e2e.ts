import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import yauzl from 'yauzl';
import { type OpenBrowser, openBrowser } from './harness/browser.ts';
import { freePort, type RunningConsole, startConsole } from './harness/server.ts';
import { apiAs } from './support/api.ts';
import { setChecked } from './support/checkable.ts';
import { openSignedIn } from './support/sessions.ts';

/**
 * Issue 21, form answers end to end, on a reference server of its own. The administrator makes a small form
 * (氏名, ご意見, 添付) with 広報 花子 as its 共同管理者; both open its answers. The public answers it three times
 * through its public page: both tables offer 「新しい回答 3 件」 instead of shifting. The administrator filters,
 * sorts, selects a range and removes one answer (広報 花子's table loses it live), then downloads CSV (UTF-8 with
 * BOM, the formula neutralised), Shift_JIS (decoded back, 𠮷 reported), xlsx (read back) and zip (listed back
 * with its file), and the downloaded mark shows.
 */
let server: RunningConsole;
let admin: OpenBrowser;
let koho: OpenBrowser;
let visitor: OpenBrowser;
const dataDir = mkdtempSync(join(tmpdir(), 'console-form-answer-e2e-'));
const run = Date.now().toString(36);
const formName = `e2e 回答確認 ${run}`;
let formId = 0;

const api = (browser: OpenBrowser, path: string, method = 'GET', body?: unknown) =>
  apiAs(server.baseUrl)(browser, path, method, body);

beforeAll(async () => {
  server = await startConsole({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    FORM_MIN_FILL_SECONDS: '0',
  });
  [admin, koho, visitor] = await Promise.all([
    openSignedIn(server.baseUrl, 'admin@example.go.jp'),
    openSignedIn(server.baseUrl, 'koho@example.go.jp'),
    openBrowser(),
  ]);
  const made = await api(admin, '/api/form/', 'POST', { name: formName, webId: 1, startDate: null, endDate: null });
  formId = made.id as number;
  const candidates = (await api(admin, '/api/form/sub-owner-candidates')).data as { id: number; email: string }[];
  const kohoId = candidates.find((each) => each.email === 'koho@example.go.jp')?.id;
  const added = await api(admin, `/api/form/${formId}/add-sub-owner`, 'PATCH', { subOwner: [kohoId] });
  if (added.error || kohoId === undefined) throw new Error(`広報 花子 was not added: ${JSON.stringify(added)}`);
  const opened = await api(admin, `/api/form/${formId}`, 'PUT', {
    name: formName,
    status: 'open',
    startDate: null,
    endDate: null,
    items: [
      { key: 'name', label: '氏名', type: 'text', required: true },
      { key: 'opinion', label: 'ご意見', type: 'textarea', required: false },
      { key: 'file', label: '添付', type: 'file', required: false, accept: ['pdf'], maxSize: 1_000_000 },
    ],
    limitAnswer: 0,
    useNotice: false,
    errorContent: '',
    successContent: `E2E受付完了 ${run}`,
    version: added.version,
  });
  if (opened.error) throw new Error(`the form could not be opened: ${JSON.stringify(opened)}`);
}, 120_000);

afterAll(async () => {
  await Promise.all([admin?.close(), koho?.close(), visitor?.close()]);
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const grid = (page: Page) => page.getByRole('table', { name: '回答一覧' });
/** The answers' rows in the DOM (the table is virtual: those in view and a few beyond). */
const dataRows = (page: Page) =>
  grid(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('checkbox') });
const rowOf = (page: Page, text: string) => dataRows(page).filter({ hasText: text });

const answerPublicly = async (name: string, opinion: string, file = false) => {
  const page = visitor.page;
  await page.goto(`${server.baseUrl}/public/form/${formId}`);
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('氏名').fill(name);
  await form.getByLabel('ご意見').fill(opinion);
  if (file) {
    await form.getByLabel('添付').setInputFiles({
      name: '申込書.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% e2e answer\n'),
    });
  }
  await form.getByRole('button', { name: '送信する' }).click();
  await page.getByText(`E2E受付完了 ${run}`).waitFor();
};

test('three answers posted through the public form arrive live, offered rather than shifting the rows', async () => {
  for (const browser of [admin, koho]) {
    await browser.page.goto(`${server.baseUrl}/form-answer/${formId}`);
    await browser.page.getByRole('heading', { level: 1, name: `${formName} の回答` }).waitFor();
    await browser.page.getByText('回答はまだありません。').waitFor();
  }
  await answerPublicly('鈴木 一郎', '駐車場はありますか。\n車いすで参加します、よろしく。', true);
  await answerPublicly('𠮷田 花子', '=HYPERLINK("http://example.com","click")');
  await answerPublicly('佐藤 次郎', '特になし');

  for (const browser of [admin, koho]) {
    const arrivals = browser.page.getByRole('button', { name: /新しい回答 3 件/ });
    await arrivals.waitFor();
    await arrivals.click();
    await expect.poll(() => dataRows(browser.page).count()).toBe(3);
  }
  // The list of forms counts them too.
  await admin.page.goto(`${server.baseUrl}/form-answer`);
  await expect
    .poll(() => admin.page.getByRole('row').filter({ hasText: formName }).textContent())
    .toMatch(/3 件\s*3 件/);
}, 120_000);

test('filter, sort, select a range, and remove one: another console loses it live', async () => {
  const page = admin.page;
  await page.goto(`${server.baseUrl}/form-answer/${formId}`);
  await expect.poll(() => dataRows(page).count()).toBe(3);

  await grid(page).getByLabel('氏名を列で絞り込み').fill('田');
  await expect.poll(() => dataRows(page).count()).toBe(1);
  await page.getByText('3 件中 1 件を表示').waitFor();
  await grid(page).getByLabel('氏名を列で絞り込み').fill('');
  await expect.poll(() => dataRows(page).count()).toBe(3);

  // Sorted by 回答番号 ascending: the first answer (鈴木) first.
  await grid(page).getByRole('button', { name: '回答番号', exact: true }).click();
  await expect
    .poll(() => grid(page).getByRole('columnheader', { name: '回答番号', exact: true }).getAttribute('aria-sort'))
    .toBe('ascending');
  await expect.poll(() => dataRows(page).first().textContent()).toContain('鈴木 一郎');

  // A shift-click range selects all three; then only 佐藤 is kept selected.
  const boxes = dataRows(page).getByRole('checkbox');
  await boxes.nth(0).click();
  await boxes.nth(2).click({ modifiers: ['Shift'] });
  await page.getByText('3 件を選択中').waitFor();
  await page.getByRole('button', { name: '選択を解除' }).click();
  await rowOf(page, '佐藤 次郎').getByRole('checkbox').click();
  await page.getByText('1 件を選択中').waitFor();

  await page.getByRole('button', { name: '選択した 1 件を削除' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByText('選択した 1 件の回答を削除します。元に戻せません。').waitFor();
  await dialog.getByRole('button', { name: '削除' }).click();
  await expect.poll(() => dataRows(page).count()).toBe(2);
  await expect.poll(() => dataRows(koho.page).count()).toBe(2);
  expect(await rowOf(koho.page, '佐藤 次郎').count()).toBe(0);
}, 90_000);

/**
 * Closes the export dialog by its × (an Escape pressed while the dialog is still opening can be lost under
 * load, leaving the page behind it inert) and waits until it has gone.
 */
const closeExportDialog = async () => {
  const dialog = admin.page.getByRole('dialog', { name: 'ダウンロード' });
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await dialog.waitFor({ state: 'hidden' });
};

/** Starts an export of every answer in this format and saves the file it makes. */
const download = async (format: RegExp): Promise<{ path: string; name: string }> => {
  const page = admin.page;
  await page.getByRole('button', { name: 'ダウンロード', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ダウンロード' });
  await setChecked(dialog.getByRole('radio', { name: /すべての回答/ }));
  await setChecked(dialog.getByRole('radio', { name: format }));
  const before = await dialog.getByRole('link', { name: /をダウンロード$/ }).count();
  await dialog.getByRole('button', { name: '書き出しを始める' }).click();
  await expect
    .poll(() => dialog.getByRole('link', { name: /をダウンロード$/ }).count(), { timeout: 30_000 })
    .toBe(before + 1);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog
      .getByRole('link', { name: /をダウンロード$/ })
      .first()
      .click(),
  ]);
  const path = join(dataDir, `${run}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  await closeExportDialog();
  return { path, name: file.suggestedFilename() };
};

const zipEntries = (path: string): Promise<string[]> =>
  new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

test('downloads: CSV with BOM and formulas neutralised, Shift_JIS with 𠮷 reported, xlsx and zip read back; marked downloaded', async () => {
  const page = admin.page;
  await page.goto(`${server.baseUrl}/form-answer/${formId}`);
  await expect.poll(() => dataRows(page).count()).toBe(2);

  const csv = await download(/CSV（UTF-8）/);
  expect(csv.name).toMatch(/\.csv$/);
  const bytes = readFileSync(csv.path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  expect(text).toContain('鈴木 一郎');
  expect(text).toContain('"駐車場はありますか。\r\n車いすで参加します、よろしく。"');
  expect(text).toContain(`"'=HYPERLINK(""http://example.com"",""click"")"`);
  expect(text).not.toContain('佐藤 次郎');

  const sjis = await download(/CSV（Shift_JIS）/);
  const decoded = iconv.decode(readFileSync(sjis.path), 'cp932');
  expect(decoded).toContain('鈴木 一郎');
  expect(decoded).toContain('?田 花子');
  await page.getByRole('button', { name: 'ダウンロード', exact: true }).click();
  await page.getByText('Shift_JISにない文字が 1 件あり、「?」に置き換えました').first().waitFor();
  await closeExportDialog();

  const xlsx = await download(/Excel（\.xlsx）/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = book.worksheets[0];
  const cells = (sheet?.getSheetValues() ?? []).flat().map(String);
  expect(cells).toContain('鈴木 一郎');
  expect(cells).toContain('𠮷田 花子');

  const zip = await download(/ZIP/);
  const entries = await zipEntries(zip.path);
  expect(entries.some((name) => name.endsWith('.csv'))).toBe(true);
  expect(entries.some((name) => /^files\/\d+\/.*申込書\.pdf$/u.test(name))).toBe(true);

  // Fetching the files marked both answers downloaded: the table says so, here and in the other console.
  for (const browser of [admin, koho]) {
    await expect
      .poll(() => dataRows(browser.page).getByText('済', { exact: true }).count(), { timeout: 15_000 })
      .toBe(2);
  }
}, 180_000);
