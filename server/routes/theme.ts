import { asc, eq, getTableColumns } from 'drizzle-orm';
import { countOf, html, type Theme, type ThemeUse, type themeApi } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, pages, themes, webs } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, uniqueName, updateVersioned } from './mutations.ts';

export const themeMessages = {
  notFound: 'テーマが見つかりません。',
  // Messages are HTML (spec §2.7): a name goes in escaped.
  nameTaken: (name: string) => html`「${name}」というテーマはすでにあります。別の名前にしてください。`,
  created: (name: string) => html`テーマ「${name}」を作成しました。`,
  saved: (name: string) => html`テーマ「${name}」を保存しました。`,
  deleted: 'テーマを削除しました。',
  inUse: (websites: number, pages: number) =>
    `このテーマは${countOf(websites)}のWebサイト（ページ ${countOf(pages)}）で使われているため削除できません。先にWebサイトのテーマを変更してください。`,
  usedByWebsite: 'このテーマを使っているWebサイトがあるため削除できません。先にWebサイトのテーマを変更してください。',
  versionRequired: '保存するテーマの版 (version) がありません。最新の内容を読み込んでから保存してください。',
} as const;

type Reader = Pick<Db, 'select'>;

const selectThemes = (db: Reader) =>
  db
    .select({ ...getTableColumns(themes), updatedByName: accounts.name })
    .from(themes)
    .leftJoin(accounts, eq(accounts.id, themes.updatedBy))
    .$dynamic();
type ThemeRow = Awaited<ReturnType<typeof selectThemes>>[number];

const toTheme = (row: ThemeRow): Theme => ({
  id: row.id,
  name: row.name,
  head: row.head,
  body: row.body,
  script: row.script,
  style: row.style,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedByName,
});

/** The websites shown in the theme, each with its pages (shown in their website's theme). */
export const themeUsage = async (db: Reader, themeId: number): Promise<ThemeUse[]> => {
  const rows = await db
    .select({ webId: webs.id, webName: webs.name, pageId: pages.id, pageTitle: pages.title })
    .from(webs)
    .leftJoin(pages, eq(pages.webId, webs.id))
    .where(eq(webs.themeId, themeId))
    .orderBy(asc(webs.id), asc(pages.id));
  const uses = new Map<number, ThemeUse>();
  for (const row of rows) {
    const use = uses.get(row.webId) ?? { webId: row.webId, webName: row.webName, pages: [] };
    if (row.pageId !== null) use.pages.push({ id: row.pageId, title: row.pageTitle ?? '' });
    uses.set(row.webId, use);
  }
  return [...uses.values()];
};

const names = uniqueName(themes, themes.name, themeMessages.nameTaken);

/**
 * Site themes (spec §3, §7.1): read at CMS 1, changed at CONFIG 7 (contract/theme.ts keeps both readings),
 * each change announced as `cms-theme` (§7.2). A theme that a page uses is not deleted.
 */
export const themeHandlers = (context: ServerContext): ApiHandlers<typeof themeApi> => ({
  list: async () => ({ data: (await selectThemes(context.db).orderBy(asc(themes.id))).map(toTheme) }),

  get: async ({ params }) => {
    const [row] = await selectThemes(context.db).where(eq(themes.id, params.id));
    if (!row) throw notFound(themeMessages.notFound);
    return { data: toTheme(row) };
  },

  usage: async ({ params }) => {
    const [theme] = await context.db.select({ id: themes.id }).from(themes).where(eq(themes.id, params.id));
    if (!theme) throw notFound(themeMessages.notFound);
    return { data: await themeUsage(context.db, params.id) };
  },

  create: async ({ body, principal, request }) => {
    await names.ensureFree(context.db, body.name);
    const [created] = await names.guard(
      body.name,
      context.db
        .insert(themes)
        .values({ name: body.name, updatedBy: principal.id })
        .returning({ id: themes.id, version: themes.version }),
    );
    if (!created) throw new Error('theme.create: nothing inserted');
    await announce(context, request.log, { event: 'cms-theme', action: 'created', id: created.id });
    return { ...created, message: themeMessages.created(body.name) };
  },

  update: async ({ params, body: { version, ...body }, principal, request }) => {
    // The contract lets a console send no version (a server without versions); ours requires it.
    if (version === undefined) throw badRequest(themeMessages.versionRequired);
    await names.ensureFree(context.db, body.name, params.id);
    const updated = await names.guard(
      body.name,
      updateVersioned(context.db, themes, {
        id: params.id,
        version,
        set: { ...body, updatedBy: principal.id },
        notFound: themeMessages.notFound,
      }),
    );
    await announce(context, request.log, { event: 'cms-theme', action: 'updated', id: updated.id });
    return { ...updated, message: themeMessages.saved(body.name) };
  },

  remove: async ({ params, request }) => {
    const uses = await themeUsage(context.db, params.id);
    const pageCount = uses.reduce((count, use) => count + use.pages.length, 0);
    if (uses.length > 0) throw conflict(themeMessages.inUse(uses.length, pageCount));
    // A website that took the theme after the check: the foreign key refuses it.
    const deleted = await deleteAndAnnounce(context, request.log, themes, {
      id: params.id,
      event: 'cms-theme',
      notFound: themeMessages.notFound,
      referenced: themeMessages.usedByWebsite,
    });
    return { id: deleted.id, message: themeMessages.deleted };
  },
});
