import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Id, IdParams, IsoDateTime, Name, Version } from './ids.ts';
import { ActiveBody } from './page.ts';
import { readingSpec, specFields } from './specFields.ts';

/** A page template (spec §3). ours: version, updatedAt, updatedBy. */
export const Template = z.object({
  id: Id,
  name: z.string(),
  body: z.string(),
  style: z.string(),
  script: z.string(),
  formScript: z.string(),
  formStyle: z.string(),
  active: z.boolean(),
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
  /** ours: the name of who last changed it; null for seeded rows or once that account is deleted. */
  updatedBy: z.string().nullable(),
});
export type Template = z.infer<typeof Template>;
/** Template as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const TemplateRead = readingSpec(Template, specFields.template);
export type TemplateRead = z.infer<typeof TemplateRead>;

const Source = z.string().max(1_000_000);

/** Spec §7.1: the update body. */
const TemplateFields = z.strictObject({
  name: Name,
  body: Source,
  style: Source,
  script: Source,
  formScript: Source,
  formStyle: Source,
});

/** ours: the spec gives no creation body; a new template may start from a name only. */
export const TemplateCreateBody = z.strictObject({
  name: Name,
  body: Source.default(''),
  style: Source.default(''),
  script: Source.default(''),
  formScript: Source.default(''),
  formStyle: Source.default(''),
});
/** Spec fields + `version` (ours: a server without versions gets none; ours requires it). */
export const TemplateUpdateBody = TemplateFields.extend({ version: Version.optional() });

/** Template editing is the CMS level-4 screen (spec §2.6); reading is level 1 (spec §6 initial loading). */
const WRITE = needs('CMS', 4);

export const templateApi = {
  list: endpoint({
    name: 'template.list',
    method: 'GET',
    path: '/api/cms/template',
    response: listOf(Template),
    read: listOf(TemplateRead),
    access: needs('CMS', 1),
  }),
  get: endpoint({
    name: 'template.get',
    method: 'GET',
    path: '/api/cms/template/:id',
    params: IdParams,
    response: itemOf(Template),
    read: itemOf(TemplateRead),
    access: needs('CMS', 1),
  }),
  create: endpoint({
    name: 'template.create',
    method: 'POST',
    path: '/api/cms/template/',
    body: TemplateCreateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  update: endpoint({
    name: 'template.update',
    method: 'PUT',
    path: '/api/cms/template/:id',
    params: IdParams,
    body: TemplateUpdateBody,
    response: Mutation,
    access: WRITE,
  }),
  remove: endpoint({
    name: 'template.remove',
    method: 'DELETE',
    path: '/api/cms/template/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
  setActive: endpoint({
    name: 'template.setActive',
    method: 'PATCH',
    path: '/api/cms/template/:id/active',
    params: IdParams,
    body: ActiveBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
};
