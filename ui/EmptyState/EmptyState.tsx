import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export const emptyStateHeadingLevels = ['h2', 'h3', 'p'] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export type EmptyStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** What to do next, such as a Button or link that creates the first item. */
  action?: ReactNode;
  /** The title's element, to fit the page's heading outline. */
  titleAs?: EmptyStateHeadingLevel;
};

/** Shown where a list would be when it has nothing in it yet. */
export const EmptyState = ({ title, description, action, titleAs: Title = 'h2' }: EmptyStateProps) => (
  <div className={styles.root}>
    <svg className={styles.icon} viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M8 28l6-16h20l6 16v10a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2zM8 28h10l2 4h8l2-4h10"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
    <Title className={styles.title}>{title}</Title>
    {description ? <p className={styles.description}>{description}</p> : null}
    {action ? <div className={styles.action}>{action}</div> : null}
  </div>
);
