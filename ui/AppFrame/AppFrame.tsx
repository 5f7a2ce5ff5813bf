import { type MouseEvent, type ReactNode, useId } from 'react';
import * as styles from './AppFrame.css.ts';

export type AppFrameProps = {
  /** Contents of the header bar (title, user menu, notice bell). */
  toolbar: ReactNode;
  /** Contents of the side navigation landmark. */
  side: ReactNode;
  /** The page itself, rendered in <main>. */
  children: ReactNode;
  sideLabel?: string;
  skipLinkLabel?: string;
};

/** The console's frame: a 50px toolbar, the side navigation and the main content, with a skip link first. */
export const AppFrame = ({
  toolbar,
  side,
  children,
  sideLabel = 'メインメニュー',
  skipLinkLabel = '本文へスキップ',
}: AppFrameProps) => {
  const mainId = useId();

  // Focus main directly: a plain fragment jump would also change the URL hash, which the router owns.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    event.currentTarget.ownerDocument.getElementById(mainId)?.focus();
  };

  return (
    <div className={styles.root}>
      {/* Inside the banner rather than before it, so no content sits outside a landmark. */}
      <header className={styles.toolbar}>
        <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
          {skipLinkLabel}
        </a>
        {toolbar}
      </header>
      <nav className={styles.side} aria-label={sideLabel}>
        {side}
      </nav>
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
};
