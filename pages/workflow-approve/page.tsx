import { useGate } from 'effector-react';
import { useParams } from 'react-router-dom';
import { workflowApprove, workflowPagesText } from '../../model/workflow/index.ts';
import { DecisionRouteDialog } from '../workflow/DecisionRouteDialog.tsx';
import { $approving, WorkflowApproveGate } from './model.ts';

const dt = workflowPagesText.dialog;

/** /workflow/{id}/approve over /workflow: approved with an optional comment; at the last step it publishes. */
export const WorkflowApproveDialog = () => {
  const id = Number(useParams().id);
  useGate(WorkflowApproveGate, { id });
  return (
    <DecisionRouteDialog
      dialog={workflowApprove}
      request={$approving}
      allowed={(request) => request.mayApprove === true}
      title={dt.approveTitle}
      description={(request) => dt.approveDescription(request.step != null && request.step === request.lastStep)}
      label={dt.commentOptional}
      required={false}
      words={{ submit: dt.approve, failed: dt.approveFailed }}
    />
  );
};
