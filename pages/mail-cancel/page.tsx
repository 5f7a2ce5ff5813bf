import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import { japanDateTime } from '../../contract/japanDateTime.ts';
import { cancellableStatuses, type MailHistoryRead, mailStatusLabel } from '../../contract/mail.ts';
import { mailCancel, mailHistory, mailPageText } from '../../model/mail/index.ts';
import { paths, RecordDialog } from '../shared/index.ts';
import { $cancellingMail, MailCancelGate } from './model.ts';

const text = mailPageText.cancel;
const states = { ...text, failedTitle: mailPageText.history.failedTitle };

const cancellable = (mail: MailHistoryRead) => cancellableStatuses.includes(mail.status ?? '');

/** What cancelling this mail does, or why it cannot be cancelled. */
const what = (mail: MailHistoryRead) =>
  !cancellable(mail)
    ? text.notCancellable(mailStatusLabel(mail.status ?? ''))
    : mail.status === 'sending'
      ? text.sending(mail.sentCount ?? 0, mail.recipientCount ?? 0)
      : text.scheduled(mail.scheduledAt ? japanDateTime(new Date(mail.scheduledAt), 'long') : '指定の日時');

/**
 * /mail/{id}/cancel over /mail: names the mail and says what cancelling does — a scheduled mail is sent to
 * nobody; a mail being sent stops, those already sent stay sent. A refusal stays inside.
 */
export const MailCancelDialog = () => {
  const id = Number(useParams().id);
  useGate(MailCancelGate, { id });
  const mail = useUnit($cancellingMail);
  return (
    <RecordDialog
      dialog={mailCancel}
      fallback={paths.mail.page.to()}
      record={mail}
      list={mailHistory}
      states={states}
      title={(shown) => text.title(shown.subject?.trim() || mailPageText.history.untitled)}
      description={what}
      words={text}
      destructive
      submitDisabled={mail !== null && !cancellable(mail)}
    />
  );
};
