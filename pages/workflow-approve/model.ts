import { sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { workflowApprove, workflows } from '../../model/workflow/index.ts';
import { requestOf } from '../workflow/DecisionRouteDialog.tsx';

/** /workflow/{id}/approve on screen. */
export const WorkflowApproveGate = createGate<{ id: number }>({ name: 'workflow-approve' });
shownWhile(WorkflowApproveGate, workflows);
sample({ clock: WorkflowApproveGate.open, fn: ({ id }) => id, target: workflowApprove.opened });
sample({ clock: WorkflowApproveGate.close, target: workflowApprove.closed });

export const $approving = requestOf(workflowApprove);
