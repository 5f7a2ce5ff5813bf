import { useGate } from 'effector-react';
import { useParams } from 'react-router-dom';
import { workflowPagesText, workflowReject, workflowText } from '../../model/workflow/index.ts';
import { DecisionRouteDialog } from '../workflow/DecisionRouteDialog.tsx';
import { $rejecting, WorkflowRejectGate } from './model.ts';

const dt = workflowPagesText.dialog;

/** /workflow/{id}/reject over /workflow: closed with its reason, which the requester is told. */
export const WorkflowRejectDialog = () => {
  const id = Number(useParams().id);
  useGate(WorkflowRejectGate, { id });
  return (
    <DecisionRouteDialog
      dialog={workflowReject}
      request={$rejecting}
      allowed={(request) => request.mayReject === true}
      title={dt.rejectTitle}
      description={() => dt.rejectDescription}
      label={dt.reason(workflowText.reject)}
      required
      destructive
      words={{ submit: dt.reject, failed: dt.rejectFailed }}
    />
  );
};
