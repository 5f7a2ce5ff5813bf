import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageApi, workflowApi } from '../../contract/index.ts';
import { workflowStatusLabels } from '../../contract/workflowMachine.ts';
import { readMailConfig } from '../config.ts';
import { authors, notices, pages, webs } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { type SmtpSink, startSmtpSink } from '../mail/testing/smtpSink.ts';
import { publishPageNow } from '../workflow/publishing.ts';
import { setUpSeededServer } from './routeTesting.ts';

const CONSOLE = 'https://console.example.go.jp';
/** 広報課 (group 2): CMS 4, edits every website: the requester. */
const KOHO = 'koho@example.go.jp';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
// After hooks run in reverse: this one after the server's (whose pooled SMTP connection the sink waits for).
afterAll(async () => {
  await sink?.close();
});
// Mail through SMTP (the sink), and the console's address for the link in it.
const t = setUpSeededServer(undefined, () => ({
  publicOrigins: [CONSOLE],
  mail: readMailConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(sink.port), SMTP_IGNORE_TLS: 'true' }),
}));

const addressesOf = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((to) => to.value.map((one) => one.address?.toLowerCase()));
const mailsTo = (email: string) => sink.messages.filter((mail) => addressesOf(mail).includes(email));
/** Waits for the first mail to this address (the send follows the answer: it is not awaited). */
const arrived = async (email: string) => {
  await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return mailsTo(email);
};

let made = 0;
/**
 * A website (its name has an `&`, escaped in HTML, not in the text) with one published page, approved at
 * step 1 by `first` and `quiet` and at step 2 by `second`; `first` and `second` want mail, `quiet` does not.
 */
const aWebsite = async () => {
  const db = t.server.database.db;
  made += 1;
  const [web] = await db
    .insert(webs)
    .values({ name: `防災&避難サイト${made}`, groups: [2] })
    .returning();
  if (!web) throw new Error('no website');
  const [page] = await db
    .insert(pages)
    .values({ webId: web.id, title: `避難所一覧${made}`, path: `hinanjo${made}`, html: '<p>公開中</p>', active: true })
    .returning();
  if (!page) throw new Error('no page');
  await publishPageNow(db, page.id, null);
  const group = await aGroup(db, { permissions: [0, 0, 0, 0, 0, 0, 0] });
  const approver = async (step: number, notifyByMail: boolean) => {
    const account = await anAccount(db, { groupId: group.id, workflow: true });
    await db.insert(authors).values({ accountId: account.id, webId: web.id, step, notifyByMail });
    return { ...account, client: await t.server.clientAs(account.id) };
  };
  return {
    web,
    page,
    first: await approver(1, true),
    quiet: await approver(1, false),
    second: await approver(2, true),
    requester: await t.server.as(KOHO),
    requesterId: await t.server.idOf(KOHO),
  };
};
type Website = Awaited<ReturnType<typeof aWebsite>>;

const request = async (w: Website) => {
  const [page] = await t.server.database.db.select().from(pages).where(eq(pages.id, w.page.id));
  await w.requester.call(pageApi.update, {
    params: { id: w.page.id },
    body: { title: page?.title ?? '', html: '<p>新しい内容</p>', version: page?.version ?? 0 },
  });
  const { id = 0 } = await w.requester.call(workflowApi.create, { body: { pageId: w.page.id, comment: '更新です' } });
  return id;
};

const noticesFor = async (accountId: number) =>
  (await t.server.database.db.select().from(notices)).filter((notice) => notice.recipients?.includes(accountId));

describe('workflow: the approvers are told, in a notice and by mail when they asked for it', () => {
  it('an approver with the mail flag gets a mail naming the page and website, with a link to the request', async () => {
    const w = await aWebsite();
    const id = await request(w);
    const [mail, ...more] = await arrived(w.first.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`承認依頼が届きました: ページ「${w.page.title}」（Webサイト「${w.web.name}」）`);
    // The text part: entities decoded (the website's `&`), the link's address beside its text.
    expect(mail?.text).toContain(`Webサイト「${w.web.name}」のページ「${w.page.title}」の承認依頼が届きました`);
    expect(mail?.text).toContain('依頼者: 広報 花子');
    expect(mail?.text).toContain(`${CONSOLE}/workflow?id=${id}`);
    expect(mail?.text).not.toContain('&amp;');
    expect(mail?.html).toContain(`<a href="${CONSOLE}/workflow?id=${id}">ワークフローの画面</a>`);
    expect(mail?.html).toContain('防災&amp;避難サイト');
    // Both approvers of the step have the notice; its link stays in the console.
    for (const approver of [w.first, w.quiet]) {
      const [notice] = await noticesFor(approver.id);
      expect(notice?.title).toBe(mail?.subject);
      expect(notice?.content).toContain(`<a href="/workflow?id=${id}">ワークフローの画面</a>`);
    }
    expect(await noticesFor(w.second.id)).toEqual([]);
  });

  it('one without the flag gets none; the approver of the next step gets theirs when the request reaches it', async () => {
    const w = await aWebsite();
    const id = await request(w);
    await arrived(w.first.email);
    await w.quiet.client.call(workflowApi.approve, { body: { id, version: 1 } });
    const [reached] = await arrived(w.second.email);
    // The SMTP connection sends one message at a time, in order: any mail to `quiet` would have come first.
    expect(mailsTo(w.quiet.email)).toEqual([]);
    expect(mailsTo(w.first.email)).toHaveLength(1);
    expect(reached?.subject).toContain(`ページ「${w.page.title}」`);
    expect(reached?.text).toContain(`${CONSOLE}/workflow?id=${id}`);
    expect(await noticesFor(w.second.id)).toHaveLength(1);
  });

  it('the requester is told the outcome in a notice, with the comment and a link to the request', async () => {
    const w = await aWebsite();
    const id = await request(w);
    await w.first.client.call(workflowApi.remand, { body: { id, comment: '日付を<確認>してください', version: 1 } });
    const [told, ...more] = await noticesFor(w.requesterId).then((all) =>
      all.filter((notice) => notice.content.includes(`/workflow?id=${id}"`)),
    );
    expect(more).toEqual([]);
    expect(told?.title).toBe(
      `承認依頼は「${workflowStatusLabels.remanded}」になりました: ページ「${w.page.title}」（Webサイト「${w.web.name}」）`,
    );
    expect(told?.content).toContain('防災&amp;避難サイト');
    expect(told?.content).toContain('コメント: 日付を&lt;確認&gt;してください');
    expect(told?.content).toContain(`<a href="/workflow?id=${id}">ワークフローの画面</a>`);
  });

  it('an approver of both the website and the requester’s group is told once, and waited for once', async () => {
    const w = await aWebsite();
    const db = t.server.database.db;
    // 広報課 (the requester's group) is group 2.
    const [row] = await db
      .insert(authors)
      .values({ accountId: w.first.id, groupId: 2, step: 1, notifyByMail: true })
      .returning();
    try {
      const id = await request(w);
      await arrived(w.first.email);
      const seen = await w.first.client.call(workflowApi.get, { params: { id } });
      expect('data' in seen && seen.data.waitingFor).toEqual([w.first.name, w.quiet.name]);
    } finally {
      await db.delete(authors).where(eq(authors.id, row?.id ?? 0));
    }
    // A request to another approver after it: a second mail to `first` would have come before its mail.
    const other = await aWebsite();
    await request(other);
    await arrived(other.first.email);
    expect(mailsTo(w.first.email)).toHaveLength(1);
    expect(await noticesFor(w.first.id)).toHaveLength(1);
  });
});
