import { combine, type Store } from 'effector';
import { useUnit } from 'effector-react';
import type { WorkflowRead } from '../../contract/index.ts';
import { workflowPagesText, workflows, workflowText } from '../../model/workflow/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import {
  type CommentDialogModel,
  CommentField,
  kitText,
  LoadFailed,
  MutationFormDialog,
  paths,
} from '../shared/index.ts';

const dt = workflowPagesText.dialog;

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
  const state = useUnit({
    request: $request,
    loading: workflows.$pending,
    failed: workflows.$failed,
    onRetry: workflows.refreshed,
  });
  const { request } = state;
  const may = request !== null && allowed(request);
  const heading = request
    ? title(workflowText.subject(request.pageTitle, request.webName))
    : state.loading
      ? dt.loading
      : dt.missing;
  return (
    <MutationFormDialog
      dialog={dialog}
      fallback={paths.workflow.queue.to()}
      title={heading}
      description={request ? description(request) : heading}
      words={words}
      destructive={destructive}
      submitDisabled={!may}
    >
      {!request ? (
        state.loading ? (
          <Spinner label={dt.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={dt.missing} />
        )
      ) : !may ? (
        <InlineAlert severity="info" title={dt.notAllowed}>
          {request.outdated ? workflowPagesText.outdatedBody : null}
        </InlineAlert>
      ) : (
        <CommentField dialog={dialog} label={label} required={required} />
      )}
    </MutationFormDialog>
  );
};
