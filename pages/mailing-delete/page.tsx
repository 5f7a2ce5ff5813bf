import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import {
  $forceOffered,
  $mailingBlocked,
  mailingDelete,
  mailingPagesText,
  mailings,
} from '../../model/mailing/index.ts';
import { InlineAlert } from '../../ui/index.ts';
import { paths, RecordDialog } from '../shared/index.ts';
import { $deletingMailing, MailingDeleteGate } from './model.ts';

const text = mailingPagesText.remove;

const states = {
  loading: mailingPagesText.loading,
  missingTitle: mailingPagesText.notFoundTitle,
  missingDescription: mailingPagesText.notFoundDescription,
  failedTitle: mailingPagesText.loadFailedTitle,
};

/**
 * /mailing/{id}/delete, over the lists or the list: asked first without force. Refused because the list is in
 * use, the server's reason is shown and the next press is 「強制的に削除する」, saying what it does.
 */
export const MailingDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(MailingDeleteGate, { id });
  const state = useUnit({
    mailing: $deletingMailing,
    blocked: $mailingBlocked,
    force: $forceOffered,
  });
  return (
    <RecordDialog
      dialog={mailingDelete}
      fallback={paths.mailing.list.to()}
      removes={paths.mailing.detail.to({ id })}
      record={state.mailing}
      list={mailings}
      states={states}
      title={(mailing) => text.title(mailing.name)}
      description={text.description}
      words={{ submit: state.force ? text.force : text.submit, failed: mailingPagesText.deleteFailedTitle }}
      destructive
      blocked={state.blocked}
    >
      {() =>
        state.force ? (
          <InlineAlert severity="warning" title={text.forceTitle}>
            {text.forceDescription}
          </InlineAlert>
        ) : null
      }
    </RecordDialog>
  );
};
