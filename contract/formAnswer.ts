import * as z from 'zod';
import { ErrorFlag, itemOf, listOf, Mutation, mutationOf } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Id, IdParam, IdParams, IdRef, IsoDateTime } from './ids.ts';

/**
 * Form answers (spec §3: "list keyed by formId; fields are not shown"). ours, every field.
 */

/** One line of `GET /api/form-answer`: a form and how its answers stand. */
export const FormAnswerSummary = z.object({
  formId: Id,
  formName: z.string(),
  total: z.number().int().min(0),
  /** Answers not yet downloaded by anyone. */
  notDownloaded: z.number().int().min(0),
  lastAnsweredAt: IsoDateTime.nullable(),
});
export type FormAnswerSummary = z.infer<typeof FormAnswerSummary>;

/** One answered question: checkboxes give several values. */
export const AnswerValue = z.object({
  key: z.string(),
  label: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
});
export type AnswerValue = z.infer<typeof AnswerValue>;

export const AnswerFile = z.object({
  key: z.string(),
  name: z.string(),
  url: z.string(),
  size: z.number().int().min(0),
});
export type AnswerFile = z.infer<typeof AnswerFile>;

/**
 * One row of `GET /api/form-answer/{formId}`. ours: `seq` is the answer's place in the form's change order
 * (a new answer, a download mark and a removal each take the next one); `removed` marks an answer taken away
 * since the `after` a page was asked from (its values are gone: only the id is kept).
 */
export const FormAnswer = z.object({
  id: Id,
  formId: Id,
  values: z.array(AnswerValue),
  files: z.array(AnswerFile),
  downloaded: z.boolean(),
  createdAt: IsoDateTime,
  seq: z.number().int().min(0).optional(),
  removed: z.boolean().optional(),
});
export type FormAnswer = z.infer<typeof FormAnswer>;

const AnswerIds = z.array(Id).min(1).max(10_000);

/** ours: the spec does not show this body. */
export const RemoveRowsBody = z.object({ formId: Id, answers: AnswerIds });
/** Spec: `answers`; ours: they are answer ids. */
export const DownloadedBody = z.object({ answers: AnswerIds });
/**
 * Spec: `datas, answers`; ours: `datas` is the table the console shows (header row first), written as CSV
 * into the archive, and `answers` the answer ids whose attached files go with it.
 */
export const DownloadZipBody = z.object({
  formId: Id,
  datas: z.array(z.array(z.string())).min(1),
  answers: z.array(Id).max(10_000),
});
/** Spec: `url`; where the archive can be fetched once. */
export const DownloadZipAnswer = z.object({
  url: z.string().optional(),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type DownloadZipAnswer = z.infer<typeof DownloadZipAnswer>;

export const FormIdParams = z.object({ formId: IdParam });

/**
 * ours: paging of `GET /api/form-answer/{formId}`. `after` is a `seq`: the answer changed after it, in `seq`
 * order, at most `limit` of them (with `removed` ones when `after` > 0). With neither, every answer still
 * there. A server that does not page ignores both and answers every answer: the console sees more than
 * `limit` (or nothing it has not seen) and stops asking.
 */
export const ANSWER_PAGE_LIMIT = 2000;
export const AnswerPageQuery = z.object({
  after: z.coerce.number<string | number>().int().min(0).optional(),
  limit: z.coerce.number<string | number>().int().min(1).max(ANSWER_PAGE_LIMIT).optional(),
});

/** ours: who may read a form's answers: its owner and sub-owners, FORM_ANSWER 4 and above (all), the super group. */
export const ANSWER_READ_ALL_LEVEL = 4;
/** ours: removing answers needs FORM_ANSWER 2 besides reading them. */
export const ANSWER_REMOVE_LEVEL = 2;
const answerLevel = (user: { permissions: readonly number[] }) => user.permissions[5] ?? 0;
export const mayReadAnswers = (
  user: { id: number; groupId: number; permissions: readonly number[] },
  form: { ownerId?: number; subOwner: readonly number[] },
): boolean =>
  answerLevel(user) >= 1 &&
  (user.groupId === 1 ||
    answerLevel(user) >= ANSWER_READ_ALL_LEVEL ||
    form.ownerId === user.id ||
    form.subOwner.includes(user.id));
export const mayRemoveAnswers = (
  user: { id: number; groupId: number; permissions: readonly number[] },
  form: { ownerId?: number; subOwner: readonly number[] },
): boolean => mayReadAnswers(user, form) && (user.groupId === 1 || answerLevel(user) >= ANSWER_REMOVE_LEVEL);

/**
 * ours: an export of answers made on the server as a job (issue 21): it runs on after the dialog closes,
 * reports how far it is, can be cancelled, and its file is fetched once done (which marks the answers
 * downloaded). `csv` is UTF-8 with a BOM (Excel in Japan opens it with a double-click); `csv-sjis` is
 * Shift_JIS (CP932) with the characters CP932 lacks written as 「?」 and reported in `lacking`; `zip` holds
 * the UTF-8 CSV and every attached file, named by answer.
 */
export const exportFormats = ['csv', 'csv-sjis', 'xlsx', 'zip'] as const;
export const ExportFormat = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof ExportFormat>;
export const exportStates = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ExportState = (typeof exportStates)[number];
export const finishedExportStates: readonly string[] = ['done', 'failed', 'cancelled'];

/** A character CP932 cannot write, where it was found. At most `LACKING_LISTED` are listed; `lackingCount` counts all. */
export const LackingChar = z.object({ answerId: Id, label: z.string(), char: z.string() });
export type LackingChar = z.infer<typeof LackingChar>;
export const LACKING_LISTED = 100;

export const ExportJob = z.object({
  id: Id,
  formId: Id,
  format: z.string(),
  /** Unknown states (another server's) are shown as they are. */
  state: z.string(),
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  /** Where the finished file is fetched (GET, same sign-in). */
  url: z.string().optional(),
  fileName: z.string().optional(),
  lacking: z.array(LackingChar).optional(),
  lackingCount: z.number().int().min(0).optional(),
  message: z.string().optional(),
  createdAt: IsoDateTime,
});
export type ExportJob = z.infer<typeof ExportJob>;

/** ours: the most answer ids one request may name (a selection of every answer of a large form). */
export const MAX_EXPORT_IDS = 200_000;
export const StartExportBody = z.object({
  formId: IdRef,
  format: ExportFormat,
  /** The answers to export; left out, every answer of the form at the time the job runs. */
  answers: z.array(IdRef).min(1).max(MAX_EXPORT_IDS).optional(),
  /** Item keys in the order to write them (the columns shown); left out, every item. */
  columns: z.array(z.string().min(1).max(200)).max(500).optional(),
});
export type StartExportBody = z.infer<typeof StartExportBody>;
export const StartExportAnswer = mutationOf({ job: ExportJob.optional() });

export const ExportListQuery = z.object({ formId: IdParam.optional() });

export const formAnswerApi = {
  list: endpoint({
    name: 'formAnswer.list',
    method: 'GET',
    path: '/api/form-answer',
    response: listOf(FormAnswerSummary),
    access: needs('FORM_ANSWER', 1),
    ours: true,
  }),
  listByForm: endpoint({
    name: 'formAnswer.listByForm',
    method: 'GET',
    path: '/api/form-answer/:formId',
    params: FormIdParams,
    query: AnswerPageQuery,
    response: listOf(FormAnswer),
    access: needs('FORM_ANSWER', 1),
    ours: true,
  }),
  removeRows: endpoint({
    name: 'formAnswer.removeRows',
    method: 'POST',
    path: '/api/form-answer/remove-row',
    body: RemoveRowsBody,
    response: Mutation,
    access: needs('FORM_ANSWER', 2),
    ours: true,
  }),
  markDownloaded: endpoint({
    name: 'formAnswer.markDownloaded',
    method: 'POST',
    path: '/api/form-answer/downloaded',
    body: DownloadedBody,
    response: Mutation,
    access: needs('FORM_ANSWER', 1),
  }),
  downloadZip: endpoint({
    name: 'formAnswer.downloadZip',
    method: 'POST',
    path: '/api/form-answer/downloadZip',
    body: DownloadZipBody,
    response: DownloadZipAnswer,
    access: needs('FORM_ANSWER', 1),
  }),
  startExport: endpoint({
    name: 'formAnswer.startExport',
    method: 'POST',
    path: '/api/form-answer-export',
    body: StartExportBody,
    response: StartExportAnswer,
    access: needs('FORM_ANSWER', 1),
    ours: true,
  }),
  /** The signed-in user's own exports (of one form with `formId`), newest first. */
  exports: endpoint({
    name: 'formAnswer.exports',
    method: 'GET',
    path: '/api/form-answer-export',
    query: ExportListQuery,
    response: listOf(ExportJob),
    access: needs('FORM_ANSWER', 1),
    ours: true,
  }),
  exportJob: endpoint({
    name: 'formAnswer.exportJob',
    method: 'GET',
    path: '/api/form-answer-export/:id',
    params: IdParams,
    response: itemOf(ExportJob),
    access: needs('FORM_ANSWER', 1),
    ours: true,
  }),
  cancelExport: endpoint({
    name: 'formAnswer.cancelExport',
    method: 'POST',
    path: '/api/form-answer-export/:id/cancel',
    params: IdParams,
    response: Mutation,
    access: needs('FORM_ANSWER', 1),
    ours: true,
  }),
};

/** ours: the finished file of an export (not JSON: the file itself, as an attachment). */
export const exportFilePath = (id: number) => `/api/form-answer-export/${id}/file`;
