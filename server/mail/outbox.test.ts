import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailApi } from '../../contract/mail.ts';
import { accounts, mailingLists, mailingMembers, mailOutbox, mails } from '../db/schema.ts';
import { seedDemo } from '../seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';

let server: TestServer;
beforeAll(async () => {
  // No SMTP_HOST: the settings `npm start` has out of the box.
  server = await startTestServer({
    seed: async ({ db }) => {
      await seedDemo(db);
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
});

it('keeps every message in the outbox without an SMTP server, and the history says so', async () => {
  const { db } = server.database;
  const [list] = await db
    .insert(mailingLists)
    .values({ name: '受信箱テスト', type: 'external', allowGroup: [] })
    .returning();
  const recipients = ['a@example.com', 'b@example.com'];
  await db.insert(mailingMembers).values(recipients.map((email) => ({ mailingId: list?.id ?? 0, email })));
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'admin@example.go.jp'));
  const client = await server.clientAs(admin?.id ?? 0);
  const answer = await client.call(mailApi.send, {
    body: {
      requestId: crypto.randomUUID(),
      mailingIds: [list?.id ?? 0],
      subject: '受信箱に残るお知らせ',
      text: '',
      html: '<p>本文です。</p>',
    },
  });
  const mailId = answer.id ?? 0;
  const end = Date.now() + 15_000;
  while ((await db.select({ status: mails.status }).from(mails).where(eq(mails.id, mailId)))[0]?.status !== 'sent') {
    if (Date.now() > end) throw new Error('the mail was not sent');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.mailId, mailId)).orderBy(mailOutbox.id);
  expect(rows.map((row) => [row.to, row.subject])).toEqual(recipients.map((to) => [to, '受信箱に残るお知らせ']));
  expect(rows[0]?.raw.replace(/\n\s+/g, ' ')).toMatch(
    /^List-Unsubscribe: <mailto:noreply@example\.go\.jp\?subject=unsubscribe%20list-\d+>/m,
  );
  const parsed = await simpleParser(rows[0]?.raw ?? '');
  expect(parsed.subject).toBe('受信箱に残るお知らせ');
  expect(parsed.text?.trim()).toBe('本文です。');
  expect(parsed.html).toContain('<p>本文です。</p>');
  const history = await client.call(mailApi.history);
  expect('data' in history && history.data.find((mail) => mail.id === mailId)).toMatchObject({
    transport: 'outbox',
    status: 'sent',
    sentCount: 2,
  });

  // A test send goes to the outbox too, without a mail.
  await client.call(mailApi.test, { body: { subject: '試し', text: 'テスト', html: '' } });
  expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'admin@example.go.jp'))).toHaveLength(1);
});
