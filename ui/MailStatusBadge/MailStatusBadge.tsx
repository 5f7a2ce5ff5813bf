import { Progress } from '@ark-ui/react/progress';
import { StatusBadge, type StatusBadgeTone } from '../StatusBadge/index.ts';
import * as styles from './MailStatusBadge.css.ts';

/** The states a mail goes through, and `unknown` for one a server names that the console does not know. */
export const mailBadgeStates = ['scheduled', 'sending', 'sent', 'partial', 'failed', 'cancelled', 'unknown'] as const;
export type MailBadgeState = (typeof mailBadgeStates)[number];

/** Filled for the ends a sender must notice (failed, partly failed) and while sending, outlined for the rest. */
const toneOf: Record<MailBadgeState, StatusBadgeTone> = {
  scheduled: 'pending',
  sending: 'active',
  sent: 'positive',
  partial: 'caution',
  failed: 'critical',
  cancelled: 'muted',
  unknown: 'neutral',
};

export type MailStatusBadgeProps = {
  state: MailBadgeState;
  /** The state in words (「送信中」), or the raw name of an unknown one. */
  label: string;
  /** While sending: how many recipients are done (sent or failed) of how many. */
  progress?: { done: number; total: number; label: string };
};

/** A mail's state as a badge, with a progress bar while it is being sent. */
export const MailStatusBadge = ({ state, label, progress }: MailStatusBadgeProps) => (
  <span className={styles.root} data-state={state}>
    <StatusBadge tone={toneOf[state]}>{label}</StatusBadge>
    {progress ? (
      <Progress.Root
        className={styles.progress}
        value={Math.min(progress.done, progress.total)}
        min={0}
        max={Math.max(progress.total, 1)}
        translations={{ value: () => progress.label }}
      >
        <Progress.Track className={styles.track}>
          <Progress.Range className={styles.range} />
        </Progress.Track>
        <Progress.ValueText className={styles.progressText}>{progress.label}</Progress.ValueText>
      </Progress.Root>
    ) : null}
  </span>
);
