import { useId } from 'react';
import { Button } from '../Button/index.ts';
import { SeverityIcon } from '../SeverityIcon/index.ts';
import { formatFileSize } from './fileSize.ts';
import * as styles from './UploadList.css.ts';

export const uploadStates = ['waiting', 'uploading', 'done', 'refused', 'failed', 'cancelled', 'conflict'] as const;
export type UploadState = (typeof uploadStates)[number];

export type UploadConflictChoice = 'replace' | 'keep';

export type UploadListItem = {
  id: string | number;
  name: string;
  /** In bytes. */
  size: number;
  state: UploadState;
  /** While uploading: how much has been sent, 0 to 100. */
  percent?: number | undefined;
  /** Why a file was refused or failed, in Japanese (e.g. 「PNG、JPEG… のみアップロードできます」). */
  message?: string | null | undefined;
};

export interface UploadListWords {
  states: Record<UploadState, string>;
  cancel: string;
  retry: string;
  replace: string;
  keep: string;
  /** Read out politely when it changes: only when a file finishes, not on every percent. */
  summary: (total: number, done: number, problems: number) => string;
  progressLabel: (name: string) => string;
  listLabel: string;
}

const defaultWords: UploadListWords = {
  states: {
    waiting: '待機中',
    uploading: 'アップロード中',
    done: '完了',
    refused: 'アップロードできません',
    failed: '失敗しました',
    cancelled: '取り消しました',
    conflict: '同じ名前のファイルがあります',
  },
  cancel: '取り消す',
  retry: '再試行',
  replace: '置き換える',
  keep: '両方残す',
  summary: (total, done, problems) =>
    problems > 0
      ? `${total} 件中 ${done} 件完了、${problems} 件はアップロードできませんでした`
      : `${total} 件中 ${done} 件完了`,
  progressLabel: (name) => `${name} の進み具合`,
  listLabel: 'アップロードするファイル',
};

export interface UploadListProps {
  items: readonly UploadListItem[];
  onCancel?: ((id: UploadListItem['id']) => void) | undefined;
  onRetry?: ((id: UploadListItem['id']) => void) | undefined;
  /** For a name already used: replace the stored file, or keep both (the new one gets another name). */
  onResolve?: ((id: UploadListItem['id'], choice: UploadConflictChoice) => void) | undefined;
  words?: (Partial<Omit<UploadListWords, 'states'>> & { states?: Partial<Record<UploadState, string>> }) | undefined;
  className?: string | undefined;
}

const clampPercent = (percent: number | undefined) => Math.min(100, Math.max(0, Math.round(percent ?? 0)));

const iconOf: Partial<Record<UploadState, 'success' | 'error' | 'warning'>> = {
  done: 'success',
  refused: 'error',
  failed: 'error',
  conflict: 'warning',
};

/**
 * The files of one upload, each with its size and state: a real progress bar while it is sent, the reason
 * when it is refused or failed, cancel while waiting or sending, retry after a failure, and replace or keep
 * both (or cancel) when its name is taken. A polite live summary counts finished files, so progress is not
 * read out on every percent.
 */
export const UploadList = ({ items, onCancel, onRetry, onResolve, words, className }: UploadListProps) => {
  const text = { ...defaultWords, ...words, states: { ...defaultWords.states, ...words?.states } };
  const summaryId = useId();
  const counted = items.filter((item) => item.state !== 'cancelled');
  const done = counted.filter((item) => item.state === 'done').length;
  const problems = counted.filter((item) => item.state === 'refused' || item.state === 'failed').length;
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <p id={summaryId} className={styles.summary} aria-live="polite" aria-atomic="true">
        {items.length > 0 ? text.summary(counted.length, done, problems) : ''}
      </p>
      {items.length > 0 ? (
        <ul className={styles.list} aria-label={text.listLabel}>
          {items.map((item) => (
            <UploadRow
              key={item.id}
              item={item}
              text={text}
              onCancel={onCancel}
              onRetry={onRetry}
              onResolve={onResolve}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
};

type RowProps = Pick<UploadListProps, 'onCancel' | 'onRetry' | 'onResolve'> & {
  item: UploadListItem;
  text: UploadListWords;
};

const UploadRow = ({ item, text, onCancel, onRetry, onResolve }: RowProps) => {
  const nameId = useId();
  const percent = clampPercent(item.percent);
  const icon = iconOf[item.state];
  return (
    <li className={styles.row} data-state={item.state}>
      <div className={styles.head}>
        <span id={nameId} className={styles.name}>
          {item.name}
        </span>
        <span className={styles.size}>{formatFileSize(item.size)}</span>
      </div>
      <p className={`${styles.state} ${styles.tone[item.state]}`}>
        {icon ? <SeverityIcon severity={icon} /> : null}
        <span>{text.states[item.state]}</span>
        {item.state === 'uploading' ? <span className={styles.percent}>{percent}%</span> : null}
      </p>
      {item.state === 'uploading' ? (
        <progress className={styles.progress} value={percent} max={100} aria-label={text.progressLabel(item.name)} />
      ) : null}
      {item.message && (item.state === 'refused' || item.state === 'failed' || item.state === 'conflict') ? (
        <p className={styles.message}>{item.message}</p>
      ) : null}
      {(item.state === 'waiting' || item.state === 'uploading') && onCancel ? (
        <div className={styles.actions}>
          <Button variant="tertiary" size="small" aria-describedby={nameId} onClick={() => onCancel(item.id)}>
            {text.cancel}
          </Button>
        </div>
      ) : null}
      {item.state === 'failed' && onRetry ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="small" aria-describedby={nameId} onClick={() => onRetry(item.id)}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      {item.state === 'conflict' && onResolve ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="small"
            aria-describedby={nameId}
            onClick={() => onResolve(item.id, 'replace')}
          >
            {text.replace}
          </Button>
          <Button variant="secondary" size="small" aria-describedby={nameId} onClick={() => onResolve(item.id, 'keep')}>
            {text.keep}
          </Button>
          {onCancel ? (
            <Button variant="tertiary" size="small" aria-describedby={nameId} onClick={() => onCancel(item.id)}>
              {text.cancel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
};
