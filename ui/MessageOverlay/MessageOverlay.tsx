import { type CSSProperties, type FocusEvent, useEffect, useRef, useState } from 'react';
import { CloseButton } from '../CloseButton/index.ts';
import { DeferredSanitizedHtml } from '../SanitizedHtml/DeferredSanitizedHtml.tsx';
import { SeverityIcon, severities, severityLabels } from '../SeverityIcon/index.ts';
import { durationMs } from '../theme/index.ts';
import * as styles from './MessageOverlay.css.ts';

export const messageTypes = severities;
export type MessageType = (typeof messageTypes)[number];

export type OverlayMessage = {
  id: string | number;
  type: MessageType;
  /** HTML; sanitised before it is shown. */
  message: string;
  /** How long the message stays, in ms, before it fades out. Spec §2.7 default: 6000. */
  time?: number;
};

export type MessageOverlayProps = {
  messages: readonly OverlayMessage[];
  /** Called once a message has faded out, by its timer or its close button: remove it from the list then. */
  onClose: (id: OverlayMessage['id']) => void;
  /** Name of the region, read when a screen reader user moves into it. */
  label?: string;
  closeLabel?: string;
  typeLabels?: Record<MessageType, string>;
  /**
   * The element the messages must not cover, looked up afresh while any is shown (the page changes under
   * them): the page's header with its actions. While it ends in the upper half of the window the stack starts
   * below it.
   */
  keepClearOf?: () => Element | null | undefined;
};

/** The global messages at the top right (spec §2.7), announced politely as they arrive. */
export const MessageOverlay = ({
  messages,
  onClose,
  label = 'メッセージ',
  closeLabel = '閉じる',
  typeLabels = severityLabels,
  keepClearOf,
}: MessageOverlayProps) => {
  const clearBottom = useBottomOf(messages.length > 0 ? keepClearOf : undefined);
  return (
    // Always rendered, even empty: a live region must exist before its content changes to be announced.
    <section
      className={styles.root}
      style={
        clearBottom === null ? undefined : ({ [propertyOf(styles.clearBottom)]: `${clearBottom}px` } as CSSProperties)
      }
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions text"
    >
      {messages.length > 0 ? (
        <ul className={styles.list}>
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onClose={onClose}
              closeLabel={closeLabel}
              typeLabel={typeLabels[message.type]}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
};

/** `var(--name)` → `--name`, to set a vanilla-extract variable inline. */
const propertyOf = (variable: string) => variable.replace(/^var\((.+)\)$/, '$1');

/**
 * The bottom edge of an element in the window, followed frame by frame while asked for: scrolling, resizing,
 * a route change or a wrapped title all move it, and only while messages are shown does anything depend on it.
 */
const useBottomOf = (find: (() => Element | null | undefined) | undefined): number | null => {
  const [bottom, setBottom] = useState<number | null>(null);
  useEffect(() => {
    if (!find) {
      setBottom(null);
      return;
    }
    let frame = 0;
    const measure = () => {
      const bottom = find()?.getBoundingClientRect().bottom;
      // Only while it ends in the upper half of the window: lower, the stack would be pushed out of sight,
      // and above it (from under the toolbar) there is room.
      const next = bottom !== undefined && bottom < window.innerHeight / 2 ? Math.round(bottom) : null;
      setBottom((current) => (current === next ? current : next));
      frame = window.requestAnimationFrame(measure);
    };
    measure();
    return () => window.cancelAnimationFrame(frame);
  }, [find]);
  return bottom;
};

type MessageItemProps = {
  message: OverlayMessage;
  onClose: MessageOverlayProps['onClose'];
  closeLabel: string;
  typeLabel: string;
};

const MessageItem = ({ message, onClose, closeLabel, typeLabel }: MessageItemProps) => {
  const [leaving, setLeaving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(message.time ?? durationMs.message);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  const paused = hovered || focused;

  // The countdown stops while the reader points at or focuses the message, and goes on from where it was.
  useEffect(() => {
    if (leaving || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => setLeaving(true), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [leaving, paused]);

  // Removed only after the fade, so the list does not jump while the message is still visible.
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => latestOnClose.current(message.id), durationMs.fade);
    return () => window.clearTimeout(timer);
  }, [leaving, message.id]);

  const leaveFocus = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <li
      className={`${styles.item} ${styles.tone[message.type]}`}
      data-state={leaving ? 'closed' : 'open'}
      data-type={message.type}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leaveFocus}
    >
      <SeverityIcon severity={message.type} className={styles.icon} />
      <div className={styles.body}>
        <strong className={styles.typeLabel}>{typeLabel}</strong>
        <DeferredSanitizedHtml html={message.message} />
      </div>
      <CloseButton label={closeLabel} surface="tinted" disabled={leaving} onClick={() => setLeaving(true)} />
    </li>
  );
};
