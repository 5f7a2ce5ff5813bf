import * as z from 'zod';
import { ErrorFlag, listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Id, IdParam, IsoDateTime } from './ids.ts';

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

/** One row of `GET /api/form-answer/{formId}`. */
export const FormAnswer = z.object({
  id: Id,
  formId: Id,
  values: z.array(AnswerValue),
  files: z.array(AnswerFile),
  downloaded: z.boolean(),
  createdAt: IsoDateTime,
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
};
