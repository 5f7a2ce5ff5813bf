import { Link } from 'react-router-dom';
import type { NavEntry } from '../../model/navigation/index.ts';
import * as styles from './page.css.ts';
import { overviewText as text } from './text.ts';

/** Links to what the user may use: the side navigation's own entries for them (model/navigation). */
export const Destinations = ({ entries }: { entries: readonly NavEntry[] }) => (
  <section className={styles.section} aria-labelledby="overview-destinations">
    <h2 id="overview-destinations" className={styles.heading}>
      {text.destinations}
    </h2>
    {entries.length === 0 ? (
      <p className={styles.status}>{text.destinationsEmpty}</p>
    ) : (
      <>
        <p className={styles.lead}>{text.destinationsCaption}</p>
        <ul className={styles.destinations} aria-labelledby="overview-destinations">
          {entries.map((entry) => (
            <li key={entry.key} className={styles.destination}>
              <Link to={entry.href} className={styles.link}>
                {entry.label}
              </Link>
              {entry.children ? <SubDestinations entries={entry.children} /> : null}
            </li>
          ))}
        </ul>
      </>
    )}
  </section>
);

const SubDestinations = ({ entries }: { entries: readonly NavEntry[] }) => (
  <ul className={styles.subDestinations}>
    {entries.map((entry) => (
      <li key={entry.key}>
        <Link to={entry.href} className={styles.subLink}>
          {entry.label}
        </Link>
        {entry.children ? <SubDestinations entries={entry.children} /> : null}
      </li>
    ))}
  </ul>
);
