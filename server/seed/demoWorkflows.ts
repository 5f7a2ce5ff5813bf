import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { accounts, authors, pages, themes, webs, workflowEvents, workflows } from '../db/schema.ts';
import { liveVersionOf, makeLive, publishPageNow, snapshotPage } from '../workflow/publishing.ts';

/**
 * Demo approval workflows (issue 22), on a website of their own so that the other demo websites keep
 * publishing on save (the end-to-end flows of the CMS rely on it): 採用情報サイト, edited by 広報課, whose
 * requests 管理 太郎 (admin) approves. 広報 花子 (koho) has asked for four things, one in each state the
 * queue shows: waiting, remanded, an emergency waiting for review, and one published.
 */
export const demoWorkflowWebsite = {
  name: '採用情報サイト',
  url: 'https://saiyo.example.go.jp/',
  ogUrl: 'https://saiyo.example.go.jp/',
  ogDescription: '職員採用に関するお知らせです。',
  groups: [2],
} as const;

const demoRecruitPages = [
  {
    title: '職員採用案内',
    path: '',
    live: '<p>令和8年度の職員採用についてご案内します。</p>\n<h2>募集職種</h2>\n<ul>\n  <li>一般行政職</li>\n</ul>',
    draft:
      '<p>令和8年度の職員採用についてご案内します。</p>\n<h2>募集職種</h2>\n<ul>\n  <li>一般行政職</li>\n  <li>土木技術職</li>\n</ul>',
  },
  {
    title: '採用説明会',
    path: 'setsumeikai',
    live: '<p>採用説明会の日程は決まり次第お知らせします。</p>',
    draft: '<p>採用説明会を<time datetime="2026-12-12">12月12日</time>に本庁舎で開きます。</p>',
  },
  {
    title: '募集要項',
    path: 'yoko',
    live: '<p>募集要項は12月1日に掲載します。</p>',
    draft: '<p>申込期限を<time datetime="2026-12-20">12月20日</time>まで延長しました。</p>',
  },
] as const;

/** Seeds the website, its approver and the four requests; nothing when the demo accounts are not there. */
export const seedDemoWorkflows = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => {
    const [admin] = await tx.select().from(accounts).where(eq(accounts.email, 'admin@example.go.jp'));
    const [koho] = await tx.select().from(accounts).where(eq(accounts.email, 'koho@example.go.jp'));
    if (!admin || !koho) return;
    const [theme] = await tx.select({ id: themes.id }).from(themes).orderBy(themes.id).limit(1);
    const [web] = await tx
      .insert(webs)
      .values({ ...demoWorkflowWebsite, groups: [...demoWorkflowWebsite.groups], themeId: theme?.id ?? null })
      .returning();
    if (!web) return;
    await tx.insert(authors).values({ accountId: admin.id, webId: web.id, step: 1 });

    const ids: number[] = [];
    for (const page of demoRecruitPages) {
      const [row] = await tx
        .insert(pages)
        .values({
          webId: web.id,
          title: page.title,
          path: page.path,
          html: page.live,
          active: true,
          updatedBy: koho.id,
        })
        .returning();
      if (!row) return;
      await publishPageNow(tx, row.id, koho.id);
      ids.push(row.id);
    }
    const [recruit = 0, briefing = 0, terms = 0] = ids;

    const edit = async (pageId: number, html: string) => {
      await tx
        .update(pages)
        .set({ html, version: sql`${pages.version} + 1`, updatedAt: sql`now()` })
        .where(eq(pages.id, pageId));
      return snapshotPage(tx, pageId, koho.id);
    };
    const request = async (
      pageId: number,
      values: Partial<typeof workflows.$inferInsert>,
      history: { action: string; by: typeof koho; comment: string }[],
    ) => {
      const [live] = await tx.select().from(pages).where(eq(pages.id, pageId));
      const requested = await snapshotPage(tx, pageId, koho.id);
      const [row] = await tx
        .insert(workflows)
        .values({
          kind: 'normal',
          status: 'pending',
          webId: web.id,
          pageId,
          pageVersionId: requested.id,
          requesterId: koho.id,
          step: 1,
          ...values,
        })
        .returning();
      if (!row || !live) return;
      for (const one of history) {
        await tx.insert(workflowEvents).values({
          workflowId: row.id,
          action: one.action,
          actorId: one.by.id,
          actorName: one.by.name,
          comment: one.comment,
          step: 1,
          pageVersionId: requested.id,
        });
      }
      return { row, requested };
    };
    const liveOf = async (pageId: number) => (await liveVersionOf(tx, pageId))?.id ?? null;

    // 1. Published: the first version of the recruitment page, approved (the history the page shows).
    const firstLive = await liveOf(recruit);
    const published = await edit(recruit, demoRecruitPages[0].live.replace('ご案内します。', 'ご案内します（更新）。'));
    await tx.insert(workflows).values({
      kind: 'normal',
      status: 'published',
      webId: web.id,
      pageId: recruit,
      pageVersionId: published.id,
      previousVersionId: firstLive,
      requesterId: koho.id,
      comment: '文言を整えました。',
      reviewerId: admin.id,
      reviewComment: '',
      decidedAt: sql`now()`,
    });
    await makeLive(tx, recruit, published.id);

    // 2. Pending: a new post added to the recruitment page.
    await edit(recruit, demoRecruitPages[0].draft);
    await request(recruit, { comment: '土木技術職の募集を追加しました。', previousVersionId: published.id }, [
      { action: 'create', by: koho, comment: '土木技術職の募集を追加しました。' },
    ]);

    // 3. Remanded: the briefing's date, sent back with a comment.
    const briefingLive = await liveOf(briefing);
    await edit(briefing, demoRecruitPages[1].draft);
    await request(
      briefing,
      {
        status: 'remanded',
        step: null,
        comment: '説明会の日程を掲載します。',
        previousVersionId: briefingLive,
        reviewerId: admin.id,
        reviewComment: '会場の部屋名も書いてください。',
      },
      [
        { action: 'create', by: koho, comment: '説明会の日程を掲載します。' },
        { action: 'remand', by: admin, comment: '会場の部屋名も書いてください。' },
      ],
    );

    // 4. Emergency: the deadline extended, published at once, waiting for review.
    const termsLive = await liveOf(terms);
    await edit(terms, demoRecruitPages[2].draft);
    const emergency = await request(
      terms,
      {
        kind: 'emergency',
        status: 'review',
        comment: '申込期限の延長を至急掲載します。',
        previousVersionId: termsLive,
      },
      [{ action: 'emergency', by: koho, comment: '申込期限の延長を至急掲載します。' }],
    );
    if (emergency) await makeLive(tx, terms, emergency.requested.id);
  });
};
