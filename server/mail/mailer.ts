import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { MailConfig } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { mailRecipients, mails } from '../db/schema.ts';
import { JOB_SCHEMA, jobDatabaseIn, jobDatabaseOf, startJobQueue } from './jobQueue.ts';
import { type SendDeps, sendMail } from './sendMail.ts';
import { atMostEvery, rateLimiter } from './throttle.ts';
import { type MailTransport, transportOf } from './transport.ts';

export const MAIL_QUEUE = 'mail-send';

/** Said of a recipient handed to the SMTP server by a process that stopped before it heard the answer. */
export const CRASHED_MESSAGE =
  '送信中にサーバーが停止したため、届いたか確認できません（二重送信を避けるため再送していません）';

/** How long before the first scheduled mail a server that sends nothing else starts its queue. */
const WAKE_AHEAD_MS = 5 * 60_000;
/** setTimeout's longest wait is 2^31 - 1 ms (24.8 days): a mail further ahead wakes the queue earlier. */
const LONGEST_TIMER_MS = 20 * 24 * 3600_000;

export interface MailerOptions {
  /** The wait before retrying a temporary failure, doubled per attempt (seconds; default 30). */
  retryBackoffSeconds?: number;
  /** How often an idle worker asks for a job (seconds; pg-boss's minimum 0.5; default 1). */
  pollingIntervalSeconds?: number;
}

export interface Mailer {
  transport: MailTransport;
  from: string;
  /** Queues the send of a mail: now, or at `startAfter` (a scheduled mail). Starts the job queue if needed. */
  enqueue: (mailId: number, startAfter?: Date | null) => Promise<void>;
  /**
   * Starts the queue (before a transaction: on PGlite the transaction holds the one connection), then gives
   * `queueIn` to queue a mail's job inside the transaction that inserts it, and `wake` to call after the commit.
   */
  transactional: () => Promise<{
    queueIn: (tx: Pick<Db, 'execute'>, mailId: number, startAfter: Date | null) => Promise<void>;
    wake: () => void;
  }>;
  /**
   * The start-up: recipients left claimed by a process that stopped are recorded as failed (they may have
   * been delivered: never sent twice); the queue starts when a mail is still sending or due (and queues
   * every mail still to go), or shortly before the first scheduled one.
   */
  recover: () => Promise<void>;
  /** Stops the worker after its current recipient, then the queue; the mail goes on at the next start. */
  close: () => Promise<void>;
}

interface MailerDeps {
  db: Db;
  config: MailConfig;
  /** Announces `mail-history` async (spec §7.2): the consoles refetch the history. */
  announce: () => Promise<void>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now: () => Date;
  options?: MailerOptions;
}

/**
 * Mail sending as a background job in PostgreSQL (pg-boss on the server's own database, schema `jobs`). The
 * queue starts on first need — a send, a mail found unfinished at start-up, a scheduled mail's time coming
 * — so a server that sends no mail runs no poller (nor do the route tests of other domains). One sending process is assumed: at its start, jobs of the queue still active are
 * those of a process that stopped, and are cancelled so they do not hold their mail back until they expire.
 */
export const createMailer = ({ db, config, announce, log, now, options = {} }: MailerDeps): Mailer => {
  const transport = transportOf(config, db);
  const backoff = options.retryBackoffSeconds ?? 30;
  let closing = false;
  let queue: Promise<{ boss: PgBoss; workerId: string }> | undefined;
  let recovering: Promise<void> = Promise.resolve();
  let wake: ReturnType<typeof setTimeout> | undefined;

  const progress = atMostEvery(500, () => void announce());
  const deps: SendDeps = {
    db,
    transport,
    from: config.from,
    throttle: rateLimiter(config.ratePerSecond),
    progress: progress.call,
    changed: async () => {
      progress.reset();
      await announce();
    },
    stopping: () => closing,
    now,
  };

  const startQueue = async () => {
    await recovering;
    const boss = await startJobQueue(db, (error) => log.warn({ err: error }, 'mail job queue'));
    await boss.createQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      // One job per mail waiting and one working: a mail is never worked twice at once.
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: 6 * 3600,
    });
    const { rows } = await jobDatabaseOf(db).executeSql(
      `select id from ${JOB_SCHEMA}.job where name = $1 and state = 'active'`,
      [MAIL_QUEUE],
    );
    const stale = (rows as { id: string }[]).map((row) => row.id);
    if (stale.length > 0) await boss.cancel(MAIL_QUEUE, stale);
    // Every mail still to go gets a job (one already waiting is kept: stately), whether its job was lost
    // with a process that stopped, never made it in after the insert, or the mail was seeded.
    const open = await db
      .select({ id: mails.id, status: mails.status, scheduledAt: mails.scheduledAt })
      .from(mails)
      .where(inArray(mails.status, ['scheduled', 'sending']));
    for (const mail of open) {
      const startAfter = mail.status === 'scheduled' ? mail.scheduledAt : null;
      await boss.send(
        MAIL_QUEUE,
        { mailId: mail.id },
        { singletonKey: String(mail.id), ...(startAfter ? { startAfter } : {}) },
      );
    }
    const workerId = await boss.work<{ mailId: number }>(
      MAIL_QUEUE,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
      async ([job]) => {
        if (!job) return;
        const outcome = await sendMail(deps, job.data.mailId);
        if (outcome.kind === 'retry') {
          const seconds = backoff * 2 ** Math.max(0, outcome.attempts - 1);
          await boss.send(MAIL_QUEUE, job.data, { singletonKey: String(job.data.mailId), startAfter: seconds });
        }
        if (outcome.kind === 'later') {
          await boss.send(MAIL_QUEUE, job.data, { singletonKey: String(job.data.mailId), startAfter: outcome.at });
        }
      },
    );
    return { boss, workerId };
  };

  const started = () => {
    queue ??= startQueue().catch((error: unknown) => {
      queue = undefined;
      throw error;
    });
    return queue;
  };

  const enqueue = async (mailId: number, startAfter?: Date | null) => {
    if (closing) return;
    const { boss, workerId } = await started();
    await boss.send(MAIL_QUEUE, { mailId }, { singletonKey: String(mailId), ...(startAfter ? { startAfter } : {}) });
    if (!startAfter) boss.notifyWorker(workerId);
  };

  return {
    transport,
    from: config.from,
    enqueue,
    transactional: async () => {
      const { boss, workerId } = await started();
      return {
        queueIn: async (tx, mailId, startAfter) => {
          await boss.send(
            MAIL_QUEUE,
            { mailId },
            { singletonKey: String(mailId), db: jobDatabaseIn(tx), ...(startAfter ? { startAfter } : {}) },
          );
        },
        wake: () => boss.notifyWorker(workerId),
      };
    },
    recover: () => {
      recovering = (async () => {
        const crashed = await db
          .update(mailRecipients)
          .set({ status: 'failed', error: CRASHED_MESSAGE })
          .where(eq(mailRecipients.status, 'claimed'))
          .returning({ mailId: mailRecipients.mailId });
        if (crashed.length > 0) await announce();
      })();
      return (async () => {
        await recovering;
        const open = await db
          .select({ status: mails.status, scheduledAt: mails.scheduledAt })
          .from(mails)
          .where(inArray(mails.status, ['scheduled', 'sending']));
        if (open.length === 0) return;
        // The queue starts now for a mail to go now; for mails scheduled later, shortly before the first.
        const first = Math.min(
          ...open.map((mail) => (mail.status === 'sending' || !mail.scheduledAt ? 0 : mail.scheduledAt.getTime())),
        );
        const wait = first - Date.now() - WAKE_AHEAD_MS;
        if (wait <= 0) {
          await started();
          return;
        }
        wake = setTimeout(
          () => {
            wake = undefined;
            if (!closing) started().catch((error: unknown) => log.error({ err: error }, 'mail job queue not started'));
          },
          Math.min(wait, LONGEST_TIMER_MS),
        );
        wake.unref();
      })();
    },
    close: async () => {
      closing = true;
      if (wake) clearTimeout(wake);
      const running = await queue?.catch(() => undefined);
      await running?.boss.stop({ graceful: true, wait: true, timeout: 30_000 });
      // A progress announcement still waiting would reach the hub after the database closes.
      progress.reset();
      transport.close();
    },
  };
};
