import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import {
  $forceOffered,
  $mailingBlocked,
  mailingDelete,
  mailingPagesText,
  mailings,
} from '../../model/mailing/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { $deletingMailing, MailingDeleteGate } from './model.ts';

const text = mailingPagesText.remove;

/**
 * /mailing/{id}/delete, over the lists or the list: asked first without force. Refused because the list is in
 * use, the server's reason is shown and the next press is 「強制的に削除する」, saying what it does.
 */
export const MailingDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(MailingDeleteGate, { id });
  const state = useUnit({
    mailing: $deletingMailing,
    loading: mailings.$pending,
    failed: mailings.$failed,
    onRetry: mailings.refreshed,
    blocked: $mailingBlocked,
    force: $forceOffered,
  });
  const { mailing } = state;
  return (
    <MutationFormDialog
      dialog={mailingDelete}
      fallback={paths.mailing.list.to()}
      removes={paths.mailing.detail.to({ id })}
      title={
        mailing ? text.title(mailing.name) : state.loading ? mailingPagesText.loading : mailingPagesText.notFoundTitle
      }
      description={
        mailing ? text.description : state.loading ? mailingPagesText.loading : mailingPagesText.notFoundDescription
      }
      words={{ submit: state.force ? text.force : text.submit, failed: mailingPagesText.deleteFailedTitle }}
      destructive
      submitDisabled={!mailing || state.blocked !== null}
    >
      {!mailing ? (
        state.loading ? (
          <Spinner label={mailingPagesText.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={mailingPagesText.notFoundTitle} />
        )
      ) : state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : state.force ? (
        <InlineAlert severity="warning" title={text.forceTitle}>
          {text.forceDescription}
        </InlineAlert>
      ) : null}
    </MutationFormDialog>
  );
};
