import * as z from 'zod';
import { itemOf, listOf, mutationOf } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { AccountRef, Id, IdParams, IsoDateTime } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/**
 * Mail sending (spec §2.2 /mail [MAIL], §7.1 `GET /api/mail/history`, `POST /api/mail/send` — "body and
 * response not shown", §7.2 `mail-history` async). Everything here beyond those two paths is ours (issue 19).
 */

/**
 * ours: the states of a mail. `scheduled` → `sending` (at its time, or at once) → `sent` | `partial` (some
 * recipients failed after the retries) | `failed` (none could be sent); `scheduled` or `sending` →
 * `cancelled` through /mail/{id}/cancel (a sending mail stops: recipients already sent stay sent).
 */
export const mailStatuses = ['scheduled', 'sending', 'sent', 'partial', 'failed', 'cancelled'] as const;
export const MailStatus = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof MailStatus>;
export const mailStatusLabels: Record<MailStatus, string> = {
  scheduled: '送信予約',
  sending: '送信中',
  sent: '送信済み',
  partial: '一部失敗',
  failed: '送信失敗',
  cancelled: '取消済み',
};
/** A status as staff read it: our label, or the raw text of one we do not know. */
export const mailStatusLabel = (status: string): string =>
  status in mailStatusLabels ? mailStatusLabels[status as MailStatus] : status;
/** States a mail can be cancelled in (/mail/{id}/cancel). */
export const cancellableStatuses: readonly string[] = ['scheduled', 'sending'];

/** ours: how the server delivers: an SMTP server, or the outbox in its database when none is set. */
export const mailTransports = ['smtp', 'outbox'] as const;

/** More recipients than this and the sender types the count to confirm (issue 19). */
export const CONFIRM_ABOVE = 100;
export const SUBJECT_MAX = 200;
export const BODY_MAX = 200_000;

/** One mail sent or scheduled to one or more mailing lists (spec §3: "fields are not shown"). ours, every field but id. */
export const MailHistory = z.object({
  id: Id,
  /** The lists it went to (a list deleted since is kept by name). */
  mailingIds: z.array(Id),
  mailingNames: z.array(z.string()),
  subject: z.string(),
  status: MailStatus,
  /** Addresses after removing duplicates across the lists. */
  recipientCount: z.number().int().min(0),
  sentCount: z.number().int().min(0),
  failedCount: z.number().int().min(0),
  transport: z.enum(mailTransports),
  /** When it is to go; null for "send now". */
  scheduledAt: IsoDateTime.nullable(),
  startedAt: IsoDateTime.nullable(),
  finishedAt: IsoDateTime.nullable(),
  cancelledAt: IsoDateTime.nullable(),
  createdBy: AccountRef.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type MailHistory = z.infer<typeof MailHistory>;
/** A history entry as read from any server: only `id` is sure; a status we do not know is shown as it came. */
export const MailHistoryRead = readingSpec(MailHistory, specFields.mail).extend({ status: z.string().optional() });
export type MailHistoryRead = z.infer<typeof MailHistoryRead>;

/** ours: what became of one recipient of a mail. */
export const recipientStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;
export const recipientStatusLabels: Record<(typeof recipientStatuses)[number], string> = {
  pending: '未送信',
  sent: '送信済み',
  failed: '送信失敗',
  cancelled: '取消',
};
export const MailRecipient = z.object({
  email: z.string(),
  status: z.enum(recipientStatuses),
  /** The SMTP server's answer to a failure (its own words, often English). */
  error: z.string().nullable(),
  attempts: z.number().int().min(0),
  sentAt: IsoDateTime.nullable(),
});
export type MailRecipient = z.infer<typeof MailRecipient>;

/** ours: one mail in full — its parts and each recipient's outcome. */
export const MailDetail = MailHistory.extend({
  text: z.string(),
  html: z.string(),
  recipients: z.array(MailRecipient),
});
export type MailDetail = z.infer<typeof MailDetail>;

const Subject = z.string().trim().min(1).max(SUBJECT_MAX);
/** What a mail says: plain text, HTML, or both; the plain-text part is made from the HTML when left empty. */
const Content = {
  subject: Subject,
  text: z.string().max(BODY_MAX),
  html: z.string().max(BODY_MAX),
};
const hasBody = (body: { text: string; html: string }) => body.text.trim() !== '' || body.html.trim() !== '';
const BODY_REQUIRED = { error: '本文を入力してください', path: ['text'] };

/**
 * ours: the body of `POST /api/mail/send`.
 * - `requestId`: made once per composed mail by the console; the same id sent again (a double press, a
 *   retry after a lost answer) answers the first mail and sends nothing more.
 * - `confirmedCount`: required when the recipients are more than `CONFIRM_ABOVE`, and must equal the count
 *   the server finds (the sender typed it; a list that changed since is refused with the new count).
 * - `scheduledAt`: a time in the future; left out to send now.
 */
export const MailSendBody = z
  .object({
    requestId: z.uuid(),
    mailingIds: z.array(Id).min(1).max(50),
    ...Content,
    scheduledAt: IsoDateTime.optional(),
    confirmedCount: z.number().int().min(0).optional(),
  })
  .refine(hasBody, BODY_REQUIRED);
export type MailSendBody = z.infer<typeof MailSendBody>;

export const MailSendAnswer = mutationOf({
  /** The recipients found (after removing duplicates), also when the send is refused for its count. */
  recipientCount: z.number().int().min(0).optional(),
});

/** ours: a test of the composed mail, sent at once to the signed-in user's own address only. */
export const MailTestBody = z.object({ ...Content }).refine(hasBody, BODY_REQUIRED);
export const MailTestAnswer = mutationOf({ to: z.string().optional() });

/**
 * ours: what a send would do, asked while composing: the recipients after removing duplicates across the
 * lists, those outside the allowed domains, and the mail as recipients will get it (the plain-text part
 * made from the HTML when none is written).
 */
export const MailPreviewBody = z.object({
  mailingIds: z.array(Id).max(50),
  subject: z.string().max(SUBJECT_MAX),
  text: z.string().max(BODY_MAX),
  html: z.string().max(BODY_MAX),
});
export const MailPreview = z.object({
  recipientCount: z.number().int().min(0),
  /** Addresses on more than one of the lists, counted once. */
  duplicateCount: z.number().int().min(0),
  /** Recipients outside the allowed domains (all of them: the console shows the first few and the count). */
  outsideDomains: z.array(z.string()),
  /** The sender as the mail program shows it, e.g. `"〇〇市役所" <noreply@example.go.jp>`. */
  from: z.string(),
  /** The plain-text part as sent. */
  text: z.string(),
  /** Whether mail to these lists carries List-Unsubscribe. */
  unsubscribe: z.boolean(),
});
export type MailPreview = z.infer<typeof MailPreview>;

/** Mail sending is one screen at MAIL level 1 (spec §2.6): reading its history, sending and cancelling. */
const ACCESS = needs('MAIL', 1);

export const mailApi = {
  history: endpoint({
    name: 'mail.history',
    method: 'GET',
    path: '/api/mail/history',
    response: listOf(MailHistory),
    read: listOf(MailHistoryRead),
    access: ACCESS,
  }),
  /** ours: one mail with its parts and recipients. */
  get: endpoint({
    name: 'mail.get',
    method: 'GET',
    path: '/api/mail/history/:id',
    params: IdParams,
    response: itemOf(MailDetail),
    access: ACCESS,
    ours: true,
  }),
  send: endpoint({
    name: 'mail.send',
    method: 'POST',
    path: '/api/mail/send',
    body: MailSendBody,
    response: MailSendAnswer,
    access: ACCESS,
    ours: true,
  }),
  test: endpoint({
    name: 'mail.test',
    method: 'POST',
    path: '/api/mail/test',
    body: MailTestBody,
    response: MailTestAnswer,
    access: ACCESS,
    ours: true,
  }),
  preview: endpoint({
    name: 'mail.preview',
    method: 'POST',
    path: '/api/mail/preview',
    body: MailPreviewBody,
    response: MailPreview,
    access: ACCESS,
    ours: true,
  }),
  /** ours: /mail/{id}/cancel — a scheduled mail is not sent; a mail being sent stops (those sent stay sent). */
  cancel: endpoint({
    name: 'mail.cancel',
    method: 'POST',
    path: '/api/mail/:id/cancel',
    params: IdParams,
    response: mutationOf({}),
    access: ACCESS,
    ours: true,
  }),
};
