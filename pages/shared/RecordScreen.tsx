import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../ui/index.ts';
import { kitText } from './kitText.ts';
import { LoadFailed } from './LoadFailed.tsx';
import * as layout from './layout.css.ts';
import { RecordStatus } from './RecordStatus.tsx';

export interface RecordScreenWords {
  loading: string;
  notFoundTitle: string;
  notFoundDescription: string;
  /** The heading when the record could not be fetched at all. */
  loadFailedTitle: string;
  /** Over a record shown from an earlier fetch when the latest one failed. */
  staleCopyTitle: string;
  staleCopyDescription: string;
}

export interface RecordScreenProps<T> {
  /** The way back to the record's list. */
  back: { to: string; label: string };
  /** Null (or undefined) until the record is in hand. */
  record: T | null | undefined;
  /** Its own fetch is under way (otherwise, without a record, it was not found). */
  fetching: boolean;
  /** The latest fetch failed. */
  failed: boolean;
  onRetry: () => void;
  words: RecordScreenWords;
  /** The record's page header. */
  header: (record: T) => ReactNode;
  /** What the screen shows of the record, under its header. */
  children: (record: T) => ReactNode;
}

/**
 * A record's screen: the way back to its list; until the record is in hand, its loading, not-found or
 * load-failed state; then its header, the warning that it is an older copy when the latest fetch failed
 * (with a retry), and the screen's own content.
 */
export const RecordScreen = <T,>({
  back,
  record,
  fetching,
  failed,
  onRetry,
  words,
  header,
  children,
}: RecordScreenProps<T>) => (
  <div className={layout.stack}>
    <Link to={back.to} className={layout.backLink}>
      {back.label}
    </Link>
    {record !== null && record !== undefined ? (
      <>
        {header(record)}
        {failed ? (
          <LoadFailed title={words.staleCopyTitle} description={words.staleCopyDescription} onRetry={onRetry} />
        ) : null}
        {children(record)}
      </>
    ) : failed ? (
      <>
        <PageHeader title={words.loadFailedTitle} />
        <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={onRetry} />
      </>
    ) : (
      <RecordStatus fetching={fetching} words={words} />
    )}
  </div>
);
