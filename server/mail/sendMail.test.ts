import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readMailConfig } from '../config.ts';
import { mailingLists, mailingMembers, mailRecipients, mails } from '../db/schema.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { cancelPending, MAX_ATTEMPTS, type SendDeps, type SendOutcome, sendMail } from './sendMail.ts';
import { type SmtpSink, type SmtpSinkOptions, startSmtpSink } from './testing/smtpSink.ts';
import { type MailTransport, transportOf } from './transport.ts';

const FROM = '"行政コンソール" <noreply@example.go.jp>';
const database = setUpTestDatabase();

let sink: SmtpSink;
let sinkOptions: SmtpSinkOptions = {};
const transports: MailTransport[] = [];
beforeAll(async () => {
  sink = await startSmtpSink({
    failFirst: (rcpt) => sinkOptions.failFirst?.(rcpt) ?? 0,
    reject: (rcpt) => sinkOptions.reject?.(rcpt) ?? false,
  });
});
afterEach(() => {
  sink.messages.splice(0);
  sinkOptions = {};
  for (const transport of transports.splice(0)) transport.close();
});
afterAll(async () => {
  await sink.close();
});

const aList = async (name: string, type: 'internal' | 'external', members: string[]) => {
  const [list] = await database.db.insert(mailingLists).values({ name, type }).returning();
  if (!list) throw new Error('no list');
  if (members.length > 0)
    await database.db.insert(mailingMembers).values(members.map((email) => ({ mailingId: list.id, email })));
  return list;
};

const aMail = async (lists: { id: number; name: string }[], unsubscribe = false) => {
  const [mail] = await database.db
    .insert(mails)
    .values({
      requestId: crypto.randomUUID(),
      mailingIds: lists.map((list) => list.id),
      mailingNames: lists.map((list) => list.name),
      subject: '防災訓練のお知らせ',
      text: '',
      html: '<p>10月1日に防災訓練を行います。</p>',
      status: 'sending',
      unsubscribe,
      transport: 'smtp',
    })
    .returning();
  if (!mail) throw new Error('no mail');
  return mail;
};

const depsWith = (change: Partial<SendDeps> = {}): SendDeps & { changes: number } => {
  const transport = transportOf(
    readMailConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_IGNORE_TLS: 'true' }),
    database.db,
  );
  transports.push(transport);
  const deps = {
    db: database.db,
    transport,
    from: FROM,
    throttle: async () => {},
    progress: () => {},
    changed: async () => {
      deps.changes += 1;
    },
    stopping: () => false,
    now: () => new Date(),
    changes: 0,
    ...change,
  };
  return deps;
};

const recipientsOf = (mailId: number) =>
  database.db.select().from(mailRecipients).where(eq(mailRecipients.mailId, mailId)).orderBy(mailRecipients.id);
const statusOf = async (mailId: number) =>
  (await database.db.select().from(mails).where(eq(mails.id, mailId)))[0]?.status;

/** Runs the job as the queue would, again after each temporary failure (no backoff here). */
const runUntilDone = async (deps: SendDeps, mailId: number) => {
  const outcomes: SendOutcome['kind'][] = [];
  for (let run = 0; run < 10; run++) {
    const outcome = await sendMail(deps, mailId);
    outcomes.push(outcome.kind);
    if (outcome.kind !== 'retry') return outcomes;
  }
  throw new Error(`still retrying: ${outcomes.join(', ')}`);
};

describe('sendMail', () => {
  it('sends every address of the lists once (lower-cased, duplicates across lists once), then marks the mail sent', async () => {
    const staff = await aList('職員', 'internal', ['a@example.go.jp', 'b@example.go.jp']);
    const residents = await aList('住民', 'external', ['b@example.go.jp', 'c@example.com']);
    const mail = await aMail([staff, residents], true);
    const deps = depsWith();
    expect(await runUntilDone(deps, mail.id)).toEqual(['done']);
    await sink.waitForCount(3);
    expect(sink.messages.map((message) => message.to && 'value' in message.to && message.to.value[0]?.address)).toEqual(
      ['a@example.go.jp', 'b@example.go.jp', 'c@example.com'],
    );
    expect(sink.messages[0]?.subject).toBe('防災訓練のお知らせ');
    expect(sink.messages[0]?.text?.trim()).toBe('10月1日に防災訓練を行います。');
    // Only the external list unsubscribes.
    expect(
      sink.messages[0]?.headerLines.find((line) => line.key === 'list-unsubscribe')?.line.replace(/\r\n\s+/g, ' '),
    ).toBe(`List-Unsubscribe: <mailto:noreply@example.go.jp?subject=unsubscribe%20list-${residents.id}>`);
    const [row] = await database.db.select().from(mails).where(eq(mails.id, mail.id));
    expect(row).toMatchObject({ status: 'sent', recipientCount: 3 });
    expect(row?.startedAt).not.toBeNull();
    expect(row?.finishedAt).not.toBeNull();
    expect((await recipientsOf(mail.id)).map((r) => [r.email, r.status, r.attempts])).toEqual([
      ['a@example.go.jp', 'sent', 1],
      ['b@example.go.jp', 'sent', 1],
      ['c@example.com', 'sent', 1],
    ]);
    expect(deps.changes).toBeGreaterThanOrEqual(2);

    // The job run again (a queue retry, a restart) sends nothing more.
    expect(await runUntilDone(deps, mail.id)).toEqual(['done']);
    expect(sink.messages).toHaveLength(3);
  });

  it('retries a temporary failure, records a permanent one and gives up after the last attempt: partial', async () => {
    sinkOptions = {
      failFirst: (rcpt) => (rcpt.startsWith('flaky') ? 1 : rcpt.startsWith('busy') ? 10 : 0),
      reject: (rcpt) => rcpt.startsWith('gone'),
    };
    const list = await aList('宛先', 'internal', [
      'busy@example.go.jp',
      'flaky@example.go.jp',
      'gone@example.go.jp',
      'ok@example.go.jp',
    ]);
    const mail = await aMail([list]);
    expect(await runUntilDone(depsWith(), mail.id)).toEqual(
      Array(MAX_ATTEMPTS - 1)
        .fill('retry')
        .concat('done'),
    );
    await sink.waitForCount(2);
    const recipients = await recipientsOf(mail.id);
    expect(recipients.map((r) => [r.email, r.status, r.attempts])).toEqual([
      ['busy@example.go.jp', 'failed', MAX_ATTEMPTS],
      ['flaky@example.go.jp', 'sent', 2],
      ['gone@example.go.jp', 'failed', 1],
      ['ok@example.go.jp', 'sent', 1],
    ]);
    expect(recipients[0]?.error).toMatch(/^3回試みましたが送信できませんでした: .*451/);
    expect(recipients[2]?.error).toMatch(/550.*User unknown/);
    expect(await statusOf(mail.id)).toBe('partial');
  });

  it('fails a mail none of whose recipients could be sent', async () => {
    sinkOptions = { reject: () => true };
    const mail = await aMail([await aList('無効', 'internal', ['x@example.go.jp'])]);
    await runUntilDone(depsWith(), mail.id);
    expect(await statusOf(mail.id)).toBe('failed');
  });

  it('stops before the next recipient once the mail is cancelled; the rest are cancelled', async () => {
    const list = await aList(
      '多数',
      'internal',
      Array.from({ length: 8 }, (_, index) => `r${index}@example.go.jp`),
    );
    const mail = await aMail([list]);
    const deps = depsWith();
    const smtp = deps.transport;
    let handed = 0;
    deps.transport = {
      ...smtp,
      send: async (message, mailId) => {
        await smtp.send(message, mailId);
        handed += 1;
        // As /mail/{id}/cancel does, while the third is being sent.
        if (handed === 3) {
          await database.db.update(mails).set({ status: 'cancelled' }).where(eq(mails.id, mail.id));
          await cancelPending(database.db, mail.id);
        }
      },
    };
    expect(await runUntilDone(deps, mail.id)).toEqual(['done']);
    await sink.waitForCount(3);
    expect(sink.messages).toHaveLength(3);
    const statuses = (await recipientsOf(mail.id)).map((r) => r.status);
    expect(statuses).toEqual(['sent', 'sent', 'sent', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(await statusOf(mail.id)).toBe('cancelled');
  });

  it('never hands a claimed recipient over again, and stops when the server closes', async () => {
    const list = await aList('再開', 'internal', ['p@example.go.jp', 'q@example.go.jp', 's@example.go.jp']);
    const mail = await aMail([list]);
    let closing = false;
    const deps = depsWith({ stopping: () => closing });
    const smtp = deps.transport;
    deps.transport = {
      ...smtp,
      send: async (message, mailId) => {
        await smtp.send(message, mailId);
        closing = true;
      },
    };
    expect(await sendMail(deps, mail.id)).toEqual({ kind: 'stopped' });
    await sink.waitForCount(1);
    // As if the process had died holding q@: claimed, its outcome unknown.
    await database.db
      .update(mailRecipients)
      .set({ status: 'claimed', attempts: 1 })
      .where(eq(mailRecipients.email, 'q@example.go.jp'));
    closing = false;
    deps.transport = smtp;
    await sendMail(deps, mail.id);
    await sink.waitForCount(2);
    expect(sink.messages.map((message) => message.to && 'value' in message.to && message.to.value[0]?.address)).toEqual(
      ['p@example.go.jp', 's@example.go.jp'],
    );
  });

  it('waits for a scheduled mail’s time and leaves a cancelled one alone', async () => {
    const list = await aList('予約', 'internal', ['t@example.go.jp']);
    const mail = await aMail([list]);
    const at = new Date(Date.now() + 3600_000);
    await database.db.update(mails).set({ status: 'scheduled', scheduledAt: at }).where(eq(mails.id, mail.id));
    expect(await sendMail(depsWith(), mail.id)).toEqual({ kind: 'later', at });
    await database.db.update(mails).set({ status: 'cancelled' }).where(eq(mails.id, mail.id));
    expect(await sendMail(depsWith(), mail.id)).toEqual({ kind: 'done' });
    expect(await recipientsOf(mail.id)).toEqual([]);
    expect(sink.messages).toHaveLength(0);
  });
});
