import { sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { workflowReject, workflows } from '../../model/workflow/index.ts';
import { requestOf } from '../workflow/DecisionRouteDialog.tsx';

/** /workflow/{id}/reject on screen. */
export const WorkflowRejectGate = createGate<{ id: number }>({ name: 'workflow-reject' });
shownWhile(WorkflowRejectGate, workflows);
sample({ clock: WorkflowRejectGate.open, fn: ({ id }) => id, target: workflowReject.opened });
sample({ clock: WorkflowRejectGate.close, target: workflowReject.closed });

export const $rejecting = requestOf(workflowReject);
