import { allSettled, fork as forkScope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { answerTime } from '../../contract/answerTable.ts';
import type { FormRead } from '../../contract/form.ts';
import type { ExportJob, FormAnswer } from '../../contract/formAnswer.ts';
import { aForm, aFormAnswerSummary, anExportJob } from '../../contract/testing/examples.ts';
import { formFx } from '../form/index.ts';
import { messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { admin } from '../session/testing.ts';
import { FIRST_PAGE_LIMIT } from './answers.ts';
import {
  $answerSummaryRows,
  $arrivalsCount,
  $columnFilters,
  $columns,
  $columnWidths,
  $exportDialogOpen,
  $exportError,
  $hiddenColumns,
  $jobs,
  $matchingCount,
  $mayRemove,
  $removeConfirmText,
  $removeRule,
  $rows,
  $scope,
  $scopes,
  $selectedIds,
  $selectedMatchingCount,
  $sorting,
  $summariesLoading,
  $summaryQuery,
  $totalCount,
  allMatchingSelected,
  answerRemove,
  answerSummaries,
  answersCsv,
  arrivalsShown,
  cancelClicked,
  columnFilterChanged,
  columnResized,
  columnVisibilityChanged,
  exportDialogClosed,
  exportDialogOpened,
  exportSubmitted,
  formAnswerFx,
  formAnswers,
  formatChanged,
  loadTableSettingsFx,
  markDownloadedFx,
  openDownloadFx,
  pollWaitFx,
  removeClicked,
  rowToggled,
  saveFileFx,
  saveTableSettingsFx,
  scopeChanged,
  searchChanged,
  sortClicked,
  summaryFilter,
  summarySearched,
  tableClosed,
  tableOpened,
} from './index.ts';

const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const FORM_ID = 5;
const form: FormRead = {
  ...aForm,
  id: FORM_ID,
  ownerId: admin.id,
  subOwner: [],
  items: [
    { key: 'name', label: '氏名', type: 'text', required: true },
    { key: 'tel', label: '電話', type: 'text', required: false },
  ],
};

const answer = (id: number, name = `回答者${id}`, over: Partial<FormAnswer> = {}): FormAnswer => ({
  id,
  formId: FORM_ID,
  values: [
    { key: 'name', label: '氏名', value: name },
    { key: 'tel', label: '電話', value: `03-0000-${String(id).padStart(4, '0')}` },
  ],
  files: [],
  downloaded: false,
  createdAt: new Date(Date.UTC(2026, 10, 1, 0, 0, id)).toISOString(),
  seq: id,
  ...over,
});

type PageCall = { params: { formId: number }; query: { after?: number; limit?: number } };
/** A server paging by seq, with tombstones after a cursor. */
const pagingServer = (rows: () => FormAnswer[]) =>
  vi.fn(({ query }: PageCall) =>
    rows()
      .filter((row) => (row.seq ?? 0) > (query.after ?? 0) && (!row.removed || (query.after ?? 0) > 0))
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
      .slice(0, query.limit),
  );

const fork = (config: { values?: unknown[]; handlers?: unknown[] } = {}) =>
  forkScope({
    values: [[$tokenInfo, admin], ...(config.values ?? [])],
    handlers: [
      [messageTimerFx, () => {}],
      [formFx.list, () => [form]],
      [loadTableSettingsFx, () => ({ hidden: [], widths: {} })],
      [saveTableSettingsFx, () => {}],
      ...(config.handlers ?? []),
    ],
  } as never);

const opened = async (rows: FormAnswer[] | (() => FormAnswer[]), handlers: unknown[] = []) => {
  const server = pagingServer(typeof rows === 'function' ? rows : () => rows);
  const scope = fork({ handlers: [[formAnswerFx.listByForm, server], ...handlers] });
  await allSettled(tableOpened, { scope, params: FORM_ID });
  return { scope, server };
};
const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe('the forms with answers (/form-answer)', () => {
  test('are keyed by form and shown with the last answer time in Japan', async () => {
    const scope = fork({ handlers: [[formAnswerFx.list, () => [aFormAnswerSummary]]] });
    await allSettled(answerSummaries.needed, { scope });
    expect(scope.getState(answerSummaries.$items)[0]?.id).toBe(aFormAnswerSummary.formId);
    expect(scope.getState($answerSummaryRows)).toEqual([
      {
        formId: aFormAnswerSummary.formId,
        formName: '説明会参加申込',
        total: 12,
        notDownloaded: 3,
        lastAnsweredAt: answerTime(aFormAnswerSummary.lastAnsweredAt as string),
      },
    ]);
  });

  test('are searched by form name, kana and width aside; no answer yet is an empty time', async () => {
    const none = { formId: 7, formName: 'ｱﾝｹｰﾄ', total: 0, notDownloaded: 0, lastAnsweredAt: null };
    const scope = fork({ handlers: [[formAnswerFx.list, () => [aFormAnswerSummary, none]]] });
    await allSettled(answerSummaries.needed, { scope });
    expect(scope.getState($summariesLoading)).toBe(false);
    expect(scope.getState(summaryFilter.$visible).map((row) => row.lastAnsweredAt === '')).toEqual([false, true]);
    await allSettled(summarySearched, { scope, params: 'あんけーと' });
    expect(scope.getState($summaryQuery)).toBe('あんけーと');
    expect(scope.getState(summaryFilter.$visible).map((row) => row.formId)).toEqual([7]);
    expect(scope.getState(summaryFilter.$total)).toBe(2);
    await allSettled(summarySearched, { scope, params: 'なし' });
    expect(scope.getState(summaryFilter.$visible)).toEqual([]);
  });
});

describe('the answers of a form', () => {
  test('are read page by page to the end, a short first page first', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => answer(index + 1));
    const { scope, server } = await opened(all);
    expect(server.mock.calls.map(([call]) => call.query)).toEqual([
      { limit: FIRST_PAGE_LIMIT },
      { after: FIRST_PAGE_LIMIT, limit: 2000 },
      { after: FIRST_PAGE_LIMIT + 2000, limit: 2000 },
    ]);
    expect(scope.getState($totalCount)).toBe(2500);
    // Newest first as the table opens.
    expect(scope.getState($rows)[0]?.id).toBe(2500);
  });

  test('a server that does not page answers everything at once and is asked once', async () => {
    const all = Array.from({ length: 2500 }, (_, index) => answer(index + 1, undefined, { seq: undefined }));
    const server = vi.fn(() => all);
    const scope = fork({ handlers: [[formAnswerFx.listByForm, server]] });
    await allSettled(tableOpened, { scope, params: FORM_ID });
    expect(server).toHaveBeenCalledTimes(1);
    expect(scope.getState($totalCount)).toBe(2500);
  });

  test('answers arriving while the table is open wait until shown; removals leave at once', async () => {
    let rows = [answer(1), answer(2), answer(3)];
    const { scope } = await opened(() => rows);
    rows = [...rows, answer(4), answer(5), { ...answer(2), removed: true, seq: 6, values: [] }];
    await allSettled(formAnswers.refreshed, { scope });
    expect(ids(scope.getState($rows))).toEqual([3, 1]);
    expect(scope.getState($arrivalsCount)).toBe(2);
    await allSettled(arrivalsShown, { scope });
    expect(ids(scope.getState($rows))).toEqual([5, 4, 3, 1]);
    expect(scope.getState($arrivalsCount)).toBe(0);

    // A download mark elsewhere: the row changes in place.
    rows = [...rows, { ...answer(3), downloaded: true, seq: 7 }];
    await allSettled(formAnswers.refreshed, { scope });
    expect(ids(scope.getState($rows))).toEqual([5, 4, 3, 1]);
    expect(scope.getState($rows)[2]).toMatchObject({ id: 3, downloaded: true, cells: { downloaded: '済' } });
    expect(scope.getState($arrivalsCount)).toBe(0);
  });

  test('signing out (the list reset) forgets the table', async () => {
    const { scope } = await opened([answer(1)]);
    await allSettled(rowToggled, { scope, params: { id: 1, range: false } });
    await allSettled(searchChanged, { scope, params: 'x' });
    await allSettled(formAnswers.reset, { scope });
    expect(scope.getState($selectedIds).size).toBe(0);
    expect(scope.getState($rows)).toEqual([]);
  });

  test('the columns: 回答番号, 受付日時, one per item, 添付ファイル, ダウンロード済み', async () => {
    const { scope } = await opened([
      answer(1, '鈴木', { files: [{ key: 'f', name: '写真.jpg', url: '/f/1', size: 3 }] }),
    ]);
    expect(scope.getState($columns)).toEqual([
      { key: 'id', label: '回答番号', kind: 'id' },
      { key: 'receivedAt', label: '受付日時', kind: 'time' },
      { key: 'item:name', label: '氏名', kind: 'text' },
      { key: 'item:tel', label: '電話', kind: 'text' },
      { key: 'files', label: '添付ファイル', kind: 'files' },
      { key: 'downloaded', label: 'ダウンロード済み', kind: 'flag' },
    ]);
    const [row] = scope.getState($rows);
    expect(row?.cells['item:name']).toBe('鈴木');
    expect(row?.cells.receivedAt).toBe('2026/11/01 09:00:01');
    expect(row?.files).toEqual([{ name: '写真.jpg', url: '/f/1' }]);
  });
});

describe('finding answers', () => {
  const rows = [
    answer(1, 'スズキ イチロウ'),
    answer(2, 'たなか はなこ'),
    answer(3, 'ＡＢＣ商事', { downloaded: true }),
  ];

  test('search is width- and kana-insensitive across every column', async () => {
    const { scope } = await opened(rows);
    await allSettled(searchChanged, { scope, params: 'すずき' });
    expect(ids(scope.getState($rows))).toEqual([1]);
    await allSettled(searchChanged, { scope, params: 'タナカ' });
    expect(ids(scope.getState($rows))).toEqual([2]);
    await allSettled(searchChanged, { scope, params: 'abc' });
    expect(ids(scope.getState($rows))).toEqual([3]);
    // Full-width digits find the half-width telephone number.
    await allSettled(searchChanged, { scope, params: '０３－００００－０００２' });
    expect(ids(scope.getState($rows))).toEqual([2]);
    expect(scope.getState($matchingCount)).toBe(1);
    expect(scope.getState($totalCount)).toBe(3);
  });

  test('a column filter holds its column only', async () => {
    const { scope } = await opened(rows);
    await allSettled(columnFilterChanged, { scope, params: { key: 'item:name', value: 'ｽｽﾞｷ' } });
    expect(ids(scope.getState($rows))).toEqual([1]);
    await allSettled(columnFilterChanged, { scope, params: { key: 'item:name', value: '0001' } });
    expect(ids(scope.getState($rows))).toEqual([]);
    await allSettled(columnFilterChanged, { scope, params: { key: 'item:name', value: '' } });
    expect(scope.getState($columnFilters)).toEqual({});
    expect(scope.getState($matchingCount)).toBe(3);
  });

  test('sort: ascending, descending, none', async () => {
    const { scope } = await opened(rows);
    expect(scope.getState($sorting)).toEqual({ key: 'receivedAt', desc: true });
    await allSettled(sortClicked, { scope, params: 'item:name' });
    expect(ids(scope.getState($rows))).toEqual([3, 1, 2]);
    await allSettled(sortClicked, { scope, params: 'item:name' });
    expect(ids(scope.getState($rows))).toEqual([2, 1, 3]);
    await allSettled(sortClicked, { scope, params: 'item:name' });
    expect(scope.getState($sorting)).toBeNull();
    expect(ids(scope.getState($rows))).toEqual([1, 2, 3]);
  });
});

describe('selecting answers', () => {
  const rows = Array.from({ length: 6 }, (_, index) => answer(index + 1));

  test('a shift-click selects the range between the last row toggled and this one, in the order shown', async () => {
    const { scope } = await opened(rows);
    // Shown newest first: 6 5 4 3 2 1.
    await allSettled(rowToggled, { scope, params: { id: 5, range: false } });
    await allSettled(rowToggled, { scope, params: { id: 2, range: true } });
    expect([...scope.getState($selectedIds)].sort()).toEqual([2, 3, 4, 5]);
    await allSettled(rowToggled, { scope, params: { id: 3, range: false } });
    expect([...scope.getState($selectedIds)].sort()).toEqual([2, 4, 5]);
  });

  test('select all matching takes every answer the filter shows', async () => {
    const { scope } = await opened(rows);
    await allSettled(searchChanged, { scope, params: '回答者1' });
    await allSettled(allMatchingSelected, { scope });
    expect([...scope.getState($selectedIds)]).toEqual([1]);
    await allSettled(searchChanged, { scope, params: '回答者2' });
    expect(scope.getState($selectedMatchingCount)).toBe(0);
    await allSettled(searchChanged, { scope, params: '' });
    expect(scope.getState($selectedMatchingCount)).toBe(1);
    await allSettled(allMatchingSelected, { scope });
    expect(scope.getState($selectedIds).size).toBe(6);
  });
});

describe('column settings', () => {
  test('are read and written per user and form', async () => {
    const saved = vi.fn();
    const load = vi.fn(() => ({ hidden: ['item:tel'], widths: { 'item:name': 240 } }));
    const { scope } = await opened(
      [answer(1)],
      [
        [loadTableSettingsFx, load],
        [saveTableSettingsFx, saved],
      ],
    );
    expect(load).toHaveBeenCalledWith(`form-answer-table:${admin.id}:${FORM_ID}`);
    expect(scope.getState($hiddenColumns)).toEqual(['item:tel']);
    await allSettled(columnVisibilityChanged, { scope, params: { key: 'item:tel', visible: true } });
    await allSettled(columnResized, { scope, params: { key: 'files', width: 300 } });
    expect(scope.getState($columnWidths)).toEqual({ 'item:name': 240, files: 300 });
    expect(saved).toHaveBeenLastCalledWith({
      key: `form-answer-table:${admin.id}:${FORM_ID}`,
      settings: { hidden: [], widths: { 'item:name': 240, files: 300 } },
    });
    await allSettled(tableClosed, { scope });
    expect(scope.getState($hiddenColumns)).toEqual([]);
  });
});

describe('removing answers', () => {
  test('asks with the count, removes the answers here at once', async () => {
    const remove = vi.fn(() => ok());
    const { scope } = await opened([answer(1), answer(2), answer(3)], [[formAnswerFx.removeRows, remove]]);
    expect(scope.getState($mayRemove).allowed).toBe(true);
    expect(scope.getState($removeRule).reason).toBe('削除する回答を選んでください。');
    await allSettled(allMatchingSelected, { scope });
    await allSettled(rowToggled, { scope, params: { id: 3, range: false } });
    await allSettled(removeClicked, { scope });
    expect(scope.getState($removeConfirmText)).toBe('選択した 2 件の回答を削除します。元に戻せません。');
    await allSettled(answerRemove.submitted, { scope });
    expect(remove).toHaveBeenCalledWith({ body: { formId: FORM_ID, answers: expect.arrayContaining([1, 2]) } });
    expect(ids(scope.getState($rows))).toEqual([3]);
    expect(scope.getState($selectedIds).size).toBe(0);
  });

  test('someone without the level may not, and is told why', async () => {
    const staff = { ...admin, id: 77, groupId: 9, permissions: [0, 0, 0, 0, 0, 1, 0] };
    const scope = fork({
      values: [[$tokenInfo, staff]],
      handlers: [[formAnswerFx.listByForm, () => [answer(1)]]],
    });
    await allSettled(tableOpened, { scope, params: FORM_ID });
    expect(scope.getState($mayRemove)).toEqual({
      allowed: false,
      reason: expect.stringContaining('レベル2以上'),
    });
  });
});

describe('exporting answers', () => {
  const running: ExportJob = { ...anExportJob, formId: FORM_ID, state: 'running', done: 10, total: 100 };

  test('starts a job with the selection and the columns shown, polls until it is done, cancels', async () => {
    const start = vi.fn(() => ok({ id: 7, job: running }));
    const answers = [
      [running],
      [{ ...running, done: 50 }],
      [{ ...running, state: 'done', done: 100 }],
      [{ ...running, state: 'done', done: 100 }],
    ];
    const list = vi.fn(() => answers.shift() ?? []);
    const wait = vi.fn(() => {});
    const cancel = vi.fn(() => ok({ message: '書き出しを取り消しました' }));
    const { scope } = await opened(
      [answer(1), answer(2), answer(3)],
      [
        [formAnswerFx.startExport, start],
        [formAnswerFx.exports, list],
        [formAnswerFx.cancelExport, cancel],
        [pollWaitFx, wait],
      ],
    );
    await allSettled(columnVisibilityChanged, { scope, params: { key: 'item:tel', visible: false } });
    await allSettled(rowToggled, { scope, params: { id: 2, range: false } });
    await allSettled(exportDialogOpened, { scope });
    expect(scope.getState($scope)).toBe('selected');
    expect(scope.getState($scopes).map((choice) => [choice.scope, choice.count])).toEqual([
      ['selected', 1],
      ['all', 3],
    ]);
    await allSettled(formatChanged, { scope, params: 'csv-sjis' });
    await allSettled(exportSubmitted, { scope });
    expect(start).toHaveBeenCalledWith({
      body: { formId: FORM_ID, format: 'csv-sjis', answers: [2], columns: ['name'] },
    });
    expect(list).toHaveBeenCalledWith({ query: { formId: FORM_ID } });
    expect(wait).toHaveBeenCalledWith(1000);
    const [job] = scope.getState($jobs);
    expect(job).toMatchObject({ state: 'done', percent: 100, finished: true, url: '/api/form-answer-export/7/file' });
    const reads = list.mock.calls.length;

    await allSettled(cancelClicked, { scope, params: 7 });
    expect(cancel).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(list.mock.calls.length).toBe(reads + 1);
  });

  test('the dialog opens and closes; the table closing closes it, and the next table starts closed', async () => {
    const { scope } = await opened([answer(1)], [[formAnswerFx.exports, () => []]]);
    expect(scope.getState($exportDialogOpen)).toBe(false);
    await allSettled(exportDialogOpened, { scope });
    expect(scope.getState($exportDialogOpen)).toBe(true);
    await allSettled(exportDialogClosed, { scope });
    expect(scope.getState($exportDialogOpen)).toBe(false);
    await allSettled(exportDialogOpened, { scope });
    await allSettled(tableClosed, { scope });
    expect(scope.getState($exportDialogOpen)).toBe(false);
    await allSettled(tableOpened, { scope, params: FORM_ID });
    expect(scope.getState($exportDialogOpen)).toBe(false);
  });

  test("a done job's file is a link to the url the server names, else the spec's path; a failed one has none", async () => {
    const named: ExportJob = { ...running, id: 8, state: 'done', done: 100, url: '/files/8.csv', fileName: 'a.csv' };
    const plain: ExportJob = { ...running, id: 7, state: 'done', done: 100 };
    const { scope } = await opened(
      [answer(1)],
      [[formAnswerFx.exports, () => [named, plain, { ...running, id: 6, state: 'failed' }]]],
    );
    await allSettled(exportDialogOpened, { scope });
    expect(scope.getState($jobs).map((job) => [job.id, job.url, job.fileName])).toEqual([
      [8, '/files/8.csv', 'a.csv'],
      [7, '/api/form-answer-export/7/file', undefined],
      [6, undefined, undefined],
    ]);
  });

  test('scope all sends no ids; filtered sends the ids shown', async () => {
    const start = vi.fn(() => ok({ job: running }));
    const { scope } = await opened(
      [answer(1, '山田'), answer(2, '山本'), answer(3, '佐藤')],
      [
        [formAnswerFx.startExport, start],
        [formAnswerFx.exports, () => []],
      ],
    );
    await allSettled(exportDialogOpened, { scope });
    await allSettled(exportSubmitted, { scope });
    expect(start).toHaveBeenLastCalledWith({ body: { formId: FORM_ID, format: 'csv', columns: ['name', 'tel'] } });
    await allSettled(searchChanged, { scope, params: '山' });
    await allSettled(scopeChanged, { scope, params: 'filtered' });
    await allSettled(exportSubmitted, { scope });
    expect(start).toHaveBeenLastCalledWith({
      body: { formId: FORM_ID, format: 'csv', answers: [2, 1], columns: ['name', 'tel'] },
    });
  });

  test('polling stops when the table closes', async () => {
    const list = vi.fn(() => [running]);
    let waits = 0;
    const { scope } = await opened(
      [answer(1)],
      [
        [formAnswerFx.exports, list],
        [
          pollWaitFx,
          async () => {
            waits += 1;
            // Left running: allSettled here would wait for this very wait.
            if (waits === 2) void allSettled(tableClosed, { scope });
          },
        ],
      ],
    );
    await allSettled(exportDialogOpened, { scope });
    expect(list).toHaveBeenCalledTimes(2);
    expect(waits).toBe(2);
  });

  test('a server without export jobs: the CSV is made here and the answers marked downloaded', async () => {
    const files: { fileName: string; content: string }[] = [];
    const marked = vi.fn(() => ok());
    const { scope } = await opened(
      [answer(1, '=HYPERLINK("x")'), answer(2, '鈴木, 一郎\n様')],
      [
        [formAnswerFx.startExport, () => ({ ok: false, noPermission: false, stale: false, status: 404 })],
        [formAnswerFx.exports, () => []],
        [saveFileFx, (file: { fileName: string; content: string }) => files.push(file)],
        [formAnswerFx.markDownloaded, marked],
      ],
    );
    await allSettled(exportDialogOpened, { scope });
    await allSettled(exportSubmitted, { scope });
    expect(files).toHaveLength(1);
    const content = files[0]?.content ?? '';
    expect(content.startsWith('\uFEFF回答番号,受付日時,氏名,電話,添付ファイル\r\n')).toBe(true);
    expect(content).toContain(`2,2026/11/01 09:00:02,"鈴木, 一郎\n様",03-0000-0002,\r\n`);
    expect(content).toContain(`1,2026/11/01 09:00:01,"'=HYPERLINK(""x"")",03-0000-0001,\r\n`);
    expect(files[0]?.fileName).toMatch(/_回答_\d{8}\.csv$/u);
    // Every answer, in the order received.
    expect(marked).toHaveBeenCalledWith({ body: { answers: [1, 2] } });
    expect(scope.getState($exportError)).toBeNull();
  });

  test('a server without export jobs: zip through downloadZip, Shift_JIS refused in Japanese with the choice kept', async () => {
    const zip = vi.fn(() => ok({ url: '/archive/a.zip' }));
    const opens = vi.fn();
    const { scope } = await opened(
      [answer(1)],
      [
        [formAnswerFx.startExport, () => ({ ok: false, noPermission: false, stale: false, status: 501 })],
        [formAnswerFx.exports, () => []],
        [formAnswerFx.downloadZip, zip],
        [openDownloadFx, opens],
        [markDownloadedFx, () => {}],
      ],
    );
    await allSettled(exportDialogOpened, { scope });
    await allSettled(formatChanged, { scope, params: 'zip' });
    await allSettled(exportSubmitted, { scope });
    expect(zip).toHaveBeenCalledWith({
      body: {
        formId: FORM_ID,
        datas: [
          ['回答番号', '受付日時', '氏名', '電話', '添付ファイル'],
          ['1', '2026/11/01 09:00:01', '回答者1', '03-0000-0001', ''],
        ],
        answers: [1],
      },
    });
    expect(opens).toHaveBeenCalledWith('/archive/a.zip');

    await allSettled(formatChanged, { scope, params: 'csv-sjis' });
    await allSettled(exportSubmitted, { scope });
    expect(scope.getState($exportError)).toContain('このサーバーはCSV（Shift_JIS）の書き出しに対応していません');
  });

  test('the fallback CSV of the contract rules, directly', () => {
    const csv = answersCsv([answer(9, '+81 3')], [{ key: 'name', label: '氏名' }]);
    expect(csv).toBe("\uFEFF回答番号,受付日時,氏名,添付ファイル\r\n9,2026/11/01 09:00:09,'+81 3,\r\n");
  });
});
