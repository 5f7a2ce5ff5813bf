import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailApi } from '../../contract/mail.ts';
import { SESSION_COOKIE } from '../auth/principal.ts';
import { sessionStore } from '../auth/sessions.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/connect.ts';
import { accounts, mailingLists, mailingMembers, mailRecipients, mails } from '../db/schema.ts';
import { createPostgresDatabase } from '../db/testing.ts';
import { type RunningServer, startServer } from '../start.ts';
import { testClientFor } from '../testing/harness.ts';
import { JOB_SCHEMA } from './jobQueue.ts';
import { CRASHED_MESSAGE, MAIL_QUEUE } from './mailer.ts';
import { type SmtpSink, startSmtpSink } from './testing/smtpSink.ts';

interface Storage {
  settings: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;
  remove: () => Promise<void>;
}

const pgliteFolder = async (): Promise<Storage> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'console-mail-restart-'));
  return { settings: { dataDir, databaseUrl: undefined }, remove: () => rm(dataDir, { recursive: true, force: true }) };
};
const postgresDatabase = async (url: string): Promise<Storage> => {
  const database = await createPostgresDatabase(url);
  return { settings: { dataDir: '/nonexistent', databaseUrl: database.url }, remove: database.drop };
};
const storages: [string, () => Promise<Storage>][] = [['a PGlite data folder', pgliteFolder]];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) storages.push(['a PostgreSQL database (DATABASE_URL)', () => postgresDatabase(postgresUrl)]);

const RECIPIENTS = Array.from({ length: 30 }, (_, index) => `restart-${String(index).padStart(2, '0')}@example.go.jp`);

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
});

const until = async <T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs = 20_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > end) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const toOf = (message: SmtpSink['messages'][number]) =>
  message.to && 'value' in message.to ? (message.to.value[0]?.address ?? '') : '';

const recipientsOf = (db: Db, mailId: number) =>
  db.select().from(mailRecipients).where(eq(mailRecipients.mailId, mailId)).orderBy(mailRecipients.id);

describe.each(storages)('a restart in the middle of a send, on %s', (_name, storageOf) => {
  let storage: Storage;
  let running: RunningServer | undefined;
  beforeAll(async () => {
    storage = await storageOf();
  });
  afterAll(async () => {
    await running?.close();
    await storage.remove();
  });

  const start = () =>
    startServer(
      {
        ...readConfig({
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(sink.port),
          SMTP_IGNORE_TLS: 'true',
          MAIL_RATE_PER_SECOND: '10',
        }),
        ...storage.settings,
        port: 0,
        host: '127.0.0.1',
        consoleDir: '/nonexistent',
        hub: 'test',
        development: false,
      },
      { logLevel: process.env.MAIL_TEST_LOG ?? 'silent', mail: { pollingIntervalSeconds: 0.5 } },
    );

  it('sends the rest after the restart, none twice; the one handed over at the crash is recorded as failed', async () => {
    sink.messages.splice(0);
    running = await start();
    const { db } = running.database;
    const [list] = await db
      .insert(mailingLists)
      .values({ name: '再起動テスト', type: 'internal', allowGroup: [] })
      .returning();
    await db.insert(mailingMembers).values(RECIPIENTS.map((email) => ({ mailingId: list?.id ?? 0, email })));
    const [admin] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'admin@example.go.jp'));
    const client = testClientFor(running.url.replace(/\/$/, ''));
    client.cookies.set(SESSION_COOKIE, await sessionStore(db).create(admin?.id ?? 0, new Date()));

    const answer = await client.call(mailApi.send, {
      body: {
        requestId: crypto.randomUUID(),
        mailingIds: [list?.id ?? 0],
        subject: '再起動をまたぐ送信',
        text: '本文',
        html: '',
      },
    });
    const mailId = answer.id ?? 0;
    await until(
      () => sink.messages.length,
      (count) => count >= 6,
    );
    await running.close();
    running = undefined;
    const sentBefore = sink.messages.length;
    expect(sentBefore).toBeLessThan(RECIPIENTS.length);

    // As if the process had died after handing the next one to SMTP, before recording the answer: the
    // server is stopped, so the data is reopened to leave that recipient claimed.
    const offline = await openDatabase(
      storage.settings.databaseUrl
        ? { databaseUrl: storage.settings.databaseUrl }
        : { dataDir: storage.settings.dataDir },
    );
    const before = await recipientsOf(offline.db, mailId);
    expect(before.filter((recipient) => recipient.status === 'sent')).toHaveLength(sentBefore);
    const crashed = before.find((recipient) => recipient.status === 'pending');
    if (!crashed) throw new Error('nothing left to send');
    await offline.db
      .update(mailRecipients)
      .set({ status: 'claimed', attempts: 1 })
      .where(eq(mailRecipients.id, crashed.id));
    // …and its job still active in the queue, as a process that dies leaves it.
    await offline.db.execute(
      sql.raw(`update ${JOB_SCHEMA}.job set state = 'active', completed_on = null
        where id = (select id from ${JOB_SCHEMA}.job where name = '${MAIL_QUEUE}' order by created_on desc limit 1)`),
    );
    await offline.close();

    running = await start();
    const after = running.database.db;
    await until(
      async () => (await after.select({ status: mails.status }).from(mails).where(eq(mails.id, mailId)))[0]?.status,
      (status) => status === 'partial',
    );
    const recipients = await recipientsOf(after, mailId);
    expect(recipients.find((recipient) => recipient.id === crashed.id)).toMatchObject({
      status: 'failed',
      error: CRASHED_MESSAGE,
    });
    expect(recipients.filter((recipient) => recipient.status === 'sent')).toHaveLength(RECIPIENTS.length - 1);
    const received = sink.messages.map(toOf);
    expect(received).toHaveLength(RECIPIENTS.length - 1);
    expect(new Set(received).size).toBe(received.length);
    expect(received).not.toContain(crashed.email);
    expect([...received, crashed.email].sort()).toEqual(RECIPIENTS);
  }, 90_000);
});
