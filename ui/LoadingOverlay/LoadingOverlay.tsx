import type { ReactNode } from 'react';
import { Spinner } from '../Spinner/index.ts';
import * as styles from './LoadingOverlay.css.ts';

export type LoadingOverlayProps = {
  /** While true the area is covered by a spinner and marked busy (spec §2.5). */
  pending: boolean;
  children: ReactNode;
  /** What is loading, read by screen readers. */
  label?: string;
  className?: string;
};

/** Covers one area of the page with a spinner while its data loads; the content keeps its place underneath. */
export const LoadingOverlay = ({ pending, children, label = '読み込み中', className }: LoadingOverlayProps) => (
  <div className={className ? `${styles.root} ${className}` : styles.root}>
    <div aria-busy={pending || undefined}>{children}</div>
    {/* Outside the busy content, so screen readers announce it rather than wait for the load to end. */}
    {pending ? (
      <div className={styles.cover}>
        <Spinner size="large" label={label} className={styles.spinner} />
      </div>
    ) : null}
  </div>
);
