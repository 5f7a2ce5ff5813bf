import { StatusBadge, type StatusBadgeTone } from '../StatusBadge/index.ts';
import * as styles from './HistoryTimeline.css.ts';

export interface HistoryEntry {
  id: string | number;
  /** When, as the screen writes times (Japan time). */
  time: string;
  /** The machine-readable time for `<time dateTime>`. */
  dateTime: string;
  /** Who did it, as staff know them. */
  actor: string;
  /** What they did, in words (「承認を依頼」「差し戻し」). */
  action: string;
  tone: StatusBadgeTone;
  /** What they wrote (a reason, a comment); none: nothing shown. */
  comment?: string;
  /** Further facts (「第 2 段階」「版 12」). */
  detail?: string;
}

export type HistoryTimelineProps = {
  /** The list's name for screen readers and as its heading. */
  label: string;
  entries: readonly HistoryEntry[];
  /** Said when there are no entries. */
  emptyText: string;
};

/** What happened to a record, oldest first: who, when, what, and what they wrote. */
export const HistoryTimeline = ({ label, entries, emptyText }: HistoryTimelineProps) => (
  <section className={styles.root} aria-label={label}>
    <h3 className={styles.heading}>{label}</h3>
    {entries.length === 0 ? (
      <p className={styles.empty}>{emptyText}</p>
    ) : (
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <div className={styles.line}>
              <StatusBadge tone={entry.tone}>{entry.action}</StatusBadge>
              <span className={styles.actor}>{entry.actor}</span>
              <time className={styles.time} dateTime={entry.dateTime}>
                {entry.time}
              </time>
              {entry.detail ? <span className={styles.detail}>{entry.detail}</span> : null}
            </div>
            {entry.comment ? <p className={styles.comment}>{entry.comment}</p> : null}
          </li>
        ))}
      </ol>
    )}
  </section>
);
