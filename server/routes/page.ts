import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import { countOf, editsWebsite, html, type Page, type PageUse, type pageApi } from '../../contract/index.ts';
import { checkPageHtml, hasErrors } from '../cms/pageHtml.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, pages, templates, webs, workflows } from '../db/schema.ts';
import { badRequest, badRequestWith, forbidden, notFound } from '../http/problem.ts';
import type { ApiHandlers, Principal } from '../http/registerEndpoints.ts';
import { approversOf, publishPageNow } from '../workflow/publishing.ts';
import { announce, deleteAndAnnounce, isUniqueViolation, updateVersioned } from './mutations.ts';

export const pageMessages = {
  notFound: 'ページが見つかりません。',
  unknownWebsite: 'Webサイトが見つかりません。一覧を読み込み直してから選んでください。',
  unknownTemplate: '選んだテンプレートが見つかりません。一覧を読み込み直してから選んでください。',
  notYourWebsite: 'このWebサイトのページを変更できるのは、Webサイトの編集担当に指定された組織の方だけです。',
  // Messages are HTML (spec §2.7): a title or path goes in escaped.
  pathTaken: (path: string) =>
    path === ''
      ? 'このWebサイトにはすでにトップページ（パスが空欄のページ）があります。別のパスにしてください。'
      : html`このWebサイトにはすでにパス「${path}」のページがあります。別のパスにしてください。`,
  htmlErrors: (count: number) =>
    `ページのHTMLに${countOf(count)}の誤りがあるため保存できません。検証結果を確認して直してください。`,
  created: (title: string) => html`ページ「${title}」を作成しました。`,
  saved: (title: string) => html`ページ「${title}」を保存しました。`,
  activated: (title: string) => html`ページ「${title}」を有効にしました。`,
  deactivated: (title: string) => html`ページ「${title}」を無効にしました。`,
  deleted: 'ページを削除しました。',
  versionRequired: '保存するページの版 (version) がありません。最新の内容を読み込んでから保存してください。',
} as const;

type Reader = Pick<Db, 'select'>;

const selectPages = (db: Reader) =>
  db
    .select({ ...getTableColumns(pages), updatedByName: accounts.name })
    .from(pages)
    .leftJoin(accounts, eq(accounts.id, pages.updatedBy))
    .$dynamic();
type PageRow = Awaited<ReturnType<typeof selectPages>>[number];

const toPage = (row: PageRow): Page => ({
  id: row.id,
  webId: row.webId,
  title: row.title,
  path: row.path,
  templateId: row.templateId,
  html: row.html,
  active: row.active,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedByName,
});

/** The website, refused unless this user edits it (contract editsWebsite). */
const editableWebsite = async (db: Reader, principal: Principal, webId: number, missing: string) => {
  const [web] = await db
    .select({ id: webs.id, groups: webs.groups, url: webs.url })
    .from(webs)
    .where(eq(webs.id, webId));
  if (!web) throw notFound(missing);
  if (!editsWebsite(principal, web)) throw forbidden(pageMessages.notYourWebsite);
  return web;
};

const pageOf = async (db: Reader, id: number) => {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound(pageMessages.notFound);
  return row;
};

const ensureTemplate = async (db: Reader, templateId: number | null | undefined) => {
  if (templateId === null || templateId === undefined) return;
  const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.id, templateId));
  if (!row) throw badRequest(pageMessages.unknownTemplate);
};

const ensurePathFree = async (db: Reader, webId: number, path: string, exceptId?: number) => {
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(eq(pages.webId, webId), eq(pages.path, path), exceptId === undefined ? undefined : ne(pages.id, exceptId)),
    );
  if (taken) throw badRequest(pageMessages.pathTaken(path));
};
/** The race between the check and the write: the unique (web_id, path) refuses the second. */
const guardPath = async <R>(path: string, write: PromiseLike<R>): Promise<R> => {
  try {
    return await write;
  } catch (error) {
    throw isUniqueViolation(error) ? badRequest(pageMessages.pathTaken(path)) : error;
  }
};

/**
 * Saved = public on a website nobody approves for this editor (issue 22): the page as saved becomes its live
 * snapshot at once. With approvers, a save changes the draft only; a workflow publishes it.
 */
const publishesOnSave = async (db: Reader, webId: number, principal: Principal) =>
  (await approversOf(db, webId, principal.groupId)).length === 0;

/**
 * The requests a save of the page makes outdated (issue 22): those still waiting on it. Their `outdated` is
 * computed on read, so each is announced for the queues to read it again.
 */
const requestsOutdatedBy = (db: Reader, pageId: number) =>
  db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.pageId, pageId), inArray(workflows.status, ['pending', 'remanded'])))
    .orderBy(asc(workflows.id));

/** Spec §5: the server validates page HTML; a save with errors is refused with the problems beside the message. */
const ensureValidHtml = async (source: string) => {
  const problems = await checkPageHtml(source);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  if (errors > 0) throw badRequestWith(pageMessages.htmlErrors(errors), { valid: false, problems });
};

/**
 * The paths a page's HTML links to within its website: relative to the site's root (`/news`, `news/`),
 * the site's own address (`https://www.example.go.jp/news`) and the reference server's `/site/{webId}/news`.
 */
export const linkedPaths = (source: string, web: { id: number; url: string }): Set<string> => {
  const found = new Set<string>();
  let siteOrigin: string | undefined;
  try {
    siteOrigin = web.url ? new URL(web.url).origin : undefined;
  } catch {
    siteOrigin = undefined;
  }
  for (const match of source.matchAll(/\b(?:href|action)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/giu)) {
    let target = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (/^[a-z][a-z0-9+.-]*:/iu.test(target)) {
      if (!siteOrigin || !target.startsWith(siteOrigin)) continue;
      target = target.slice(siteOrigin.length);
    }
    if (target.startsWith('#') || target.startsWith('//')) continue;
    target = target.replace(/[?#].*$/u, '');
    const sitePrefix = `/site/${web.id}`;
    if (target === sitePrefix || target.startsWith(`${sitePrefix}/`)) target = target.slice(sitePrefix.length);
    found.add(target.replace(/^\/+|\/+$/gu, '').replace(/\/index\.html$|^index\.html$/u, ''));
  }
  return found;
};

/**
 * Web pages (spec §3, §7.1): read at CMS 1; changed by those who edit the page's website (contract
 * `editsWebsite`), each change announced as `cms-page` and its website's `cms-web` (its pages at a glance).
 */
export const pageHandlers = (context: ServerContext): ApiHandlers<typeof pageApi> => {
  const announcePage = (
    log: Parameters<typeof announce>[1],
    action: 'created' | 'updated',
    id: number,
    webId: number,
  ) => announce(context, log, { event: 'cms-page', action, id }, { event: 'cms-web', action: 'updated', id: webId });

  return {
    list: async ({ query }) => {
      const rows = await selectPages(context.db)
        .where(query.webId === undefined ? undefined : eq(pages.webId, query.webId))
        .orderBy(asc(pages.webId), asc(pages.path), asc(pages.id));
      return { data: rows.map(toPage) };
    },

    get: async ({ params }) => {
      const [row] = await selectPages(context.db).where(eq(pages.id, params.id));
      if (!row) throw notFound(pageMessages.notFound);
      return { data: toPage(row) };
    },

    create: async ({ body, principal, request }) => {
      await editableWebsite(context.db, principal, body.webId, pageMessages.unknownWebsite);
      await ensureTemplate(context.db, body.templateId);
      await ensurePathFree(context.db, body.webId, body.path);
      await ensureValidHtml(body.html);
      const publishes = await publishesOnSave(context.db, body.webId, principal);
      const [created] = await guardPath(
        body.path,
        context.db.transaction(async (tx) => {
          const rows = await tx
            .insert(pages)
            .values({ ...body, updatedBy: principal.id })
            .returning({ id: pages.id, version: pages.version });
          if (publishes && rows[0]) await publishPageNow(tx, rows[0].id, principal.id);
          return rows;
        }),
      );
      if (!created) throw new Error('page.create: nothing inserted');
      await announcePage(request.log, 'created', created.id, body.webId);
      return { ...created, message: pageMessages.created(body.title) };
    },

    update: async ({ params, body: { version, ...body }, principal, request }) => {
      // The contract lets a console send no version (a server without versions); ours requires it.
      if (version === undefined) throw badRequest(pageMessages.versionRequired);
      const page = await pageOf(context.db, params.id);
      await editableWebsite(context.db, principal, page.webId, pageMessages.notFound);
      await ensureTemplate(context.db, body.templateId);
      if (body.path !== undefined) await ensurePathFree(context.db, page.webId, body.path, page.id);
      await ensureValidHtml(body.html);
      const publishes = await publishesOnSave(context.db, page.webId, principal);
      const updated = await guardPath(
        body.path ?? page.path,
        context.db.transaction(async (tx) => {
          const saved = await updateVersioned(tx, pages, {
            id: params.id,
            version,
            set: { ...body, updatedBy: principal.id },
            notFound: pageMessages.notFound,
          });
          if (publishes) await publishPageNow(tx, saved.id, principal.id);
          return saved;
        }),
      );
      await announcePage(request.log, 'updated', updated.id, page.webId);
      const outdated = await requestsOutdatedBy(context.db, updated.id);
      await announce(
        context,
        request.log,
        ...outdated.map((one) => ({ event: 'workflow' as const, action: 'updated' as const, id: one.id })),
      );
      return { ...updated, message: pageMessages.saved(body.title) };
    },

    // Spec §4: toggled on its own. Like a template's, the flag keeps the version: an editor open meanwhile
    // saves its fields without a conflict.
    setActive: async ({ params, body, principal, request }) => {
      const page = await pageOf(context.db, params.id);
      await editableWebsite(context.db, principal, page.webId, pageMessages.notFound);
      const [row] = await context.db
        .update(pages)
        .set({ active: body.active, updatedBy: principal.id, updatedAt: sql`now()` })
        .where(eq(pages.id, params.id))
        .returning({ id: pages.id, version: pages.version, title: pages.title });
      if (!row) throw notFound(pageMessages.notFound);
      await announcePage(request.log, 'updated', row.id, page.webId);
      return {
        id: row.id,
        version: row.version,
        message: (body.active ? pageMessages.activated : pageMessages.deactivated)(row.title),
      };
    },

    remove: async ({ params, principal, request }) => {
      const page = await pageOf(context.db, params.id);
      await editableWebsite(context.db, principal, page.webId, pageMessages.notFound);
      // The page's requests (and their history) go with it (on delete cascade): the queues drop them too.
      const requests = await context.db
        .select({ id: workflows.id })
        .from(workflows)
        .where(eq(workflows.pageId, page.id))
        .orderBy(asc(workflows.id));
      const deleted = await deleteAndAnnounce(context, request.log, pages, {
        id: params.id,
        event: 'cms-page',
        notFound: pageMessages.notFound,
        alsoAnnounce: [
          { event: 'cms-web', action: 'updated', id: page.webId },
          ...requests.map((one) => ({ event: 'workflow' as const, action: 'deleted' as const, id: one.id })),
        ],
      });
      return { id: deleted.id, message: pageMessages.deleted };
    },

    validate: async ({ body }) => {
      const problems = await checkPageHtml(body.html);
      return { valid: !hasErrors(problems), problems };
    },

    // ours: where the page is used — the other pages of its website that link to its path. Forms that post
    // to a page join once forms exist (issue on forms); none yet.
    checkUsed: async ({ params }) => {
      const page = await pageOf(context.db, params.id);
      const [web] = await context.db.select({ id: webs.id, url: webs.url }).from(webs).where(eq(webs.id, page.webId));
      if (!web) throw notFound(pageMessages.notFound);
      const others = await context.db
        .select({ id: pages.id, title: pages.title, html: pages.html })
        .from(pages)
        .where(and(eq(pages.webId, page.webId), ne(pages.id, page.id)))
        .orderBy(asc(pages.id));
      const usedBy: PageUse[] = others
        .filter((other) => linkedPaths(other.html, web).has(page.path))
        .map((other) => ({ kind: 'page', id: other.id, title: other.title }));
      return { used: usedBy.length > 0, usedBy };
    },
  };
};
