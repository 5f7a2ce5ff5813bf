import * as z from 'zod';
import { listOf, Mutation } from './answers.ts';
import { endpoint, needs } from './endpoint.ts';
import { AccountRef, Id, IdParams, IsoDateTime } from './ids.ts';

/** ours: the states of a sent or scheduled mail. */
export const mailStatuses = ['scheduled', 'sending', 'sent', 'cancelled', 'failed'] as const;
export const MailStatus = z.enum(mailStatuses);
export type MailStatus = z.infer<typeof MailStatus>;
export const mailStatusLabels: Record<MailStatus, string> = {
  scheduled: '送信予約',
  sending: '送信中',
  sent: '送信済み',
  cancelled: '取消済み',
  failed: '送信失敗',
};

/** One mail sent or scheduled to a mailing list (spec §3: "fields are not shown"). ours, every field. */
export const MailHistory = z.object({
  id: Id,
  /** The list it went to; null once the list is deleted. */
  mailingId: Id.nullable(),
  mailingName: z.string(),
  subject: z.string(),
  recipientCount: z.number().int().min(0),
  status: MailStatus,
  scheduledAt: IsoDateTime.nullable(),
  sentAt: IsoDateTime.nullable(),
  cancelledAt: IsoDateTime.nullable(),
  createdBy: AccountRef.nullable(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type MailHistory = z.infer<typeof MailHistory>;

/** ours: send now, or at `scheduledAt` (a scheduled mail can be cancelled until it goes). */
export const MailSendBody = z.object({
  mailingId: Id,
  subject: z.string().trim().min(1).max(200),
  body: z.string().min(1).max(100_000),
  scheduledAt: IsoDateTime.optional(),
});

/** Mail sending is one screen at MAIL level 1 (spec §2.6): reading its history, sending and cancelling. */
const ACCESS = needs('MAIL', 1);

export const mailApi = {
  history: endpoint({
    name: 'mail.history',
    method: 'GET',
    path: '/api/mail/history',
    response: listOf(MailHistory),
    access: ACCESS,
    ours: true,
  }),
  send: endpoint({
    name: 'mail.send',
    method: 'POST',
    path: '/api/mail/send',
    body: MailSendBody,
    response: Mutation,
    access: ACCESS,
    ours: true,
  }),
  /** ours: /mail/{id}/cancel — cancels a scheduled mail. */
  cancel: endpoint({
    name: 'mail.cancel',
    method: 'POST',
    path: '/api/mail/:id/cancel',
    params: IdParams,
    response: Mutation,
    access: ACCESS,
    ours: true,
  }),
};
