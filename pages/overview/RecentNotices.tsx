import { japanDateTime } from '../../contract/japanDateTime.ts';
import type { ListStatus } from '../../model/kit/index.ts';
import { Button, EmptyState, InlineAlert, NoticeItem, type NoticeType } from '../../ui/index.ts';
import * as styles from './page.css.ts';
import { overviewText as text } from './text.ts';

export interface RecentNotice {
  id: number;
  type: NoticeType;
  typeLabel: string;
  title?: string | undefined;
  /** HTML from the server: shown only through SanitizedHtml. */
  content: string;
  important: boolean;
  unread: boolean;
  /** ISO date-time (ours: a server that does not send it shows no date). */
  createdAt?: string | undefined;
}

// Staff of a Japanese agency read Japan's time, wherever the browser thinks it is.

interface RecentNoticesProps {
  notices: readonly RecentNotice[];
  /** The most the list shows. */
  max: number;
  status: ListStatus;
  onRetry: () => void;
}

/** The overview's newest notices, drawn with the bell's conventions (spec §2.8). */
export const RecentNotices = ({ notices, max, status, onRetry }: RecentNoticesProps) => (
  <section className={styles.section} aria-labelledby="overview-notices">
    <h2 id="overview-notices" className={styles.heading}>
      {text.recentNotices}
    </h2>
    {status === 'rejected' ? (
      <InlineAlert
        severity="error"
        title={text.noticesFailed}
        action={
          <Button variant="secondary" size="small" onClick={onRetry}>
            {text.noticesRetry}
          </Button>
        }
      >
        {text.noticesFailedDescription}
      </InlineAlert>
    ) : null}
    {notices.length > 0 ? (
      <>
        <p className={styles.lead}>{text.recentNoticesCaption(max)}</p>
        <ul className={styles.notices} aria-labelledby="overview-notices">
          {notices.map((notice) => (
            <NoticeItem
              key={notice.id}
              type={notice.type}
              typeLabel={notice.typeLabel}
              content={notice.content}
              important={notice.important}
              unread={notice.unread}
              title={notice.title?.trim() ? notice.title : text.untitled}
              {...(notice.createdAt
                ? { date: { dateTime: notice.createdAt, text: japanDateTime(new Date(notice.createdAt), 'long') } }
                : {})}
              importantLabel={text.important}
              unreadLabel={text.unread}
            />
          ))}
        </ul>
      </>
    ) : status === 'fulfilled' ? (
      <EmptyState titleAs="p" title={text.noticesEmpty} description={text.noticesEmptyDescription} />
    ) : status !== 'rejected' ? (
      <p className={styles.status} role="status">
        {text.noticesLoading}
      </p>
    ) : null}
  </section>
);
