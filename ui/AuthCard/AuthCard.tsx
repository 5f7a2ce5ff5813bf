import type { ReactNode } from 'react';
import * as styles from './AuthCard.css.ts';

export type AuthCardProps = {
  /** The screen's h1, such as 「ログイン」. */
  title: ReactNode;
  /** A line under the title on what to do here. */
  description?: ReactNode;
  children: ReactNode;
  /** Under the card's content, such as a link to the guidance screen. */
  footer?: ReactNode;
};

/** The sign-in screens' page: one card centred on a tinted background, inside the page's main landmark. */
export const AuthCard = ({ title, description, children, footer }: AuthCardProps) => (
  <main className={styles.root}>
    <div className={styles.card}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  </main>
);
