import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './PagePreview.css.ts';

/**
 * The frame's side of the exchange (server/web/previewFrame.ts holds the frame's document; ui/ imports
 * nothing of the server, so its words are repeated here).
 */
const PREVIEW_FRAME_SRC = '/cms-preview.html';
const SHOW = 'cms-preview';
const SHOWN = 'cms-preview-shown';
const SCROLLED = 'cms-preview-scroll';

export interface PagePreviewProps {
  /** The composed page (a whole document), shown as the public would see it. */
  html: string;
  /** The frame's accessible name, e.g. 「プレビュー: お知らせ」. */
  title: string;
  /** The frame's document; the console's `cms-preview.html` by default. */
  src?: string;
}

export type PagePreviewState = 'loading' | 'shown';

interface FrameProps {
  html: string;
  title: string;
  src: string;
  revision: number;
  /** Waiting behind the frame on show until it is written (then it takes its place). */
  hidden: boolean;
  /** Where the reader had scrolled the page, for the new frame to open there. */
  scrollY: () => number;
  onShown: (revision: number) => void;
  onScrolled: (revision: number, y: number) => void;
}

/** One frame for one html: loaded, handed the page once, told when it is written and where it is scrolled. */
const Frame = ({ html, title, src, revision, hidden, scrollY, onShown, onScrolled }: FrameProps) => {
  const ref = useRef<HTMLIFrameElement>(null);
  const posted = useRef(false);

  // Before the frame can load (a layout effect runs as it is inserted), so its answer is never missed.
  useLayoutEffect(() => {
    const hear = (event: MessageEvent) => {
      const frameWindow = ref.current?.contentWindow;
      if (!frameWindow || event.source !== frameWindow) return;
      if (event.data?.type === SHOWN) onShown(revision);
      if (event.data?.type === SCROLLED && typeof event.data.y === 'number') onScrolled(revision, event.data.y);
    };
    window.addEventListener('message', hear);
    return () => window.removeEventListener('message', hear);
  }, [onShown, onScrolled, revision]);

  const post = () => {
    // A frame may fire load again once the page is written; it is handed the page once only.
    if (posted.current) return;
    posted.current = true;
    // '*': the sandboxed frame's origin is opaque, so no origin names it; the page is what it will show anyway.
    ref.current?.contentWindow?.postMessage({ type: SHOW, html, scrollY: scrollY() }, '*');
  };

  return (
    <iframe
      ref={ref}
      className={hidden ? `${styles.frame} ${styles.waiting}` : styles.frame}
      title={title}
      src={src}
      sandbox="allow-scripts"
      onLoad={post}
      {...(hidden ? { 'aria-hidden': true, tabIndex: -1 } : {})}
    />
  );
};

interface Revision {
  key: number;
  html: string;
}

/**
 * A composed page in a sandboxed frame (`sandbox="allow-scripts"`, no allow-same-origin): its scripts run,
 * in an opaque origin, so none reaches the console's cookies, storage or API. Each new `html` gets a new
 * frame, so the last one's scripts and timers are gone; it loads behind the one on show and takes its place
 * once written, opened where the reader had scrolled (no blank flash, no jump to the top while typing).
 * `data-state` on the wrapper: `loading` until the latest page is written, then `shown`.
 */
export const PagePreview = ({ html, title, src = PREVIEW_FRAME_SRC }: PagePreviewProps) => {
  // React's "state from the previous render": a new html is a new frame (its key) not yet shown.
  const [frames, setFrames] = useState<{ latest: Revision; shown: Revision | null }>({
    latest: { key: 0, html },
    shown: null,
  });
  if (frames.latest.html !== html) setFrames({ ...frames, latest: { key: frames.latest.key + 1, html } });
  const scrolled = useRef(0);
  const onShown = useCallback(
    (revision: number) =>
      setFrames((now) => (now.latest.key === revision ? { latest: now.latest, shown: now.latest } : now)),
    [],
  );
  const shownKey = frames.shown?.key;
  const onScrolled = useCallback(
    (revision: number, y: number) => {
      if (revision === shownKey) scrolled.current = y;
    },
    [shownKey],
  );
  const scrollY = useCallback(() => scrolled.current, []);
  const { latest, shown } = frames;
  const state: PagePreviewState = shown?.key === latest.key ? 'shown' : 'loading';
  const frameOf = (revision: Revision, hidden: boolean) => (
    <Frame
      key={revision.key}
      revision={revision.key}
      html={revision.html}
      title={title}
      src={src}
      hidden={hidden}
      scrollY={scrollY}
      onShown={onShown}
      onScrolled={onScrolled}
    />
  );

  return (
    <div className={styles.root} data-state={state} aria-busy={state === 'loading'}>
      {shown && shown.key !== latest.key ? frameOf(shown, false) : null}
      {frameOf(latest, shown !== null && shown.key !== latest.key)}
    </div>
  );
};
