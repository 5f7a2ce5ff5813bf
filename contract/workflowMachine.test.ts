import { describe, expect, it } from 'vitest';
import {
  decide,
  mayTake,
  NEW,
  type WorkflowFacts,
  workflowActionLabels,
  workflowActions,
  workflowMessages,
  workflowRoles,
  workflowStatuses,
  workflowStatusLabels,
} from './workflowMachine.ts';

const facts = (over: Partial<WorkflowFacts> = {}): WorkflowFacts => ({
  kind: 'normal',
  step: 1,
  lastStep: 1,
  outdated: false,
  comment: '理由',
  ...over,
});

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('workflow machine', () => {
  it('allows exactly these (state, action, role) moves, with a comment and an up-to-date request', () => {
    const allowed: string[] = [];
    for (const state of [NEW, ...workflowStatuses]) {
      for (const action of workflowActions) {
        for (const role of workflowRoles) {
          const outcome = decide(state, action, role, facts({ kind: action === 'republish' ? 'republish' : 'normal' }));
          if (outcome.ok) allowed.push(`${state} ${action} ${role} → ${outcome.next.status}`);
          else expect(outcome.message).toMatch(japanese);
        }
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'new create requester → pending',
        'new emergency requester → review',
        'new republish requester → pending',
        'remanded resubmit requester → pending',
        'pending remand approver → remanded',
        'pending approve approver → published',
        'pending reject approver → rejected',
        'review approve approver → approved',
        'review reject approver → rejected',
      ].sort(),
    );
  });

  it('never lets the requester decide their own request', () => {
    for (const [state, action] of [
      ['pending', 'approve'],
      ['pending', 'remand'],
      ['pending', 'reject'],
      ['review', 'approve'],
      ['review', 'reject'],
    ] as const) {
      expect(decide(state, action, 'requester', facts())).toEqual({ ok: false, message: workflowMessages.ownRequest });
    }
    expect(decide('pending', 'approve', 'other', facts())).toEqual({
      ok: false,
      message: workflowMessages.notApprover,
    });
    expect(decide('remanded', 'resubmit', 'approver', facts())).toEqual({
      ok: false,
      message: workflowMessages.notRequester,
    });
  });

  it('refuses to approve an outdated request until it is resubmitted; remand and reject still go', () => {
    const outdated = facts({ outdated: true });
    expect(decide('pending', 'approve', 'approver', outdated)).toEqual({
      ok: false,
      message: workflowMessages.outdated,
    });
    expect(workflowMessages.outdated).toContain('依頼の後にページが変更されました');
    expect(decide('pending', 'remand', 'approver', outdated).ok).toBe(true);
    expect(decide('pending', 'reject', 'approver', outdated).ok).toBe(true);
    expect(decide('pending', 'resubmit', 'requester', outdated)).toEqual({
      ok: true,
      next: { status: 'pending', step: 1, effect: 'none' },
    });
    expect(decide('pending', 'resubmit', 'requester', facts())).toEqual({
      ok: false,
      message: workflowMessages.upToDate,
    });
  });

  it('passes the steps in order and publishes the requested snapshot at the last', () => {
    expect(decide('pending', 'approve', 'approver', facts({ step: 1, lastStep: 2 }))).toEqual({
      ok: true,
      next: { status: 'pending', step: 2, effect: 'none' },
    });
    expect(decide('pending', 'approve', 'approver', facts({ step: 2, lastStep: 2 }))).toEqual({
      ok: true,
      next: { status: 'published', step: null, effect: 'publishRequested' },
    });
    expect(decide('pending', 'approve', 'approver', facts({ kind: 'republish' }))).toEqual({
      ok: true,
      next: { status: 'published', step: null, effect: 'republishWebsite' },
    });
  });

  it('needs a reason to remand, reject and publish in an emergency', () => {
    const none = facts({ comment: '  ' });
    expect(decide('pending', 'remand', 'approver', none)).toEqual({
      ok: false,
      message: workflowMessages.reasonRequired('remand'),
    });
    expect(decide('pending', 'reject', 'approver', none).ok).toBe(false);
    expect(decide('review', 'reject', 'approver', none).ok).toBe(false);
    expect(decide(NEW, 'emergency', 'requester', none)).toEqual({
      ok: false,
      message: '緊急公開の理由を入力してください。',
    });
    expect(decide('pending', 'approve', 'approver', none).ok).toBe(true);
    expect(mayTake('pending', 'remand', 'approver', none)).toBe(true);
  });

  it('publishes an emergency at once and restores what was live when it is rejected', () => {
    expect(decide(NEW, 'emergency', 'requester', facts())).toEqual({
      ok: true,
      next: { status: 'review', step: 1, effect: 'publishRequested' },
    });
    expect(decide('review', 'reject', 'approver', facts())).toEqual({
      ok: true,
      next: { status: 'rejected', step: null, effect: 'restorePrevious' },
    });
  });

  it('on a website without approvers: no request (saving publishes), an emergency or a republish goes at once', () => {
    const noApprovers = facts({ lastStep: 0 });
    expect(decide(NEW, 'create', 'requester', noApprovers)).toEqual({
      ok: false,
      message: workflowMessages.noApprovers,
    });
    expect(decide(NEW, 'emergency', 'requester', noApprovers)).toEqual({
      ok: true,
      next: { status: 'published', step: null, effect: 'publishRequested' },
    });
    expect(decide(NEW, 'republish', 'requester', { ...noApprovers, kind: 'republish' })).toEqual({
      ok: true,
      next: { status: 'published', step: null, effect: 'republishWebsite' },
    });
  });

  it('closes published, rejected and approved requests', () => {
    for (const state of ['published', 'rejected', 'approved'] as const) {
      for (const action of workflowActions) {
        for (const role of workflowRoles) expect(decide(state, action, role, facts()).ok).toBe(false);
      }
    }
    expect(decide('published', 'approve', 'approver', facts())).toEqual({
      ok: false,
      message: '「公開済み」の承認依頼は承認できません。',
    });
  });

  it('labels every status and action in Japanese, each once', () => {
    for (const labels of [workflowStatusLabels, workflowActionLabels]) {
      const values = Object.values(labels);
      expect(new Set(values).size).toBe(values.length);
      for (const value of values) expect(value).toMatch(japanese);
    }
  });
});
