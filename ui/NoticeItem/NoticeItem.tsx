import type { ReactNode } from 'react';
import { SanitizedHtml } from '../SanitizedHtml/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import * as styles from './NoticeItem.css.ts';

export const noticeTypes = ['error', 'urgent', 'success', 'warning', 'others'] as const;
export type NoticeType = (typeof noticeTypes)[number];

/**
 * How an unread notice stands out besides its tint and bar: `tag`, an outlined 「未読」 tag; `bold`, bold
 * type with the word for screen readers only, for a compact list such as the bell's popup.
 */
export const noticeUnreadMarks = ['tag', 'bold'] as const;
export type NoticeUnreadMark = (typeof noticeUnreadMarks)[number];

export const noticeTitleLevels = ['h2', 'h3', 'h4'] as const;
export type NoticeTitleLevel = (typeof noticeTitleLevels)[number];

export type NoticeItemProps = {
  type: NoticeType;
  /** The type's name as the page words it, such as 「障害」 or 「メンテナンス」. */
  typeLabel: string;
  /** HTML; sanitised before it is shown. */
  content: string;
  important: boolean;
  unread: boolean;
  unreadMark?: NoticeUnreadMark;
  /** A heading between the labels and the content; left out, there is none. */
  title?: ReactNode;
  /** The title's element, to fit the page's heading outline. */
  titleAs?: NoticeTitleLevel;
  /** When it was posted, after the labels: `dateTime` for machines, `text` as the page words it. */
  date?: { dateTime: string; text: string };
  importantLabel?: string;
  unreadLabel?: string;
  /** Buttons after the content, such as edit and delete on a page that manages notices. */
  actions?: ReactNode;
};

/**
 * One notice of a list (spec §2.8), in a `ul`: its type label coloured by type, the important marker, the
 * unread state and the sanitised content, the same in the bell's popup and on a page.
 */
export const NoticeItem = ({
  type,
  typeLabel,
  content,
  important,
  unread,
  unreadMark = 'tag',
  title,
  titleAs: Title = 'h3',
  date,
  importantLabel = '重要',
  unreadLabel = '未読',
  actions,
}: NoticeItemProps) => (
  <li className={`${styles.item} ${styles.unreadMark[unreadMark]}`} data-unread={unread || undefined}>
    <div className={styles.labels}>
      {unread ? (
        unreadMark === 'tag' ? (
          <span className={styles.unread}>{unreadLabel}</span>
        ) : (
          <VisuallyHidden>{unreadLabel}</VisuallyHidden>
        )
      ) : null}
      <span className={styles.type[type]} data-type={type}>
        {typeLabel}
      </span>
      {important ? <strong className={styles.important}>{importantLabel}</strong> : null}
      {date ? (
        <time className={styles.date} dateTime={date.dateTime}>
          {date.text}
        </time>
      ) : null}
    </div>
    {title !== undefined ? <Title className={styles.title}>{title}</Title> : null}
    <SanitizedHtml html={content} className={styles.content} />
    {actions ? <div className={styles.actions}>{actions}</div> : null}
  </li>
);
