import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCount } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';
import { cancellableStatuses, type MailHistoryRead, mailStatuses, mailStatusLabel } from '../../contract/mail.ts';
import { mailHistory, mailPageText, mailRecipients, recipientsToggled } from '../../model/mail/index.ts';
import {
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  LinkButton,
  SectionHeading,
  Spinner,
} from '../../ui/index.ts';
import { type MailBadgeState, MailStatusBadge } from '../../ui/MailStatusBadge/index.ts';
import { LoadFailed, layout, paths, useOverThisPage } from '../shared/index.ts';
import { $historyLoading } from './model.ts';
import * as styles from './page.css.ts';
import { RecipientsPanel } from './RecipientsPanel.tsx';

const text = mailPageText.history;
// Staff of a Japanese agency read Japan's time, wherever the browser thinks it is.
const at = (iso: string | null | undefined) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : japanDateTime(date);
};
const n = (count: number | undefined) => (count === undefined ? text.unknown : formatCount(count));

const badgeState = (status: string | undefined): MailBadgeState =>
  (mailStatuses as readonly string[]).includes(status ?? '') ? (status as MailBadgeState) : 'unknown';

const subjectOf = (mail: MailHistoryRead) => mail.subject?.trim() || text.untitled;

const StatusCell = ({ mail }: { mail: MailHistoryRead }) => {
  const total = mail.recipientCount ?? 0;
  const done = (mail.sentCount ?? 0) + (mail.failedCount ?? 0);
  return (
    <MailStatusBadge
      state={badgeState(mail.status)}
      label={mail.status === undefined ? text.unknown : mailStatusLabel(mail.status)}
      {...(mail.status === 'sending' ? { progress: { done, total, label: text.progress(done, total) } } : {})}
    />
  );
};

const TimesCell = ({ mail }: { mail: MailHistoryRead }) => {
  const rows = (
    [
      [text.scheduledAt, at(mail.scheduledAt)],
      [text.startedAt, at(mail.startedAt)],
      [text.finishedAt, at(mail.finishedAt)],
      [text.cancelledAt, at(mail.cancelledAt)],
    ] as const
  ).filter(([, value]) => value !== null);
  const shown = rows.length > 0 ? rows : ([[text.createdAt, at(mail.createdAt) ?? text.unknown]] as const);
  return (
    <dl className={styles.times}>
      {shown.map(([name, value]) => (
        <div key={name} className={styles.timePair}>
          <dt className={styles.timeName}>{name}</dt>
          <dd className={styles.timeValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const columns: DataTableColumn<MailHistoryRead>[] = [
  { key: 'status', header: text.status, render: (mail) => <StatusCell mail={mail} />, width: '11rem' },
  { key: 'subject', header: text.subject, render: subjectOf },
  {
    key: 'mailings',
    header: text.mailings,
    render: (mail) =>
      (mail.mailingNames ?? []).length === 0 ? (
        text.unknown
      ) : (
        <ul className={styles.smallList}>
          {(mail.mailingNames ?? []).map((name, index) => (
            // Names may repeat (a list renamed since): the list's id, beside the name, keeps them apart.
            <li key={mail.mailingIds?.[index] ?? name}>{name}</li>
          ))}
        </ul>
      ),
  },
  {
    key: 'recipients',
    header: text.recipients,
    render: (mail) => (
      <>
        {n(mail.recipientCount)}
        {mail.failedCount ? (
          <>
            <br />
            {text.failedCount(mail.failedCount)}
          </>
        ) : null}
      </>
    ),
  },
  { key: 'sender', header: text.sender, render: (mail) => mail.createdBy?.name ?? text.unknown },
  { key: 'times', header: text.times, render: (mail) => <TimesCell mail={mail} /> },
];

/** The history, newest as the server orders it: each mail's state (with progress while sending), live. */
export const HistorySection = () => {
  const over = useOverThisPage();
  const headingId = useId();
  const panelId = useId();
  const state = useUnit({
    shownId: mailRecipients.$key,
    onRecipients: recipientsToggled,
    rows: mailHistory.$items,
    loading: $historyLoading,
    failed: mailHistory.$failed,
    onRetry: mailHistory.refreshed,
  });
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{text.title}</SectionHeading>
      {state.failed && state.rows.length === 0 ? (
        <LoadFailed title={text.failedTitle} description={text.failedDescription} onRetry={state.onRetry} />
      ) : state.loading ? (
        <Spinner label={text.title} />
      ) : (
        <DataTable
          caption={text.caption}
          captionHidden
          columns={columns}
          rows={state.rows}
          rowKey={(mail) => mail.id}
          emptyState={<EmptyState titleAs="p" title={text.emptyTitle} description={text.emptyDescription} />}
          rowActions={(mail) => (
            <div className={layout.rowActions}>
              <Button
                variant="tertiary"
                size="small"
                aria-expanded={state.shownId === mail.id}
                aria-controls={state.shownId === mail.id ? panelId : undefined}
                aria-label={text.showRecipientsLabel(subjectOf(mail))}
                onClick={() => state.onRecipients(mail.id)}
              >
                {text.showRecipients}
              </Button>
              {cancellableStatuses.includes(mail.status ?? '') ? (
                <LinkButton asChild variant="secondary" size="small">
                  <Link
                    to={paths.mail.cancel.to({ id: mail.id })}
                    state={over}
                    aria-label={text.cancelLabel(subjectOf(mail))}
                  >
                    {text.cancel}
                  </Link>
                </LinkButton>
              ) : null}
            </div>
          )}
        />
      )}
      <RecipientsPanel id={panelId} />
    </section>
  );
};
