import { useId } from 'react';
import { DataTable, type DataTableProps, EmptyState, LoadingOverlay, TextField } from '../../ui/index.ts';
import { kitText } from './kitText.ts';
import { LoadFailed } from './LoadFailed.tsx';
import * as layout from './layout.css.ts';

/** The words of one list: what it holds, how its search works, and what to say when it is empty or failed. */
export interface ListWords {
  searchLabel: string;
  /** Defaults to the kit's: kana, width and case do not matter (model/kit `matchesQuery`). */
  searchHint?: string;
  caption: string;
  shown: (shown: number, total: number) => string;
  loading: string;
  emptyTitle: string;
  emptyDescription: string;
  noMatchTitle: string;
  noMatchDescription?: string;
  failedTitle: string;
  failedDescription: string;
}

export type ListSectionProps<Row> = Pick<DataTableProps<Row>, 'columns' | 'rows' | 'rowKey' | 'rowActions'> & {
  words: ListWords;
  /** Every record, whatever the search: tells "none yet" from "none match". */
  total: number;
  loading: boolean;
  /** The load failed: say so and offer to try again, never "none yet". */
  failed: boolean;
  onRetry: () => void;
  search: string;
  onSearch: (query: string) => void;
  sort?: DataTableProps<Row>['sort'] | null;
  onSort?: DataTableProps<Row>['onSortChange'];
};

/** A list screen's body for every domain: search with its count, the table, and its empty, loading and failed states. */
export const ListSection = <Row,>({
  words,
  total,
  loading,
  failed,
  onRetry,
  search,
  onSearch,
  sort,
  onSort,
  ...table
}: ListSectionProps<Row>) => {
  const countId = useId();
  const empty = failed ? (
    <LoadFailed title={words.failedTitle} description={words.failedDescription} onRetry={onRetry} />
  ) : total === 0 ? (
    <EmptyState title={words.emptyTitle} description={words.emptyDescription} titleAs="p" />
  ) : (
    <EmptyState title={words.noMatchTitle} description={words.noMatchDescription ?? kitText.noMatch} titleAs="p" />
  );
  return (
    <div className={layout.section}>
      <div className={layout.searchRow}>
        <TextField
          className={layout.searchField}
          type="search"
          label={words.searchLabel}
          hint={words.searchHint ?? kitText.searchHint}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
          aria-describedby={countId}
        />
        <p id={countId} className={layout.quiet} aria-live="polite">
          {loading ? '' : words.shown(table.rows.length, total)}
        </p>
      </div>
      <LoadingOverlay pending={loading} label={words.loading}>
        <DataTable
          {...table}
          caption={words.caption}
          captionHidden
          sort={sort ?? undefined}
          onSortChange={onSort}
          emptyState={loading ? null : empty}
        />
      </LoadingOverlay>
    </div>
  );
};
