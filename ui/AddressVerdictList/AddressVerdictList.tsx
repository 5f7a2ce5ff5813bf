import { Pager } from '../Pager/index.ts';
import { SeverityIcon } from '../SeverityIcon/index.ts';
import { formatCount } from '../text/numbers.ts';
import * as styles from './AddressVerdictList.css.ts';

/** How a verdict reads: `success` will be added, `warning` will be added with a caution, `error` will not. */
export const addressVerdictTones = ['success', 'warning', 'error'] as const;
export type AddressVerdictTone = (typeof addressVerdictTones)[number];

export interface AddressVerdictRow {
  key: string | number;
  /** The line of the paste or file it came from; left out for a result by address alone. */
  line?: number;
  address: string;
  /** The verdict in words (the colour and icon only repeat it). */
  label: string;
  tone: AddressVerdictTone;
}

export interface AddressVerdictSummaryItem {
  label: string;
  count: number;
  tone: AddressVerdictTone;
}

export interface AddressVerdictListWords {
  caption: string;
  /** Names the counts above the table. */
  summary: string;
  line: string;
  address: string;
  verdict: string;
  /** Names the page buttons under the table. */
  pager: string;
  empty: string;
}

export interface AddressVerdictListProps {
  /** The rows of the page shown (the screen pages long lists). */
  rows: readonly AddressVerdictRow[];
  /** Counts per verdict, above the table; those at zero are left out. */
  summary?: readonly AddressVerdictSummaryItem[];
  /** Every row of every page, for the page buttons. */
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  words: AddressVerdictListWords;
}

/**
 * Pasted e-mail addresses, each with where it came from and what will become of it (icon, colour and words),
 * counted by verdict above the table. Long lists come a page at a time.
 */
export const AddressVerdictList = ({
  rows,
  summary = [],
  total,
  pageSize,
  page,
  onPageChange,
  words,
}: AddressVerdictListProps) => {
  const shown = summary.filter((item) => item.count > 0);
  const hasLines = rows.some((row) => row.line !== undefined);
  return (
    <div className={styles.root}>
      {shown.length > 0 ? (
        <ul className={styles.summary} aria-label={words.summary}>
          {shown.map((item) => (
            <li key={item.label} className={`${styles.summaryItem} ${styles.tone[item.tone]}`} data-tone={item.tone}>
              <SeverityIcon severity={item.tone} />
              <span>{item.label}</span>
              <strong className={styles.count}>{formatCount(item.count)} 件</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className={styles.caption}>{words.caption}</caption>
          <thead>
            <tr>
              {hasLines ? (
                <th scope="col" className={styles.headerCell}>
                  {words.line}
                </th>
              ) : null}
              <th scope="col" className={styles.headerCell}>
                {words.address}
              </th>
              <th scope="col" className={styles.headerCell}>
                {words.verdict}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td className={styles.cell} colSpan={hasLines ? 3 : 2}>
                  {words.empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.key} data-tone={row.tone}>
                  {hasLines ? <td className={`${styles.cell} ${styles.line}`}>{row.line ?? ''}</td> : null}
                  <td className={`${styles.cell} ${styles.address}`}>{row.address}</td>
                  <td className={`${styles.cell} ${styles.verdict} ${styles.toneText[row.tone]}`}>
                    <SeverityIcon severity={row.tone} />
                    <span>{row.label}</span>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager count={total} pageSize={pageSize} page={page} onPageChange={onPageChange} words={{ label: words.pager }} />
    </div>
  );
};
