import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs, signedIn } from './endpoint.ts';
import { AccountRef, Id, IdParams, IsoDateTime, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/**
 * An approval workflow (spec §3: only the id is given; §4: create, emergency, republish for a web,
 * remand, approval and reject). ours, every field but `id`, the kinds and the statuses.
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

/**
 * pending → approved (every step passed) → published; pending → remanded (sent back to the requester,
 * who may request again) or rejected (closed). An emergency request is published at once and stays
 * pending until approved after the fact.
 */
export const workflowStatuses = ['pending', 'approved', 'rejected', 'remanded', 'published'] as const;
export const WorkflowStatus = z.enum(workflowStatuses);
export type WorkflowStatus = z.infer<typeof WorkflowStatus>;
export const workflowStatusLabels: Record<WorkflowStatus, string> = {
  pending: '承認待ち',
  approved: '承認済み',
  rejected: '却下',
  remanded: '差し戻し',
  published: '公開済み',
};

export const Workflow = z.object({
  id: Id,
  kind: WorkflowKind,
  status: WorkflowStatus,
  /** What is to be published: a page of a website, or the whole website (pageId null). */
  webId: Id,
  pageId: Id.nullable(),
  requester: AccountRef,
  /** The requester's note. */
  comment: z.string(),
  /** The approval step waiting (see approvers' `step`); null once decided. */
  step: z.number().int().min(1).nullable(),
  /** The last approver who acted, and what they wrote. */
  reviewer: AccountRef.nullable(),
  reviewComment: z.string().nullable(),
  version: Version,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  decidedAt: IsoDateTime.nullable(),
});
export type Workflow = z.infer<typeof Workflow>;
/** Workflow as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const WorkflowRead = readingSpec(Workflow, specFields.workflow);
export type WorkflowRead = z.infer<typeof WorkflowRead>;

const Comment = z.string().trim().max(2000);

/** ours: the spec does not show the bodies of the workflow calls other than rePublic. */
export const WorkflowCreateBody = z.object({
  webId: Id,
  pageId: Id.nullable().default(null),
  comment: Comment.default(''),
});
/** ours: an emergency publication says why it cannot wait. */
export const WorkflowEmergencyBody = z.object({
  webId: Id,
  pageId: Id.nullable().default(null),
  comment: Comment.min(1),
});
/** Spec §7.1. */
export const WorkflowRepublishBody = z.object({ webId: Id });
/** ours: the decisions name the request in the body (their paths carry no id); remand and reject say why. */
export const WorkflowApproveBody = z.object({ id: Id, comment: Comment.default(''), version: Version });
export const WorkflowDecisionBody = z.object({ id: Id, comment: Comment.min(1), version: Version });

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
    response: itemOf(Workflow),
    read: itemOf(WorkflowRead),
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
