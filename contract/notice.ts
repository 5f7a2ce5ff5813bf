import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs, signedIn } from './endpoint.ts';
import { Html, Id, IdParams, IsoDateTime, Version } from './ids.ts';
import { isSuperGroup } from './permissions.ts';

/** Spec §3. */
export const noticeTypes = ['error', 'urgent', 'success', 'warning', 'others'] as const;
export const NoticeType = z.enum(noticeTypes);
export type NoticeType = z.infer<typeof NoticeType>;
export const noticeTypeLabels: Record<NoticeType, string> = {
  error: 'エラー',
  urgent: '緊急',
  success: '完了',
  warning: '注意',
  others: 'お知らせ',
};
/** Spec §2.8: red for error or urgent, green for success, yellow for warning, blue for others. */
export const noticeTypeTones: Record<NoticeType, 'danger' | 'success' | 'warning' | 'info'> = {
  error: 'danger',
  urgent: 'danger',
  success: 'success',
  warning: 'warning',
  others: 'info',
};

/** A system notice (spec §3: id, type, content, important). ours: title, createdBy, version, timestamps. */
export const Notice = z.object({
  id: Id,
  type: NoticeType,
  /** ours: a short heading for the notice list; the bell shows the content. */
  title: z.string().optional(),
  /** HTML. */
  content: Html,
  important: z.boolean(),
  /** ours: the account that sent it; null once that account is deleted. */
  createdBy: Id.nullable(),
  /** ours */
  version: Version,
  /** ours */
  createdAt: IsoDateTime,
  /** ours */
  updatedAt: IsoDateTime,
});
export type Notice = z.infer<typeof Notice>;

/**
 * A notice as the console reads it from any server (read tolerantly): the spec's fields required, ours
 * optional, and the type open — a server may send one of our keys, its Japanese label, or a word of its own.
 */
export const NoticeRead = Notice.partial({ createdBy: true, version: true, createdAt: true, updatedAt: true }).extend({
  type: z.string(),
});
export type NoticeRead = z.infer<typeof NoticeRead>;

const isNoticeType = (raw: string): raw is NoticeType => (noticeTypes as readonly string[]).includes(raw);

/**
 * What a notice's type means on screen (spec §2.8): one of our keys, or the key whose Japanese label it is;
 * anything else is "others" (blue), labelled with the word it came with.
 */
export const noticeTypeOf = (raw: string): { key: NoticeType; label: string } => {
  if (isNoticeType(raw)) return { key: raw, label: noticeTypeLabels[raw] };
  const byLabel = noticeTypes.find((type) => noticeTypeLabels[type] === raw);
  return { key: byLabel ?? 'others', label: raw };
};

/** Spec §2.8, §9: the bell lists 20 notices; the super group fetches 100. */
export const NOTICE_LIMIT = 20;
export const SUPER_GROUP_NOTICE_LIMIT = 100;
export const noticeLimitFor = (user: { groupId: number } | null | undefined): number =>
  isSuperGroup(user) ? SUPER_GROUP_NOTICE_LIMIT : NOTICE_LIMIT;

export const NoticeListQuery = z.object({
  max: z.coerce.number<string | number>().int().positive().max(100).optional(),
});

/** ours: the spec gives no bodies for notices. Strict: a field we do not know is refused, not dropped. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 20_000;
export const NoticeCreateBody = z.strictObject({
  type: NoticeType,
  title: z.string().trim().max(NOTICE_TITLE_MAX).optional(),
  content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX),
  important: z.boolean().default(false),
});
/**
 * ours. The console sends the version it read; a server without versions gets none (no conflict check).
 * Our server requires it (server/routes/notice.ts).
 */
export const NoticeUpdateBody = z.strictObject({
  type: NoticeType,
  title: z.string().trim().max(NOTICE_TITLE_MAX).optional(),
  content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX),
  important: z.boolean(),
  version: Version.optional(),
});

/** Notice unread record (spec §3, §2.8): per user e-mail, the ids already read; kept in browser storage. */
export const NoticeReadRecord = z.object({ key: z.string(), value: z.array(Id) });
export type NoticeReadRecord = z.infer<typeof NoticeReadRecord>;

/** Every signed-in user reads notices (the bell); sending them is CONFIG above 1 (spec §2.6). */
const WRITE = needs('CONFIG', 2);

export const noticeApi = {
  list: endpoint({
    name: 'notice.list',
    method: 'GET',
    path: '/api/notice',
    query: NoticeListQuery,
    response: listOf(Notice),
    read: listOf(NoticeRead),
    access: signedIn,
  }),
  get: endpoint({
    name: 'notice.get',
    method: 'GET',
    path: '/api/notice/:id',
    params: IdParams,
    response: itemOf(Notice),
    read: itemOf(NoticeRead),
    access: signedIn,
  }),
  create: endpoint({
    name: 'notice.create',
    method: 'POST',
    path: '/api/notice',
    body: NoticeCreateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  update: endpoint({
    name: 'notice.update',
    method: 'PUT',
    path: '/api/notice/:id',
    params: IdParams,
    body: NoticeUpdateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  remove: endpoint({
    name: 'notice.remove',
    method: 'DELETE',
    path: '/api/notice/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
};
