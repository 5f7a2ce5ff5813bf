export {
  type WorkflowCommentForm,
  workflowApprove,
  workflowReject,
  workflowRemand,
  workflowResubmit,
} from './dialogs.ts';
export { workflowPagesText, workflowText } from './text.ts';
export {
  $detail,
  $detailFailed,
  $detailGone,
  $detailId,
  $detailPending,
  $detailPreviews,
  $queueWebsites,
  $selectedRow,
  detailOpened,
  detailRefreshed,
  type WorkflowQueueFilter,
  type WorkflowRow,
  type WorkflowScope,
  workflowDomain,
  workflowFx,
  workflowQueue,
  workflowScopes,
  workflows,
} from './workflows.ts';
