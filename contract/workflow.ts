import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs, signedIn } from './endpoint.ts';
import { AccountRef, Id, IdParams, IsoDateTime, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';
import { workflowActions, workflowStatuses } from './workflowMachine.ts';

/**
 * An approval workflow (spec §3: only the id is given; §4: create, emergency, republish for a web,
 * remand, approval and reject). ours, every field but `id`; the states and moves are contract/workflowMachine.ts.
 */

/** normal: approve, then publish; emergency: publish now, approve afterwards; republish: a whole website again. */
export const workflowKinds = ['normal', 'emergency', 'republish'] as const;
export const WorkflowKind = z.enum(workflowKinds);
export type WorkflowKind = z.infer<typeof WorkflowKind>;
export const workflowKindLabels: Record<WorkflowKind, string> = {
  normal: '通常',
  emergency: '緊急公開',
  republish: '再公開',
};

export { workflowStatuses, workflowStatusLabels } from './workflowMachine.ts';

/** The states of contract/workflowMachine.ts. */
export const WorkflowStatus = z.enum(workflowStatuses);
export type WorkflowStatus = z.infer<typeof WorkflowStatus>;

export const Workflow = z.object({
  id: Id,
  kind: WorkflowKind,
  status: WorkflowStatus,
  /** What is to be published: a page of a website, or the whole website (pageId null). */
  webId: Id,
  webName: z.string(),
  pageId: Id.nullable(),
  /** The page's title as requested (null: the whole website). */
  pageTitle: z.string().nullable(),
  /** The exact snapshot asked to be published, and what was live when it was asked (the diff's two sides). */
  pageVersionId: Id.nullable(),
  previousVersionId: Id.nullable(),
  /** null once the requester's account is gone. */
  requester: AccountRef.nullable(),
  /** The requester's note (an emergency's reason). */
  comment: z.string(),
  /** The approval step waiting; null once decided. */
  step: z.number().int().min(1).nullable(),
  /** The last step with an approver for this request (0: none). */
  lastStep: z.number().int().min(0),
  /** The approvers of the step waiting, by name. */
  waitingFor: z.array(z.string()),
  /** The page was edited after the request: it cannot be approved until resubmitted (server-computed). */
  outdated: z.boolean(),
  /** The last approver who acted, and what they wrote. */
  reviewer: AccountRef.nullable(),
  reviewComment: z.string().nullable(),
  /** What the caller may do now (contract/workflowMachine.ts `decide`), so the console offers nothing refused. */
  mayApprove: z.boolean(),
  mayRemand: z.boolean(),
  mayReject: z.boolean(),
  mayResubmit: z.boolean(),
  version: Version,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
});
export type Workflow = z.infer<typeof Workflow>;
/** Workflow as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const WorkflowRead = readingSpec(Workflow, specFields.workflow);
export type WorkflowRead = z.infer<typeof WorkflowRead>;

/** One line of a request's history. */
export const WorkflowEvent = z.object({
  id: Id,
  action: z.enum(workflowActions),
  /** The actor's name then. */
  actor: z.string(),
  comment: z.string(),
  step: z.number().int().nullable(),
  pageVersionId: Id.nullable(),
  createdAt: IsoDateTime,
});
export type WorkflowEvent = z.infer<typeof WorkflowEvent>;

/** A request with its history and the two sides of its diff (the HTML live when requested, the HTML requested). */
export const WorkflowDetail = Workflow.extend({
  events: z.array(WorkflowEvent),
  liveHtml: z.string().nullable(),
  requestedHtml: z.string().nullable(),
  /**
   * ours (issue 22): each side composed as the public would see it (the website's theme, the snapshot's template,
   * its forms), by the server, since an approver may not read themes or templates; null where the side has no
   * HTML. Read as optional: without them the console shows the page alone.
   */
  livePreview: z.string().nullable(),
  requestedPreview: z.string().nullable(),
});
export type WorkflowDetail = z.infer<typeof WorkflowDetail>;
export const WorkflowDetailRead = readingSpec(WorkflowDetail, specFields.workflow);
export type WorkflowDetailRead = z.infer<typeof WorkflowDetailRead>;

/** A snapshot of a page (ours): what was requested or published, kept for the page's history. */
export const PageVersion = z.object({
  id: Id,
  pageId: Id,
  /** The page's `version` when the snapshot was taken. */
  pageVersion: z.number().int(),
  title: z.string(),
  path: z.string(),
  templateId: Id.nullable(),
  html: z.string(),
  createdBy: AccountRef.nullable(),
  createdAt: IsoDateTime,
  /** null: requested, never published. */
  publishedAt: IsoDateTime.nullable(),
  /** What the public sees now. */
  live: z.boolean(),
  /**
   * ours (issue 22): the snapshot composed as the public would see it (the website's theme, its template, its
   * forms), by the server, for readers who may not read themes or templates.
   */
  preview: z.string(),
});
export type PageVersion = z.infer<typeof PageVersion>;
/** A snapshot as read: `preview` may be missing (a server without it), and the console then shows the page alone. */
export const PageVersionRead = PageVersion.partial({ preview: true });
export type PageVersionRead = z.infer<typeof PageVersionRead>;
/** A page's history lists its snapshots without their HTML. */
export const PageVersionSummary = PageVersion.omit({ html: true, preview: true });
export type PageVersionSummary = z.infer<typeof PageVersionSummary>;

const Comment = z.string().trim().max(2000);

/**
 * ours: the spec does not show the bodies of the workflow calls other than rePublic. A request names the page;
 * `pageVersion` (the page's version the requester saw) makes a request for a page changed since answer 409.
 */
export const WorkflowCreateBody = z.object({
  pageId: Id,
  pageVersion: Version.optional(),
  comment: Comment.default(''),
});
/** ours: an emergency publication says why it cannot wait. */
export const WorkflowEmergencyBody = z.object({
  pageId: Id,
  pageVersion: Version.optional(),
  comment: Comment.min(1),
});
/** Spec §7.1. */
export const WorkflowRepublishBody = z.object({ webId: Id, comment: Comment.default('') });
/** ours: the decisions name the request in the body (their paths carry no id); remand and reject say why. */
export const WorkflowApproveBody = z.object({ id: Id, comment: Comment.default(''), version: Version });
export const WorkflowDecisionBody = z.object({ id: Id, comment: Comment.min(1), version: Version });
/** ours: the requester sends a remanded or outdated request again, bound to the page as it stands. */
export const WorkflowResubmitBody = z.object({ id: Id, comment: Comment.default(''), version: Version });

/**
 * Workflows load for every signed-in user (spec §6). Requests come from page editors (CMS 1).
 * Decisions are `signedIn` here: whether the caller approves this website at this step is a fact
 * about approvers (authors), which the server checks; the workflow flag or CONFIG decides what the
 * console shows (spec §2.6, §6).
 */
const REQUEST = needs('CMS', 1);

export const workflowApi = {
  list: endpoint({
    name: 'workflow.list',
    method: 'GET',
    path: '/api/workflow',
    response: listOf(Workflow),
    read: listOf(WorkflowRead),
    access: signedIn,
  }),
  get: endpoint({
    name: 'workflow.get',
    method: 'GET',
    path: '/api/workflow/:id',
    params: IdParams,
    response: itemOf(WorkflowDetail),
    read: itemOf(WorkflowDetailRead),
    access: signedIn,
  }),
  create: endpoint({
    name: 'workflow.create',
    method: 'POST',
    path: '/api/workflow',
    body: WorkflowCreateBody,
    response: Mutation,
    access: REQUEST,
    ours: true,
  }),
  emergency: endpoint({
    name: 'workflow.emergency',
    method: 'POST',
    path: '/api/workflow/emergency',
    body: WorkflowEmergencyBody,
    response: Mutation,
    access: REQUEST,
    ours: true,
  }),
  republish: endpoint({
    name: 'workflow.republish',
    method: 'POST',
    path: '/api/workflow/rePublic',
    body: WorkflowRepublishBody,
    response: Mutation,
    access: REQUEST,
  }),
  resubmit: endpoint({
    name: 'workflow.resubmit',
    method: 'PUT',
    path: '/api/workflow/resubmit',
    body: WorkflowResubmitBody,
    response: Mutation,
    // Only the requester may (the machine says so, per request): the area check would hide that reason.
    access: signedIn,
    ours: true,
  }),
  /** A page's history: its snapshots, newest first. Approvers read them too (they may have no CMS level). */
  pageVersions: endpoint({
    name: 'workflow.pageVersions',
    method: 'GET',
    path: '/api/cms/page/:id/versions',
    params: IdParams,
    response: listOf(PageVersionSummary),
    access: signedIn,
    ours: true,
  }),
  pageVersion: endpoint({
    name: 'workflow.pageVersion',
    method: 'GET',
    path: '/api/cms/page-version/:id',
    params: IdParams,
    response: itemOf(PageVersion),
    read: itemOf(PageVersionRead),
    access: signedIn,
    ours: true,
  }),
  remand: endpoint({
    name: 'workflow.remand',
    method: 'PUT',
    path: '/api/workflow/remand',
    body: WorkflowDecisionBody,
    response: Mutation,
    access: signedIn,
    ours: true,
  }),
  /** /workflow/{id}/approve. */
  approve: endpoint({
    name: 'workflow.approve',
    method: 'PUT',
    path: '/api/workflow/approval',
    body: WorkflowApproveBody,
    response: Mutation,
    access: signedIn,
    ours: true,
  }),
  /** /workflow/{id}/reject. */
  reject: endpoint({
    name: 'workflow.reject',
    method: 'PUT',
    path: '/api/workflow/reject',
    body: WorkflowDecisionBody,
    response: Mutation,
    access: signedIn,
    ours: true,
  }),
};
