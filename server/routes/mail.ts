import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { countOf, html, type MailHistory, type mailApi } from '../../contract/index.ts';
import { CONFIRM_ABOVE, cancellableStatuses, type MailDetail, mailStatuses } from '../../contract/mail.ts';
import { domainOf, inAllowedDomains } from '../../contract/mailAddresses.ts';
import { mailingTypeUnsubscribes, mayMailTo } from '../../contract/mailing.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, domains, mailingLists, mailRecipients, mails } from '../db/schema.ts';
import { forbidden, notFound, Problem } from '../http/problem.ts';
import type { ApiHandlers, Principal } from '../http/registerEndpoints.ts';
import { messageOf, textPartOf } from '../mail/message.ts';
import { recipientsOf } from '../mail/recipients.ts';
import { cancelPending } from '../mail/sendMail.ts';
import { failureOf } from '../mail/transport.ts';
import { announce, isUniqueViolation } from './mutations.ts';

/** Messages are HTML (spec §2.7): a list's name goes in escaped. */
export const mailMessages = {
  notFound: '送信履歴が見つかりません。',
  listGone: 'メーリングリストが見つかりません。削除された可能性があります。一覧を読み込み直してください。',
  notAllowed: (name: string) => html`メーリングリスト「${name}」に送信する権限がありません。`,
  confirmCount: (count: number) =>
    `宛先が ${countOf(count)}あります。${countOf(CONFIRM_ABOVE)}を超える送信は、宛先の件数を入力して確認してください（件数が変わっていれば、新しい件数で確認し直してください）。`,
  noRecipients: '宛先がありません。メーリングリストに宛先を登録してから送信してください。',
  pastSchedule: '送信予約の日時は現在より後にしてください。',
  sent: '送信を開始しました。',
  scheduled: '送信を予約しました。',
  alreadySent: 'このメールはすでに受け付けています（二重送信はしていません）。',
  testSent: (to: string) => html`${to} にテストメールを送信しました。`,
  testFailed: (reason: string) => html`テストメールを送信できませんでした: ${reason}`,
  cancelled: '送信を取り消しました。',
  notCancellable: (status: string) =>
    `このメールは取り消せません（${status === 'cancelled' ? 'すでに取り消されています' : '送信が終わっています'}）。`,
} as const;

export const TEST_SUBJECT_PREFIX = '[テスト] ';
const HISTORY_LIMIT = 200;

type MailRow = typeof mails.$inferSelect;
type Counts = { sentCount: number; failedCount: number };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toHistory = (row: MailRow, counts: Counts, createdBy: MailHistory['createdBy']): MailHistory => ({
  id: row.id,
  mailingIds: row.mailingIds,
  mailingNames: row.mailingNames,
  subject: row.subject,
  status: (mailStatuses as readonly string[]).includes(row.status) ? (row.status as MailHistory['status']) : 'failed',
  recipientCount: row.recipientCount,
  sentCount: counts.sentCount,
  failedCount: counts.failedCount,
  transport: row.transport === 'smtp' ? 'smtp' : 'outbox',
  scheduledAt: iso(row.scheduledAt),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
  cancelledAt: iso(row.cancelledAt),
  createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const countsOf = async (db: Db, mailIds: number[]): Promise<Map<number, Counts>> => {
  const counts = new Map<number, Counts>();
  if (mailIds.length === 0) return counts;
  const rows = await db
    .select({
      mailId: mailRecipients.mailId,
      sentCount: sql<number>`count(*) filter (where ${mailRecipients.status} = 'sent')::int`,
      failedCount: sql<number>`count(*) filter (where ${mailRecipients.status} = 'failed')::int`,
    })
    .from(mailRecipients)
    .where(inArray(mailRecipients.mailId, mailIds))
    .groupBy(mailRecipients.mailId);
  for (const { mailId, ...count } of rows) counts.set(mailId, count);
  return counts;
};

const selectMails = (db: Db) =>
  db
    .select({ mail: mails, creatorName: accounts.name })
    .from(mails)
    .leftJoin(accounts, eq(accounts.id, mails.createdBy));

const refOf = (row: { mail: MailRow; creatorName: string | null }) =>
  row.mail.createdBy !== null && row.creatorName !== null ? { id: row.mail.createdBy, name: row.creatorName } : null;

/** The lists to send to, each checked: it exists and the sender's group may send to it. */
const listsFor = async (db: Db, mailingIds: readonly number[], principal: Principal) => {
  const ids = [...new Set(mailingIds)];
  const lists = ids.length === 0 ? [] : await db.select().from(mailingLists).where(inArray(mailingLists.id, ids));
  if (lists.length !== ids.length) throw notFound(mailMessages.listGone);
  const refused = lists.find((list) => !mayMailTo(list, principal));
  if (refused) throw forbidden(mailMessages.notAllowed(refused.name));
  // In the order the sender chose them.
  return ids.map((id) => lists.find((list) => list.id === id) as (typeof lists)[number]);
};

const allowedMailingDomains = async (db: Db) =>
  (
    await db
      .select({ domain: domains.domain })
      .from(domains)
      .where(inArray(domains.purpose, ['any', 'mailing']))
  ).map((row) => row.domain);

/**
 * The mail a request id already made, answered instead of a second one. A mail still to go is queued again:
 * if its first job never made it into the queue, the sender's retry sets it going (the job is idempotent).
 */
const answerFirst = async (context: ServerContext, requestId: string) => {
  const [first] = await context.db
    .select({
      id: mails.id,
      recipientCount: mails.recipientCount,
      status: mails.status,
      scheduledAt: mails.scheduledAt,
    })
    .from(mails)
    .where(eq(mails.requestId, requestId));
  if (!first) return undefined;
  if (first.status === 'scheduled' || first.status === 'sending')
    await context.mailer.enqueue(first.id, first.scheduledAt);
  return { id: first.id, recipientCount: first.recipientCount, message: mailMessages.alreadySent };
};

export const mailHandlers = (context: ServerContext): ApiHandlers<typeof mailApi> => ({
  history: async () => {
    const rows = await selectMails(context.db).orderBy(desc(mails.createdAt), desc(mails.id)).limit(HISTORY_LIMIT);
    const counts = await countsOf(
      context.db,
      rows.map((row) => row.mail.id),
    );
    return {
      data: rows.map((row) =>
        toHistory(row.mail, counts.get(row.mail.id) ?? { sentCount: 0, failedCount: 0 }, refOf(row)),
      ),
    };
  },

  get: async ({ params }) => {
    const [row] = await selectMails(context.db).where(eq(mails.id, params.id));
    if (!row) throw notFound(mailMessages.notFound);
    const [counts, recipients] = await Promise.all([
      countsOf(context.db, [row.mail.id]),
      context.db.select().from(mailRecipients).where(eq(mailRecipients.mailId, row.mail.id)).orderBy(mailRecipients.id),
    ]);
    const detail: MailDetail = {
      ...toHistory(row.mail, counts.get(row.mail.id) ?? { sentCount: 0, failedCount: 0 }, refOf(row)),
      text: row.mail.text,
      html: row.mail.html,
      recipients: recipients.map((recipient) => ({
        email: recipient.email,
        // Claimed (handed over, its answer not yet recorded) reads as not yet sent.
        status:
          recipient.status === 'claimed' ? 'pending' : (recipient.status as MailDetail['recipients'][number]['status']),
        error: recipient.error,
        attempts: recipient.attempts,
        sentAt: iso(recipient.sentAt),
      })),
    };
    return { data: detail };
  },

  send: async ({ body, principal, request }) => {
    const earlier = await answerFirst(context, body.requestId);
    if (earlier) return earlier;
    const scheduledAt = body.scheduledAt ? new Date(body.scheduledAt) : null;
    if (scheduledAt && scheduledAt <= context.now()) throw new Problem(400, mailMessages.pastSchedule);
    const lists = await listsFor(context.db, body.mailingIds, principal);
    const { emails } = await recipientsOf(context.db, body.mailingIds);
    const recipientCount = emails.length;
    if (recipientCount === 0) throw new Problem(400, mailMessages.noRecipients, undefined, { recipientCount });
    if (recipientCount > CONFIRM_ABOVE && body.confirmedCount !== recipientCount) {
      throw new Problem(409, mailMessages.confirmCount(recipientCount), undefined, { recipientCount });
    }
    // The queue starts before the transaction, which then holds the mail and its job, or neither.
    const queue = await context.mailer.transactional();
    let created: { id: number } | undefined;
    try {
      created = await context.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mails)
          .values({
            requestId: body.requestId,
            mailingIds: lists.map((list) => list.id),
            mailingNames: lists.map((list) => list.name),
            subject: body.subject,
            text: body.text,
            html: body.html,
            status: scheduledAt ? 'scheduled' : 'sending',
            unsubscribe: lists.some((list) => mailingTypeUnsubscribes(list.type)),
            transport: context.mailer.transport.kind,
            recipientCount,
            scheduledAt,
            createdBy: principal.id,
          })
          .returning({ id: mails.id });
        if (!row) throw new Error('mail.send: nothing inserted');
        await queue.queueIn(tx, row.id, scheduledAt);
        return row;
      });
    } catch (error) {
      // The same request pressed twice at once: the other press inserted first.
      const first = isUniqueViolation(error) ? await answerFirst(context, body.requestId) : undefined;
      if (first) return first;
      throw error;
    }
    if (!scheduledAt) queue.wake();
    await announce(context, request.log, { event: 'mail-history', action: 'async' });
    return {
      id: created.id,
      recipientCount,
      message: scheduledAt ? mailMessages.scheduled : mailMessages.sent,
    };
  },

  test: async ({ body, principal }) => {
    const { mailer } = context;
    try {
      await mailer.transport.send(
        messageOf({
          from: mailer.from,
          to: principal.email,
          content: { subject: `${TEST_SUBJECT_PREFIX}${body.subject}`, text: body.text, html: body.html },
        }),
        null,
      );
    } catch (error) {
      throw new Problem(502, mailMessages.testFailed(failureOf(error).message));
    }
    return { to: principal.email, message: mailMessages.testSent(principal.email) };
  },

  preview: async ({ body, principal }) => {
    const lists = await listsFor(context.db, body.mailingIds, principal);
    const [{ emails, memberships }, allowed] = await Promise.all([
      recipientsOf(context.db, body.mailingIds),
      allowedMailingDomains(context.db),
    ]);
    return {
      recipientCount: emails.length,
      duplicateCount: memberships - emails.length,
      outsideDomains: emails.filter((email) => !inAllowedDomains(domainOf(email), allowed)),
      from: context.mailer.from,
      text: textPartOf(body),
      unsubscribe: lists.some((list) => mailingTypeUnsubscribes(list.type)),
    };
  },

  cancel: async ({ params, request }) => {
    const cancelled = await context.db.transaction(async (tx) => {
      const [row] = await tx
        .update(mails)
        .set({ status: 'cancelled', cancelledAt: context.now() })
        .where(and(eq(mails.id, params.id), inArray(mails.status, [...cancellableStatuses])))
        .returning({ id: mails.id });
      // The worker checks the mail before each recipient; those not yet handed over are cancelled now.
      if (row) await cancelPending(tx, row.id);
      return row;
    });
    if (!cancelled) {
      const [row] = await context.db.select({ status: mails.status }).from(mails).where(eq(mails.id, params.id));
      if (!row) throw notFound(mailMessages.notFound);
      throw new Problem(409, mailMessages.notCancellable(row.status));
    }
    await announce(context, request.log, { event: 'mail-history', action: 'async' });
    return { id: cancelled.id, message: mailMessages.cancelled };
  },
});
