import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  $pageRequestHeld,
  $pageRequests,
  type PageRequestForm,
  pageApprovalRequest,
  pageEmergencyPublish,
  pageRequestOf,
  pageWorkflowText as text,
} from '../../model/cms/index.ts';
import { Button, FormDialog, SanitizedHtml, TextArea } from '../../ui/index.ts';
import { kitText, paths } from '../shared/index.ts';
import * as styles from './editor.css.ts';

type RequestDialog = typeof pageApprovalRequest;

/** One of the two requests as a dialog over the editor: a note (or a required reason) and send. */
const RequestDialogView = ({
  dialog,
  title,
  description,
  fieldLabel,
  submitLabel,
  failed,
  required,
}: {
  dialog: RequestDialog;
  title: string;
  description: string;
  fieldLabel: string;
  submitLabel: string;
  failed: string;
  required: boolean;
}) => {
  const state = useUnit({
    target: dialog.$target,
    form: dialog.$form,
    errors: dialog.$fieldErrors,
    error: dialog.$error,
    pending: dialog.$pending,
    onSubmit: dialog.submitted,
    onClose: dialog.closed,
    onChange: dialog.changed,
  });
  return (
    <FormDialog
      open={state.target !== null}
      onOpenChange={(open) => {
        if (!open) state.onClose();
      }}
      title={title}
      description={description}
      submitLabel={submitLabel}
      cancelLabel={kitText.cancel}
      pending={state.pending}
      onSubmit={state.onSubmit}
      error={state.error ? <SanitizedHtml as="span" html={state.error} /> : null}
      errorTitle={failed}
    >
      <TextArea
        label={fieldLabel}
        value={state.form.comment}
        error={state.errors.comment}
        required={required}
        rows={4}
        onChange={(event) => state.onChange({ comment: event.currentTarget.value } satisfies PageRequestForm)}
      />
    </FormDialog>
  );
};

/**
 * 「承認を依頼」 and 「緊急公開」 under the page editor: both send the saved version, so unsaved changes or errors
 * of the HTML check hold them back, with the reason said beside them.
 */
export const WorkflowActions = ({ pageId, version }: { pageId: number; version: number | undefined }) => {
  const reasonId = useId();
  const state = useUnit({
    held: $pageRequestHeld,
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
      {request ? (
        <p className={styles.quiet}>
          {text.requestState(request.status, request.outdated)}{' '}
          <Link to={`${paths.workflow.queue.to()}?id=${request.id}`}>{text.openRequest}</Link>
        </p>
      ) : (
        <p className={styles.quiet}>{text.noRequest}</p>
      )}
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
      {state.held ? (
        <p id={reasonId} className={styles.quiet}>
          {state.held}
        </p>
      ) : null}
      <RequestDialogView
        dialog={pageApprovalRequest}
        title={text.requestTitle}
        description={text.requestDescription(version)}
        fieldLabel={text.requestComment}
        submitLabel={text.requestSubmit}
        failed={text.requestFailed}
        required={false}
      />
      <RequestDialogView
        dialog={pageEmergencyPublish}
        title={text.emergencyTitle}
        description={text.emergencyDescription}
        fieldLabel={text.emergencyReason}
        submitLabel={text.emergencySubmit}
        failed={text.emergencyFailed}
        required
      />
    </section>
  );
};
