import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Id, IdParams, IsoDateTime, Name, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** A site theme (spec §3). ours: version, updatedAt. */
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
});
export type Theme = z.infer<typeof Theme>;
/** Theme as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const ThemeRead = readingSpec(Theme, specFields.theme);
export type ThemeRead = z.infer<typeof ThemeRead>;

const Source = z.string().max(1_000_000);

export const ThemeCreateBody = z.object({ name: Name });
/** Spec fields + `version` (ours). */
export const ThemeUpdateBody = z.object({
  name: Name,
  body: Source,
  head: Source,
  script: Source,
  style: Source,
  version: Version,
});

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
