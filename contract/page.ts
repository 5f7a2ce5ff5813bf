import * as z from 'zod';
import { ErrorFlag, itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { AccountRef, Html, Id, IdParam, IdParams, IsoDateTime, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** A web page (spec §3: id, html, active). ours: webId, title, version, updatedAt. */
export const Page = z.object({
  id: Id,
  /** ours: pages live under a website (`/cms/{webId}/page`). */
  webId: Id,
  /** ours */
  title: z.string(),
  html: Html,
  active: z.boolean(),
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
});
export type Page = z.infer<typeof Page>;
/** Page as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const PageRead = readingSpec(Page, specFields.page);
export type PageRead = z.infer<typeof PageRead>;

const Title = z.string().trim().min(1).max(200);
const PageHtml = z.string().max(2_000_000);

/** ours: the spec gives no body for page creation. */
export const PageCreateBody = z.object({
  webId: Id,
  title: Title,
  html: PageHtml.default(''),
  active: z.boolean().default(false),
});
/** ours */
export const PageUpdateBody = z.object({ title: Title, html: PageHtml, version: Version });
/** ours */
export const ActiveBody = z.object({ active: z.boolean() });
export const ValidateBody = z.object({ html: PageHtml });

/** ours: the result of `POST /api/cms/validate/` (spec §5: "the result shape is not shown"). */
export const HtmlValidation = z.object({
  valid: z.boolean(),
  problems: z.array(z.object({ message: z.string(), line: z.number().int().positive().nullable() })),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type HtmlValidation = z.infer<typeof HtmlValidation>;

/**
 * ours: `PATCH /api/cms/page/checkUsed/{id}` records that the caller has the page open for editing and
 * answers who else has it open, so two editors see each other before one overwrites the other.
 */
export const PageUsage = z.object({
  used: z.boolean(),
  usedBy: z.array(AccountRef),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
});
export type PageUsage = z.infer<typeof PageUsage>;

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
