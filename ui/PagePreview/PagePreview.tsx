import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './PagePreview.css.ts';

/**
 * The frame's side of the exchange (server/web/previewFrame.ts holds the frame's document; ui/ imports
 * nothing of the server, so the three words are repeated here).
 */
const PREVIEW_FRAME_SRC = '/cms-preview.html';
const SHOW = 'cms-preview';
const SHOWN = 'cms-preview-shown';

export interface PagePreviewProps {
  /** The composed page (a whole document), shown as the public would see it. */
  html: string;
  /** The frame's accessible name, e.g. 「プレビュー: お知らせ」. */
  title: string;
  /** The frame's document; the reference server's by default. */
  src?: string;
}

export type PagePreviewState = 'loading' | 'shown';

interface FrameProps {
  html: string;
  title: string;
  src: string;
  revision: number;
  onShown: (revision: number) => void;
}

/** One frame for one html: loaded, handed the page once, told when it is written. */
const Frame = ({ html, title, src, revision, onShown }: FrameProps) => {
  const ref = useRef<HTMLIFrameElement>(null);
  const posted = useRef(false);

  // Before the frame can load (a layout effect runs as it is inserted), so its answer is never missed.
  useLayoutEffect(() => {
    const hear = (event: MessageEvent) => {
      const frameWindow = ref.current?.contentWindow;
      if (frameWindow && event.source === frameWindow && event.data?.type === SHOWN) onShown(revision);
    };
    window.addEventListener('message', hear);
    return () => window.removeEventListener('message', hear);
  }, [onShown, revision]);

  const post = () => {
    // A frame may fire load again once the page is written; it is handed the page once only.
    if (posted.current) return;
    posted.current = true;
    // '*': the sandboxed frame's origin is opaque, so no origin names it; the page is what it will show anyway.
    ref.current?.contentWindow?.postMessage({ type: SHOW, html }, '*');
  };

  return <iframe ref={ref} className={styles.frame} title={title} src={src} sandbox="allow-scripts" onLoad={post} />;
};

/**
 * A composed page in a sandboxed frame (`sandbox="allow-scripts"`, no allow-same-origin): its scripts run,
 * in an opaque origin, so none reaches the console's cookies, storage or API. Each new `html` gets a new
 * frame, so the last one's scripts and timers are gone. `data-state` on the wrapper: `loading` until the
 * frame says the page is written, then `shown`.
 */
export const PagePreview = ({ html, title, src = PREVIEW_FRAME_SRC }: PagePreviewProps) => {
  // React's "state from the previous render": a new html is a new frame (its key) not yet shown.
  const [current, setCurrent] = useState({ html, key: 0, shown: false });
  if (current.html !== html) setCurrent({ html, key: current.key + 1, shown: false });
  const onShown = useCallback(
    (revision: number) => setCurrent((now) => (now.key === revision ? { ...now, shown: true } : now)),
    [],
  );
  const state: PagePreviewState = current.shown ? 'shown' : 'loading';

  return (
    <div className={styles.root} data-state={state} aria-busy={state === 'loading'}>
      <Frame key={current.key} revision={current.key} html={current.html} title={title} src={src} onShown={onShown} />
    </div>
  );
};
