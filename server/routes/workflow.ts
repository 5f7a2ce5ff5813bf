import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  editsWebsite,
  escapeHtml,
  html,
  type PageVersion,
  type Workflow,
  type WorkflowDetail,
  type workflowApi,
} from '../../contract/index.ts';
import {
  decide,
  mayTake,
  NEW,
  type WorkflowAction,
  type WorkflowDecision,
  type WorkflowFacts,
  type WorkflowKind,
  type WorkflowNext,
  type WorkflowRole,
  type WorkflowStatus,
  workflowStatusLabels,
} from '../../contract/workflowMachine.ts';
import type { ServerContext } from '../context.ts';
import type { Db } from '../db/connect.ts';
import { accounts, notices, pages, pageVersions, webs, workflowEvents, workflows } from '../db/schema.ts';
import { badRequest, forbidden, notFound } from '../http/problem.ts';
import type { ApiHandlers, Principal } from '../http/registerEndpoints.ts';
import { messageOf } from '../mail/message.ts';
import { composeSnapshot } from '../web/composeSnapshot.ts';
import {
  type Approver,
  approversAmong,
  approversFrom,
  approversOf,
  lastStepOf,
  liveVersionOf,
  makeLive,
  republishWebsite,
  snapshotPage,
} from '../workflow/publishing.ts';
import { announce, staleVersion } from './mutations.ts';

export const workflowServerMessages = {
  notFound: '承認依頼が見つかりません。',
  pageNotFound: 'ページが見つかりません。',
  webNotFound: 'Webサイトが見つかりません。',
  versionNotFound: 'ページの版が見つかりません。',
  notYourWebsite: 'このWebサイトの公開を依頼できるのは、Webサイトの編集担当に指定された組織の方だけです。',
  alreadyPending: 'このページにはすでに承認待ちの承認依頼があります。',
  created: '承認依頼を送りました。',
  emergency: '緊急公開しました。承認者が事後に確認します。',
  published: '公開しました。',
  republished: 'Webサイトを再公開しました。',
  republishRequested: 'Webサイトの再公開の承認依頼を送りました。',
  resubmitted: '再依頼しました。',
  remanded: '差し戻しました。',
  approvedStep: '承認しました。次の承認段階の承認者に回しました。',
  approved: '承認しました。',
  rejected: '却下しました。',
} as const;

type Reader = Pick<Db, 'select'>;
type WorkflowRow = typeof workflows.$inferSelect;

const idsOf = (values: readonly (number | null)[]) => [
  ...new Set(values.filter((value): value is number => value !== null)),
];

const nameOf = async (db: Reader, ids: readonly (number | null)[]) => {
  const wanted = idsOf(ids);
  if (wanted.length === 0) return new Map<number, { name: string; groupId: number }>();
  const rows = await db
    .select({ id: accounts.id, name: accounts.name, groupId: accounts.groupId })
    .from(accounts)
    .where(inArray(accounts.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
};

const byId = <T extends { id: number }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * What the requests refer to, read in a fixed number of queries however many requests there are (the list):
 * the people, the approvers that may concern them, the websites, the pages and the versions requested.
 */
const referencesOf = async (db: Reader, rows: readonly WorkflowRow[]) => {
  const people = await nameOf(
    db,
    rows.flatMap((row) => [row.requesterId, row.reviewerId]),
  );
  const webIds = idsOf(rows.map((row) => row.webId));
  const pageIds = idsOf(rows.map((row) => row.pageId));
  const versionIds = idsOf(rows.map((row) => row.pageVersionId));
  const groupIds = idsOf(
    rows.map((row) => (row.requesterId === null ? null : (people.get(row.requesterId)?.groupId ?? null))),
  );
  const [approvers, webRows, pageRows, versionRows] = await Promise.all([
    approversAmong(db, webIds, groupIds),
    webIds.length === 0 ? [] : db.select({ id: webs.id, name: webs.name }).from(webs).where(inArray(webs.id, webIds)),
    pageIds.length === 0
      ? []
      : db
          .select({ id: pages.id, version: pages.version, title: pages.title })
          .from(pages)
          .where(inArray(pages.id, pageIds)),
    versionIds.length === 0
      ? []
      : db
          .select({ id: pageVersions.id, pageVersion: pageVersions.pageVersion, title: pageVersions.title })
          .from(pageVersions)
          .where(inArray(pageVersions.id, versionIds)),
  ]);
  return { people, approvers, webs: byId(webRows), pages: byId(pageRows), versions: byId(versionRows) };
};
type References = Awaited<ReturnType<typeof referencesOf>>;

/** Everything `decide` needs about one request, and who the caller is to it. */
const situationIn = (refs: References, row: WorkflowRow, principalId: number) => {
  const { people } = refs;
  const requester = row.requesterId === null ? undefined : people.get(row.requesterId);
  const approvers = approversFrom(refs.approvers, row.webId, requester?.groupId ?? null);
  const web = refs.webs.get(row.webId);
  const page = row.pageId === null ? undefined : refs.pages.get(row.pageId);
  const requested = row.pageVersionId === null ? undefined : refs.versions.get(row.pageVersionId);
  const outdated =
    row.kind === 'normal' &&
    (row.status === 'pending' || row.status === 'remanded') &&
    page !== undefined &&
    requested !== undefined &&
    page.version !== requested.pageVersion;
  const role: WorkflowRole =
    row.requesterId === principalId
      ? 'requester'
      : approvers.some((approver) => approver.accountId === principalId && approver.step === row.step)
        ? 'approver'
        : 'other';
  const facts: WorkflowFacts = {
    kind: row.kind as WorkflowKind,
    step: row.step,
    lastStep: lastStepOf(approvers),
    outdated,
    comment: '',
  };
  return { people, requester, approvers, web, page, requested, role, facts };
};
const situationOf = async (db: Reader, row: WorkflowRow, principalId: number) =>
  situationIn(await referencesOf(db, [row]), row, principalId);
type Situation = ReturnType<typeof situationIn>;

const ref = (people: Situation['people'], id: number | null) => {
  const person = id === null ? undefined : people.get(id);
  return person && id !== null ? { id, name: person.name } : null;
};

const toWorkflow = (row: WorkflowRow, s: Situation): Workflow => {
  const status = row.status as WorkflowStatus;
  return {
    id: row.id,
    kind: row.kind as WorkflowKind,
    status,
    webId: row.webId,
    webName: s.web?.name ?? '',
    pageId: row.pageId,
    pageTitle: row.pageId === null ? null : (s.requested?.title ?? s.page?.title ?? ''),
    pageVersionId: row.pageVersionId,
    previousVersionId: row.previousVersionId,
    requester: ref(s.people, row.requesterId),
    comment: row.comment,
    step: row.step,
    lastStep: s.facts.lastStep,
    // An approver of both the website and the requester's group is one person waited for; the requester, an
    // approver too, is not (they never decide their own request): none left means nobody can decide this step.
    waitingFor:
      row.step === null
        ? []
        : [
            ...new Map(
              s.approvers
                .filter((one) => one.step === row.step && one.accountId !== row.requesterId)
                .map((one) => [one.accountId, one.name]),
            ).values(),
          ],
    outdated: s.facts.outdated,
    reviewer: ref(s.people, row.reviewerId),
    reviewComment: row.reviewComment,
    mayApprove: mayTake(status, 'approve', s.role, s.facts),
    mayRemand: mayTake(status, 'remand', s.role, s.facts),
    mayReject: mayTake(status, 'reject', s.role, s.facts),
    mayResubmit: mayTake(status, 'resubmit', s.role, s.facts),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
};

/** One side of a request's diff: the snapshot's HTML, and it composed as /site would show it (issue 22). */
const sideOf = async (db: Reader, webId: number, versionId: number | null, now: Date) => {
  if (versionId === null) return { html: null, preview: null };
  const [row] = await db
    .select({ html: pageVersions.html, title: pageVersions.title, templateId: pageVersions.templateId })
    .from(pageVersions)
    .where(eq(pageVersions.id, versionId));
  if (!row) return { html: null, preview: null };
  const { html: preview } = await composeSnapshot(db, { webId, ...row }, now);
  return { html: row.html, preview };
};

const closed = new Set<WorkflowStatus>(['published', 'rejected', 'approved']);

/** The machine's next state, or its refusal as the server answers it. */
const nextOf = (decision: WorkflowDecision): WorkflowNext => {
  if (!decision.ok) throw badRequest(decision.message);
  return decision.next;
};

/**
 * Approval workflows (issue 22): every move goes through contract/workflowMachine.ts `decide`, per request
 * (the caller's role towards it), in one transaction with the version check.
 */
export const workflowHandlers = (context: ServerContext): ApiHandlers<typeof workflowApi> => {
  const log = (request: { log: FastifyBaseLogger }) => request.log;

  /**
   * A notice for these accounts only, and a mail to those of them who asked for one (an approver covered
   * twice, by the website and by the requester's group, is told once). `content` is HTML given where the
   * request is seen: '' in the console (a link of its own), the console's address in a mail, undefined
   * when no address is known (PUBLIC_ORIGIN unset: the mail names the screen without a link).
   */
  const tell = async (
    logger: FastifyBaseLogger,
    recipients: readonly { accountId: number; email?: string; notifyByMail?: boolean }[],
    title: string,
    content: (consoleOrigin: string | undefined) => string,
  ) => {
    const ids = [...new Set(recipients.map((one) => one.accountId))];
    if (ids.length === 0) return;
    try {
      const [created] = await context.db
        .insert(notices)
        .values({ type: 'others', title, content: content(''), recipients: ids })
        .returning({ id: notices.id });
      if (created) await announce(context, logger, { event: 'system-notice', action: 'created', id: created.id });
    } catch (error) {
      logger.error({ err: error }, 'workflow notice not written');
    }
    const mailTo = new Set(recipients.filter((one) => one.notifyByMail && one.email).map((one) => one.email ?? ''));
    if (mailTo.size === 0) return;
    // The text part is made from the HTML (entities decoded, the link's address beside its text).
    const body = { subject: title, text: '', html: content(context.config.publicOrigins[0]) };
    for (const to of mailTo) {
      context.mailer.transport
        .send(messageOf({ from: context.mailer.from, to, content: body }), null)
        .catch((error: unknown) => logger.warn({ err: error }, 'workflow mail not sent'));
    }
  };

  /** What the request is for, as plain text (a notice's title, a mail's subject) or as HTML. */
  const subjectOf = (row: WorkflowRow, s: Pick<Situation, 'web' | 'requested' | 'page'>) =>
    row.pageId === null
      ? `Webサイト「${s.web?.name ?? ''}」の再公開`
      : `ページ「${s.requested?.title ?? s.page?.title ?? ''}」（Webサイト「${s.web?.name ?? ''}」）`;
  const describe = (row: WorkflowRow, s: Pick<Situation, 'web' | 'requested' | 'page'>) =>
    row.pageId === null
      ? html`Webサイト「${s.web?.name ?? ''}」の再公開`
      : html`Webサイト「${s.web?.name ?? ''}」のページ「${s.requested?.title ?? s.page?.title ?? ''}」`;
  /** The request on the workflow screen (/workflow?id=, the queue with it chosen). */
  const screenLink = (id: number) => (consoleOrigin: string | undefined) =>
    consoleOrigin === undefined
      ? 'ワークフローの画面'
      : html`<a href="${consoleOrigin}/workflow?id=${id}">ワークフローの画面</a>`;

  const tellApprovers = async (logger: FastifyBaseLogger, id: number, step: number | null) => {
    const [row] = await context.db.select().from(workflows).where(eq(workflows.id, id));
    if (!row || step === null) return;
    const s = await situationOf(context.db, row, 0);
    // The requester may approve the website too, never their own request: they are not told it arrived.
    const atStep = s.approvers.filter(
      (approver: Approver) => approver.step === step && approver.accountId !== row.requesterId,
    );
    const what = row.status === 'review' ? '緊急公開の事後確認' : '承認依頼';
    const link = screenLink(row.id);
    await tell(
      logger,
      atStep,
      `${what}が届きました: ${subjectOf(row, s)}`,
      (origin) =>
        `<p>${describe(row, s)}の${what}が届きました（依頼者: ${escapeHtml(s.requester?.name ?? '')}）。${link(origin)}で確認してください。</p>`,
    );
  };

  const tellRequester = async (logger: FastifyBaseLogger, id: number) => {
    const [row] = await context.db.select().from(workflows).where(eq(workflows.id, id));
    if (!row || row.requesterId === null) return;
    const s = await situationOf(context.db, row, 0);
    const label = workflowStatusLabels[row.status as WorkflowStatus];
    const comment = row.reviewComment ? `<p>コメント: ${escapeHtml(row.reviewComment)}</p>` : '';
    const link = screenLink(row.id);
    await tell(
      logger,
      [{ accountId: row.requesterId }],
      `承認依頼は「${label}」になりました: ${subjectOf(row, s)}`,
      (origin) =>
        `<p>${describe(row, s)}の承認依頼は「${escapeHtml(label)}」になりました。</p>${comment}<p>${link(origin)}で確認できます。</p>`,
    );
  };

  const announceWorkflow = (logger: FastifyBaseLogger, action: 'created' | 'updated', id: number) =>
    announce(context, logger, { event: 'workflow', action, id });
  const announcePages = (logger: FastifyBaseLogger, webId: number, pageIds: readonly number[]) =>
    announce(
      context,
      logger,
      ...pageIds.map((id) => ({ event: 'cms-page' as const, action: 'updated' as const, id })),
      { event: 'cms-web', action: 'updated', id: webId },
    );

  /** The page a request is made for, refused unless the caller edits its website. */
  const requestablePage = async (principal: Principal, pageId: number, seenVersion: number | undefined) => {
    const [page] = await context.db.select().from(pages).where(eq(pages.id, pageId));
    if (!page) throw notFound(workflowServerMessages.pageNotFound);
    const [web] = await context.db.select().from(webs).where(eq(webs.id, page.webId));
    if (!web) throw notFound(workflowServerMessages.webNotFound);
    if (!editsWebsite(principal, web)) throw forbidden(workflowServerMessages.notYourWebsite);
    if (seenVersion !== undefined && seenVersion !== page.version) throw staleVersion();
    return { page, web };
  };

  const event = (
    db: Pick<Db, 'insert'>,
    workflowId: number,
    action: WorkflowAction,
    actor: Principal & { name?: string },
    name: string,
    values: { comment?: string; step?: number | null; pageVersionId?: number | null },
  ) =>
    db.insert(workflowEvents).values({
      workflowId,
      action,
      actorId: actor.id,
      actorName: name,
      comment: values.comment ?? '',
      step: values.step ?? null,
      pageVersionId: values.pageVersionId ?? null,
    });

  const myName = async (principal: Principal) =>
    (await nameOf(context.db, [principal.id])).get(principal.id)?.name ?? principal.email;

  /** A request made for a page: a normal one waits, an emergency is published at once. */
  const requestPage = async (
    action: 'create' | 'emergency',
    body: { pageId: number; pageVersion?: number | undefined; comment: string },
    principal: Principal,
    logger: FastifyBaseLogger,
  ) => {
    const { page, web } = await requestablePage(principal, body.pageId, body.pageVersion);
    const approvers = await approversOf(context.db, web.id, principal.groupId);
    const decision = decide(NEW, action, 'requester', {
      kind: action === 'create' ? 'normal' : 'emergency',
      step: null,
      lastStep: lastStepOf(approvers),
      outdated: false,
      comment: body.comment,
    });
    const next = nextOf(decision);
    const name = await myName(principal);
    const created = await context.db.transaction(async (tx) => {
      if (action === 'create') {
        const [waiting] = await tx
          .select({ id: workflows.id })
          .from(workflows)
          .where(and(eq(workflows.pageId, page.id), eq(workflows.status, 'pending')));
        if (waiting) throw badRequest(workflowServerMessages.alreadyPending);
      }
      const snapshot = await snapshotPage(tx, page.id, principal.id);
      const previous = await liveVersionOf(tx, page.id);
      if (next.effect === 'publishRequested') await makeLive(tx, page.id, snapshot.id);
      const [row] = await tx
        .insert(workflows)
        .values({
          kind: action === 'create' ? 'normal' : 'emergency',
          status: next.status,
          webId: web.id,
          pageId: page.id,
          pageVersionId: snapshot.id,
          previousVersionId: previous?.id ?? null,
          requesterId: principal.id,
          comment: body.comment,
          step: next.step,
          decidedAt: closed.has(next.status) ? sql`now()` : null,
        })
        .returning();
      if (!row) throw new Error('workflow: nothing inserted');
      await event(tx, row.id, action, principal, name, {
        comment: body.comment,
        step: next.step,
        pageVersionId: snapshot.id,
      });
      return row;
    });
    await announceWorkflow(logger, 'created', created.id);
    if (next.effect === 'publishRequested') await announcePages(logger, web.id, [page.id]);
    await tellApprovers(logger, created.id, next.step);
    return created;
  };

  /** A move on an existing request: remand, approve, reject, resubmit. */
  const act = async (
    action: 'remand' | 'approve' | 'reject' | 'resubmit',
    body: { id: number; comment: string; version: number },
    principal: Principal,
    logger: FastifyBaseLogger,
  ) => {
    const name = await myName(principal);
    const outcome = await context.db.transaction(async (tx) => {
      const [row] = await tx.select().from(workflows).where(eq(workflows.id, body.id)).for('update');
      if (!row) throw notFound(workflowServerMessages.notFound);
      if (row.version !== body.version) throw staleVersion();
      const s = await situationOf(tx, row, principal.id);
      const decision = decide(row.status as WorkflowStatus, action, s.role, { ...s.facts, comment: body.comment });
      const next = nextOf(decision);
      let pageVersionId = row.pageVersionId;
      let previousVersionId = row.previousVersionId;
      if (action === 'resubmit' && row.pageId !== null) {
        pageVersionId = (await snapshotPage(tx, row.pageId, principal.id)).id;
        previousVersionId = (await liveVersionOf(tx, row.pageId))?.id ?? null;
      }
      let published: number[] = [];
      if (next.effect === 'publishRequested' && row.pageId !== null) {
        await makeLive(tx, row.pageId, pageVersionId);
        published = [row.pageId];
      } else if (next.effect === 'restorePrevious' && row.pageId !== null) {
        await makeLive(tx, row.pageId, previousVersionId);
        published = [row.pageId];
      } else if (next.effect === 'republishWebsite') {
        published = await republishWebsite(tx, row.webId);
      }
      const [saved] = await tx
        .update(workflows)
        .set({
          status: next.status,
          step: next.step,
          pageVersionId,
          previousVersionId,
          ...(action === 'resubmit'
            ? { comment: body.comment || row.comment }
            : { reviewerId: principal.id, reviewComment: body.comment }),
          decidedAt: closed.has(next.status) ? sql`now()` : null,
          version: sql`${workflows.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(workflows.id, row.id))
        .returning();
      if (!saved) throw notFound(workflowServerMessages.notFound);
      await event(tx, row.id, action, principal, name, { comment: body.comment, step: row.step, pageVersionId });
      return { row: saved, next, published };
    });
    const { row, next, published } = outcome;
    await announceWorkflow(logger, 'updated', row.id);
    if (published.length > 0 || next.effect === 'republishWebsite') await announcePages(logger, row.webId, published);
    if (next.status === 'pending' || next.status === 'review') await tellApprovers(logger, row.id, next.step);
    else await tellRequester(logger, row.id);
    const message =
      action === 'remand'
        ? workflowServerMessages.remanded
        : action === 'reject'
          ? workflowServerMessages.rejected
          : action === 'resubmit'
            ? workflowServerMessages.resubmitted
            : next.status === 'pending'
              ? workflowServerMessages.approvedStep
              : next.status === 'published'
                ? workflowServerMessages.published
                : workflowServerMessages.approved;
    return { id: row.id, version: row.version, message };
  };

  const detailOf = async (row: WorkflowRow, principal: Principal): Promise<WorkflowDetail> => {
    const s = await situationOf(context.db, row, principal.id);
    const events = await context.db
      .select()
      .from(workflowEvents)
      .where(eq(workflowEvents.workflowId, row.id))
      .orderBy(workflowEvents.id);
    const live = await sideOf(context.db, row.webId, row.previousVersionId, context.now());
    const requested = await sideOf(context.db, row.webId, row.pageVersionId, context.now());
    return {
      ...toWorkflow(row, s),
      events: events.map((one) => ({
        id: one.id,
        action: one.action as WorkflowAction,
        actor: one.actorName,
        comment: one.comment,
        step: one.step,
        pageVersionId: one.pageVersionId,
        createdAt: one.createdAt.toISOString(),
      })),
      liveHtml: live.html,
      requestedHtml: requested.html,
      livePreview: live.preview,
      requestedPreview: requested.preview,
    };
  };

  const toPageVersion = (
    row: typeof pageVersions.$inferSelect,
    people: Awaited<ReturnType<typeof nameOf>>,
  ): Omit<PageVersion, 'preview'> => ({
    id: row.id,
    pageId: row.pageId,
    pageVersion: row.pageVersion,
    title: row.title,
    path: row.path,
    templateId: row.templateId,
    html: row.html,
    createdBy: ref(people, row.createdBy),
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    live: row.live,
  });

  return {
    list: async ({ principal }) => {
      const rows = await context.db.select().from(workflows).orderBy(desc(workflows.id));
      const refs = await referencesOf(context.db, rows);
      return { data: rows.map((row) => toWorkflow(row, situationIn(refs, row, principal.id))) };
    },

    get: async ({ params, principal }) => {
      const [row] = await context.db.select().from(workflows).where(eq(workflows.id, params.id));
      if (!row) throw notFound(workflowServerMessages.notFound);
      return { data: await detailOf(row, principal) };
    },

    create: async ({ body, principal, request }) => {
      const row = await requestPage('create', body, principal, log(request));
      return { id: row.id, version: row.version, message: workflowServerMessages.created };
    },

    emergency: async ({ body, principal, request }) => {
      const row = await requestPage('emergency', body, principal, log(request));
      return {
        id: row.id,
        version: row.version,
        message: row.status === 'review' ? workflowServerMessages.emergency : workflowServerMessages.published,
      };
    },

    republish: async ({ body, principal, request }) => {
      const [web] = await context.db.select().from(webs).where(eq(webs.id, body.webId));
      if (!web) throw notFound(workflowServerMessages.webNotFound);
      if (!editsWebsite(principal, web)) throw forbidden(workflowServerMessages.notYourWebsite);
      const approvers = await approversOf(context.db, web.id, principal.groupId);
      const decision = decide(NEW, 'republish', 'requester', {
        kind: 'republish',
        step: null,
        lastStep: lastStepOf(approvers),
        outdated: false,
        comment: body.comment,
      });
      const next = nextOf(decision);
      const name = await myName(principal);
      const { row, published } = await context.db.transaction(async (tx) => {
        const touched = next.effect === 'republishWebsite' ? await republishWebsite(tx, web.id) : [];
        const [created] = await tx
          .insert(workflows)
          .values({
            kind: 'republish',
            status: next.status,
            webId: web.id,
            pageId: null,
            requesterId: principal.id,
            comment: body.comment,
            step: next.step,
            decidedAt: closed.has(next.status) ? sql`now()` : null,
          })
          .returning();
        if (!created) throw new Error('workflow: nothing inserted');
        await event(tx, created.id, 'republish', principal, name, { comment: body.comment, step: next.step });
        return { row: created, published: touched };
      });
      await announceWorkflow(log(request), 'created', row.id);
      if (next.effect === 'republishWebsite') await announcePages(log(request), web.id, published);
      await tellApprovers(log(request), row.id, next.step);
      return {
        id: row.id,
        version: row.version,
        message:
          next.status === 'published' ? workflowServerMessages.republished : workflowServerMessages.republishRequested,
      };
    },

    resubmit: ({ body, principal, request }) => act('resubmit', body, principal, log(request)),
    remand: ({ body, principal, request }) => act('remand', body, principal, log(request)),
    approve: ({ body, principal, request }) => act('approve', body, principal, log(request)),
    reject: ({ body, principal, request }) => act('reject', body, principal, log(request)),

    pageVersions: async ({ params }) => {
      const [page] = await context.db.select({ id: pages.id }).from(pages).where(eq(pages.id, params.id));
      if (!page) throw notFound(workflowServerMessages.pageNotFound);
      const rows = await context.db
        .select()
        .from(pageVersions)
        .where(eq(pageVersions.pageId, params.id))
        .orderBy(desc(pageVersions.id));
      const people = await nameOf(
        context.db,
        rows.map((row) => row.createdBy),
      );
      return {
        data: rows.map((row) => {
          const { html: _html, ...summary } = toPageVersion(row, people);
          return summary;
        }),
      };
    },

    pageVersion: async ({ params }) => {
      const [row] = await context.db.select().from(pageVersions).where(eq(pageVersions.id, params.id));
      if (!row) throw notFound(workflowServerMessages.versionNotFound);
      const [page] = await context.db.select({ webId: pages.webId }).from(pages).where(eq(pages.id, row.pageId));
      if (!page) throw notFound(workflowServerMessages.versionNotFound);
      const { html: preview } = await composeSnapshot(
        context.db,
        { webId: page.webId, title: row.title, html: row.html, templateId: row.templateId },
        context.now(),
      );
      return { data: { ...toPageVersion(row, await nameOf(context.db, [row.createdBy])), preview } };
    },
  };
};
