import { memo } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './AnswerTable.css.ts';
import type { AnswerTableColumn, AnswerTableRow } from './types.ts';
import type { AnswerTableWords } from './words.ts';

export type AnswerRowProps = {
  row: AnswerTableRow;
  /** 1-based among all rows of the table, the header being 1. */
  rowIndex: number;
  columns: readonly { column: AnswerTableColumn; width: number }[];
  selected: boolean;
  onToggle: (id: number, shiftKey: boolean) => void;
  words: AnswerTableWords;
};

/**
 * One answer. Memoised: scrolling redraws only the rows that show another answer. Its element is reused for
 * the next answer to take its place on screen (`data-answer` says which it shows).
 */
export const AnswerRow = memo(({ row, rowIndex, columns, selected, onToggle, words }: AnswerRowProps) => (
  <tr aria-rowindex={rowIndex} className={styles.row} data-selected={selected || undefined} data-answer={row.id}>
    <td className={`${styles.cell} ${styles.stickySelect}`}>
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={words.selectRow(row.id)}
        checked={selected}
        // The click (from the mouse or from Space) carries Shift; the page owns the checked state.
        readOnly
        onClick={(event) => onToggle(row.id, event.shiftKey)}
      />
    </td>
    {columns.map(({ column, width }) =>
      column.kind === 'id' ? (
        <th key={column.key} scope="row" className={`${styles.cell} ${styles.stickyId}`} style={{ width }}>
          {row.id}
        </th>
      ) : (
        <td key={column.key} className={styles.cell} style={{ width }}>
          <CellValue row={row} column={column} words={words} />
        </td>
      ),
    )}
  </tr>
));
AnswerRow.displayName = 'AnswerRow';

const CellValue = ({
  row,
  column,
  words,
}: {
  row: AnswerTableRow;
  column: AnswerTableColumn;
  words: AnswerTableWords;
}) => {
  if (column.kind === 'flag') {
    return row.downloaded ? (
      <>
        <span className={styles.flag} aria-hidden="true">
          {words.flagMark}
        </span>
        <VisuallyHidden>{words.flagOn}</VisuallyHidden>
      </>
    ) : (
      <VisuallyHidden>{words.flagOff}</VisuallyHidden>
    );
  }
  if (column.kind === 'files') {
    if (row.files.length === 0) return null;
    return (
      <span className={styles.truncated} title={row.files.map((file) => file.name).join('、')}>
        {row.files.map((file, index) => (
          <span key={file.url}>
            {index > 0 ? '、' : null}
            <a className={styles.fileLink} href={file.url} download={file.name}>
              {file.name}
            </a>
          </span>
        ))}
      </span>
    );
  }
  const value = row.cells[column.key] ?? '';
  return (
    <span
      className={column.kind === 'time' ? `${styles.truncated} ${styles.time}` : styles.truncated}
      title={value || undefined}
    >
      {value}
    </span>
  );
};
