import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  composePage,
  mayActOn,
  type WorkflowDetailRead,
  type WorkflowRead,
  type WorkflowStatus,
  workflowApi,
} from '../../contract/index.ts';
import { apiEffects, byId, createListFilter, createListResource, defineDomain } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';

/** One effect per endpoint of the workflow api. */
export const workflowFx = apiEffects(workflowApi);

/** The read of one request with its history and both sides of its diff; the list and the detail share it. */
const readWorkflowFx = byId(workflowFx.get);

/** A request as its list holds it: the detail without its history and HTML (they are the detail's alone). */
const summaryOf = (detail: WorkflowDetailRead | undefined): WorkflowRead | undefined => {
  if (!detail) return undefined;
  const {
    events: _events,
    liveHtml: _live,
    requestedHtml: _requested,
    livePreview: _livePreview,
    requestedPreview: _requestedPreview,
    ...summary
  } = detail;
  return summary;
};

/**
 * Every request the caller may see (spec §6: loaded for any signed-in user), kept fresh by the `workflow`
 * event (spec §7.2: created/updated refetch the one named, async the list). Its read by id is the detail's
 * read: an event naming the request on screen refreshes both with one call.
 */
export const workflows = createListResource<WorkflowRead>({
  name: 'workflow',
  listFx: workflowFx.list,
  // The read is called before any await: its scope is the caller's.
  getFx: createEffect(async (id: number) => summaryOf(await readWorkflowFx(id))),
});

export const workflowDomain = defineDomain({
  name: 'workflow',
  resource: workflows,
  // Spec §6: events reach only the workflow flag or CONFIG ≥ 1 (contract/socket.ts `realtimeEventArea`).
  event: 'workflow',
  // Spec §6: workflows load for any signed-in user.
  initialLoad: () => true,
  overlay: true,
});

/**
 * The queue's screen opened. Spec §6 gives the `workflow` event only to the workflow flag or CONFIG ≥ 1, so
 * a requester without either (a page editor at CMS 1) is never told of a change: their list is read again
 * on every opening instead of trusted as fresh.
 */
export const queueOpened = createEvent();
sample({ clock: queueOpened, target: [workflows.shown] });
sample({
  clock: queueOpened,
  source: $tokenInfo,
  filter: (user) => mayActOn('workflow', user),
  fn: () => undefined,
  target: workflows.needed,
});
sample({
  clock: queueOpened,
  source: $tokenInfo,
  filter: (user) => !mayActOn('workflow', user),
  fn: () => undefined,
  target: workflows.refreshed,
});
/** The queue's screen closed. */
export const queueClosed = createEvent();
sample({ clock: queueClosed, target: workflows.hidden });

// ── The request on screen ────────────────────────────────────────────────────────────────────────────

/** The request shown beside the queue (the screen's `?id=`), or null. */
export const detailOpened = createEvent<number | null>();
export const $detailId = createStore<number | null>(null)
  .on(detailOpened, (_, id) => id)
  .reset(workflows.reset);

const readForDetail = sample({
  clock: readWorkflowFx.done,
  source: $detailId,
  filter: (id, { params }) => id === params,
  fn: (_, { result }) => result,
});

/** The request on screen with its history and its diff's two sides; null until read (or when gone). */
export const $detail = createStore<WorkflowDetailRead | null>(null)
  .on(readForDetail, (_, detail) => detail ?? null)
  .on(detailOpened, (detail, id) => (detail?.id === id ? detail : null))
  .reset(workflows.reset);

/** The request on screen was answered as not there (404, or removed by a `deleted` event). */
export const $detailGone = createStore(false)
  .on(readForDetail, (_, detail) => detail === undefined)
  .on(sample({ clock: workflows.removed, source: $detailId, filter: (id, removed) => id === removed }), () => true)
  .reset(detailOpened, workflows.reset);
$detail.on(
  sample({ clock: workflows.removed, source: $detailId, filter: (id, removed) => id === removed }),
  () => null,
);

export const $detailPending = combine($detailId, workflows.$fetchingIds, (id, ids) => id !== null && ids.includes(id));
/** Its read failed (a fault, not "gone"): the screen says so and offers a retry. */
export const $detailFailed = combine($detailId, workflows.$failedIds, (id, ids) => id !== null && ids.includes(id));
/** Reads the request on screen again (the retry after a failure). */
export const detailRefreshed = createEvent();

sample({ clock: detailOpened, filter: (id): id is number => id !== null, target: workflows.itemRequested });
// Spec §7.2 async refetches the list; the request on screen may have changed with it.
sample({
  clock: [workflows.listChanged, detailRefreshed],
  source: $detailId,
  filter: (id): id is number => id !== null,
  target: workflows.itemRequested,
});

/**
 * The two previews of the request on screen, what is live now and what would be published: as the public would
 * see them, composed by the server (ours, issue 22: an approver may not read themes or templates); from a server
 * that does not send them, the page alone (its title and HTML). null: that side has no HTML (a new page has
 * nothing live; a website republished).
 */
export const $detailPreviews = $detail.map((detail) => {
  const compose = (html: string | null | undefined, composed: string | null | undefined) =>
    composed ??
    (html == null ? null : composePage({ title: detail?.pageTitle ?? '', html, theme: null, template: null }));
  return {
    live: compose(detail?.liveHtml, detail?.livePreview),
    requested: compose(detail?.requestedHtml, detail?.requestedPreview),
  };
});

// ── The queue's filters ──────────────────────────────────────────────────────────────────────────────

/** Whose requests: all, those the caller decides now, those the caller made. */
export const workflowScopes = ['all', 'toApprove', 'requested'] as const;
export type WorkflowScope = (typeof workflowScopes)[number];

export interface WorkflowQueueFilter {
  scope: WorkflowScope;
  status: WorkflowStatus | null;
  webId: number | null;
}

/** A request with whether the caller made it (the requester is the signed-in account). */
export type WorkflowRow = WorkflowRead & { requestedByMe: boolean };

const $rows = combine(workflows.$items, $tokenInfo, (items, user): WorkflowRow[] =>
  items.map((item) => ({ ...item, requestedByMe: user !== null && item.requester?.id === user.id })),
);

/** Waiting for the caller's decision: approvable, or (outdated) still to be remanded or rejected. */
const decidesNow = (item: WorkflowRead) => Boolean(item.mayApprove || item.mayRemand || item.mayReject);

/** /workflow: the queue under its filters, in the server's order. */
export const workflowQueue = createListFilter<WorkflowRow, WorkflowQueueFilter>({
  name: 'workflow-queue',
  source: $rows,
  initial: { scope: 'all', status: null, webId: null },
  match: (item, filter) =>
    (filter.scope === 'all' || (filter.scope === 'toApprove' ? decidesNow(item) : item.requestedByMe)) &&
    (filter.status === null || item.status === filter.status) &&
    (filter.webId === null || item.webId === filter.webId),
});

/** The websites the queue's requests are for, by name (an approver may read no website list). */
export const $queueWebsites = workflows.$items.map((items) => {
  const names = new Map<number, string>();
  for (const item of items) {
    if (item.webId !== undefined && !names.has(item.webId)) names.set(item.webId, item.webName ?? `#${item.webId}`);
  }
  return [...names].map(([id, name]) => ({ id, name }));
});

/** The request on screen as the queue has it (a fallback while its detail loads). */
export const $selectedRow = combine($rows, $detailId, (rows, id) => rows.find((row) => row.id === id) ?? null);
