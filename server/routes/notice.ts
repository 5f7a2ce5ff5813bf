import { and, desc, eq, sql } from 'drizzle-orm';
import { NOTICE_LIMIT, type Notice, noticeApi, noticeLimitFor } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { notices } from '../db/schema.ts';
import { notFound } from '../http/problem.ts';
import { type Implementation, implement } from '../http/registerEndpoints.ts';
import { announce, staleVersion } from './mutations.ts';

export const noticeMessages = {
  notFound: 'お知らせが見つかりません。',
  created: 'お知らせを送信しました。',
  saved: 'お知らせを保存しました。',
  deleted: 'お知らせを削除しました。',
} as const;

type NoticeRow = typeof notices.$inferSelect;

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

export const noticeImplementations = (context: ServerContext): Implementation[] => [
  // Spec §9: 20 for everyone; the super group may ask for up to 100.
  implement(noticeApi.list, async ({ query, principal }) => {
    const limit = Math.min(query.max ?? NOTICE_LIMIT, noticeLimitFor(principal));
    const rows = await context.db
      .select()
      .from(notices)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(limit);
    return { data: rows.map(toNotice) };
  }),

  implement(noticeApi.get, async ({ params }) => {
    const [row] = await context.db.select().from(notices).where(eq(notices.id, params.id));
    if (!row) throw notFound(noticeMessages.notFound);
    return { data: toNotice(row) };
  }),

  implement(noticeApi.create, async ({ body, principal, request }) => {
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
  }),

  implement(noticeApi.update, async ({ params, body, request }) => {
    const [updated] = await context.db
      .update(notices)
      .set({
        type: body.type,
        title: body.title ?? '',
        content: body.content,
        important: body.important,
        version: sql`${notices.version} + 1`,
      })
      .where(and(eq(notices.id, params.id), eq(notices.version, body.version)))
      .returning({ id: notices.id, version: notices.version });
    if (!updated) {
      const [exists] = await context.db.select({ id: notices.id }).from(notices).where(eq(notices.id, params.id));
      throw exists ? staleVersion() : notFound(noticeMessages.notFound);
    }
    await announce(context, request.log, { event: 'system-notice', action: 'updated', id: updated.id });
    return { ...updated, message: noticeMessages.saved };
  }),

  implement(noticeApi.remove, async ({ params, request }) => {
    const [deleted] = await context.db.delete(notices).where(eq(notices.id, params.id)).returning({ id: notices.id });
    if (!deleted) throw notFound(noticeMessages.notFound);
    await announce(context, request.log, { event: 'system-notice', action: 'deleted', id: deleted.id });
    return { id: deleted.id, message: noticeMessages.deleted };
  }),
];
