import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOrEmpty, pageApi, webApi, workflowApi } from '../../contract/index.ts';
import {
  decide,
  type WorkflowRole,
  type WorkflowStatus,
  workflowMessages,
  workflowStatuses,
} from '../../contract/workflowMachine.ts';
import { authors, notices, pages, pageVersions, templates, themes, webs, workflows } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { publishPageNow } from '../workflow/publishing.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();

/** 広報課: CMS 4, edits every website: the requester. */
const KOHO = 'koho@example.go.jp';
/** The seeded 本庁サイト has no approvers: saved = public. */
const HONCHO = 1;

const pageHtml = (text: string) => `<h2>お知らせ</h2>\n<p>${text}</p>`;
const site = async (webId: number, path: string) => {
  const answer = await fetch(`${t.server.baseUrl}/site/${webId}/${path}`);
  return { status: answer.status, body: await answer.text() };
};

let made = 0;
/** A website approved by one account at step 1 (and one more at step 2 when asked), with one published page. */
const aWebsiteWithApprovers = async (options: { secondStep?: boolean; themed?: boolean } = {}) => {
  const db = t.server.database.db;
  made += 1;
  // A theme on the website and a template on the page (issue 22: the previews compose them as /site does).
  const [theme] = options.themed
    ? await db
        .insert(themes)
        .values({
          name: `承認テーマ${made}`,
          body: '<header class="site-header">承認のある自治体</header>{{page}}',
          style: '.site-header { font-weight: bold; }',
        })
        .returning()
    : [];
  const [template] = options.themed
    ? await db
        .insert(templates)
        .values({ name: `承認テンプレート${made}`, body: '<main class="layout"><h1>{{title}}</h1>{{content}}</main>' })
        .returning()
    : [];
  const [web] = await db
    .insert(webs)
    .values({ name: `承認のあるサイト${made}`, groups: [2], themeId: theme?.id ?? null })
    .returning();
  if (!web) throw new Error('no website');
  const path = `page${made}`;
  const [page] = await db
    .insert(pages)
    .values({
      webId: web.id,
      title: `ページ${made}`,
      path,
      html: pageHtml('公開中の内容'),
      active: true,
      templateId: template?.id ?? null,
    })
    .returning();
  if (!page) throw new Error('no page');
  await publishPageNow(db, page.id, null);
  const group = await aGroup(db, { permissions: [0, 0, 0, 0, 0, 0, 0] });
  const approverAccount = await anAccount(db, { groupId: group.id, workflow: true });
  await db.insert(authors).values({ accountId: approverAccount.id, webId: web.id, step: 1, notifyByMail: true });
  let second: Awaited<ReturnType<typeof t.server.clientAs>> | undefined;
  let secondId = 0;
  if (options.secondStep) {
    const account = await anAccount(db, { groupId: group.id, workflow: true });
    await db.insert(authors).values({ accountId: account.id, webId: web.id, step: 2 });
    second = await t.server.clientAs(account.id);
    secondId = account.id;
  }
  const otherAccount = await anAccount(db, { groupId: group.id });
  return {
    web,
    page,
    path,
    requester: await t.server.as(KOHO),
    requesterId: await t.server.idOf(KOHO),
    approver: await t.server.clientAs(approverAccount.id),
    approverId: approverAccount.id,
    second,
    secondId,
    other: await t.server.clientAs(otherAccount.id),
  };
};
type Fixture = Awaited<ReturnType<typeof aWebsiteWithApprovers>>;

const workflowOf = async (client: Fixture['requester'], id: number) => {
  const answer = await client.call(workflowApi.get, { params: { id } });
  if (!('data' in answer)) throw new Error('no workflow');
  return answer.data;
};

const savePage = async (f: Fixture, html: string) => {
  const [page] = await t.server.database.db.select().from(pages).where(eq(pages.id, f.page.id));
  return f.requester.call(pageApi.update, {
    params: { id: f.page.id },
    body: { title: page?.title ?? '', html, version: page?.version ?? 0 },
  });
};

describe('workflow: every (state × action × role)', () => {
  it('does what the machine says and refuses the rest with its Japanese message', async () => {
    const f = await aWebsiteWithApprovers();
    const db = t.server.database.db;
    const clients: Record<WorkflowRole, Fixture['requester']> = {
      requester: f.requester,
      approver: f.approver,
      other: f.other,
    };
    const allowed: string[] = [];
    for (const status of workflowStatuses) {
      for (const action of ['resubmit', 'remand', 'approve', 'reject'] as const) {
        for (const role of ['requester', 'approver', 'other'] as const) {
          const [live] = await db
            .select()
            .from(pageVersions)
            .where(and(eq(pageVersions.pageId, f.page.id), eq(pageVersions.live, true)));
          const [requested] = await db
            .insert(pageVersions)
            .values({ ...(live as typeof pageVersions.$inferInsert), id: undefined, live: false, publishedAt: null })
            .returning();
          const kind = status === 'review' ? 'emergency' : 'normal';
          const step = status === 'pending' || status === 'review' ? 1 : null;
          const [row] = await db
            .insert(workflows)
            .values({
              kind,
              status,
              webId: f.web.id,
              pageId: f.page.id,
              pageVersionId: requested?.id,
              previousVersionId: live?.id,
              requesterId: f.requesterId,
              step,
            })
            .returning();
          if (!row) throw new Error('no workflow');
          const expected = decide(status, action, role, {
            kind,
            step,
            lastStep: 1,
            outdated: false,
            comment: '確認しました',
          });
          const body = { id: row.id, comment: '確認しました', version: 1 };
          const call = clients[role].call(workflowApi[action], { body });
          if (expected.ok) {
            await call;
            const [after] = await db.select().from(workflows).where(eq(workflows.id, row.id));
            expect(after, `${status} ${action} ${role}`).toMatchObject({
              status: expected.next.status,
              step: expected.next.step,
              version: 2,
            });
            allowed.push(`${status} ${action} ${role} → ${after?.status}`);
          } else {
            expect(await refusal(call), `${status} ${action} ${role}`).toMatchObject({
              status: 400,
              message: expected.message,
            });
            expect(expected.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/u);
            const [after] = await db.select().from(workflows).where(eq(workflows.id, row.id));
            expect(after?.status).toBe(status);
          }
        }
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'remanded resubmit requester → pending',
        'pending remand approver → remanded',
        'pending approve approver → published',
        'pending reject approver → rejected',
        'review approve approver → approved',
        'review reject approver → rejected',
      ].sort(),
    );
    // 72 requests through the server: longer than one call's default under a loaded machine.
  }, 60_000);

  it('names the states it covers', () => {
    expect(workflowStatuses satisfies readonly WorkflowStatus[]).toHaveLength(6);
  });
});

describe('workflow: requests for a page', () => {
  it('a request waits for the approver, who sees it with its diff and may act; the requester may not approve', async () => {
    const f = await aWebsiteWithApprovers();
    // The requester is an approver of the website too: still not of their own request.
    await t.server.database.db.insert(authors).values({ accountId: f.requesterId, webId: f.web.id, step: 1 });
    await savePage(f, pageHtml('新しい内容'));
    // With approvers, a save changes the draft only.
    expect((await site(f.web.id, f.path)).body).toContain('公開中の内容');
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id, comment: '更新です' } });
    const seenByApprover = await workflowOf(f.approver, id);
    expect(seenByApprover).toMatchObject({
      status: 'pending',
      step: 1,
      webName: f.web.name,
      pageTitle: f.page.title,
      requester: { id: f.requesterId, name: '広報 花子' },
      outdated: false,
      mayApprove: true,
      mayRemand: true,
      mayReject: true,
      mayResubmit: false,
      events: [{ action: 'create', actor: '広報 花子', comment: '更新です' }],
    });
    expect(seenByApprover.liveHtml).toContain('公開中の内容');
    expect(seenByApprover.requestedHtml).toContain('新しい内容');
    // The requester is an approver of this step too, but not one it waits for.
    expect(seenByApprover.waitingFor).toHaveLength(1);
    expect(seenByApprover.waitingFor).not.toContain('広報 花子');
    expect(await workflowOf(f.requester, id)).toMatchObject({ mayApprove: false, mayRemand: false, mayReject: false });
    expect(await refusal(f.requester.call(workflowApi.approve, { body: { id, version: 1 } }))).toMatchObject({
      status: 400,
      message: workflowMessages.ownRequest,
    });
    expect(await refusal(f.other.call(workflowApi.approve, { body: { id, version: 1 } }))).toMatchObject({
      status: 400,
      message: workflowMessages.notApprover,
    });
    expect(t.server.published).toContainEqual({ event: 'workflow', action: 'created', id });
    // The approver is told in a notice of their own.
    const told = await t.server.database.db.select().from(notices);
    expect(told.some((notice) => notice.recipients?.includes(f.approverId) && notice.title.includes('承認依頼'))).toBe(
      true,
    );
    // The requester, an approver of the website too, is not told their own request arrived.
    expect(
      told.some((notice) => notice.recipients?.includes(f.requesterId) && notice.content.includes(`?id=${id}"`)),
    ).toBe(false);
    // A second request for the same page while one waits is refused.
    expect(await refusal(f.requester.call(workflowApi.create, { body: { pageId: f.page.id } }))).toMatchObject({
      status: 400,
    });
  });

  it('remand, change, resubmit, approve: exactly the approved version goes public, a later edit does not', async () => {
    const f = await aWebsiteWithApprovers();
    await savePage(f, pageHtml('第1版'));
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } });
    await f.approver.call(workflowApi.remand, { body: { id, comment: '誤字があります', version: 1 } });
    expect(await workflowOf(f.requester, id)).toMatchObject({
      status: 'remanded',
      reviewComment: '誤字があります',
      mayResubmit: true,
    });
    await savePage(f, pageHtml('第2版'));
    await f.requester.call(workflowApi.resubmit, { body: { id, version: 2 } });
    const resubmitted = await workflowOf(f.approver, id);
    expect(resubmitted).toMatchObject({ status: 'pending', step: 1, outdated: false, mayApprove: true });
    expect(resubmitted.requestedHtml).toContain('第2版');
    // A stale version is a conflict.
    expect(await refusal(f.approver.call(workflowApi.approve, { body: { id, version: 2 } }))).toMatchObject({
      status: 409,
      message: STALE_MESSAGE,
    });
    expect(await f.approver.call(workflowApi.approve, { body: { id, version: 3 } })).toMatchObject({
      message: '公開しました。',
    });
    expect((await site(f.web.id, f.path)).body).toContain('第2版');
    expect(t.server.published).toContainEqual({ event: 'cms-page', action: 'updated', id: f.page.id });
    // An edit after approval stays a draft.
    await savePage(f, pageHtml('第3版'));
    const after = (await site(f.web.id, f.path)).body;
    expect(after).toContain('第2版');
    expect(after).not.toContain('第3版');
    // The requester is told of the outcome.
    const told = await t.server.database.db.select().from(notices);
    expect(told.some((notice) => notice.recipients?.includes(f.requesterId) && notice.title.includes('公開済み'))).toBe(
      true,
    );
    // The page's history: the published version is live.
    const versions = listOrEmpty(await f.approver.call(workflowApi.pageVersions, { params: { id: f.page.id } }));
    expect(versions.filter((version) => version.live)).toHaveLength(1);
    const live = versions.find((version) => version.live);
    const one = await f.approver.call(workflowApi.pageVersion, { params: { id: live?.id ?? 0 } });
    expect('data' in one && one.data.html).toContain('第2版');
  });

  it('both sides and a version read come composed as /site shows them (theme, template), for an approver without CMS', async () => {
    const f = await aWebsiteWithApprovers({ themed: true });
    const served = await site(f.web.id, f.path);
    expect(served.body).toContain('<header class="site-header">承認のある自治体</header>');
    expect(served.body).toContain(`<main class="layout"><h1>${f.page.title}</h1>`);
    await savePage(f, pageHtml('依頼する内容'));
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } });
    const seen = await workflowOf(f.approver, id);
    // The live side is exactly what the public is served; the requested side is the same composition of the new HTML.
    expect(seen.livePreview).toBe(served.body);
    expect(seen.requestedPreview).toBe(served.body.replace('公開中の内容', '依頼する内容'));
    const versions = listOrEmpty(await f.approver.call(workflowApi.pageVersions, { params: { id: f.page.id } }));
    expect(versions.every((version) => !('preview' in version) && !('html' in version))).toBe(true);
    const live = versions.find((version) => version.live);
    const one = await f.approver.call(workflowApi.pageVersion, { params: { id: live?.id ?? 0 } });
    expect('data' in one && one.data.preview).toBe(served.body);
    // The list carries no HTML, composed or not (read as sent: the client would drop fields it does not know).
    const answer = await fetch(`${t.server.baseUrl}/api/workflow`, { headers: { cookie: f.approver.cookieHeader() } });
    const sent = (await answer.json()) as { data: Record<string, unknown>[] };
    const listed = sent.data.find((request) => request.id === id);
    expect(listed).toMatchObject({ id });
    expect(Object.keys(listed ?? {}).filter((key) => /Html|Preview/u.test(key))).toEqual([]);
  });

  it('a new page has no live side: no HTML and no preview there', async () => {
    const f = await aWebsiteWithApprovers();
    const [fresh] = await t.server.database.db
      .insert(pages)
      .values({ webId: f.web.id, title: '新しいページ', path: `new${made}`, html: pageHtml('はじめて'), active: true })
      .returning();
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: fresh?.id ?? 0 } });
    const seen = await workflowOf(f.approver, id);
    expect(seen).toMatchObject({ liveHtml: null, livePreview: null });
    expect(seen.requestedPreview).toContain('はじめて');
  });

  it('a request sent again without an edit names the same version: the history lists each version once', async () => {
    const f = await aWebsiteWithApprovers();
    await savePage(f, pageHtml('第1版'));
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } });
    await f.approver.call(workflowApi.remand, { body: { id, comment: '日付を確かめてください', version: 1 } });
    await f.requester.call(workflowApi.resubmit, { body: { id, version: 2 } });
    const versions = listOrEmpty(await f.approver.call(workflowApi.pageVersions, { params: { id: f.page.id } }));
    const pageVersions = versions.map((version) => version.pageVersion);
    expect(new Set(pageVersions).size).toBe(pageVersions.length);
    expect(await f.approver.call(workflowApi.approve, { body: { id, version: 3 } })).toMatchObject({
      message: '公開しました。',
    });
    expect((await site(f.web.id, f.path)).body).toContain('第1版');
  });

  it('an edit after the request makes it outdated: unapprovable until resubmitted', async () => {
    const f = await aWebsiteWithApprovers();
    await savePage(f, pageHtml('依頼した版'));
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } });
    await savePage(f, pageHtml('依頼後の版'));
    expect(await workflowOf(f.approver, id)).toMatchObject({ outdated: true, mayApprove: false, mayRemand: true });
    expect(await refusal(f.approver.call(workflowApi.approve, { body: { id, version: 1 } }))).toMatchObject({
      status: 400,
      message: workflowMessages.outdated,
    });
    expect(workflowMessages.outdated).toBe('承認依頼の後にページが変更されました。再依頼してから承認してください。');
    expect(await workflowOf(f.requester, id)).toMatchObject({ mayResubmit: true });
    await f.requester.call(workflowApi.resubmit, { body: { id, version: 1 } });
    await f.approver.call(workflowApi.approve, { body: { id, version: 2 } });
    expect((await site(f.web.id, f.path)).body).toContain('依頼後の版');
  });

  it('a save that outdates waiting requests announces each of them; one decided is not announced', async () => {
    const f = await aWebsiteWithApprovers();
    await savePage(f, pageHtml('却下される版'));
    const decided = (await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } })).id ?? 0;
    await f.approver.call(workflowApi.reject, { body: { id: decided, comment: '不要です', version: 1 } });
    const remanded = (await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } })).id ?? 0;
    await f.approver.call(workflowApi.remand, { body: { id: remanded, comment: '直してください', version: 1 } });
    t.server.published.splice(0);
    await savePage(f, pageHtml('差し戻し後の版'));
    expect(t.server.published).toContainEqual({ event: 'workflow', action: 'updated', id: remanded });
    expect(t.server.published).not.toContainEqual({ event: 'workflow', action: 'updated', id: decided });
    expect(await workflowOf(f.approver, remanded)).toMatchObject({ status: 'remanded', outdated: true });
    await f.requester.call(workflowApi.resubmit, { body: { id: remanded, version: 2 } });
    expect(await workflowOf(f.approver, remanded)).toMatchObject({ status: 'pending', outdated: false });
    t.server.published.splice(0);
    await savePage(f, pageHtml('再依頼後の版'));
    // The page first, then the request the console reads again (its 依頼後に変更あり).
    expect(t.server.published).toEqual([
      { event: 'cms-page', action: 'updated', id: f.page.id },
      { event: 'cms-web', action: 'updated', id: f.web.id },
      { event: 'workflow', action: 'updated', id: remanded },
    ]);
    expect(await workflowOf(f.approver, remanded)).toMatchObject({ status: 'pending', outdated: true });
  });

  it('deleting the page (and then its website) takes their requests with them, each announced as deleted', async () => {
    const f = await aWebsiteWithApprovers();
    const db = t.server.database.db;
    await savePage(f, pageHtml('消えるページ'));
    const decided = (await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } })).id ?? 0;
    await f.approver.call(workflowApi.approve, { body: { id: decided, version: 1 } });
    const waiting = (await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } })).id ?? 0;
    t.server.published.splice(0);
    await f.requester.call(pageApi.remove, { params: { id: f.page.id } });
    expect(t.server.published).toEqual([
      { event: 'cms-page', action: 'deleted', id: f.page.id },
      { event: 'cms-web', action: 'updated', id: f.web.id },
      { event: 'workflow', action: 'deleted', id: decided },
      { event: 'workflow', action: 'deleted', id: waiting },
    ]);
    expect(await db.select().from(workflows).where(eq(workflows.pageId, f.page.id))).toEqual([]);
    expect((await refusal(f.approver.call(workflowApi.get, { params: { id: waiting } }))).status).toBe(404);
    // A website without pages goes with its republish requests.
    const republish = (await f.requester.call(workflowApi.republish, { body: { webId: f.web.id } })).id ?? 0;
    t.server.published.splice(0);
    const admin = await t.server.as('admin@example.go.jp');
    await admin.call(webApi.remove, { params: { id: f.web.id } });
    expect(t.server.published).toEqual([
      { event: 'cms-web', action: 'deleted', id: f.web.id },
      { event: 'workflow', action: 'deleted', id: republish },
    ]);
  });

  it('passes the steps in order', async () => {
    const f = await aWebsiteWithApprovers({ secondStep: true });
    await savePage(f, pageHtml('二段階'));
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } });
    expect(await f.approver.call(workflowApi.approve, { body: { id, version: 1 } })).toMatchObject({
      message: '承認しました。次の承認段階の承認者に回しました。',
    });
    expect(await workflowOf(f.approver, id)).toMatchObject({ status: 'pending', step: 2, mayApprove: false });
    expect(await refusal(f.approver.call(workflowApi.approve, { body: { id, version: 2 } }))).toMatchObject({
      message: workflowMessages.notApprover,
    });
    expect((await site(f.web.id, f.path)).body).not.toContain('二段階');
    await f.second?.call(workflowApi.approve, { body: { id, version: 2 } });
    expect((await site(f.web.id, f.path)).body).toContain('二段階');
    const told = await t.server.database.db.select().from(notices);
    expect(told.some((notice) => notice.recipients?.includes(f.secondId))).toBe(true);
  });

  it('an emergency needs a reason, publishes at once, and a rejection puts back what was live', async () => {
    const f = await aWebsiteWithApprovers();
    await savePage(f, pageHtml('緊急の内容'));
    const noReason = await fetch(`${t.server.baseUrl}/api/workflow/emergency`, {
      method: 'POST',
      headers: { cookie: f.requester.cookieHeader(), 'content-type': 'application/json', origin: t.server.baseUrl },
      body: JSON.stringify({ pageId: f.page.id, comment: '' }),
    });
    expect(noReason.status).toBe(400);
    expect((await site(f.web.id, f.path)).body).toContain('公開中の内容');
    const { id = 0 } = await f.requester.call(workflowApi.emergency, {
      body: { pageId: f.page.id, comment: '災害情報のため' },
    });
    expect((await site(f.web.id, f.path)).body).toContain('緊急の内容');
    expect(await workflowOf(f.approver, id)).toMatchObject({
      kind: 'emergency',
      status: 'review',
      mayApprove: true,
      mayReject: true,
      mayRemand: false,
    });
    await f.approver.call(workflowApi.reject, { body: { id, comment: '掲載の必要がありません', version: 1 } });
    const restored = (await site(f.web.id, f.path)).body;
    expect(restored).toContain('公開中の内容');
    expect(restored).not.toContain('緊急の内容');
    expect(await workflowOf(f.requester, id)).toMatchObject({ status: 'rejected', decidedAt: expect.any(String) });
  });

  it('a website without approvers: no request (saving publishes), an emergency is simply published', async () => {
    const koho = await t.server.as(KOHO);
    const [top] = await t.server.database.db.select().from(pages).where(eq(pages.webId, HONCHO));
    if (!top) throw new Error('no page');
    expect(await refusal(koho.call(workflowApi.create, { body: { pageId: top.id } }))).toMatchObject({
      status: 400,
      message: workflowMessages.noApprovers,
    });
    await koho.call(pageApi.update, {
      params: { id: top.id },
      body: { title: top.title, html: pageHtml('保存と同時に公開'), version: top.version },
    });
    expect((await site(HONCHO, top.path)).body).toContain('保存と同時に公開');
    const { id = 0 } = await koho.call(workflowApi.emergency, { body: { pageId: top.id, comment: '至急' } });
    expect(await workflowOf(koho, id)).toMatchObject({ status: 'published' });
  });

  it('rePublic: waits for approval on a website with approvers, republishes every live page when approved', async () => {
    const f = await aWebsiteWithApprovers();
    const db = t.server.database.db;
    const before = await db.select().from(pageVersions).where(eq(pageVersions.pageId, f.page.id));
    const { id = 0 } = await f.requester.call(workflowApi.republish, { body: { webId: f.web.id } });
    expect(await workflowOf(f.approver, id)).toMatchObject({
      kind: 'republish',
      status: 'pending',
      pageId: null,
      pageTitle: null,
      mayApprove: true,
    });
    t.server.published.splice(0);
    await f.approver.call(workflowApi.approve, { body: { id, version: 1 } });
    const after = await db
      .select()
      .from(pageVersions)
      .where(and(eq(pageVersions.pageId, f.page.id), eq(pageVersions.live, true)));
    const liveBefore = before.find((version) => version.live);
    expect(after[0]?.id).toBe(liveBefore?.id);
    expect(after[0]?.publishedAt?.getTime()).toBeGreaterThan(liveBefore?.publishedAt?.getTime() ?? 0);
    expect(t.server.published).toContainEqual({ event: 'cms-web', action: 'updated', id: f.web.id });
    expect(t.server.published).toContainEqual({ event: 'workflow', action: 'updated', id });
    // Without approvers, at once.
    const koho = await t.server.as(KOHO);
    const now = await koho.call(workflowApi.republish, { body: { webId: HONCHO } });
    expect(await workflowOf(koho, now.id ?? 0)).toMatchObject({ status: 'published' });
  });

  it('lists requests for every signed-in user, with what each may do', async () => {
    const f = await aWebsiteWithApprovers();
    await savePage(f, pageHtml('一覧'));
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } });
    const mine = listOrEmpty(await f.approver.call(workflowApi.list, {})).find((one) => one.id === id);
    expect(mine).toMatchObject({ status: 'pending', mayApprove: true });
    const theirs = listOrEmpty(await f.other.call(workflowApi.list, {})).find((one) => one.id === id);
    expect(theirs).toMatchObject({ mayApprove: false, mayRemand: false, mayReject: false, mayResubmit: false });
  });

  it('the list says of every request what its detail says, for each caller', async () => {
    const f = await aWebsiteWithApprovers({ secondStep: true });
    const db = t.server.database.db;
    await savePage(f, pageHtml('一覧と詳細'));
    const { id = 0 } = await f.requester.call(workflowApi.create, { body: { pageId: f.page.id } });
    await f.approver.call(workflowApi.approve, { body: { id, version: 1 } });
    await savePage(f, pageHtml('依頼後'));
    // The second step's approver approves the requester's group (広報課, group 2) at step 3 too.
    const [byGroup] = await db.insert(authors).values({ accountId: f.secondId, groupId: 2, step: 3 }).returning();
    try {
      for (const client of [f.requester, f.approver, f.second ?? f.other, f.other]) {
        const list = listOrEmpty(await client.call(workflowApi.list, {}));
        // The earlier tests' requests too: every kind and state, outdated or not, across websites.
        expect(list.length).toBeGreaterThan(10);
        expect(list.map((one) => one.id)).toEqual([...list.map((one) => one.id)].sort((a, b) => b - a));
        for (const one of list) {
          const {
            events: _e,
            liveHtml: _l,
            requestedHtml: _r,
            livePreview: _lp,
            requestedPreview: _rp,
            ...detail
          } = await workflowOf(client, one.id);
          expect(one, `request ${one.id}`).toEqual(detail);
        }
      }
    } finally {
      await db.delete(authors).where(eq(authors.id, byGroup?.id ?? 0));
    }
  }, 30_000);

  it("an approver of the requester's group approves their requests on any website", async () => {
    const db = t.server.database.db;
    const koho = await t.server.as(KOHO);
    const group = await aGroup(db, { permissions: [0, 0, 0, 0, 0, 0, 0] });
    const account = await anAccount(db, { groupId: group.id, workflow: true });
    const approver = await t.server.clientAs(account.id);
    // 広報課 is group 2.
    const [row] = await db.insert(authors).values({ accountId: account.id, groupId: 2, step: 1 }).returning();
    try {
      const [contact] = await db
        .select()
        .from(pages)
        .where(and(eq(pages.webId, HONCHO), eq(pages.path, 'contact')));
      if (!contact) throw new Error('no page');
      await koho.call(pageApi.update, {
        params: { id: contact.id },
        body: { title: contact.title, html: `${contact.html}\n<p>グループの承認</p>`, version: contact.version },
      });
      const liveHtml = async () => {
        const [live] = await db
          .select()
          .from(pageVersions)
          .where(and(eq(pageVersions.pageId, contact.id), eq(pageVersions.live, true)));
        return live?.html;
      };
      expect(await liveHtml()).not.toContain('グループの承認');
      const { id = 0 } = await koho.call(workflowApi.create, { body: { pageId: contact.id } });
      expect(await workflowOf(approver, id)).toMatchObject({ mayApprove: true, waitingFor: [account.name] });
      await approver.call(workflowApi.approve, { body: { id, version: 1 } });
      expect(await liveHtml()).toContain('グループの承認');
    } finally {
      await db.delete(authors).where(eq(authors.id, row?.id ?? 0));
    }
  });
});
