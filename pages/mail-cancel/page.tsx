import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { cancellableStatuses, mailStatusLabel } from '../../contract/mail.ts';
import { mailCancel, mailHistory, mailPageText } from '../../model/mail/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths } from '../shared/index.ts';
import { $cancellingMail, MailCancelGate } from './model.ts';

const text = mailPageText.cancel;
const when = new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' });

/**
 * /mail/{id}/cancel over /mail: names the mail and says what cancelling does — a scheduled mail is sent to
 * nobody; a mail being sent stops, those already sent stay sent. A refusal stays inside.
 */
export const MailCancelDialog = () => {
  const id = Number(useParams().id);
  useGate(MailCancelGate, { id });
  const state = useUnit({
    mail: $cancellingMail,
    loading: mailHistory.$pending,
    failed: mailHistory.$failed,
    onRetry: mailHistory.refreshed,
  });
  const { mail } = state;
  const cancellable = mail !== null && cancellableStatuses.includes(mail.status ?? '');
  const subject = mail?.subject?.trim() || mailPageText.history.untitled;
  const what = !mail
    ? state.loading
      ? text.loading
      : text.missingDescription
    : !cancellable
      ? text.notCancellable(mailStatusLabel(mail.status ?? ''))
      : mail.status === 'sending'
        ? text.sending(mail.sentCount ?? 0, mail.recipientCount ?? 0)
        : text.scheduled(mail.scheduledAt ? when.format(new Date(mail.scheduledAt)) : '指定の日時');
  return (
    <MutationFormDialog
      dialog={mailCancel}
      fallback={paths.mail.page.to()}
      title={mail ? text.title(subject) : state.loading ? text.loading : text.missingTitle}
      description={what}
      words={text}
      destructive
      submitDisabled={!cancellable}
    >
      {!mail ? (
        state.loading ? (
          <Spinner label={text.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={text.missingTitle} />
        )
      ) : null}
    </MutationFormDialog>
  );
};
