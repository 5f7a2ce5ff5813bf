import { and, asc, eq, getTableColumns, inArray, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { countOf, html, type Web, type webApi } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, groups, pages, themes, webs, workflows } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, uniqueName, updateVersioned } from './mutations.ts';

export const webMessages = {
  notFound: 'Webサイトが見つかりません。',
  // Messages are HTML (spec §2.7): a name goes in escaped.
  nameTaken: (name: string) => html`「${name}」というWebサイトはすでにあります。別の名前にしてください。`,
  created: (name: string) => html`Webサイト「${name}」を作成しました。`,
  saved: (name: string) => html`Webサイト「${name}」を保存しました。`,
  deleted: 'Webサイトを削除しました。',
  hasPages: (count: number) =>
    `このWebサイトには${countOf(count)}のページがあるため削除できません。先にページをすべて削除してください。`,
  unknownTheme: '選んだテーマが見つかりません。一覧を読み込み直してから選んでください。',
  unknownGroups: '選んだ組織の中に、見つからないものがあります。一覧を読み込み直してから選んでください。',
} as const;

type Reader = Pick<Db, 'select'>;

const lastEditor = alias(accounts, 'last_editor');

/** Per website: its pages counted, the active ones, and the newest change with who made it. */
const pageSummaries = (db: Reader) =>
  db
    .select({
      webId: pages.webId,
      count: sql<number>`count(*)::int`.as('count'),
      active: sql<number>`count(*) filter (where ${pages.active})::int`.as('active'),
      lastChangedAt: sql<string | null>`max(${pages.updatedAt})`.as('last_changed_at'),
      // The account of the newest change (ties: the highest page id).
      lastChangedBy: sql<
        string | null
      >`(array_agg(${lastEditor.name} order by ${pages.updatedAt} desc, ${pages.id} desc))[1]`.as('last_changed_by'),
    })
    .from(pages)
    .leftJoin(lastEditor, eq(lastEditor.id, pages.updatedBy))
    .groupBy(pages.webId)
    .as('page_summaries');

const selectWebs = (db: Reader) => {
  const summaries = pageSummaries(db);
  return db
    .select({
      ...getTableColumns(webs),
      updatedByName: accounts.name,
      pageCount: summaries.count,
      activeCount: summaries.active,
      lastChangedAt: summaries.lastChangedAt,
      lastChangedBy: summaries.lastChangedBy,
    })
    .from(webs)
    .leftJoin(accounts, eq(accounts.id, webs.updatedBy))
    .leftJoin(summaries, eq(summaries.webId, webs.id))
    .$dynamic();
};
type WebRow = Awaited<ReturnType<typeof selectWebs>>[number];

const isoOrNull = (value: string | Date | null): string | null =>
  value === null ? null : new Date(value).toISOString();

const toWeb = (row: WebRow): Web => ({
  id: row.id,
  name: row.name,
  url: row.url,
  themeId: row.themeId,
  favicon: row.favicon,
  ogDescription: row.ogDescription,
  ogImage: row.ogImage,
  ogURL: row.ogUrl,
  groups: row.groups,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedByName,
  pages: {
    count: row.pageCount ?? 0,
    active: row.activeCount ?? 0,
    lastChangedAt: isoOrNull(row.lastChangedAt),
    lastChangedBy: row.lastChangedBy,
  },
});

const names = uniqueName(webs, webs.name, webMessages.nameTaken);

/** Refuses (400) a theme or a group that does not exist; answers the groups once each, in their order. */
const checkReferences = async (db: Reader, themeId: number | null | undefined, groupIds: readonly number[]) => {
  if (themeId !== null && themeId !== undefined) {
    const [theme] = await db.select({ id: themes.id }).from(themes).where(eq(themes.id, themeId));
    if (!theme) throw badRequest(webMessages.unknownTheme);
  }
  const unique = [...new Set(groupIds)];
  if (unique.length > 0) {
    const found = await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, unique));
    if (found.length !== unique.length) throw badRequest(webMessages.unknownGroups);
  }
  return unique;
};

/**
 * Websites (spec §3, §7.1): read at CMS 1, created, changed and deleted at CMS 4 (contract/web.ts), each
 * change announced as `cms-web` (§7.2). A website with pages is not deleted: its pages would go with it.
 */
export const webHandlers = (context: ServerContext): ApiHandlers<typeof webApi> => ({
  list: async () => ({ data: (await selectWebs(context.db).orderBy(asc(webs.id))).map(toWeb) }),

  get: async ({ params }) => {
    const [row] = await selectWebs(context.db).where(eq(webs.id, params.id));
    if (!row) throw notFound(webMessages.notFound);
    return { data: toWeb(row) };
  },

  create: async ({ body, principal, request }) => {
    const groupIds = await checkReferences(context.db, body.themeId, body.groups);
    await names.ensureFree(context.db, body.name);
    const [created] = await names.guard(
      body.name,
      context.db
        .insert(webs)
        .values({
          name: body.name,
          url: body.url,
          themeId: body.themeId,
          favicon: body.favicon,
          ogDescription: body.ogDescription,
          ogImage: body.ogImage,
          ogUrl: body.ogURL,
          groups: groupIds,
          updatedBy: principal.id,
        })
        .returning({ id: webs.id, version: webs.version }),
    );
    if (!created) throw new Error('web.create: nothing inserted');
    await announce(context, request.log, { event: 'cms-web', action: 'created', id: created.id });
    return { ...created, message: webMessages.created(body.name) };
  },

  update: async ({ params, body: { version, ogURL, ...body }, principal, request }) => {
    const groupIds = await checkReferences(context.db, body.themeId, body.groups);
    if (body.name !== undefined) await names.ensureFree(context.db, body.name, params.id);
    const write = updateVersioned(context.db, webs, {
      id: params.id,
      version,
      set: { ...body, ogUrl: ogURL, groups: groupIds, updatedBy: principal.id },
      notFound: webMessages.notFound,
    });
    const updated = body.name === undefined ? await write : await names.guard(body.name, write);
    const [row] = await context.db.select({ name: webs.name }).from(webs).where(eq(webs.id, updated.id));
    await announce(context, request.log, { event: 'cms-web', action: 'updated', id: updated.id });
    return { ...updated, message: webMessages.saved(row?.name ?? '') };
  },

  remove: async ({ params, request }) => {
    // Its requests (a republish has no page) go with it (on delete cascade): the queues drop them too.
    const requests = await context.db
      .select({ id: workflows.id })
      .from(workflows)
      .where(eq(workflows.webId, params.id))
      .orderBy(asc(workflows.id));
    // One statement: the website goes only while it has no page (its pages would cascade with it).
    const [deleted] = await context.db
      .delete(webs)
      .where(
        and(
          eq(webs.id, params.id),
          notExists(context.db.select({ id: pages.id }).from(pages).where(eq(pages.webId, params.id))),
        ),
      )
      .returning({ id: webs.id });
    if (!deleted) {
      const [row] = await selectWebs(context.db).where(eq(webs.id, params.id));
      if (!row) throw notFound(webMessages.notFound);
      throw conflict(webMessages.hasPages(row.pageCount ?? 0));
    }
    await announce(
      context,
      request.log,
      { event: 'cms-web', action: 'deleted', id: deleted.id },
      ...requests.map((one) => ({ event: 'workflow' as const, action: 'deleted' as const, id: one.id })),
    );
    return { id: deleted.id, message: webMessages.deleted };
  },
});
