import { Pagination } from '@ark-ui/react/pagination';
import * as styles from './Pager.css.ts';

export interface PagerWords {
  /** Names the navigation landmark (several pagers on one screen each need their own). */
  label: string;
  previous: string;
  next: string;
  page: (page: number, pageCount: number) => string;
}

const defaultWords: Omit<PagerWords, 'label'> = {
  previous: '前のページ',
  next: '次のページ',
  page: (page, pageCount) => `${pageCount} ページ中 ${page} ページ目`,
};

export interface PagerProps {
  /** The rows in all pages. */
  count: number;
  pageSize: number;
  /** The page shown, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  words: Partial<PagerWords> & { label: string };
}

/**
 * Page buttons under a long table (Ark's pagination): previous, the pages near the current one with the first
 * and last, next. Nothing is drawn when everything fits one page.
 */
export const Pager = ({ count, pageSize, page, onPageChange, words }: PagerProps) => {
  const text = { ...defaultWords, ...words };
  if (count <= pageSize) return null;
  return (
    <Pagination.Root
      className={styles.root}
      count={count}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: text.label,
        prevTriggerLabel: text.previous,
        nextTriggerLabel: text.next,
        itemLabel: ({ page: item, totalPages }) => text.page(item, totalPages),
      }}
    >
      <Pagination.PrevTrigger className={styles.step}>{text.previous}</Pagination.PrevTrigger>
      <Pagination.Context>
        {(pagination) =>
          pagination.pages.map((item, index) =>
            item.type === 'page' ? (
              <Pagination.Item key={item.value} {...item} className={styles.item}>
                {item.value}
              </Pagination.Item>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no value of its own
              <Pagination.Ellipsis key={`ellipsis-${index}`} index={index} className={styles.ellipsis}>
                …
              </Pagination.Ellipsis>
            ),
          )
        }
      </Pagination.Context>
      <Pagination.NextTrigger className={styles.step}>{text.next}</Pagination.NextTrigger>
    </Pagination.Root>
  );
};
