import { and, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { NOTICE_LIMIT, type Notice, type noticeApi, noticeLimitFor } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { notices } from '../db/schema.ts';
import { badRequest, notFound } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { announce, deleteAndAnnounce, updateVersioned } from './mutations.ts';

export const noticeMessages = {
  notFound: 'お知らせが見つかりません。',
  created: 'お知らせを送信しました。',
  saved: 'お知らせを保存しました。',
  deleted: 'お知らせを削除しました。',
  versionRequired: '保存するお知らせの版 (version) がありません。最新の内容を読み込んでから保存してください。',
} as const;

type NoticeRow = typeof notices.$inferSelect;

/**
 * The notices an account sees (issue 20): those for everyone (`recipients` null) and those naming it (a
 * form's owners told of an answer). Another's such notice is, for this account, not there at all (404).
 */
const visibleTo = (accountId: number): SQL =>
  or(isNull(notices.recipients), sql`${accountId} = any(${notices.recipients})`) as SQL;

const visibleNotice = async (context: ServerContext, id: number, accountId: number): Promise<NoticeRow> => {
  const [row] = await context.db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), visibleTo(accountId)));
  if (!row) throw notFound(noticeMessages.notFound);
  return row;
};

/** The table keeps an untitled notice's title as ''; the contract leaves it out. */
const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  type: row.type,
  ...(row.title === '' ? {} : { title: row.title }),
  content: row.content,
  important: row.important,
  createdBy: row.createdBy,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const noticeHandlers = (context: ServerContext): ApiHandlers<typeof noticeApi> => ({
  // Spec §9: 20 for everyone; the super group may ask for up to 100.
  list: async ({ query, principal }) => {
    const limit = Math.min(query.max ?? NOTICE_LIMIT, noticeLimitFor(principal));
    const rows = await context.db
      .select()
      .from(notices)
      .where(visibleTo(principal.id))
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(limit);
    return { data: rows.map(toNotice) };
  },

  get: async ({ params, principal }) => ({ data: toNotice(await visibleNotice(context, params.id, principal.id)) }),

  create: async ({ body, principal, request }) => {
    const [created] = await context.db
      .insert(notices)
      .values({
        type: body.type,
        title: body.title ?? '',
        content: body.content,
        important: body.important,
        createdBy: principal.id,
      })
      .returning({ id: notices.id, version: notices.version });
    if (!created) throw new Error('notice.create: nothing inserted');
    await announce(context, request.log, { event: 'system-notice', action: 'created', id: created.id });
    return { ...created, message: noticeMessages.created };
  },

  update: async ({ params, body, principal, request }) => {
    // The contract lets a console send no version (a server without versions); ours requires it.
    if (body.version === undefined) throw badRequest(noticeMessages.versionRequired);
    await visibleNotice(context, params.id, principal.id);
    const updated = await updateVersioned(context.db, notices, {
      id: params.id,
      version: body.version,
      set: { type: body.type, title: body.title ?? '', content: body.content, important: body.important },
      notFound: noticeMessages.notFound,
    });
    await announce(context, request.log, { event: 'system-notice', action: 'updated', id: updated.id });
    return { ...updated, message: noticeMessages.saved };
  },

  remove: async ({ params, principal, request }) => {
    await visibleNotice(context, params.id, principal.id);
    const deleted = await deleteAndAnnounce(context, request.log, notices, {
      id: params.id,
      event: 'system-notice',
      notFound: noticeMessages.notFound,
    });
    return { id: deleted.id, message: noticeMessages.deleted };
  },
});
