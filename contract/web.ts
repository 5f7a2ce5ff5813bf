import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { anyOf, endpoint, needs } from './endpoint.ts';
import { Id, IdParams, IsoDateTime, Name, Version } from './ids.ts';
import { isSuperGroup, levelOf } from './permissions.ts';
import { readingSpec, specFields } from './specFields.ts';

/**
 * ours: the state of a website's pages at a glance (/cms): how many, how many active, the last change and
 * who made it (null when no page has one or the account is gone).
 */
export const WebPageSummary = z.object({
  count: z.number().int().min(0),
  active: z.number().int().min(0),
  lastChangedAt: IsoDateTime.nullable(),
  lastChangedBy: z.string().nullable(),
});
export type WebPageSummary = z.infer<typeof WebPageSummary>;

/**
 * A website (spec §3: id, favicon, ogDescription, ogImage, ogURL, groups). ours: name, url, themeId,
 * version, updatedAt, updatedBy, pages.
 */
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
  /** ours: the site's public address, to tell sites apart. */
  url: z.string(),
  /** ours: the theme its pages are shown in (none yet: null). */
  themeId: Id.nullable(),
  /** ours */
  version: Version,
  /** ours */
  updatedAt: IsoDateTime,
  /** ours: who last changed the website's settings. */
  updatedBy: z.string().nullable(),
  /** ours: its pages at a glance. */
  pages: WebPageSummary,
});
export type Web = z.infer<typeof Web>;
/** Web as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const WebRead = readingSpec(Web, specFields.web);
export type WebRead = z.infer<typeof WebRead>;

export const webMessages = {
  httpUrl: 'http:// または https:// で始まるURLを入力してください。',
} as const;

/**
 * A URL a website's settings write: http(s) only (never `javascript:` or `data:`), at most 2048 characters,
 * or blank. The favicon and the OGP image are URLs too (chosen from the image library, or typed).
 */
/**
 * A host name, or an IPv4 address or `localhost`: an image of the console's own library is addressed at the
 * console's host, which in a trial or on a staff PC may be one of those.
 */
const WebHost = new RegExp(`(?:${z.regexes.domain.source})|(?:${z.regexes.ipv4.source})|(?:^localhost$)`);
export const HttpUrlOrEmpty = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(2048)
    .pipe(z.url({ protocol: /^https?$/, hostname: WebHost, error: webMessages.httpUrl })),
]);
/** The site's own address (ours): required. */
const SiteUrl = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: webMessages.httpUrl }));

const Groups = z.array(Id).max(200);

/** ours: the spec gives no creation body. */
export const WebCreateBody = z.strictObject({
  name: Name,
  url: SiteUrl,
  themeId: Id.nullable().default(null),
  favicon: HttpUrlOrEmpty.default(''),
  ogDescription: z.string().trim().max(300).default(''),
  ogImage: HttpUrlOrEmpty.default(''),
  ogURL: HttpUrlOrEmpty.default(''),
  groups: Groups.default([]),
});
/**
 * Spec fields + `name`, `url`, `themeId` (ours, optional: the spec's body does not name them; left out,
 * they stay as they are) + `version` (ours).
 */
export const WebUpdateBody = z.strictObject({
  name: Name.optional(),
  url: SiteUrl.optional(),
  themeId: Id.nullable().optional(),
  favicon: HttpUrlOrEmpty,
  ogDescription: z.string().trim().max(300),
  ogImage: HttpUrlOrEmpty,
  ogURL: HttpUrlOrEmpty,
  groups: Groups,
  version: Version,
});

/**
 * ours (spec §6 has levels only; issue 17: "the groups of a website name the groups allowed to edit it"):
 * who may edit a website's pages. The super group and CMS 4 and above (those who manage websites at all,
 * see WRITE below) edit every website; below that, CMS 1 and a group the website names. /cms lists the
 * websites this rule opens; the page calls apply it.
 */
export const WEBSITE_MANAGER_LEVEL = 4;
export const editsWebsite = (
  user: { groupId: number; permissions: readonly number[] } | null | undefined,
  web: { groups: readonly number[] },
): boolean => {
  if (!user) return false;
  if (isSuperGroup(user) || levelOf(user, 'CMS') >= WEBSITE_MANAGER_LEVEL) return true;
  return levelOf(user, 'CMS') >= 1 && web.groups.includes(user.groupId);
};

/** Websites are read at CMS 1 (spec §6); creating, changing and deleting a whole website is CMS 4, like templates. */
const WRITE = needs('CMS', WEBSITE_MANAGER_LEVEL);
/** ours: FORM 1 reads them too — a form belongs to a website, and its maker picks it (issue 20). */
const READ = anyOf({ area: 'CMS', level: 1 }, { area: 'FORM', level: 1 });

export const webApi = {
  list: endpoint({
    name: 'web.list',
    method: 'GET',
    path: '/api/cms/web',
    response: listOf(Web),
    read: listOf(WebRead),
    access: READ,
  }),
  get: endpoint({
    name: 'web.get',
    method: 'GET',
    path: '/api/cms/web/:id',
    params: IdParams,
    response: itemOf(Web),
    read: itemOf(WebRead),
    access: READ,
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
