import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  $pageApprovalNeeded,
  $pageRequestHeld,
  $pageRequests,
  pageApprovalRequest,
  pageEmergencyPublish,
  pageRequestOf,
  pageWorkflowText as text,
} from '../../model/cms/index.ts';
import { Button } from '../../ui/index.ts';
import { CommentDialog, paths } from '../shared/index.ts';
import * as styles from './editor.css.ts';

/**
 * 「承認を依頼」 and 「緊急公開」 under the page editor: both send the saved version, so unsaved changes or errors
 * of the HTML check hold them back, with the reason said beside them.
 */
export const WorkflowActions = ({ pageId, version }: { pageId: number; version: number | undefined }) => {
  const reasonId = useId();
  const state = useUnit({
    held: $pageRequestHeld,
    needed: $pageApprovalNeeded,
    requests: $pageRequests,
    onRequest: pageApprovalRequest.opened,
    onEmergency: pageEmergencyPublish.opened,
  });
  const describedBy = state.held ? reasonId : undefined;
  const request = pageRequestOf(state.requests, pageId);
  return (
    <section className={styles.workflow} aria-labelledby={`${reasonId}-heading`}>
      <h2 id={`${reasonId}-heading`} className={styles.previewHeading}>
        {text.sectionTitle}
      </h2>
      {state.needed === null ? null : (
        <p className={styles.quiet}>{state.needed ? text.approvalNeeded : text.noApprovers}</p>
      )}
      {request ? (
        <p className={styles.quiet}>
          {text.requestState(request.status, request.outdated)}{' '}
          <Link to={`${paths.workflow.queue.to()}?id=${request.id}`}>{text.openRequest}</Link>
        </p>
      ) : state.needed === false ? null : (
        <p className={styles.quiet}>{text.noRequest}</p>
      )}
      {/* Nobody approves this website: a request would be refused (a save publishes). */}
      {state.needed === false ? null : (
        <div className={styles.workflowButtons}>
          <Button
            variant="primary"
            disabled={state.held !== null}
            aria-describedby={describedBy}
            onClick={() => state.onRequest(pageId)}
          >
            {text.requestTitle}
          </Button>
          <Button
            variant="secondary"
            disabled={state.held !== null}
            aria-describedby={describedBy}
            onClick={() => state.onEmergency(pageId)}
          >
            {text.emergencyTitle}
          </Button>
        </div>
      )}
      {state.held && state.needed !== false ? (
        <p id={reasonId} className={styles.quiet}>
          {state.held}
        </p>
      ) : null}
      <CommentDialog
        dialog={pageApprovalRequest}
        title={text.requestTitle}
        description={text.requestDescription(version)}
        label={text.requestComment}
        required={false}
        words={{ submit: text.requestSubmit, failed: text.requestFailed }}
      />
      <CommentDialog
        dialog={pageEmergencyPublish}
        title={text.emergencyTitle}
        description={text.emergencyDescription}
        label={text.emergencyReason}
        required
        words={{ submit: text.emergencySubmit, failed: text.emergencyFailed }}
      />
    </section>
  );
};
