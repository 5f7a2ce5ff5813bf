import type { ReactNode } from 'react';
import * as styles from './SideNav.css.ts';

export type SideNavEntry = {
  key: string;
  label: ReactNode;
  href: string;
  /** The page being shown: marked aria-current="page". */
  active?: boolean;
  children?: readonly SideNavEntry[];
};

export type SideNavLinkProps = {
  href: string;
  children: ReactNode;
  className: string;
  'aria-current': 'page' | undefined;
};

export type SideNavProps = {
  /** Already filtered to what the user may open (spec §2.6): ui knows nothing of permissions. */
  entries: readonly SideNavEntry[];
  /** Renders each link, so the page can hand in its router's link; a plain <a> when left out. */
  renderLink?: (props: SideNavLinkProps) => ReactNode;
};

const plainLink = ({ children, ...props }: SideNavLinkProps) => <a {...props}>{children}</a>;

/** The menu tree for AppFrame's `side` (which already is the navigation landmark). */
export const SideNav = ({ entries, renderLink = plainLink }: SideNavProps) => (
  <EntryList entries={entries} renderLink={renderLink} depth={0} />
);

type EntryListProps = Required<SideNavProps> & { depth: number };

const EntryList = ({ entries, renderLink, depth }: EntryListProps) => (
  <ul className={depth === 0 ? styles.list : `${styles.list} ${styles.nested}`}>
    {entries.map((entry) => (
      <li key={entry.key}>
        {renderLink({
          href: entry.href,
          children: entry.label,
          className: depth === 0 ? styles.link : `${styles.link} ${styles.childLink}`,
          'aria-current': entry.active ? 'page' : undefined,
        })}
        {entry.children && entry.children.length > 0 ? (
          <EntryList entries={entry.children} renderLink={renderLink} depth={depth + 1} />
        ) : null}
      </li>
    ))}
  </ul>
);
