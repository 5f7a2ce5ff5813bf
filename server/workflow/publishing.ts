import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { accounts, authors, pages, pageVersions } from '../db/schema.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update'>;

/**
 * Everyone who approves on one of these websites or for one of these groups, in step order: read once for
 * many requests (the list), then shared out with `approversFrom`.
 */
export const approversAmong = (db: Reader, webIds: readonly number[], groupIds: readonly number[]) => {
  if (webIds.length === 0 && groupIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      webId: authors.webId,
      groupId: authors.groupId,
      accountId: authors.accountId,
      step: authors.step,
      notifyByMail: authors.notifyByMail,
      name: accounts.name,
      email: accounts.email,
    })
    .from(authors)
    .innerJoin(accounts, eq(accounts.id, authors.accountId))
    .where(
      or(
        webIds.length === 0 ? undefined : inArray(authors.webId, [...webIds]),
        groupIds.length === 0 ? undefined : inArray(authors.groupId, [...groupIds]),
      ),
    )
    .orderBy(asc(authors.step), asc(authors.id));
};
type Covering = Awaited<ReturnType<typeof approversAmong>>[number];

/**
 * The approvers of a request (issue 22): the accounts with an authors row for its website, or for the
 * requester's group. A website none of them covers publishes on save.
 */
export const approversFrom = (all: readonly Covering[], webId: number, requesterGroupId: number | null) =>
  all
    .filter((one) => one.webId === webId || (requesterGroupId !== null && one.groupId === requesterGroupId))
    .map(({ webId: _web, groupId: _group, ...approver }) => approver);
export type Approver = ReturnType<typeof approversFrom>[number];

export const approversOf = async (db: Reader, webId: number, requesterGroupId: number | null) =>
  approversFrom(
    await approversAmong(db, [webId], requesterGroupId === null ? [] : [requesterGroupId]),
    webId,
    requesterGroupId,
  );

export const lastStepOf = (approvers: readonly Pick<Approver, 'step'>[]) =>
  approvers.reduce((last, approver) => Math.max(last, approver.step), 0);

/** A snapshot of the page as it stands (not live). */
export const snapshotPage = async (db: Writer, pageId: number, actorId: number | null) => {
  const [page] = await db.select().from(pages).where(eq(pages.id, pageId));
  if (!page) throw new Error(`snapshotPage: no page ${pageId}`);
  // A page's version changes with every save: a snapshot of the same version holds the same page. A request
  // sent again without an edit (a resubmit after a remand) names that one, so the history lists each version once.
  const [kept] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.pageVersion, page.version)))
    .orderBy(desc(pageVersions.id))
    .limit(1);
  if (kept) return kept;
  const [snapshot] = await db
    .insert(pageVersions)
    .values({
      pageId,
      pageVersion: page.version,
      title: page.title,
      path: page.path,
      templateId: page.templateId,
      html: page.html,
      createdBy: actorId,
    })
    .returning();
  if (!snapshot) throw new Error('snapshotPage: nothing inserted');
  return snapshot;
};

export const liveVersionOf = async (db: Reader, pageId: number) => {
  const [live] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.live, true)));
  return live;
};

/** What the public sees of the page becomes this snapshot (null: nothing, the page was never published). */
export const makeLive = async (db: Writer, pageId: number, versionId: number | null) => {
  await db
    .update(pageVersions)
    .set({ live: false })
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.live, true)));
  if (versionId === null) return;
  await db
    .update(pageVersions)
    .set({ live: true, publishedAt: sql`now()` })
    .where(and(eq(pageVersions.id, versionId), eq(pageVersions.pageId, pageId)));
};

/** Saved = public (a website without approvers): the page as it stands goes live at once. */
export const publishPageNow = async (db: Writer, pageId: number, actorId: number | null) => {
  const snapshot = await snapshotPage(db, pageId, actorId);
  await makeLive(db, pageId, snapshot.id);
  return snapshot;
};

/** rePublic: every page's live snapshot of the website is published again. The pages touched. */
export const republishWebsite = async (db: Writer, webId: number): Promise<number[]> => {
  const ofWebsite = await db.select({ id: pages.id }).from(pages).where(eq(pages.webId, webId));
  const ids = ofWebsite.map((page) => page.id);
  if (ids.length === 0) return [];
  const touched = await db
    .update(pageVersions)
    .set({ publishedAt: sql`now()` })
    .where(and(inArray(pageVersions.pageId, ids), eq(pageVersions.live, true)))
    .returning({ pageId: pageVersions.pageId });
  return touched.map((row) => row.pageId);
};
