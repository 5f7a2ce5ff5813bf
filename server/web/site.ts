import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connect.ts';
import { pages, pageVersions, webs } from '../db/schema.ts';
import { ownOriginsOf, sitePolicyWith } from '../forms/policy.ts';
import { composeSnapshot } from './composeSnapshot.ts';

/** Where the reference server shows a website's active pages (ours, issue 17): `/site/{webId}/{path}`. */
export const sitePath = (webId: number, path: string): string => `/site/${webId}/${path}`;

export { SITE_CONTENT_SECURITY_POLICY } from './sitePolicy.ts';

const notFoundPage = `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>ページが見つかりません</title></head>
<body><h1>ページが見つかりません</h1><p>お探しのページは見つかりませんでした。公開されていないか、削除された可能性があります。</p></body></html>`;

/**
 * Serves each website's active pages (their live snapshots) at `/site/{webId}/{path}` (the top page: `/site/{webId}/`), composed in
 * the website's theme and the page's template, under SITE_CONTENT_SECURITY_POLICY. An inactive or unknown
 * page is a 404 page.
 */
export const registerSite = (
  app: FastifyInstance,
  db: Db,
  options: { publicOrigins?: readonly string[]; now?: () => Date } = {},
): void => {
  const now = options.now ?? (() => new Date());
  const serve = async (webId: number, path: string) => {
    // What the public sees is the page's live snapshot (issue 22: published on save, or by a workflow), never the
    // page as edited: its title, path, template and HTML as they were published.
    const [row] = await db
      .select({ live: pageVersions, webId: pages.webId })
      .from(pageVersions)
      .innerJoin(pages, eq(pages.id, pageVersions.pageId))
      .innerJoin(webs, eq(webs.id, pages.webId))
      .where(
        and(eq(pages.webId, webId), eq(pageVersions.live, true), eq(pageVersions.path, path), eq(pages.active, true)),
      );
    if (!row) return undefined;
    const { title, html, templateId } = row.live;
    return composeSnapshot(db, { webId: row.webId, title, html, templateId }, now());
  };

  const handler = async (
    request: import('fastify').FastifyRequest<{ Params: { webId: string; '*'?: string } }>,
    reply: import('fastify').FastifyReply,
  ) => {
    const webId = Number(request.params.webId);
    const path = (request.params['*'] ?? '').replace(/^\/+|\/+$/gu, '');
    const page =
      /^[1-9][0-9]{0,9}$/u.test(request.params.webId) && webId <= 2_147_483_647 ? await serve(webId, path) : undefined;
    reply
      .header(
        'Content-Security-Policy',
        sitePolicyWith(ownOriginsOf(request, options.publicOrigins ?? []), page?.scripts ?? true),
      )
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8');
    return reply.code(page === undefined ? 404 : 200).send(page?.html ?? notFoundPage);
  };
  app.get<{ Params: { webId: string; '*': string } }>('/site/:webId/*', handler);
  app.get<{ Params: { webId: string } }>('/site/:webId', handler);
};
