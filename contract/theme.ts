import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Id, IdParams, IsoDateTime, Name, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** A site theme (spec §3). ours: version, updatedAt, updatedBy. */
export const Theme = z.object({
  id: Id,
  name: z.string(),
  body: z.string(),
  head: z.string(),
  script: z.string(),
  style: z.string(),
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
  /** ours: the name of who last changed it; null for seeded rows or once that account is deleted. */
  updatedBy: z.string().nullable(),
});
export type Theme = z.infer<typeof Theme>;
/** Theme as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const ThemeRead = readingSpec(Theme, specFields.theme);
export type ThemeRead = z.infer<typeof ThemeRead>;

const Source = z.string().max(1_000_000);

/** Strict: a field we do not know is refused, not dropped. */
export const ThemeCreateBody = z.strictObject({ name: Name });
/** Spec fields + `version` (ours). */
export const ThemeUpdateBody = z.strictObject({
  name: Name,
  body: Source,
  head: Source,
  script: Source,
  style: Source,
  /** ours: a server without versions gets none (no conflict check); ours requires it. */
  version: Version.optional(),
});

/**
 * ours: a website shown in a theme, with its pages (each page is shown in its website's theme). A theme
 * that any website uses cannot be deleted: the console lists them and their pages before asking, the
 * server refuses (409).
 */
export const ThemeUse = z.object({
  webId: Id,
  webName: z.string(),
  pages: z.array(z.object({ id: Id, title: z.string() })),
});
export type ThemeUse = z.infer<typeof ThemeUse>;

/**
 * Spec §2.6 keeps two readings: the routes sit under CMS, the navigation entry asks CONFIG level 7.
 * Reading follows the route (CMS 1, also the initial loading of §6); changing a theme, which restyles
 * every website, follows the navigation entry.
 */
const WRITE = needs('CONFIG', 7);

export const themeApi = {
  list: endpoint({
    name: 'theme.list',
    method: 'GET',
    path: '/api/cms/theme',
    response: listOf(Theme),
    read: listOf(ThemeRead),
    access: needs('CMS', 1),
  }),
  get: endpoint({
    name: 'theme.get',
    method: 'GET',
    path: '/api/cms/theme/:id',
    params: IdParams,
    response: itemOf(Theme),
    read: itemOf(ThemeRead),
    access: needs('CMS', 1),
  }),
  /** ours: the websites (and their pages) that use the theme, asked before a delete. */
  usage: endpoint({
    name: 'theme.usage',
    method: 'GET',
    path: '/api/cms/theme/:id/usage',
    params: IdParams,
    response: listOf(ThemeUse),
    access: needs('CMS', 1),
    ours: true,
  }),
  create: endpoint({
    name: 'theme.create',
    method: 'POST',
    path: '/api/cms/theme/',
    body: ThemeCreateBody,
    response: Mutation,
    access: WRITE,
  }),
  update: endpoint({
    name: 'theme.update',
    method: 'PUT',
    path: '/api/cms/theme/:id',
    params: IdParams,
    body: ThemeUpdateBody,
    response: Mutation,
    access: WRITE,
  }),
  remove: endpoint({
    name: 'theme.remove',
    method: 'DELETE',
    path: '/api/cms/theme/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
};
