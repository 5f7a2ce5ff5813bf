/**
 * The approval workflow as data (issue 22; spec §4 names the actions, not the transitions). Pure: the server
 * enforces it per request through `decide`, the console offers only what `decide` allows.
 *
 * A request to publish a page is bound to the snapshot taken when it was made (`pageVersionId`): approving it at
 * the last step publishes that snapshot, never the page as edited since. An edit after the request makes it
 * outdated: it can be remanded or rejected, but approved only after the requester resubmits it (bound again to
 * the page as it stands). An emergency publishes at once and waits for review: approving closes it, rejecting
 * puts back what was live before.
 */
import { glossary } from './glossary.ts';

export const workflowStatuses = ['pending', 'remanded', 'published', 'rejected', 'review', 'approved'] as const;
export type WorkflowStatus = (typeof workflowStatuses)[number];

export const workflowActions = ['create', 'resubmit', 'emergency', 'republish', 'remand', 'approve', 'reject'] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/**
 * Who acts, relative to one request: its requester (never an approver of it, even with an authors row), an
 * approver of its website or of the requester's group at its current step, or any other signed-in user.
 */
export const workflowRoles = ['requester', 'approver', 'other'] as const;
export type WorkflowRole = (typeof workflowRoles)[number];

export type WorkflowKind = 'normal' | 'emergency' | 'republish';

/** Before a request exists: the actions that make one start from here. */
export const NEW = 'new' as const;
export type WorkflowState = WorkflowStatus | typeof NEW;

/** What the server does besides changing the request. */
export const workflowEffects = [
  /** Nothing is published. */
  'none',
  /** The requested snapshot becomes live. */
  'publishRequested',
  /** The snapshot live before the request becomes live again. */
  'restorePrevious',
  /** Every page's live snapshot of the website is published again. */
  'republishWebsite',
] as const;
export type WorkflowEffect = (typeof workflowEffects)[number];

export interface WorkflowFacts {
  kind: WorkflowKind;
  /** The step waiting (null once decided). */
  step: number | null;
  /** The highest step with an approver for this request (0: the website has none). */
  lastStep: number;
  /** A page edited after the request (page.version ≠ the requested snapshot's). */
  outdated: boolean;
  /** What the actor wrote (a reason, a comment). */
  comment: string;
}

export interface WorkflowNext {
  status: WorkflowStatus;
  step: number | null;
  effect: WorkflowEffect;
}

export type WorkflowDecision = { ok: true; next: WorkflowNext } | { ok: false; message: string };

const w = glossary.workflow;

export const workflowStatusLabels: Record<WorkflowStatus, string> = {
  pending: w.pending,
  remanded: w.remanded,
  published: w.published,
  rejected: w.rejected,
  review: w.review,
  approved: w.approved,
};

export const workflowActionLabels: Record<WorkflowAction, string> = {
  create: w.request,
  resubmit: w.resubmit,
  emergency: w.emergency,
  republish: w.republish,
  remand: w.remand,
  approve: w.approve,
  reject: w.reject,
};

export const workflowRoleLabels: Record<WorkflowRole, string> = {
  requester: w.requester,
  approver: w.approver,
  other: 'その他の利用者',
};

export const workflowMessages = {
  ownRequest: `自分の${w.request}は${w.approve}・${w.remand}・${w.reject}できません。`,
  notApprover: `この${w.request}の${w.approver}ではありません。`,
  notRequester: `${w.requester}だけが${w.resubmit}できます。`,
  noApprovers: `この${glossary.cms.website}には${w.approver}がいないため、${w.request}は不要です（保存すると公開されます）。`,
  outdated: `${w.request}の後に${glossary.cms.page}が変更されました。${w.resubmit}してから${w.approve}してください。`,
  upToDate: `この${w.request}は最新の${glossary.cms.page}のままです。${w.resubmit}は不要です。`,
  reasonRequired: (action: WorkflowAction) => `${workflowActionLabels[action]}の理由を入力してください。`,
  notFrom: (state: WorkflowState, action: WorkflowAction) =>
    state === NEW
      ? `${workflowActionLabels[action]}はまだない${w.request}にはできません。`
      : `「${workflowStatusLabels[state]}」の${w.request}は${workflowActionLabels[action]}できません。`,
  alreadyExists: `この${glossary.cms.page}には${w.pending}の${w.request}があります。`,
} as const;

interface Transition {
  action: WorkflowAction;
  from: readonly WorkflowState[];
  by: WorkflowRole;
  /** A reason or comment must be written. */
  needsComment?: boolean;
  /** A refusal the state and role alone do not decide. */
  refuse?: (facts: WorkflowFacts) => string | null;
  next: (facts: WorkflowFacts) => WorkflowNext;
}

const firstStep = (facts: WorkflowFacts): WorkflowNext =>
  facts.lastStep === 0
    ? { status: 'published', step: null, effect: 'publishRequested' }
    : { status: 'pending', step: 1, effect: 'none' };

/** Every allowed move; anything not here is refused. */
export const workflowTransitions: readonly Transition[] = [
  {
    action: 'create',
    from: [NEW],
    by: 'requester',
    refuse: (facts) => (facts.lastStep === 0 ? workflowMessages.noApprovers : null),
    next: () => ({ status: 'pending', step: 1, effect: 'none' }),
  },
  {
    // A website without approvers has nothing to review: the emergency is simply published.
    action: 'emergency',
    from: [NEW],
    by: 'requester',
    needsComment: true,
    next: (facts) => ({
      status: facts.lastStep === 0 ? 'published' : 'review',
      step: facts.lastStep === 0 ? null : 1,
      effect: 'publishRequested',
    }),
  },
  {
    action: 'republish',
    from: [NEW],
    by: 'requester',
    next: (facts) => (facts.lastStep === 0 ? { ...firstStep(facts), effect: 'republishWebsite' } : firstStep(facts)),
  },
  {
    action: 'resubmit',
    from: ['remanded'],
    by: 'requester',
    next: () => ({ status: 'pending', step: 1, effect: 'none' }),
  },
  {
    // A pending request is resubmitted only when the page changed after it (otherwise it is up to date).
    action: 'resubmit',
    from: ['pending'],
    by: 'requester',
    refuse: (facts) => (facts.kind === 'normal' && facts.outdated ? null : workflowMessages.upToDate),
    next: () => ({ status: 'pending', step: 1, effect: 'none' }),
  },
  {
    action: 'remand',
    from: ['pending'],
    by: 'approver',
    needsComment: true,
    next: () => ({ status: 'remanded', step: null, effect: 'none' }),
  },
  {
    action: 'approve',
    from: ['pending'],
    by: 'approver',
    refuse: (facts) => (facts.kind === 'normal' && facts.outdated ? workflowMessages.outdated : null),
    next: (facts) =>
      facts.step !== null && facts.step < facts.lastStep
        ? { status: 'pending', step: facts.step + 1, effect: 'none' }
        : {
            status: 'published',
            step: null,
            effect: facts.kind === 'republish' ? 'republishWebsite' : 'publishRequested',
          },
  },
  {
    action: 'approve',
    from: ['review'],
    by: 'approver',
    next: () => ({ status: 'approved', step: null, effect: 'none' }),
  },
  {
    action: 'reject',
    from: ['pending'],
    by: 'approver',
    needsComment: true,
    next: () => ({ status: 'rejected', step: null, effect: 'none' }),
  },
  {
    action: 'reject',
    from: ['review'],
    by: 'approver',
    needsComment: true,
    next: () => ({ status: 'rejected', step: null, effect: 'restorePrevious' }),
  },
];

/**
 * Whether `role` may take `action` on a request in `state`, and what follows. The reasons come in the order a
 * person can act on them: the wrong state first, then who they are, then what is missing.
 */
export function decide(
  state: WorkflowState,
  action: WorkflowAction,
  role: WorkflowRole,
  facts: WorkflowFacts,
): WorkflowDecision {
  const fromState = workflowTransitions.filter((t) => t.action === action && t.from.includes(state));
  if (fromState.length === 0) return { ok: false, message: workflowMessages.notFrom(state, action) };
  const transition = fromState.find((t) => t.by === role);
  if (!transition) {
    const by = fromState[0]?.by;
    if (by === 'approver') {
      return { ok: false, message: role === 'requester' ? workflowMessages.ownRequest : workflowMessages.notApprover };
    }
    return { ok: false, message: workflowMessages.notRequester };
  }
  const refusal = transition.refuse?.(facts);
  if (refusal) return { ok: false, message: refusal };
  if (transition.needsComment && facts.comment.trim() === '') {
    return { ok: false, message: workflowMessages.reasonRequired(action) };
  }
  return { ok: true, next: transition.next(facts) };
}

/** Whether the action is offered at all (what the console shows), without the comment the dialog asks for. */
export function mayTake(state: WorkflowState, action: WorkflowAction, role: WorkflowRole, facts: WorkflowFacts) {
  return decide(state, action, role, { ...facts, comment: facts.comment.trim() || '-' }).ok;
}
