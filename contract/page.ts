import * as z from 'zod';
import { ErrorFlag, itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Html, Id, IdParam, IdParams, IsoDateTime, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/**
 * ours: a page's path within its website: `''` is the top page, else lowercase segments of letters, digits,
 * `-`, `_` and `.` separated by `/` (no leading or trailing slash), at most 200 characters.
 */
export const pageMessages = {
  path: 'パスは半角英小文字・数字・「-」「_」「.」を「/」で区切って入力してください（トップページは空欄）。',
} as const;
export const PagePath = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/, pageMessages.path);

/** A web page (spec §3: id, html, active). ours: webId, title, path, templateId, version, updatedAt, updatedBy. */
export const Page = z.object({
  id: Id,
  /** ours: pages live under a website (`/cms/{webId}/page`). */
  webId: Id,
  /** ours */
  title: z.string(),
  /** ours: its path within the website, unique there (`''`: the top page). */
  path: z.string(),
  /** ours: the template it is shown in (none: null). */
  templateId: Id.nullable(),
  html: Html,
  active: z.boolean(),
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
  /** ours: the name of who last changed it; null for seeded rows or once that account is deleted. */
  updatedBy: z.string().nullable(),
});
export type Page = z.infer<typeof Page>;
/** Page as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const PageRead = readingSpec(Page, specFields.page);
export type PageRead = z.infer<typeof PageRead>;

const Title = z.string().trim().min(1).max(200);
const PageHtml = z.string().max(2_000_000);

/** ours: the spec gives no body for page creation. */
export const PageCreateBody = z.strictObject({
  webId: Id,
  title: Title,
  path: PagePath.default(''),
  templateId: Id.nullable().default(null),
  html: PageHtml.default(''),
  active: z.boolean().default(false),
});
/**
 * ours: path and templateId left out stay as they are. `version`: a console reading a server without versions
 * sends none; ours requires it (400).
 */
export const PageUpdateBody = z.strictObject({
  title: Title,
  html: PageHtml,
  path: PagePath.optional(),
  templateId: Id.nullable().optional(),
  version: Version.optional(),
});
/** ours */
export const ActiveBody = z.object({ active: z.boolean() });
export const ValidateBody = z.strictObject({ html: PageHtml });

/**
 * ours: one finding of the HTML check: where (1-based line and column), what (a Japanese message), how bad
 * (`error` blocks a save, `warning` does not) and the validator's rule id (html-validate's, e.g. `wcag/h37`).
 */
export const HtmlProblem = z.object({
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  rule: z.string(),
});
export type HtmlProblem = z.infer<typeof HtmlProblem>;

/**
 * ours: the result of `POST /api/cms/validate/` (spec §5: "the result shape is not shown"). `valid` is false
 * while any problem is an error. A page save refused for its HTML answers 400 with the same `problems`.
 */
export const HtmlValidation = z.object({
  valid: z.boolean(),
  problems: z.array(HtmlProblem),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type HtmlValidation = z.infer<typeof HtmlValidation>;

/**
 * ours: one place a page is used — another page of the same website linking to its path, or a form that
 * posts to it (`kind: 'form'`, none until the forms issue).
 */
export const PageUse = z.object({
  kind: z.enum(['page', 'form']),
  id: Id,
  title: z.string(),
});
export type PageUse = z.infer<typeof PageUse>;

/**
 * ours: `PATCH /api/cms/page/checkUsed/{id}` answers where the page is used, so the console can warn before
 * the page is deleted, switched off or moved to another path. `used` is whether `usedBy` has any.
 */
export const PageUsage = z.object({
  used: z.boolean(),
  usedBy: z.array(PageUse),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type PageUsage = z.infer<typeof PageUsage>;

/**
 * ours: where the reference server shows a website's active page (`/site/{webId}/{path}`, the top page
 * `/site/{webId}/`), composed as the public sees it; an agency server publishes at the website's own address.
 */
export const publishedPagePath = (webId: number, path: string): string => `/site/${webId}/${path}`;

/** ours: narrow the list to one website. */
export const PageListQuery = z.object({ webId: IdParam.optional() });

export const pageApi = {
  list: endpoint({
    name: 'page.list',
    method: 'GET',
    path: '/api/cms/page',
    query: PageListQuery,
    response: listOf(Page),
    read: listOf(PageRead),
    access: needs('CMS', 1),
  }),
  get: endpoint({
    name: 'page.get',
    method: 'GET',
    path: '/api/cms/page/:id',
    params: IdParams,
    response: itemOf(Page),
    read: itemOf(PageRead),
    access: needs('CMS', 1),
  }),
  create: endpoint({
    name: 'page.create',
    method: 'POST',
    path: '/api/cms/page/',
    body: PageCreateBody,
    response: Mutation,
    access: needs('CMS', 1),
    ours: true,
  }),
  update: endpoint({
    name: 'page.update',
    method: 'PUT',
    path: '/api/cms/page/:id',
    params: IdParams,
    body: PageUpdateBody,
    response: Mutation,
    access: needs('CMS', 1),
    ours: true,
  }),
  setActive: endpoint({
    name: 'page.setActive',
    method: 'PATCH',
    path: '/api/cms/page/:id/active',
    params: IdParams,
    body: ActiveBody,
    response: Mutation,
    access: needs('CMS', 1),
    ours: true,
  }),
  remove: endpoint({
    name: 'page.remove',
    method: 'DELETE',
    path: '/api/cms/page/:id',
    params: IdParams,
    response: Mutation,
    access: needs('CMS', 1),
  }),
  validate: endpoint({
    name: 'page.validate',
    method: 'POST',
    path: '/api/cms/validate/',
    body: ValidateBody,
    response: HtmlValidation,
    access: needs('CMS', 1),
    ours: true,
  }),
  checkUsed: endpoint({
    name: 'page.checkUsed',
    method: 'PATCH',
    path: '/api/cms/page/checkUsed/:id',
    params: IdParams,
    response: PageUsage,
    access: needs('CMS', 1),
    ours: true,
  }),
};
