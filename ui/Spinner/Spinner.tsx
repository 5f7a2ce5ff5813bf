import type { ComponentProps } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children' | 'role'> & {
  size?: SpinnerSize;
  /** What is loading, read by screen readers. */
  label?: string;
  /** Drawn only, without a status role: for use inside a control that reports its own busy state. */
  decorative?: boolean;
};

export const Spinner = ({
  size = 'medium',
  label = '読み込み中',
  decorative = false,
  className,
  ...rest
}: SpinnerProps) => (
  <span
    {...rest}
    role={decorative ? undefined : 'status'}
    aria-hidden={decorative || undefined}
    className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
  >
    <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle className={styles.track} cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
    {decorative ? null : <VisuallyHidden>{label}</VisuallyHidden>}
  </span>
);
