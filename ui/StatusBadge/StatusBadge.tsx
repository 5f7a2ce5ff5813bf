import type { ReactNode } from 'react';
import * as styles from './StatusBadge.css.ts';

/**
 * How a state looks: `pending` waits to start (a scheduled mail, a queued export), `active` is under way,
 * `positive` ended well, `caution` ended partly failed, `critical` failed, `muted` was stopped by someone, and
 * `neutral` is a state the console does not know.
 */
export const statusBadgeTones = ['pending', 'active', 'positive', 'caution', 'critical', 'muted', 'neutral'] as const;
export type StatusBadgeTone = (typeof statusBadgeTones)[number];

export type StatusBadgeProps = {
  tone: StatusBadgeTone;
  /** The state in words (「送信中」, 「完了」): the colour only repeats it. */
  children: ReactNode;
};

/** A record's state as a small badge, the same for every list that shows states (mails, exports). */
export const StatusBadge = ({ tone, children }: StatusBadgeProps) => (
  <span className={styles.tone[tone]} data-tone={tone}>
    {children}
  </span>
);
