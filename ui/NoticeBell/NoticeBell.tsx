import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { type ReactNode, useDeferredValue, useId } from 'react';
import { CloseButton } from '../CloseButton/index.ts';
import { NoticeItem, type NoticeItemProps } from '../NoticeItem/index.ts';
import * as styles from './NoticeBell.css.ts';

export type { NoticeType } from '../NoticeItem/index.ts';

export type NoticeBellItem = { id: string | number } & Pick<
  NoticeItemProps,
  'type' | 'typeLabel' | 'content' | 'important' | 'unread'
>;

export type NoticeBellProps = {
  notices: readonly NoticeBellItem[];
  /** Unread notices in all, when more exist than are listed; counted from `notices` when left out. */
  unreadCount?: number;
  open?: boolean;
  defaultOpen?: boolean;
  /** Called with true on opening and false on closing: the page marks every listed notice read on close. */
  onOpenChange?: (open: boolean) => void;
  /** Heading of the popup and the bell's accessible name. */
  label?: string;
  /** Added to the bell's name while something is unread: 「お知らせ (未読 3 件)」. */
  formatUnread?: (count: number) => string;
  emptyText?: string;
  importantLabel?: string;
  unreadLabel?: string;
  closeLabel?: string;
  /** Under the list, such as a link to the notice page. */
  footer?: ReactNode;
};

/** Spec §9: the badge shows at most 99. */
const badgeCap = 99;

/** The header's notice bell (spec §2.8): an unread badge and a popup of the newest notices. */
export const NoticeBell = ({
  notices,
  unreadCount,
  open,
  defaultOpen,
  onOpenChange,
  label = 'お知らせ',
  formatUnread = (count) => `未読 ${count} 件`,
  emptyText = 'お知らせはありません',
  importantLabel = '重要',
  unreadLabel = '未読',
  closeLabel = '閉じる',
  footer,
}: NoticeBellProps) => {
  const titleId = useId();
  const unread = unreadCount ?? notices.filter((notice) => notice.unread).length;
  const badge = unread > badgeCap ? `${badgeCap}+` : String(unread);

  return (
    <Popover.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      // Under the bell at the top of the header: flipping above it never helps, and no style reads the size
      // middleware's variables. Each is a measurement less in the frame that opens the popup.
      positioning={{ placement: 'bottom-end', gutter: 8, flip: false, sizeMiddleware: false }}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      {/* The badge sits beside the button, not in it: the button's name already carries the count. */}
      <span className={styles.bellWrap}>
        <Popover.Trigger
          className={styles.trigger}
          aria-label={unread > 0 ? `${label} (${formatUnread(unread)})` : label}
        >
          <svg className={styles.bell} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
            <path
              d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </Popover.Trigger>
        {unread > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </span>
      <Portal>
        <Popover.Positioner className={styles.positioner}>
          {/* Named here too: Ark only links the title it has seen rendered, which a lazily mounted popup is not yet. */}
          <Popover.Content className={styles.content} aria-labelledby={titleId}>
            <div className={styles.heading}>
              <Popover.Title asChild>
                <h2 className={styles.title}>{label}</h2>
              </Popover.Title>
              <Popover.CloseTrigger asChild>
                <CloseButton label={closeLabel} />
              </Popover.CloseTrigger>
            </div>
            <NoticeBellBody
              notices={notices}
              titleId={titleId}
              emptyText={emptyText}
              importantLabel={importantLabel}
              unreadLabel={unreadLabel}
            />
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
};

type NoticeBellBodyProps = Pick<NoticeBellProps, 'notices'> &
  Required<Pick<NoticeBellProps, 'emptyText' | 'importantLabel' | 'unreadLabel'>> & { titleId: string };

/**
 * The popup's notices, rendered just after the popup itself: opening the bell paints the popup in its own
 * frame (placed, its close button focused), and the list of sanitised notices comes in the next, rendered in
 * the background (a deferred value) so that the click is answered at once on a slow PC.
 */
const NoticeBellBody = ({ notices, titleId, emptyText, importantLabel, unreadLabel }: NoticeBellBodyProps) => {
  const ready = useDeferredValue(true, false);
  if (!ready) return <div className={styles.pending} aria-busy="true" />;
  return notices.length === 0 ? (
    <p className={styles.empty}>{emptyText}</p>
  ) : (
    // Focusable so a keyboard user can scroll a long list that holds no links.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <ul className={styles.list} aria-labelledby={titleId} tabIndex={0}>
      {notices.map(({ id, ...notice }) => (
        <NoticeItem key={id} {...notice} unreadMark="bold" importantLabel={importantLabel} unreadLabel={unreadLabel} />
      ))}
    </ul>
  );
};
