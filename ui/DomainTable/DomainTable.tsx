import type { ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import * as styles from './DomainTable.css.ts';

/** One allowed domain as the table shows it: every text already in the page's words. */
export type DomainTableRow = {
  id: number;
  /** As people read it (Unicode for an IDN). */
  domain: string;
  /** The stored ASCII form when it differs (an IDN's punycode); shown small under the name. */
  ascii?: string;
  purpose: string;
  note: string;
  updatedBy: string;
  updatedAt: string;
};

export type DomainTableWords = {
  caption: string;
  domain: string;
  purpose: string;
  note: string;
  updatedBy: string;
  updatedAt: string;
  actions: string;
  empty: ReactNode;
  /** A button's accessible name, naming the domain: 「example.go.jp を編集」. */
  edit: (domain: string) => string;
  editLabel: string;
  delete: (domain: string) => string;
  deleteLabel: string;
};

export type DomainTableProps = {
  rows: readonly DomainTableRow[];
  words: DomainTableWords;
  /** Leave out when the user may not change domains: the actions column goes. */
  onEdit?: (row: DomainTableRow) => void;
  /**
   * The delete action of a row (a page gives a link to its confirmation route, ui knows no router);
   * `label` is the visible text, `name` the accessible name. Without it a button calls `onDelete`.
   */
  renderDelete?: (row: DomainTableRow, text: { label: string; name: string }) => ReactNode;
  onDelete?: (row: DomainTableRow) => void;
};

/** The allowed e-mail domains: name, purpose, note, who changed each last and when, with edit and delete. */
export const DomainTable = ({ rows, words, onEdit, renderDelete, onDelete }: DomainTableProps) => {
  const columns: DataTableColumn<DomainTableRow>[] = [
    {
      key: 'domain',
      header: words.domain,
      render: (row) => (
        <>
          <span lang="ja" className={styles.domain}>
            {row.domain}
          </span>
          {row.ascii ? (
            <span className={styles.ascii} lang="en">
              {row.ascii}
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'purpose', header: words.purpose, render: (row) => row.purpose },
    { key: 'note', header: words.note, render: (row) => row.note },
    {
      key: 'updated',
      header: words.updatedBy,
      render: (row) => <span className={row.updatedBy ? undefined : styles.muted}>{row.updatedBy || '—'}</span>,
    },
    { key: 'updatedAt', header: words.updatedAt, render: (row) => row.updatedAt },
  ];
  const editable = Boolean(onEdit || renderDelete || onDelete);
  return (
    <DataTable
      caption={words.caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      emptyState={words.empty}
      actionsHeader={words.actions}
      rowActions={
        editable
          ? (row) => (
              <div className={styles.actions}>
                {onEdit ? (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={words.edit(row.domain)}
                    onClick={() => onEdit(row)}
                  >
                    {words.editLabel}
                  </Button>
                ) : null}
                {renderDelete ? (
                  renderDelete(row, { label: words.deleteLabel, name: words.delete(row.domain) })
                ) : onDelete ? (
                  <Button
                    variant="danger"
                    size="small"
                    aria-label={words.delete(row.domain)}
                    onClick={() => onDelete(row)}
                  >
                    {words.deleteLabel}
                  </Button>
                ) : null}
              </div>
            )
          : undefined
      }
    />
  );
};
