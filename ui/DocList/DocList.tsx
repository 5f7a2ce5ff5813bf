import { type ReactNode, useId } from 'react';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { formatUploadedAt, type UploadedAt, uploadedLine } from '../ImageGrid/uploaded.ts';
import { formatFileSize } from '../UploadList/fileSize.ts';
import * as styles from './DocList.css.ts';
import { docTypeLabel } from './docType.ts';

/** What a row shows of a document; any file record with these fields fits. */
export type DocListItem = {
  id: number;
  name: string;
  /** The public address: the name links to it and 「URLをコピー」 copies it. */
  url?: string | undefined;
  mimeType?: string | undefined;
  size?: number | undefined;
  uploadedBy?: string | null | undefined;
  createdAt?: UploadedAt;
};

export interface DocListWords {
  caption: string;
  name: string;
  type: string;
  size: string;
  uploaded: string;
  actions: string;
  copyUrl: string;
  delete: string;
  empty: string;
  unknownType: string;
}

const defaultWords: DocListWords = {
  caption: '文書',
  name: 'ファイル名',
  type: '種類',
  size: 'サイズ',
  uploaded: '登録',
  actions: '操作',
  copyUrl: 'URLをコピー',
  delete: '削除',
  empty: '文書はありません',
  unknownType: 'ファイル',
};

export interface DocListProps {
  items: readonly DocListItem[];
  /** Buttons of the default actions appear only for the handlers given. */
  onCopyUrl?: ((item: DocListItem) => void) | undefined;
  onDelete?: ((item: DocListItem) => void) | undefined;
  /** Replaces the default actions of each row. */
  actions?: ((item: DocListItem) => ReactNode) | undefined;
  captionHidden?: boolean | undefined;
  /** Shown in place of rows when there are none, such as an EmptyState. */
  emptyState?: ReactNode;
  words?: Partial<DocListWords> | undefined;
}

/** Documents as a table: name (a link to the file), kind, size, who uploaded it and when, actions. */
export const DocList = ({
  items,
  onCopyUrl,
  onDelete,
  actions,
  captionHidden = false,
  emptyState,
  words,
}: DocListProps) => {
  const text = { ...defaultWords, ...words };
  const idPrefix = useId();
  const nameId = (item: DocListItem) => `${idPrefix}-${item.id}`;
  const columns: DataTableColumn<DocListItem>[] = [
    {
      key: 'name',
      header: text.name,
      width: '40%',
      render: (item) =>
        item.url ? (
          <a id={nameId(item)} href={item.url} className={styles.name}>
            {item.name}
          </a>
        ) : (
          <span id={nameId(item)} className={styles.name}>
            {item.name}
          </span>
        ),
    },
    { key: 'type', header: text.type, render: (item) => docTypeLabel(item.name, item.mimeType, text.unknownType) },
    {
      key: 'size',
      header: text.size,
      render: (item) =>
        item.size === undefined ? '' : <span className={styles.number}>{formatFileSize(item.size)}</span>,
    },
    {
      key: 'uploaded',
      header: text.uploaded,
      render: (item) => uploadedLine(item.uploadedBy ?? undefined, formatUploadedAt(item.createdAt)),
    },
  ];
  const defaultActions = (item: DocListItem) => (
    <span className={styles.actions}>
      {onCopyUrl && item.url ? (
        <Button variant="secondary" size="small" aria-describedby={nameId(item)} onClick={() => onCopyUrl(item)}>
          {text.copyUrl}
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="danger" size="small" aria-describedby={nameId(item)} onClick={() => onDelete(item)}>
          {text.delete}
        </Button>
      ) : null}
    </span>
  );
  const hasActions = Boolean(actions || onCopyUrl || onDelete);
  return (
    <DataTable
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      caption={text.caption}
      captionHidden={captionHidden}
      emptyState={emptyState}
      emptyText={text.empty}
      actionsHeader={text.actions}
      {...(hasActions ? { rowActions: actions ?? defaultActions } : {})}
    />
  );
};
