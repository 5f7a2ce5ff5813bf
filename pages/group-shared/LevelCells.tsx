import * as styles from './styles.css.ts';
import { groupPagesText as text } from './text.ts';

/** A group's seven levels at a glance: each area's name over its level (read as 「CMS 4」). */
export const LevelCells = ({ levels, label }: { levels: readonly number[]; label: string }) => (
  <ul className={styles.levelCells} aria-label={label}>
    {text.areaLabels.map((area, index) => (
      <li key={area} className={styles.levelCell} data-level={levels[index] ?? 0}>
        <span className={styles.levelArea}>{area}</span> <span className={styles.levelValue}>{levels[index] ?? 0}</span>
      </li>
    ))}
  </ul>
);
