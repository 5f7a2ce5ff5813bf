import { useUnit } from 'effector-react';
import { useId } from 'react';
import { formatCount } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';
import { type MailRecipient, recipientStatusLabels } from '../../contract/mail.ts';
import { mailHistory, mailPageText, mailRecipients, recipientsToggled } from '../../model/mail/index.ts';
import { Button, DataTable, type DataTableColumn, SectionHeading, Spinner } from '../../ui/index.ts';
import { LoadFailed, layout } from '../shared/index.ts';

const text = mailPageText.recipientsDetail;
const statusLabel = (status: string) =>
  status in recipientStatusLabels ? recipientStatusLabels[status as keyof typeof recipientStatusLabels] : status;

const columns: DataTableColumn<MailRecipient>[] = [
  { key: 'email', header: text.email, render: (recipient) => recipient.email },
  { key: 'status', header: text.status, render: (recipient) => statusLabel(recipient.status) },
  {
    key: 'sentAt',
    header: text.sentAt,
    render: (recipient) =>
      recipient.sentAt ? japanDateTime(new Date(recipient.sentAt)) : mailPageText.history.unknown,
  },
  { key: 'attempts', header: text.attempts, render: (recipient) => formatCount(recipient.attempts) },
  // The remote server's own words (often English), as it answered.
  { key: 'error', header: text.error, render: (recipient) => recipient.error ?? mailPageText.history.unknown },
];

/** The recipients of the mail chosen in the history, with what became of each; live while it is sent. */
export const RecipientsPanel = ({ id }: { id: string }) => {
  const headingId = useId();
  const state = useUnit({
    key: mailRecipients.$key,
    rows: mailRecipients.$items,
    status: mailRecipients.$status,
    failed: mailRecipients.$failed,
    onRetry: mailRecipients.refreshed,
    onClose: recipientsToggled,
    history: mailHistory.$items,
  });
  if (state.key === null) return null;
  const mail = state.history.find((each) => each.id === state.key);
  const subject = mail?.subject?.trim() || mailPageText.history.untitled;
  const loading = (state.status === 'init' || state.status === 'pending') && state.rows.length === 0;
  return (
    <section id={id} className={layout.section} aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        level={3}
        actions={
          <Button variant="tertiary" size="small" onClick={() => state.onClose(state.key as number)}>
            {text.close}
          </Button>
        }
      >
        {text.title(subject)}
      </SectionHeading>
      {state.failed ? (
        <LoadFailed title={text.failedTitle} description={text.failedDescription} onRetry={state.onRetry} />
      ) : loading ? (
        <Spinner label={text.loading} />
      ) : (
        <DataTable
          caption={text.caption}
          captionHidden
          columns={columns}
          rows={state.rows}
          rowKey={(recipient) => recipient.email}
          emptyText={text.empty}
        />
      )}
    </section>
  );
};
