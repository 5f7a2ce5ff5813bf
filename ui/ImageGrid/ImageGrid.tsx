import { type ReactNode, useId } from 'react';
import * as buttonStyles from '../Button/Button.css.ts';
import { Button } from '../Button/index.ts';
import { formatFileSize } from '../UploadList/fileSize.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './ImageGrid.css.ts';
import { formatUploadedAt, type UploadedAt, uploadedLine } from './uploaded.ts';

/** What a card shows of an image; any file record with these fields fits (null read as not given). */
export type ImageGridItem = {
  id: number;
  name: string;
  /** The public address: 「URLをコピー」 and 「開く」 use it. */
  url?: string | undefined;
  /** A small picture for the card; without one a placeholder is drawn (the full image is never loaded here). */
  thumbnailUrl?: string | null | undefined;
  size?: number | undefined;
  width?: number | null | undefined;
  height?: number | null | undefined;
  uploadedBy?: string | null | undefined;
  createdAt?: UploadedAt;
};

export interface ImageGridWords {
  listLabel: string;
  copyUrl: string;
  open: string;
  /** Said with 「開く」 to screen readers. */
  opensNewTab: string;
  delete: string;
  noThumbnail: string;
  uploaded: (by: string | undefined, when: string | undefined) => string;
}

const defaultWords: ImageGridWords = {
  listLabel: '画像',
  copyUrl: 'URLをコピー',
  open: '開く',
  opensNewTab: '（新しいタブで開きます）',
  delete: '削除',
  noThumbnail: '縮小画像なし',
  uploaded: uploadedLine,
};

export interface ImageGridProps {
  items: readonly ImageGridItem[];
  /** Buttons of the default actions appear only for the handlers given. */
  onCopyUrl?: ((item: ImageGridItem) => void) | undefined;
  onDelete?: ((item: ImageGridItem) => void) | undefined;
  /** Replaces the default actions of each card. */
  actions?: ((item: ImageGridItem) => ReactNode) | undefined;
  /** The picker's mode: each card is one toggle button (aria-pressed), one image chosen at a time. */
  selectable?: boolean | undefined;
  selectedId?: number | null | undefined;
  onSelect?: ((id: number) => void) | undefined;
  words?: Partial<ImageGridWords> | undefined;
  className?: string | undefined;
}

/**
 * Images as a grid of cards: thumbnail (alt is the file's name), name, size, dimensions, who uploaded it and
 * when, and per-card actions. In selectable mode (the image picker) each card is a toggle button instead, and
 * the one chosen is pressed.
 */
export const ImageGrid = ({
  items,
  onCopyUrl,
  onDelete,
  actions,
  selectable = false,
  selectedId,
  onSelect,
  words,
  className,
}: ImageGridProps) => {
  const text = { ...defaultWords, ...words };
  return (
    <ul className={className ? `${styles.grid} ${className}` : styles.grid} aria-label={text.listLabel}>
      {items.map((item) => (
        <li key={item.id} className={styles.cell}>
          {selectable ? (
            <SelectableCard item={item} text={text} selected={item.id === selectedId} onSelect={onSelect} />
          ) : (
            <Card item={item} text={text} onCopyUrl={onCopyUrl} onDelete={onDelete} actions={actions} />
          )}
        </li>
      ))}
    </ul>
  );
};

const Thumbnail = ({
  item,
  text,
  placeholderId,
}: {
  item: ImageGridItem;
  text: ImageGridWords;
  placeholderId?: string;
}) => (
  <div className={styles.thumbnail}>
    {item.thumbnailUrl ? (
      <img className={styles.image} src={item.thumbnailUrl} alt={item.name} loading="lazy" decoding="async" />
    ) : (
      <div className={styles.placeholder}>
        <svg viewBox="0 0 48 48" fill="none" aria-hidden="true" focusable="false" className={styles.placeholderIcon}>
          <rect x="6" y="10" width="36" height="28" rx="2" stroke="currentColor" strokeWidth="2" />
          <path d="M6 32l10-10 8 8 6-6 12 12" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          <circle cx="32" cy="18" r="3" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span id={placeholderId}>{text.noThumbnail}</span>
      </div>
    )}
  </div>
);

const Details = ({ item, text, id }: { item: ImageGridItem; text: ImageGridWords; id: string }) => {
  const uploaded = text.uploaded(item.uploadedBy ?? undefined, formatUploadedAt(item.createdAt));
  return (
    <div id={id} className={styles.details}>
      <span className={styles.name}>{item.name}</span>
      {item.size !== undefined || (item.width && item.height) ? (
        <span className={styles.facts}>
          {item.size === undefined ? null : <span>{formatFileSize(item.size)}</span>}
          {item.width && item.height ? <span>{`${item.width}×${item.height}`}</span> : null}
        </span>
      ) : null}
      {uploaded ? <span className={styles.fact}>{uploaded}</span> : null}
    </div>
  );
};

type CardProps = Pick<ImageGridProps, 'onCopyUrl' | 'onDelete' | 'actions'> & {
  item: ImageGridItem;
  text: ImageGridWords;
};

const Card = ({ item, text, onCopyUrl, onDelete, actions }: CardProps) => {
  const nameId = useId();
  const defaultActions = (
    <>
      {onCopyUrl && item.url ? (
        <Button variant="secondary" size="small" aria-describedby={nameId} onClick={() => onCopyUrl(item)}>
          {text.copyUrl}
        </Button>
      ) : null}
      {item.url ? (
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={nameId}
          className={[buttonStyles.root, buttonStyles.variant.tertiary, buttonStyles.size.small].join(' ')}
        >
          {text.open}
          <VisuallyHidden>{text.opensNewTab}</VisuallyHidden>
        </a>
      ) : null}
      {onDelete ? (
        <Button variant="danger" size="small" aria-describedby={nameId} onClick={() => onDelete(item)}>
          {text.delete}
        </Button>
      ) : null}
    </>
  );
  return (
    <div className={styles.card}>
      <Thumbnail item={item} text={text} />
      <Details item={item} text={text} id={nameId} />
      <div className={styles.actions}>{actions ? actions(item) : defaultActions}</div>
    </div>
  );
};

type SelectableCardProps = Pick<ImageGridProps, 'onSelect'> & {
  item: ImageGridItem;
  text: ImageGridWords;
  selected: boolean;
};

const SelectableCard = ({ item, text, selected, onSelect }: SelectableCardProps) => {
  const nameId = useId();
  const placeholderId = useId();
  return (
    <button
      type="button"
      className={`${styles.card} ${styles.selectable}`}
      aria-pressed={selected}
      // Named by the text shown, in its order (the placeholder's words, name, size, dimensions, uploader),
      // without the thumbnail's alt repeating the name.
      aria-labelledby={item.thumbnailUrl ? nameId : `${placeholderId} ${nameId}`}
      onClick={() => onSelect?.(item.id)}
    >
      <Thumbnail item={item} text={text} placeholderId={placeholderId} />
      <Details item={item} text={text} id={nameId} />
      {selected ? (
        <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path className={styles.checkMark} d="M7 12.5l3 3 7-7" fill="none" strokeWidth="2" strokeLinecap="round" />
        </svg>
      ) : null}
    </button>
  );
};
