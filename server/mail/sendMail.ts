import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { mailRecipients, mails } from '../db/schema.ts';
import { messageIdOf, messageOf } from './message.ts';
import { recipientsOf, unsubscribingListIds } from './recipients.ts';
import { failureOf, type MailTransport } from './transport.ts';

/** Attempts per recipient before a temporary failure counts as failed. */
export const MAX_ATTEMPTS = 3;

export const mailWorkerMessages = {
  gaveUp: (attempts: number, answer: string) => `${attempts}回試みましたが送信できませんでした: ${answer}`,
} as const;

export interface SendDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  /** Waits for the next slot of MAIL_RATE_PER_SECOND. */
  throttle: () => Promise<void>;
  /** Progress (at most every 500 ms) and state changes (at once) as `mail-history` async. */
  progress: () => void;
  changed: () => Promise<void>;
  /** The server is closing: stop before the next recipient; the start-up picks the mail up again. */
  stopping: () => boolean;
  now: () => Date;
}

/** What a run of the job left: done (finished, cancelled or nothing to do), retry (temporary failures wait), stopped (closing). */
export type SendOutcome =
  | { kind: 'done' }
  | { kind: 'retry'; attempts: number }
  | { kind: 'stopped' }
  /** Its time has not come (a job run early, by a clock apart from the database's). */
  | { kind: 'later'; at: Date };

const statusOf = async (db: Db, mailId: number) =>
  (await db.select({ status: mails.status }).from(mails).where(eq(mails.id, mailId)))[0]?.status;

/** Recipients still to go of a cancelled mail are cancelled too (those handed over stay as they are). */
export const cancelPending = (db: Pick<Db, 'update'>, mailId: number) =>
  db
    .update(mailRecipients)
    .set({ status: 'cancelled' })
    .where(and(eq(mailRecipients.mailId, mailId), eq(mailRecipients.status, 'pending')));

/**
 * Writes the recipients (the lists' members now, each address once) and marks the mail as sending, in one
 * transaction; a mail whose recipients are already written (its `started_at` is set) is left as it is.
 * False when the mail is no longer to be sent.
 */
const begin = async (deps: SendDeps, mail: typeof mails.$inferSelect): Promise<boolean> => {
  if (mail.startedAt !== null) return true;
  return deps.db.transaction(async (tx) => {
    const [started] = await tx
      .update(mails)
      .set({ status: 'sending', startedAt: deps.now() })
      .where(and(eq(mails.id, mail.id), isNull(mails.startedAt), inArray(mails.status, ['scheduled', 'sending'])))
      .returning({ id: mails.id });
    if (!started) return false;
    const { emails } = await recipientsOf(tx, mail.mailingIds);
    for (let at = 0; at < emails.length; at += 500) {
      await tx
        .insert(mailRecipients)
        .values(emails.slice(at, at + 500).map((email) => ({ mailId: mail.id, email })))
        .onConflictDoNothing();
    }
    await tx.update(mails).set({ recipientCount: emails.length }).where(eq(mails.id, mail.id));
    return true;
  });
};

/** Sent, partial or failed, from the recipients' outcomes; only a mail still sending (not cancelled). */
const finish = async (deps: SendDeps, mailId: number) => {
  const counts = await deps.db
    .select({ status: mailRecipients.status, count: sql<number>`count(*)::int` })
    .from(mailRecipients)
    .where(eq(mailRecipients.mailId, mailId))
    .groupBy(mailRecipients.status);
  const count = (status: string) => counts.find((row) => row.status === status)?.count ?? 0;
  const sent = count('sent');
  const failed = count('failed');
  const status = failed === 0 ? 'sent' : sent === 0 ? 'failed' : 'partial';
  await deps.db
    .update(mails)
    .set({ status, finishedAt: deps.now() })
    .where(and(eq(mails.id, mailId), eq(mails.status, 'sending')));
};

/**
 * One run of the `mail-send` job: every pending recipient once, in order, each claimed before it is handed
 * to the transport and recorded after. Safe to run again at any point (a retried job, a restart): a sent or
 * claimed recipient is never handed over again, and a claim left by a process that died is the start-up's
 * to record (server/mail/recovery.ts).
 */
export const sendMail = async (deps: SendDeps, mailId: number): Promise<SendOutcome> => {
  const [mail] = await deps.db.select().from(mails).where(eq(mails.id, mailId));
  if (!mail || !['scheduled', 'sending'].includes(mail.status)) return { kind: 'done' };
  if (mail.status === 'scheduled' && mail.scheduledAt && mail.scheduledAt > deps.now()) {
    return { kind: 'later', at: mail.scheduledAt };
  }
  if (!(await begin(deps, mail))) return { kind: 'done' };
  await deps.changed();

  const unsubscribeListIds = mail.unsubscribe
    ? await unsubscribingListIds(deps.db, mail.mailingIds).then((ids) => (ids.length > 0 ? ids : mail.mailingIds))
    : [];
  const content = { subject: mail.subject, text: mail.text, html: mail.html };
  const pending = await deps.db
    .select({ id: mailRecipients.id, email: mailRecipients.email })
    .from(mailRecipients)
    .where(and(eq(mailRecipients.mailId, mailId), eq(mailRecipients.status, 'pending')))
    .orderBy(asc(mailRecipients.id));

  for (const recipient of pending) {
    if (deps.stopping()) return { kind: 'stopped' };
    await deps.throttle();
    if ((await statusOf(deps.db, mailId)) !== 'sending') {
      await cancelPending(deps.db, mailId);
      await deps.changed();
      return { kind: 'done' };
    }
    const [claimed] = await deps.db
      .update(mailRecipients)
      .set({ status: 'claimed', attempts: sql`${mailRecipients.attempts} + 1` })
      .where(and(eq(mailRecipients.id, recipient.id), eq(mailRecipients.status, 'pending')))
      .returning({ attempts: mailRecipients.attempts });
    if (!claimed) continue;
    try {
      await deps.transport.send(
        messageOf({
          from: deps.from,
          to: recipient.email,
          content,
          messageId: messageIdOf(deps.from, mailId, recipient.email),
          unsubscribeListIds,
        }),
        mailId,
      );
      await deps.db
        .update(mailRecipients)
        .set({ status: 'sent', sentAt: deps.now(), error: null })
        .where(eq(mailRecipients.id, recipient.id));
    } catch (error) {
      const failure = failureOf(error);
      const again = failure.temporary && claimed.attempts < MAX_ATTEMPTS;
      await deps.db
        .update(mailRecipients)
        .set({
          status: again ? 'pending' : 'failed',
          error:
            failure.temporary && !again
              ? mailWorkerMessages.gaveUp(claimed.attempts, failure.message)
              : failure.message,
        })
        .where(eq(mailRecipients.id, recipient.id));
    }
    deps.progress();
  }

  const [waiting] = await deps.db
    .select({ attempts: sql<number>`max(${mailRecipients.attempts})::int` })
    .from(mailRecipients)
    .where(
      and(
        eq(mailRecipients.mailId, mailId),
        eq(mailRecipients.status, 'pending'),
        lt(mailRecipients.attempts, MAX_ATTEMPTS),
      ),
    );
  if (waiting?.attempts !== null && waiting?.attempts !== undefined)
    return { kind: 'retry', attempts: waiting.attempts };
  await finish(deps, mailId);
  await deps.changed();
  return { kind: 'done' };
};
