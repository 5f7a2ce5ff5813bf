import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './DataTable.css.ts';

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

export type DataTableSort = { key: string; direction: SortDirection };

export type DataTableColumn<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Shows a sort button in the header; the page sorts the rows it passes. */
  sortable?: boolean;
  /** Any CSS width, such as '30%' or '12em'. */
  width?: string;
};

export type DataTableProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  /** Names the table for screen readers; shown unless `captionHidden`. */
  caption?: ReactNode;
  captionHidden?: boolean;
  /** Shown in place of rows when there are none, such as an EmptyState. */
  emptyState?: ReactNode;
  /** Buttons or links for one row, in a last column. */
  rowActions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  emptyText?: string;
};

/** A plain table whose sorting is owned by the page: header buttons report the wanted order. */
export const DataTable = <Row,>({
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  caption,
  captionHidden = false,
  emptyState,
  rowActions,
  actionsHeader = '操作',
  emptyText = 'データがありません',
}: DataTableProps<Row>) => {
  const columnCount = columns.length + (rowActions ? 1 : 0);
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        {caption ? (
          <caption className={styles.caption}>
            {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
          </caption>
        ) : null}
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={styles.headerCell}
                  style={column.width ? { width: column.width } : undefined}
                  aria-sort={column.sortable ? (direction ?? 'none') : undefined}
                >
                  {column.sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      data-direction={direction}
                      onClick={() =>
                        onSortChange?.({
                          key: column.key,
                          direction: direction === 'ascending' ? 'descending' : 'ascending',
                        })
                      }
                    >
                      {column.header}
                      <SortIcon direction={direction} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {rowActions ? (
              <th scope="col" className={`${styles.headerCell} ${styles.actionsCell}`}>
                {actionsHeader}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={styles.emptyCell}>
                {emptyState ?? emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={styles.row}>
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell}>
                    {column.render(row)}
                  </td>
                ))}
                {rowActions ? <td className={`${styles.cell} ${styles.actionsCell}`}>{rowActions(row)}</td> : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
};

// Both arrows while unsorted, one when sorted: the order is also in aria-sort for screen readers.
const SortIcon = ({ direction }: { direction: SortDirection | undefined }) => (
  <svg className={styles.sortIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    {direction !== 'descending' ? <path d="M8 10l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
    {direction !== 'ascending' ? <path d="M8 14l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" /> : null}
  </svg>
);
