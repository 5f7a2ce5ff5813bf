import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { accounts, mailingLists, mailingMembers, mailRecipients, mails } from '../db/schema.ts';

/**
 * The demo mail history (issue 19), over the demo lists (demoMailing.ts): a mail sent to every staff address,
 * one to the residents' list with an address the SMTP server refused (partly failed), one cancelled before
 * its time, and one scheduled for next week (the server's queue starts shortly before it). Times are relative
 * to the first start, so the history always reads as recent.
 */
interface DemoMail {
  list: string;
  by: string;
  subject: string;
  html: string;
  status: 'sent' | 'partial' | 'cancelled' | 'scheduled';
  /** Days from now (negative: past) when it was created, and when it was to go (scheduled ones). */
  createdDays: number;
  scheduledDays?: number;
  /** Addresses the SMTP server refused, with its answer. */
  refused?: Readonly<Record<string, string>>;
}

export const demoMails: readonly DemoMail[] = [
  {
    list: '職員連絡網',
    by: 'admin@example.go.jp',
    subject: '庁内ネットワーク 定期メンテナンスのお知らせ',
    html: '<p>職員各位</p><p>下記の日程で庁内ネットワークの定期メンテナンスを行います。作業中は庁内システムを利用できません。</p><ul><li>日時: 土曜日 9時〜12時</li><li>対象: 庁内ネットワーク全体</li></ul><p>情報政策課</p>',
    status: 'sent',
    createdDays: -10,
  },
  {
    list: '防災メール（市民向け）',
    by: 'koho@example.go.jp',
    subject: '【防災メール】総合防災訓練のご案内',
    html: '<p>市民の皆さまへ</p><p>今年度の総合防災訓練を実施します。お住まいの地域の避難所で、避難の手順をご確認ください。</p><p>詳しくは<a href="https://bosai.example.go.jp/kunren">防災情報サイト</a>をご覧ください。</p>',
    status: 'partial',
    createdDays: -3,
    refused: { 'watanabe@example.net': '550 5.1.1 <watanabe@example.net>: Recipient address rejected: User unknown' },
  },
  {
    list: '広報課 お知らせ',
    by: 'koho@example.go.jp',
    subject: '広報誌 4月号 配信のお知らせ',
    html: '<p>広報誌 4月号の原稿締切のお知らせです。</p>',
    status: 'cancelled',
    createdDays: -5,
    scheduledDays: -2,
  },
  {
    list: '広報課 お知らせ',
    by: 'koho@example.go.jp',
    subject: '広報誌 5月号 配信のお知らせ',
    html: '<p>広報誌 5月号の原稿締切は来週金曜日です。</p><p>掲載希望の記事は広報課までお送りください。</p>',
    status: 'scheduled',
    createdDays: -1,
    scheduledDays: 7,
  },
];

const DAY = 24 * 3600_000;
/** At 9:00 Japan time (0:00 UTC) on the day `days` from `now`. */
const morningOf = (now: Date, days: number) => {
  const day = new Date(now.getTime() + days * DAY);
  day.setUTCHours(0, 0, 0, 0);
  return day;
};

/** Adds the demo mails (inside seedDemo's transaction, after the lists and the accounts). */
export const seedDemoMail = async (db: Pick<Db, 'insert' | 'select'>, now = new Date()): Promise<void> => {
  const lists = await db
    .select({ id: mailingLists.id, name: mailingLists.name, type: mailingLists.type })
    .from(mailingLists)
    .where(inArray(mailingLists.name, [...new Set(demoMails.map((mail) => mail.list))]));
  const senders = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, [...new Set(demoMails.map((mail) => mail.by))]));
  const members = await db
    .select({ mailingId: mailingMembers.mailingId, email: mailingMembers.email })
    .from(mailingMembers)
    .where(
      inArray(
        mailingMembers.mailingId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(asc(mailingMembers.email));

  for (const demo of demoMails) {
    const list = lists.find((row) => row.name === demo.list);
    if (!list) continue;
    const emails = members.filter((member) => member.mailingId === list.id).map((member) => member.email);
    const createdAt = morningOf(now, demo.createdDays);
    const scheduledAt = demo.scheduledDays === undefined ? null : morningOf(now, demo.scheduledDays);
    const startedAt = demo.status === 'sent' || demo.status === 'partial' ? createdAt : null;
    const [mail] = await db
      .insert(mails)
      .values({
        requestId: crypto.randomUUID(),
        mailingIds: [list.id],
        mailingNames: [list.name],
        subject: demo.subject,
        text: '',
        html: demo.html,
        status: demo.status,
        unsubscribe: list.type !== 'internal',
        transport: 'smtp',
        recipientCount: emails.length,
        scheduledAt,
        startedAt,
        finishedAt: startedAt && new Date(startedAt.getTime() + emails.length * 100 + 1000),
        cancelledAt: demo.status === 'cancelled' ? new Date(createdAt.getTime() + 2 * 3600_000) : null,
        createdBy: senders.find((sender) => sender.email === demo.by)?.id ?? null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: mails.id });
    if (!mail || !startedAt) continue;
    await db.insert(mailRecipients).values(
      emails.map((email, index) => {
        const refused = demo.refused?.[email];
        return refused === undefined
          ? { mailId: mail.id, email, status: 'sent', attempts: 1, sentAt: new Date(startedAt.getTime() + index * 100) }
          : { mailId: mail.id, email, status: 'failed', attempts: 1, error: refused };
      }),
    );
  }
};
