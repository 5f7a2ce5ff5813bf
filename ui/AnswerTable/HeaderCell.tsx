import { type KeyboardEvent, memo, type PointerEvent, useRef, useState } from 'react';
import * as styles from './AnswerTable.css.ts';
import { type AnswerTableColumn, maxColumnWidth, minColumnWidth, resizeStep } from './types.ts';
import type { AnswerTableWords } from './words.ts';

export type HeaderCellProps = {
  column: AnswerTableColumn;
  width: number;
  direction: 'ascending' | 'descending' | undefined;
  filter: string;
  onSort: (key: string) => void;
  onFilterChange: (key: string, value: string) => void;
  onResize: (key: string, width: number) => void;
  words: AnswerTableWords;
  resizeHintId: string;
  className: string;
};

const clampWidth = (width: number) => Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));

/**
 * A column's header: the sort button, the column's filter under it, and the resize handle on its edge.
 * Memoised: the table renders on every scroll frame, the headers only when their column changes.
 */
export const HeaderCell = memo(function HeaderCell({
  column,
  width,
  direction,
  filter,
  onSort,
  onFilterChange,
  onResize,
  words,
  resizeHintId,
  className,
}: HeaderCellProps) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  const startDrag = (event: PointerEvent<HTMLHRElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width };
    setDragging(true);
  };
  const moveDrag = (event: PointerEvent<HTMLHRElement>) => {
    const start = drag.current;
    if (!start) return;
    const next = clampWidth(start.width + event.clientX - start.x);
    if (next !== width) onResize(column.key, next);
  };
  const endDrag = (event: PointerEvent<HTMLHRElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = null;
    setDragging(false);
  };
  const resizeByKey = (event: KeyboardEvent<HTMLHRElement>) => {
    const step = event.shiftKey ? resizeStep * 4 : resizeStep;
    const next =
      event.key === 'ArrowRight'
        ? width + step
        : event.key === 'ArrowLeft'
          ? width - step
          : event.key === 'Home'
            ? minColumnWidth
            : event.key === 'End'
              ? maxColumnWidth
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onResize(column.key, clampWidth(next));
  };

  return (
    <th scope="col" aria-label={column.label} aria-sort={direction ?? 'none'} className={className} style={{ width }}>
      <button
        type="button"
        className={styles.sortButton}
        data-direction={direction}
        title={words.sortBy(column.label)}
        onClick={() => onSort(column.key)}
      >
        <span className={styles.truncated}>{column.label}</span>
        <SortIcon direction={direction} />
      </button>
      <input
        type="search"
        className={styles.filter}
        aria-label={words.filterBy(column.label)}
        value={filter}
        onChange={(event) => onFilterChange(column.key, event.target.value)}
      />
      {/* A focusable separator is the ARIA pattern for a splitter: its value is the column's width. */}
      <hr
        aria-orientation="vertical"
        aria-label={words.resizeColumn(column.label)}
        aria-describedby={resizeHintId}
        aria-valuenow={width}
        aria-valuemin={minColumnWidth}
        aria-valuemax={maxColumnWidth}
        tabIndex={0}
        className={styles.resizeHandle}
        data-dragging={dragging || undefined}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={resizeByKey}
      />
    </th>
  );
});

// Both arrows while unsorted, one when sorted: the order is also in aria-sort for screen readers.
const SortIcon = ({ direction }: { direction: 'ascending' | 'descending' | undefined }) => (
  <svg className={styles.sortIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {direction !== 'descending' ? <path d="M8 10l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
    {direction !== 'ascending' ? <path d="M8 14l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
  </svg>
);
