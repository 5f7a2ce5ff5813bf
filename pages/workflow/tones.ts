import type { WorkflowEvent, WorkflowStatus } from '../../contract/index.ts';
import { workflowPagesText, workflowText } from '../../model/workflow/index.ts';
import type { HistoryEntry, StatusBadgeTone } from '../../ui/index.ts';

const statusTones: Record<WorkflowStatus, StatusBadgeTone> = {
  pending: 'pending',
  remanded: 'caution',
  published: 'positive',
  rejected: 'critical',
  review: 'active',
  approved: 'positive',
};
/** A state this console does not know is neutral. */
export const statusTone = (status: string): StatusBadgeTone => statusTones[status as WorkflowStatus] ?? 'neutral';

const actionTones: Record<WorkflowEvent['action'], StatusBadgeTone> = {
  create: 'pending',
  resubmit: 'pending',
  emergency: 'active',
  republish: 'pending',
  remand: 'caution',
  approve: 'positive',
  reject: 'critical',
};

/** A request's history as ui/HistoryTimeline shows it, oldest first. */
export const historyEntries = (events: readonly WorkflowEvent[]): HistoryEntry[] =>
  events.map((event) => ({
    id: event.id,
    time: workflowPagesText.formatTime(event.createdAt),
    dateTime: event.createdAt,
    actor: event.actor,
    action: workflowText.actionLabels[event.action] ?? event.action,
    tone: actionTones[event.action] ?? 'neutral',
    comment: event.comment || undefined,
    ...(event.step != null ? { detail: `${workflowText.step} ${event.step}` } : {}),
  }));
