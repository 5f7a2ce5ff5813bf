import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type AnswerColumn, csvLine, exportHeader, exportRow, UTF8_BOM } from '../../contract/answerTable.ts';
import {
  type ExportFormat,
  type ExportJob,
  exportFilePath,
  type FormAnswer,
  finishedExportStates,
  type StartExportBody,
} from '../../contract/formAnswer.ts';
import { messageShown } from '../messages/index.ts';
import { formAnswerFx, formAnswers } from './answers.ts';
import {
  $filtering,
  $itemColumns,
  $matchingAnswers,
  $selectedIds,
  $tableForm,
  $tableFormId,
  $visibleColumns,
  itemKeyOf,
  tableClosed,
} from './table.ts';
import { formAnswerText } from './text.ts';

export const exportScopes = ['selected', 'filtered', 'all'] as const;
export type ExportScope = (typeof exportScopes)[number];
export type { ExportFormat };

/** An export job as the dialog shows it (no contract types in ui/). */
export interface ExportJobView {
  id: number;
  format: string;
  formatLabel: string;
  state: string;
  stateLabel: string;
  done: number;
  total: number;
  /** 0–100. */
  percent: number;
  finished: boolean;
  /** Where the finished file is fetched (only once done). */
  url?: string;
  fileName?: string;
  lacking?: { answerId: number; label: string; char: string }[];
  lackingCount?: number;
  message?: string;
}

export interface ExportScopeChoice {
  scope: ExportScope;
  label: string;
  count: number;
}

/** How long the job list waits between two reads while a job runs. */
export const POLL_MS = 1000;
/** The most answer ids one `downloaded` call names. */
export const MARK_CHUNK = 10_000;
/** The most answers `downloadZip` takes (its `answers`). */
export const MAX_ZIP_ANSWERS = 10_000;
/** The statuses of a server that has no export jobs (the console then makes the file itself). */
const NO_SUCH_CALL = [404, 405, 501];

// ── effects a test or story answers ───────────────────────────────────────────────────────────────────

/** Waits between two reads of the job list. */
export const pollWaitFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

export interface SavedFile {
  fileName: string;
  content: string;
  type: string;
}
/** Hands a file made here to the browser as a download (a Blob behind an object URL). */
export const saveFileFx = createEffect(({ fileName, content, type }: SavedFile) => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
});
/** Fetches the archive `downloadZip` made (same sign-in) as a download: the fallback of a server without jobs. */
export const openDownloadFx = createEffect((url: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
});

/** Marks answers downloaded, at most `MARK_CHUNK` ids a call; fails with the first refusal's message. */
export const markDownloadedFx = createEffect(async (ids: readonly number[]) => {
  for (let start = 0; start < ids.length; start += MARK_CHUNK) {
    const outcome = await formAnswerFx.markDownloaded({ body: { answers: ids.slice(start, start + MARK_CHUNK) } });
    if (!outcome.ok) throw new Error(outcome.message ?? formAnswerText.markFailed);
  }
});

const startExportFx = attach({ effect: formAnswerFx.startExport, name: 'form-answer-export/start' });
const listJobsFx = attach({
  effect: formAnswerFx.exports,
  name: 'form-answer-export/jobs',
  mapParams: (formId: number) => ({ query: { formId } }),
});
const cancelJobFx = attach({
  effect: formAnswerFx.cancelExport,
  name: 'form-answer-export/cancel',
  mapParams: (id: number) => ({ params: { id } }),
});
const downloadZipFx = attach({ effect: formAnswerFx.downloadZip, name: 'form-answer-export/zip' });

// ── the fallback CSV ─────────────────────────────────────────────────────────────────────────────────

/**
 * The CSV a server without export jobs gets from the console: UTF-8 with a BOM (Excel in Japan opens it
 * with a double-click), CRLF lines, formula-like cells neutralised: the contract's own rules, as the server's.
 */
export const answersCsv = (answers: readonly FormAnswer[], columns: readonly AnswerColumn[]): string => {
  const lines = [csvLine(exportHeader(columns))];
  for (const answer of answers) lines.push(csvLine(exportRow(answer, columns)));
  return UTF8_BOM + lines.join('');
};

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
};
/** Characters no file system takes in a name (and control characters) become 「_」. */
const safeFileName = (name: string) =>
  [...name].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
const fileNameOf = (formName: string | undefined, formId: number, extension: string) =>
  formAnswerText.exportFileName(safeFileName(formName ?? `form-${formId}`), today(), extension);

// ── the dialog ───────────────────────────────────────────────────────────────────────────────────────

/** The download dialog opened (the 「ダウンロード」 button) and closed (its close button, Escape, the page left). */
export const exportDialogOpened = createEvent();
export const exportDialogClosed = createEvent();
export const formatChanged = createEvent<ExportFormat>();
export const scopeChanged = createEvent<ExportScope>();
export const exportSubmitted = createEvent();
export const cancelClicked = createEvent<number>();

/** The download dialog is open. The exports it started run on after it closes; the table closing closes it. */
export const $exportDialogOpen = createStore(false)
  .on(exportDialogOpened, () => true)
  .on(exportDialogClosed, () => false)
  .reset(tableClosed, formAnswers.reset);

export const $format = createStore<ExportFormat>('csv')
  .on(formatChanged, (_, format) => format)
  .reset(tableClosed, formAnswers.reset);

/** The scope as the dialog opens: the selection if any, else the filtered answers if filtered, else all. */
const openedScope = sample({
  clock: exportDialogOpened,
  source: { selected: $selectedIds, filtering: $filtering },
  fn: ({ selected, filtering }): ExportScope => (selected.size > 0 ? 'selected' : filtering ? 'filtered' : 'all'),
});
export const $scope = createStore<ExportScope>('all')
  .on(openedScope, (_, scope) => scope)
  .on(scopeChanged, (_, scope) => scope)
  .reset(tableClosed, formAnswers.reset);

const $allAnswers = combine(formAnswers.$items, formAnswers.$arrivals, (items, arrivals) =>
  arrivals.length === 0 ? items : [...items, ...arrivals],
);

/** The scopes offered, with their counts; 「選択した回答」 only when something is selected. */
export const $scopes = combine(
  $selectedIds,
  $matchingAnswers,
  $allAnswers,
  $filtering,
  (selected, matching, all, filtering): ExportScopeChoice[] => [
    ...(selected.size > 0
      ? [{ scope: 'selected' as const, label: formAnswerText.scope.selected, count: selected.size }]
      : []),
    ...(filtering
      ? [{ scope: 'filtered' as const, label: formAnswerText.scope.filtered, count: matching.length }]
      : []),
    { scope: 'all' as const, label: formAnswerText.scope.all, count: all.length },
  ],
);

export const $exportError = createStore<string | null>(null)
  .reset(
    exportDialogOpened,
    exportDialogClosed,
    exportSubmitted,
    formatChanged,
    scopeChanged,
    tableClosed,
    formAnswers.reset,
  )
  .on(startExportFx.fail, () => formAnswerText.exportFailed);
export const $exportPending = combine(
  startExportFx.pending,
  saveFileFx.pending,
  downloadZipFx.pending,
  markDownloadedFx.pending,
  (...pending) => pending.some(Boolean),
);

/** What one submit asks for: the request to the server and the answers a fallback writes itself. */
interface ExportRequest {
  body: StartExportBody;
  /** The answers in scope as loaded here, in the order shown (for a fallback). */
  answers: FormAnswer[];
  columns: AnswerColumn[];
  formName: string | undefined;
}

const attempt = sample({
  clock: exportSubmitted,
  source: {
    formId: $tableFormId,
    form: $tableForm,
    format: $format,
    scope: $scope,
    selected: $selectedIds,
    matching: $matchingAnswers,
    all: $allAnswers,
    items: $itemColumns,
    visible: $visibleColumns,
    pending: $exportPending,
  },
  filter: ({ formId, pending }) => formId !== null && !pending,
  fn: ({ formId, form, format, scope, selected, matching, all, items, visible }): ExportRequest => {
    // The item columns shown, in the order shown.
    const byKey = new Map(items.map((column) => [column.key, column]));
    const columns = visible.flatMap((column) => {
      const key = itemKeyOf(column.key);
      const item = key === undefined ? undefined : byKey.get(key);
      return item ? [item] : [];
    });
    const answers =
      scope === 'selected' ? all.filter((answer) => selected.has(answer.id)) : scope === 'filtered' ? matching : all;
    const ids = scope === 'all' ? undefined : answers.map((answer) => answer.id);
    const body: StartExportBody = {
      formId: formId as number,
      format,
      ...(ids ? { answers: ids } : {}),
      columns: columns.map((column) => column.key),
    };
    return { body, answers, columns, formName: form?.name };
  },
});
const nothing = sample({ clock: attempt, filter: ({ body }) => body.answers?.length === 0 });
$exportError.on(nothing, () => formAnswerText.nothingToExport);
const $lastRequest = createStore<ExportRequest | null>(null, { skipVoid: false }).reset(tableClosed, formAnswers.reset);
const sent = sample({ clock: attempt, filter: ({ body }) => body.answers?.length !== 0 });
$lastRequest.on(sent, (_, request) => request);
sample({ clock: sent, fn: ({ body }) => ({ body }), target: startExportFx });

const started = sample({ clock: startExportFx.doneData, filter: (outcome) => outcome.ok });
const refused = sample({
  clock: startExportFx.doneData,
  filter: (outcome) => !outcome.ok && !NO_SUCH_CALL.includes(outcome.status ?? -1),
});
$exportError.on(refused, (_, outcome) => outcome.message ?? formAnswerText.exportFailed);
sample({
  clock: started,
  source: $tableForm,
  fn: (form) => ({ message: formAnswerText.exportStarted(form?.name ?? ''), type: 'success' as const }),
  target: messageShown,
});

// A server without export jobs: the console makes what it can from the answers it holds.
const fallback = sample({
  clock: startExportFx.doneData,
  source: $lastRequest,
  filter: (request, outcome): request is ExportRequest =>
    request !== null && !outcome.ok && NO_SUCH_CALL.includes(outcome.status ?? -1),
});
const csvFallback = sample({ clock: fallback, filter: ({ body }) => body.format === 'csv' });
const zipFallback = sample({
  clock: fallback,
  filter: ({ body, answers }) => body.format === 'zip' && answers.length <= MAX_ZIP_ANSWERS,
});
$exportError.on(
  sample({ clock: fallback, filter: ({ body, answers }) => body.format === 'zip' && answers.length > MAX_ZIP_ANSWERS }),
  () => formAnswerText.zipTooMany(MAX_ZIP_ANSWERS),
);
$exportError.on(
  sample({ clock: fallback, filter: ({ body }) => body.format === 'csv-sjis' || body.format === 'xlsx' }),
  (_, { body }) => formAnswerText.formatUnsupported(formAnswerText.formats[body.format]),
);

sample({
  clock: csvFallback,
  fn: ({ body, answers, columns, formName }): SavedFile => ({
    fileName: fileNameOf(formName, body.formId, 'csv'),
    content: answersCsv(answers, columns),
    type: 'text/csv;charset=utf-8',
  }),
  target: saveFileFx,
});
$exportError.on(saveFileFx.fail, () => formAnswerText.exportFailed);

sample({
  clock: zipFallback,
  fn: ({ body, answers, columns }) => ({
    body: {
      formId: body.formId,
      datas: [exportHeader(columns), ...answers.map((answer) => exportRow(answer, columns))],
      answers: answers.map((answer) => answer.id),
    },
  }),
  target: downloadZipFx,
});
const zipMade = sample({
  clock: downloadZipFx.doneData,
  filter: (outcome) => outcome.ok && typeof outcome.url === 'string' && outcome.url !== '',
  fn: (outcome) => outcome.url as string,
});
sample({ clock: zipMade, target: openDownloadFx });
$exportError.on(
  sample({ clock: downloadZipFx.doneData, filter: (outcome) => !outcome.ok || !outcome.url }),
  (_, outcome) => outcome.message ?? formAnswerText.zipFailed,
);
$exportError.on(downloadZipFx.fail, () => formAnswerText.zipFailed);

// What was downloaded here is marked downloaded (the server's own export jobs mark theirs).
sample({
  clock: [saveFileFx.done, zipMade],
  source: $lastRequest,
  filter: (request) => request !== null && request.answers.length > 0,
  fn: (request) => (request as ExportRequest).answers.map((answer) => answer.id),
  target: markDownloadedFx,
});
sample({
  clock: markDownloadedFx.done,
  fn: ({ params }) => ({ message: formAnswerText.downloadedDone(params.length), type: 'success' as const }),
  target: messageShown,
});
$exportError.on(markDownloadedFx.fail, (_, { error }) => error.message || formAnswerText.markFailed);
// Done: the table shows the marks (the `answer` event brings them to other consoles).
sample({ clock: markDownloadedFx.done, fn: () => undefined, target: formAnswers.refreshed });

// ── the jobs, read again every second while one runs ────────────────────────────────────────────────

/** The table is open: the job list may be polled (stops when it closes, whatever the dialog does). */
const $polling = createStore(false)
  .on(exportDialogOpened, () => true)
  .reset(tableClosed, formAnswers.reset);
const $rawJobs = createStore<ExportJob[]>([]).reset(tableClosed, formAnswers.reset);
const jobsRequested = createEvent();
sample({
  clock: [exportDialogOpened, jobsRequested, started, cancelJobFx.done],
  source: { formId: $tableFormId, busy: listJobsFx.pending },
  filter: ({ formId, busy }) => formId !== null && !busy,
  fn: ({ formId }) => formId as number,
  target: listJobsFx,
});
const jobsRead = sample({
  clock: listJobsFx.done,
  source: $tableFormId,
  filter: (formId, { params }) => formId === params,
  fn: (formId, { result }) => result.filter((job) => job.formId === formId),
});
$rawJobs.on(jobsRead, (_, jobs) => jobs);
const unfinished = (jobs: readonly ExportJob[]) => jobs.some((job) => !finishedExportStates.includes(job.state));
sample({
  clock: jobsRead,
  source: { polling: $polling, waiting: pollWaitFx.pending },
  filter: ({ polling, waiting }, jobs) => polling && !waiting && unfinished(jobs),
  fn: () => POLL_MS,
  target: pollWaitFx,
});
sample({ clock: pollWaitFx.done, filter: $polling, fn: () => undefined, target: jobsRequested });

sample({ clock: cancelClicked, target: cancelJobFx });
sample({
  clock: cancelJobFx.doneData,
  fn: (outcome) =>
    outcome.ok
      ? { message: outcome.message ?? formAnswerText.exportCancelled, type: 'success' as const }
      : { message: outcome.message ?? formAnswerText.cancelFailed, type: 'error' as const },
  target: messageShown,
});

const viewOf = (job: ExportJob): ExportJobView => {
  const finished = finishedExportStates.includes(job.state);
  const formats: Record<string, string> = formAnswerText.formats;
  const states: Record<string, string> = formAnswerText.exportStates;
  return {
    id: job.id,
    format: job.format,
    formatLabel: formats[job.format] ?? job.format,
    state: job.state,
    stateLabel: states[job.state] ?? job.state,
    done: job.done,
    total: job.total,
    percent: job.total > 0 ? Math.min(100, Math.floor((job.done / job.total) * 100)) : finished ? 100 : 0,
    finished,
    ...(job.state === 'done' ? { url: job.url ?? exportFilePath(job.id) } : {}),
    ...(job.fileName === undefined ? {} : { fileName: job.fileName }),
    ...(job.lacking === undefined ? {} : { lacking: job.lacking }),
    ...(job.lackingCount === undefined ? {} : { lackingCount: job.lackingCount }),
    ...(job.message === undefined ? {} : { message: job.message }),
  };
};
/**
 * This user's exports of this form, newest first. A finished one's file is fetched through its `url` as a
 * plain download link (no event here): fetching it is what marks its answers downloaded on the server, whose
 * `answer` event then refreshes the table.
 */
export const $jobs = $rawJobs.map((jobs) => jobs.map(viewOf));
