import { combine, type Store } from 'effector';
import { useUnit } from 'effector-react';
import type { WorkflowRead } from '../../contract/index.ts';
import { workflowPagesText, workflows, workflowText } from '../../model/workflow/index.ts';
import { InlineAlert } from '../../ui/index.ts';
import { type CommentDialogModel, CommentField, paths, RecordDialog } from '../shared/index.ts';

const dt = workflowPagesText.dialog;
const states = {
  loading: dt.loading,
  missingTitle: dt.missing,
  missingDescription: dt.missing,
  failedTitle: workflowPagesText.failedTitle,
};

/** The request a decision dialog is about, as the list has it (null while loading, or when it is not there). */
export const requestOf = (dialog: CommentDialogModel): Store<WorkflowRead | null> =>
  combine(workflows.$items, dialog.$target, (items, id) => items.find((item) => item.id === id) ?? null);

export interface DecisionRouteDialogProps {
  dialog: CommentDialogModel;
  request: Store<WorkflowRead | null>;
  /** Whether the request allows this decision now (its mayApprove / mayReject). */
  allowed: (request: WorkflowRead) => boolean;
  title: (subject: string) => string;
  description: (request: WorkflowRead) => string;
  label: string;
  required: boolean;
  words: { submit: string; failed: string };
  destructive?: boolean;
}

/**
 * /workflow/{id}/approve and /workflow/{id}/reject over /workflow: the kit dialog with its comment. Nothing is
 * offered that the server refuses: a request that no longer allows the decision says so and sends nothing.
 */
export const DecisionRouteDialog = ({
  dialog,
  request: $request,
  allowed,
  title,
  description,
  label,
  required,
  words,
  destructive = false,
}: DecisionRouteDialogProps) => {
  const request = useUnit($request);
  const may = request !== null && allowed(request);
  return (
    <RecordDialog
      dialog={dialog}
      fallback={paths.workflow.queue.to()}
      record={request}
      list={workflows}
      states={states}
      title={(request) => title(workflowText.subject(request.pageTitle, request.webName))}
      description={description}
      words={words}
      destructive={destructive}
      submitDisabled={!may}
    >
      {(shown) =>
        may ? (
          <CommentField dialog={dialog} label={label} required={required} />
        ) : (
          <InlineAlert severity="info" title={dt.notAllowed}>
            {shown.outdated ? workflowPagesText.outdatedBody : null}
          </InlineAlert>
        )
      }
    </RecordDialog>
  );
};
