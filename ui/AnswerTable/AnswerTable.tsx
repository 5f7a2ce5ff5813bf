import {
  type ColumnDef,
  columnFilteringFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../Button/index.ts';
import { size } from '../theme/tokens.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { AnswerRow } from './AnswerRow.tsx';
import * as styles from './AnswerTable.css.ts';
import { ColumnMenu } from './ColumnMenu.tsx';
import { HeaderCell } from './HeaderCell.tsx';
import {
  type AnswerTableColumn,
  type AnswerTableRow,
  type AnswerTableSort,
  defaultColumnWidths,
  maxColumnWidth,
  minColumnWidth,
} from './types.ts';
import { type AnswerTableWords, defaultAnswerTableWords, formatCount } from './words.ts';

export type AnswerTableProps = {
  columns: readonly AnswerTableColumn[];
  /**
   * The answers matching the filters, in the page's order. While a paging server is still sending them,
   * `rows` may hold fewer than `matchingCount`: the rest show as loading rows, and `onRangeChange` says
   * which are in view so the page can fetch those first.
   */
  rows: readonly AnswerTableRow[];
  sorting: AnswerTableSort | null;
  /** A header's sort button was pressed; the page decides the next order. */
  onSort: (key: string) => void;
  filters: Readonly<Record<string, string>>;
  onFilterChange: (key: string, value: string) => void;
  selected: ReadonlySet<number>;
  /** A row's box was pressed; `range` when with Shift (click or Shift+Space): from the last one pressed to this. */
  onRowToggle: (id: number, range: boolean) => void;
  /** The header box while not every matching answer is selected: selects all matching, in view or not. */
  onSelectAllMatching: () => void;
  onClearSelection: () => void;
  /** Keys of hidden columns; an `id` column is shown whatever this says. */
  hidden: readonly string[];
  onVisibilityChange: (key: string, visible: boolean) => void;
  /** Column widths in CSS pixels by key; a column without one takes its kind's default. */
  widths: Readonly<Record<string, number>>;
  onResize: (key: string, width: number) => void;
  /** Every answer of the form, and how many of them match the filters (the rows passed may be fewer). */
  totalCount: number;
  matchingCount: number;
  /**
   * How many of the selected answers match the filters, for the header box (checked, mixed or not);
   * by default `selected.size`, right while the page drops the non-matching ones from the selection.
   */
  selectedMatchingCount?: number;
  words?: Partial<AnswerTableWords>;
  /** The indexes (0-based, in `rows` order) of the first and last rows rendered, as they change. */
  onRangeChange?: (first: number, last: number) => void;
  /** Rows rendered beyond each edge of the viewport. */
  overscan?: number;
  className?: string;
};

const features = tableFeatures({
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  columnFilteringFeature,
});
type Features = typeof features;

/** The row height in pixels for the virtualiser: the CSS row is `vars.size.control.medium` high. */
const rowHeight = Number.parseFloat(size.control.medium);
/** What a keyboard reaches inside a row: its box and its files' links. */
const focusableInRow = 'input, a[href], button';

/** 回答番号 first, the others in the page's order. */
const idFirst = (columns: readonly AnswerTableColumn[]) => [
  ...columns.filter((column) => column.kind === 'id'),
  ...columns.filter((column) => column.kind !== 'id'),
];

/**
 * The answers of one form as a table that stays smooth at 50,000 rows: only the rows in view (and a few
 * either side) are in the DOM. Everything is controlled: the page sorts, filters, selects and remembers
 * widths and hidden columns; the table reports what the user asked for.
 *
 * TanStack Table keeps the column model (order, visibility, sizes, sort and filter state, manual mode);
 * the rows are virtualised straight from `rows`, which in manual mode is the row model already, so a new
 * answer arriving never rebuilds 50,000 row objects.
 */
export const AnswerTable = ({
  columns,
  rows,
  sorting,
  onSort,
  filters,
  onFilterChange,
  selected,
  onRowToggle,
  onSelectAllMatching,
  onClearSelection,
  hidden,
  onVisibilityChange,
  widths,
  onResize,
  totalCount,
  matchingCount,
  selectedMatchingCount,
  words: wordsGiven,
  onRangeChange,
  overscan = 3,
  className,
}: AnswerTableProps) => {
  const words = useMemo(() => ({ ...defaultAnswerTableWords, ...wordsGiven }), [wordsGiven]);
  const captionId = useId();
  const resizeHintId = useId();
  const scrollRef = useRef<HTMLElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);

  const ordered = useMemo(() => idFirst(columns), [columns]);
  const byKey = useMemo(() => new Map(ordered.map((column) => [column.key, column])), [ordered]);
  const columnDefs = useMemo<ColumnDef<Features, AnswerTableRow>[]>(
    () =>
      ordered.map((column) => ({
        id: column.key,
        header: column.label,
        accessorFn: (row: AnswerTableRow) => row.cells[column.key] ?? '',
        size: defaultColumnWidths[column.kind],
        minSize: minColumnWidth,
        maxSize: maxColumnWidth,
        enableHiding: column.kind !== 'id',
      })),
    [ordered],
  );
  const state = useMemo(
    () => ({
      columnSizing: { ...widths },
      columnVisibility: Object.fromEntries(
        hidden.filter((key) => byKey.get(key)?.kind !== 'id').map((key) => [key, false]),
      ),
      sorting: sorting ? [{ id: sorting.key, desc: sorting.desc }] : [],
      columnFilters: Object.entries(filters)
        .filter(([, value]) => value !== '')
        .map(([id, value]) => ({ id, value })),
    }),
    [widths, hidden, byKey, sorting, filters],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as AnswerTableRow[],
    getRowId: (row) => String(row.id),
    state,
    manualSorting: true,
    manualFiltering: true,
  });

  const visible = table.getVisibleLeafColumns().flatMap((tableColumn) => {
    const column = byKey.get(tableColumn.id);
    return column ? [{ column, width: tableColumn.getSize(), tableColumn }] : [];
  });
  const idWidth = visible.find(({ column }) => column.kind === 'id')?.width ?? 0;
  // The rows are redrawn only when a column or a width changes, not on every scroll.
  const visibleKey = visible.map(({ column, width }) => `${column.key}:${width}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: visibleKey stands for the visible columns.
  const rowColumns = useMemo(() => visible.map(({ column, width }) => ({ column, width })), [visibleKey]);

  // The header scrolls with the rows: where the first row starts is measured, not guessed.
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return;
    setHeadHeight(head.offsetHeight);
    const observer = new ResizeObserver(() => setHeadHeight(head.offsetHeight));
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.max(rows.length, matchingCount);
  // Stable callbacks: TanStack Virtual recomputes every row's measurement (O(rows)) when one changes, which
  // at 50,000 rows would be a long task on every scrolled frame.
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => rowHeight, []);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? `loading-${index}`, [rows]);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan,
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const padStart = first ? first.start - headHeight : 0;
  const padEnd = last ? virtualizer.getTotalSize() - (last.end - headHeight) : 0;
  const firstIndex = first?.index ?? -1;
  const lastIndex = last?.index ?? -1;
  useEffect(() => {
    if (firstIndex >= 0) onRangeChange?.(firstIndex, lastIndex);
  }, [firstIndex, lastIndex, onRangeChange]);

  // Shift+Space on a row's box: the click it makes carries no Shift, so the key press is remembered.
  const spaceWithShift = useRef(false);
  const noteSpace = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === ' ') spaceWithShift.current = event.shiftKey;
  };
  // Rows are reused for other answers as the table scrolls (see the rows' keys below). Focus follows its
  // answer: to the same control of the row that shows it now, or, once that answer scrolled out of the rows
  // drawn, to the scrolling region (never to the page's start, nor silently onto another answer).
  const focusInBody = useRef(false);
  const focused = useRef<{ answer: string; control: number } | null>(null);
  useLayoutEffect(() => {
    if (!focusInBody.current) return;
    const active = document.activeElement;
    const answer = active?.closest('tr')?.getAttribute('data-answer') ?? null;
    const wanted = focused.current;
    if (active !== null && active !== document.body && wanted !== null && answer === wanted.answer) return;
    const row = wanted ? scrollRef.current?.querySelector(`tr[data-answer="${wanted.answer}"]`) : null;
    const control = row?.querySelectorAll<HTMLElement>(focusableInRow)[wanted?.control ?? 0];
    if (control) {
      control.focus({ preventScroll: true });
      return;
    }
    focusInBody.current = false;
    focused.current = null;
    scrollRef.current?.focus({ preventScroll: true });
  });

  const toggle = useCallback(
    (id: number, shiftKey: boolean) => {
      const range = shiftKey || spaceWithShift.current;
      spaceWithShift.current = false;
      onRowToggle(id, range);
    },
    [onRowToggle],
  );

  const selectedCount = selected.size;
  const selectedMatching = selectedMatchingCount ?? selectedCount;
  const allSelected = matchingCount > 0 && selectedMatching >= matchingCount;
  const someSelected = selectedMatching > 0 && !allSelected;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = someSelected;
  }, [someSelected]);

  const empty = rowCount === 0;
  const message = totalCount === 0 ? words.empty : words.noneMatch;

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.toolbar}>
        <p id={captionId} className={styles.caption}>
          {words.caption}
        </p>
        <p className={styles.counts} role="status">
          {words.matchingCount(formatCount(matchingCount), formatCount(totalCount))}
          {selectedCount > 0 ? ` / ${words.selectedCount(formatCount(selectedCount))}` : null}
        </p>
        <div className={styles.toolbarEnd}>
          {selectedCount > 0 ? (
            <Button variant="tertiary" size="small" onClick={onClearSelection}>
              {words.clearSelection}
            </Button>
          ) : null}
          <ColumnMenu
            columns={ordered}
            hidden={hidden}
            onVisibilityChange={onVisibilityChange}
            label={words.columns}
            alwaysShown={words.alwaysShown}
          />
        </div>
      </div>
      <VisuallyHidden id={resizeHintId}>{words.resizeHint}</VisuallyHidden>
      {/* Focusable so the rows can be scrolled by keyboard; named like the table it holds. */}
      <section
        ref={scrollRef}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        className={styles.scroller}
        // Focus moved into view by the keyboard is not hidden under the sticky header or first column.
        style={{
          scrollPaddingBlockStart: headHeight,
          scrollPaddingInlineStart: `calc(${size.control.medium} + ${idWidth}px)`,
        }}
        onKeyDown={noteSpace}
      >
        <table
          aria-labelledby={captionId}
          aria-rowcount={(empty ? 1 : rowCount) + 1}
          aria-colcount={visible.length + 1}
          className={styles.table}
          style={{ width: `calc(${size.control.medium} + ${table.getTotalSize()}px)` }}
        >
          <thead ref={headRef} className={styles.head}>
            <tr aria-rowindex={1} className={styles.headRow}>
              <th scope="col" aria-label={words.select} className={`${styles.headerCell} ${styles.stickySelect}`}>
                <input
                  ref={selectAllRef}
                  type="checkbox"
                  className={styles.checkbox}
                  aria-label={words.selectAll(formatCount(matchingCount))}
                  checked={allSelected}
                  disabled={matchingCount === 0}
                  onChange={() => (allSelected ? onClearSelection() : onSelectAllMatching())}
                />
              </th>
              {visible.map(({ column, width, tableColumn }) => {
                const sorted = tableColumn.getIsSorted();
                return (
                  <HeaderCell
                    key={column.key}
                    column={column}
                    width={width}
                    direction={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    filter={String(tableColumn.getFilterValue() ?? '')}
                    onSort={onSort}
                    onFilterChange={onFilterChange}
                    onResize={onResize}
                    words={words}
                    resizeHintId={resizeHintId}
                    className={column.kind === 'id' ? `${styles.headerCell} ${styles.stickyId}` : styles.headerCell}
                  />
                );
              })}
            </tr>
          </thead>
          <tbody
            className={styles.body}
            onFocus={(event) => {
              focusInBody.current = true;
              const row = event.target.closest('tr');
              const answer = row?.getAttribute('data-answer');
              focused.current =
                row && answer
                  ? { answer, control: [...row.querySelectorAll(focusableInRow)].indexOf(event.target) }
                  : null;
            }}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) focusInBody.current = false;
            }}
            style={empty ? undefined : { paddingBlockStart: padStart, paddingBlockEnd: padEnd }}
          >
            {empty ? (
              <tr aria-rowindex={2} className={styles.messageRow}>
                <td colSpan={visible.length + 1} className={styles.message}>
                  {message}
                </td>
              </tr>
            ) : (
              items.map((item) => {
                const row = rows[item.index];
                // Keyed by their place among the rows drawn, not by answer: a scrolled frame changes the text
                // of the rows in place instead of building new ones and moving them. The elements built and
                // dropped on every frame made the browser's garbage collections long enough to drop frames.
                const slot = item.index - firstIndex;
                if (!row) {
                  return (
                    <tr key={`loading-${slot}`} aria-rowindex={item.index + 2} className={styles.row}>
                      <td colSpan={visible.length + 1} className={styles.loadingCell}>
                        {words.loading}
                      </td>
                    </tr>
                  );
                }
                return (
                  <AnswerRow
                    key={`answer-${slot}`}
                    row={row}
                    rowIndex={item.index + 2}
                    columns={rowColumns}
                    selected={selected.has(row.id)}
                    onToggle={toggle}
                    words={words}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
};
