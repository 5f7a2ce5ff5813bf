import type { ReactNode } from 'react';
import * as styles from './SectionHeading.css.ts';

export const sectionHeadingLevels = [2, 3] as const;
export type SectionHeadingLevel = (typeof sectionHeadingLevels)[number];

export type SectionHeadingProps = {
  children: ReactNode;
  /** The heading's rank under the page's h1: 2 for a section, 3 for a part of one. */
  level?: SectionHeadingLevel;
  /** The heading's id, for the section's aria-labelledby. */
  id?: string;
  /** The section's own actions, such as 「追加する」, on the right of the heading. */
  actions?: ReactNode;
};

/** The heading of a section of a page, with the section's actions beside it. */
export const SectionHeading = ({ children, level = 2, id, actions }: SectionHeadingProps) => {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <div className={styles.root}>
      <Heading id={id} className={`${styles.title} ${styles.level[level]}`}>
        {children}
      </Heading>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
};
