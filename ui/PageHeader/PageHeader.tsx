import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

export type PageHeaderProps = {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** The page's main actions, such as 「作成する」. */
  actions?: ReactNode;
};

/** The top of a page inside AppFrame's main: its h1, a line on what it is for and its actions. */
export const PageHeader = ({ title, description, actions }: PageHeaderProps) => (
  <div className={styles.root}>
    <div className={styles.text}>
      <h1 className={styles.title}>{title}</h1>
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
    {actions ? <div className={styles.actions}>{actions}</div> : null}
  </div>
);
