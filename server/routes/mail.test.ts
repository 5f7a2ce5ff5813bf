import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_MESSAGE, type RealtimeMessage } from '../../contract/index.ts';
import { type MailDetail, type MailHistory, mailApi } from '../../contract/mail.ts';
import { readMailConfig } from '../config.ts';
import { queryRows } from '../db/rawQuery.ts';
import { accounts, mailingLists, mailingMembers, mailRecipients, mails } from '../db/schema.ts';
import { type SmtpSink, startSmtpSink } from '../mail/testing/smtpSink.ts';
import { seedDemo } from '../seed/seedDemo.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';
import { mailMessages, TEST_SUBJECT_PREFIX } from './mail.ts';
import { refusal } from './routeTesting.ts';

const ADMIN = 'admin@example.go.jp';
/** 広報課: MAIL 1, may send to the lists that allow 広報課 only. */
const KOHO = 'koho@example.go.jp';
const RATE = 25;

let sink: SmtpSink;
let server: TestServer;
const published: RealtimeMessage[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    seed: async ({ db }) => {
      await seedDemo(db);
    },
    config: {
      mail: {
        ...readMailConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_IGNORE_TLS: 'true' }),
        ratePerSecond: RATE,
      },
    },
  });
  const deliver = server.server.context.publish;
  server.server.context.publish = async (message) => {
    published.push(message);
    await deliver(message);
  };
}, 120_000);
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const as = async (email: string): Promise<TestClient> => {
  const [row] = await server.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return server.clientAs(row.id);
};

let listNumber = 0;
const aList = async (members: string[], type: 'internal' | 'external' = 'internal', allowGroup: number[] = [2]) => {
  listNumber += 1;
  const [list] = await server.database.db
    .insert(mailingLists)
    .values({ name: `テスト用リスト${listNumber}`, type, allowGroup })
    .returning();
  if (!list) throw new Error('no list');
  if (members.length > 0)
    await server.database.db.insert(mailingMembers).values(members.map((email) => ({ mailingId: list.id, email })));
  return list;
};
const addresses = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.go.jp`);

const content = { subject: '【お知らせ】庁舎の停電について', text: '', html: '<p>3月1日は停電のため休業します。</p>' };

/** Polls until `check` holds (the worker runs in the background). */
const until = async <T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const detailOf = async (client: TestClient, id: number): Promise<MailDetail> => {
  const answer = await client.call(mailApi.get, { params: { id } });
  if (!('data' in answer)) throw new Error('no detail');
  return answer.data as MailDetail;
};
const historyOf = async (client: TestClient): Promise<MailHistory[]> => {
  const answer = await client.call(mailApi.history);
  return ('data' in answer ? answer.data : []) as MailHistory[];
};
const toOf = (message: SmtpSink['messages'][number]) =>
  message.to && 'value' in message.to ? message.to.value[0]?.address : undefined;
const receivedBy = (recipients: readonly string[]) =>
  sink.messages.filter((message) => recipients.includes(toOf(message) ?? ''));

describe('mail.history over the demo organisation', () => {
  it('lists the demo mails newest first, counted from their recipients; a mail next week starts no queue yet', async () => {
    const history = await historyOf(await as(KOHO));
    expect(history.map((mail) => [mail.subject, mail.status, mail.sentCount, mail.failedCount])).toEqual([
      ['広報誌 5月号 配信のお知らせ', 'scheduled', 0, 0],
      ['【防災メール】総合防災訓練のご案内', 'partial', 149, 1],
      ['広報誌 4月号 配信のお知らせ', 'cancelled', 0, 0],
      ['庁内ネットワーク 定期メンテナンスのお知らせ', 'sent', 8, 0],
    ]);
    expect(history[1]).toMatchObject({ recipientCount: 150, createdBy: { name: '広報 花子' } });
    const detail = await detailOf(await as(KOHO), history[1]?.id ?? 0);
    expect(detail.recipients.find((recipient) => recipient.status === 'failed')).toMatchObject({
      email: 'watanabe@example.net',
      error: expect.stringContaining('550'),
    });
    const [jobs] = await queryRows<{ table: string | null }>(
      server.database.db,
      sql`select to_regclass('jobs.job')::text as table`,
    );
    expect(jobs?.table).toBeNull();
  });
});

describe('mail.send', () => {
  it('sends each address of the lists once, in the background, and the history says how it went', async () => {
    const koho = await as(KOHO);
    const first = await aList(addresses('send', 3));
    const second = await aList(['send-2@example.go.jp', 'Extra@Example.go.jp'.toLowerCase()], 'external');
    published.splice(0);
    const answer = await koho.call(mailApi.send, {
      body: { requestId: crypto.randomUUID(), mailingIds: [first.id, second.id], ...content },
    });
    expect(answer).toMatchObject({ recipientCount: 4, message: mailMessages.sent });
    const id = answer.id ?? 0;
    const detail = await until(
      () => detailOf(koho, id),
      (mail) => mail.status === 'sent',
    );
    const recipients = [...addresses('send', 3), 'extra@example.go.jp'];
    expect(receivedBy(recipients).map(toOf).sort()).toEqual([...recipients].sort());
    expect(receivedBy(recipients).every((message) => message.subject === content.subject)).toBe(true);
    expect(detail).toMatchObject({
      mailingIds: [first.id, second.id],
      mailingNames: [first.name, second.name],
      recipientCount: 4,
      sentCount: 4,
      failedCount: 0,
      transport: 'smtp',
      html: content.html,
      createdBy: { name: '広報 花子' },
    });
    expect(detail.recipients.map((recipient) => recipient.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const [latest] = await historyOf(koho);
    expect(latest).toMatchObject({ id, status: 'sent', sentCount: 4 });
    expect(published).toContainEqual({ event: 'mail-history', action: 'async' });
  });

  it('answers the first mail and sends nothing more for a request id already used, pressed twice at once too', async () => {
    const koho = await as(KOHO);
    const list = await aList(addresses('twice', 2));
    const body = { requestId: crypto.randomUUID(), mailingIds: [list.id], ...content };
    const [one, two] = await Promise.all([koho.call(mailApi.send, { body }), koho.call(mailApi.send, { body })]);
    expect(one.id).toBeDefined();
    expect(two.id).toBe(one.id);
    const again = await koho.call(mailApi.send, { body: { ...body, subject: '別の件名' } });
    expect(again).toMatchObject({ id: one.id, message: mailMessages.alreadySent });
    await until(
      () => detailOf(koho, one.id ?? 0),
      (mail) => mail.status === 'sent',
    );
    expect(await server.database.db.select().from(mails).where(eq(mails.requestId, body.requestId))).toHaveLength(1);
    expect(receivedBy(addresses('twice', 2))).toHaveLength(2);
  });

  it('asks for the count typed above 100 recipients, and answers the count it found', async () => {
    const koho = await as(KOHO);
    const list = await aList(addresses('many', 101));
    const body = { requestId: crypto.randomUUID(), mailingIds: [list.id], ...content };
    for (const confirmedCount of [undefined, 100]) {
      const refused = await refusal(
        koho.call(mailApi.send, { body: { ...body, ...(confirmedCount ? { confirmedCount } : {}) } }),
      );
      expect(refused).toMatchObject({ status: 409, message: mailMessages.confirmCount(101) });
      expect(refused.body).toMatchObject({ recipientCount: 101 });
    }
    // Confirmed: scheduled an hour ahead, then cancelled, so nothing goes.
    const scheduledAt = new Date(Date.now() + 3600_000).toISOString();
    const answer = await koho.call(mailApi.send, { body: { ...body, confirmedCount: 101, scheduledAt } });
    expect(answer).toMatchObject({ recipientCount: 101, message: mailMessages.scheduled });
    const detail = await detailOf(koho, answer.id ?? 0);
    expect(detail).toMatchObject({ status: 'scheduled', scheduledAt, startedAt: null, recipients: [] });
    // Its job went into the queue with the mail (one transaction), to start at its time.
    const jobs = await queryRows<{ startAfter: string }>(
      server.database.db,
      sql`select start_after::text as "startAfter" from jobs.job where name = 'mail-send' and singleton_key = ${String(answer.id)}`,
    );
    expect(jobs.map((job) => Date.parse(job.startAfter))).toEqual([Date.parse(scheduledAt)]);
    published.splice(0);
    expect(await koho.call(mailApi.cancel, { params: { id: answer.id ?? 0 } })).toMatchObject({
      message: mailMessages.cancelled,
    });
    expect(published).toContainEqual({ event: 'mail-history', action: 'async' });
    expect(await detailOf(koho, answer.id ?? 0)).toMatchObject({ status: 'cancelled', recipients: [] });
    expect(await refusal(koho.call(mailApi.cancel, { params: { id: answer.id ?? 0 } }))).toMatchObject({
      status: 409,
      message: mailMessages.notCancellable('cancelled'),
    });
    expect(receivedBy(addresses('many', 101))).toHaveLength(0);
  });

  it('refuses a time past, a list gone, a list the group may not send to, and a user below MAIL 1', async () => {
    const koho = await as(KOHO);
    const list = await aList(addresses('refuse', 1));
    const body = { requestId: crypto.randomUUID(), mailingIds: [list.id], ...content };
    expect(
      await refusal(
        koho.call(mailApi.send, { body: { ...body, scheduledAt: new Date(Date.now() - 60_000).toISOString() } }),
      ),
    ).toMatchObject({ status: 400, message: mailMessages.pastSchedule });
    expect(await refusal(koho.call(mailApi.send, { body: { ...body, mailingIds: [9999] } }))).toMatchObject({
      status: 404,
      message: mailMessages.listGone,
    });
    const staffOnly = await aList(addresses('staff-only', 1), 'internal', [3]);
    expect(await refusal(koho.call(mailApi.send, { body: { ...body, mailingIds: [staffOnly.id] } }))).toMatchObject({
      status: 403,
      message: mailMessages.notAllowed(staffOnly.name),
    });
    // The super group may send to any list.
    expect(
      await refusal((await as(ADMIN)).call(mailApi.send, { body: { ...body, mailingIds: [9999] } })),
    ).toMatchObject({
      status: 404,
    });
    expect(await refusal((await as('somu@example.go.jp')).call(mailApi.history))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
  });

  it('stops a mail being sent when it is cancelled: those sent stay sent, the rest are never sent', async () => {
    const koho = await as(KOHO);
    const recipients = addresses('stop', 60);
    const list = await aList(recipients);
    const answer = await koho.call(mailApi.send, {
      body: { requestId: crypto.randomUUID(), mailingIds: [list.id], ...content },
    });
    await until(
      async () => receivedBy(recipients).length,
      (count) => count >= 3,
    );
    await koho.call(mailApi.cancel, { params: { id: answer.id ?? 0 } });
    const detail = await until(
      () => detailOf(koho, answer.id ?? 0),
      (mail) => mail.recipients.every((recipient) => recipient.status === 'sent' || recipient.status === 'cancelled'),
    );
    const sent = detail.recipients.filter((recipient) => recipient.status === 'sent').map((r) => r.email);
    expect(detail.status).toBe('cancelled');
    expect(detail.cancelledAt).not.toBeNull();
    expect(sent.length).toBeLessThan(60);
    expect(receivedBy(recipients).map(toOf).sort()).toEqual([...sent].sort());
  });
});

describe('mail.test and mail.preview', () => {
  it('sends a test to the signed-in user only, kept out of the history', async () => {
    const koho = await as(KOHO);
    const before = (await historyOf(koho)).length;
    const answer = await koho.call(mailApi.test, { body: { subject: '件名', text: 'テスト本文', html: '' } });
    expect(answer).toMatchObject({ to: KOHO, message: mailMessages.testSent(KOHO) });
    await until(
      async () => receivedBy([KOHO]).length,
      (count) => count >= 1,
    );
    const [message] = receivedBy([KOHO]);
    expect(message?.subject).toBe(`${TEST_SUBJECT_PREFIX}件名`);
    expect(message?.text?.trim()).toBe('テスト本文');
    expect(await historyOf(koho)).toHaveLength(before);
  });

  it('counts the recipients after duplicates, names those outside the allowed domains, shows the text part as sent', async () => {
    const koho = await as(KOHO);
    const staff = await aList(['p1@example.go.jp', 'p2@mail.example.go.jp']);
    const residents = await aList(['p1@example.go.jp', 'someone@example.com', 'shop@example.net'], 'external');
    const preview = await koho.call(mailApi.preview, {
      body: { mailingIds: [staff.id, residents.id], subject: 's', text: '', html: '<p>一行目<br>二行目</p>' },
    });
    expect(preview).toEqual({
      recipientCount: 4,
      duplicateCount: 1,
      outsideDomains: ['shop@example.net', 'someone@example.com'],
      from: '"行政コンソール" <noreply@example.go.jp>',
      text: '一行目\n二行目',
      unsubscribe: true,
    });
    const staffOnly = await koho.call(mailApi.preview, {
      body: { mailingIds: [staff.id], subject: '', text: '手書き', html: '' },
    });
    expect(staffOnly).toMatchObject({ recipientCount: 2, duplicateCount: 0, outsideDomains: [], unsubscribe: false });
  });
});

describe('mail recipients in the database', () => {
  it('keeps each recipient once per mail', async () => {
    const rows = await server.database.db.select().from(mailRecipients);
    const keys = rows.map((row) => `${row.mailId}:${row.email}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
