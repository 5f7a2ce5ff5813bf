import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { Id, IdParams, IsoDateTime, Name, UrlOrEmpty, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** A website (spec §3: id, favicon, ogDescription, ogImage, ogURL, groups). ours: name, version, updatedAt. */
export const Web = z.object({
  id: Id,
  /** ours: the navigation shows one entry per website, so it needs a label. */
  name: z.string(),
  favicon: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
  ogURL: z.string(),
  /** Ids of the groups that edit this website. */
  groups: z.array(Id),
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
});
export type Web = z.infer<typeof Web>;
/** Web as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const WebRead = readingSpec(Web, specFields.web);
export type WebRead = z.infer<typeof WebRead>;

/** An icon or image: an absolute URL or a path on the site (`/files/logo.png`), or blank. */
const Asset = z.string().max(2048);

/** ours: the spec gives no creation body. */
export const WebCreateBody = z.object({
  name: Name,
  favicon: Asset.default(''),
  ogDescription: z.string().max(300).default(''),
  ogImage: Asset.default(''),
  ogURL: UrlOrEmpty.default(''),
  groups: z.array(Id).default([]),
});
/** Spec fields + `name` (ours, optional: the spec's body does not rename) + `version` (ours). */
export const WebUpdateBody = z.object({
  name: Name.optional(),
  favicon: Asset,
  ogDescription: z.string().max(300),
  ogImage: Asset,
  ogURL: UrlOrEmpty,
  groups: z.array(Id),
  version: Version,
});

/** Websites are read at CMS 1 (spec §6); creating, changing and deleting a whole website is CMS 4, like templates. */
const WRITE = needs('CMS', 4);

export const webApi = {
  list: endpoint({
    name: 'web.list',
    method: 'GET',
    path: '/api/cms/web',
    response: listOf(Web),
    read: listOf(WebRead),
    access: needs('CMS', 1),
  }),
  get: endpoint({
    name: 'web.get',
    method: 'GET',
    path: '/api/cms/web/:id',
    params: IdParams,
    response: itemOf(Web),
    read: itemOf(WebRead),
    access: needs('CMS', 1),
  }),
  create: endpoint({
    name: 'web.create',
    method: 'POST',
    path: '/api/cms/web/',
    body: WebCreateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  update: endpoint({
    name: 'web.update',
    method: 'PUT',
    path: '/api/cms/web/:id',
    params: IdParams,
    body: WebUpdateBody,
    response: Mutation,
    access: WRITE,
  }),
  remove: endpoint({
    name: 'web.remove',
    method: 'DELETE',
    path: '/api/cms/web/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
};
