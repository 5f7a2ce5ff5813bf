/**
 * The preview frame's document (ours, issue 17), the one source of its markup: the reference server answers
 * it at PREVIEW_FRAME_PATH (server/web/preview.ts) and Storybook serves the same string there
 * (.storybook/main.ts), so ui/PagePreview's stories run the frame the console gets. It imports nothing, so
 * Storybook's config can load it.
 *
 * The console frames it with `sandbox="allow-scripts"` (an opaque origin) and posts the composed page once
 * it has loaded; the frame writes that page over itself, so the page's scripts run in a document that never
 * was the console's. Only a message from the framing window counts, and only the first: afterwards the
 * document is the page's. Once written, it tells the console so (`cms-preview-shown`), since the console
 * cannot look into an opaque frame.
 */

/** Where the frame is served; ui/PagePreview's default `src`. */
export const PREVIEW_FRAME_PATH = '/cms-preview.html';

/** The message the console posts: `{ type: 'cms-preview', html, scrollY }`; ui/PagePreview sends it. */
export const PREVIEW_MESSAGE_TYPE = 'cms-preview';

/** The message the frame posts as the reader scrolls (`{ y }`): the next preview opens there. */
export const PREVIEW_SCROLL_MESSAGE_TYPE = 'cms-preview-scroll';

/** The message the frame posts back once the page is written; ui/PagePreview waits for it. */
export const PREVIEW_SHOWN_MESSAGE_TYPE = 'cms-preview-shown';

const bootstrap = `
(function () {
  var framer = window.parent;
  window.addEventListener('message', function show(event) {
    var data = event.data;
    if (event.source !== framer || !data || data.type !== '${PREVIEW_MESSAGE_TYPE}' || typeof data.html !== 'string') return;
    window.removeEventListener('message', show);
    document.open();
    document.write(data.html);
    document.close();
    // Where the reader had scrolled the last preview, now and once images have given the page its height.
    var y = typeof data.scrollY === 'number' ? data.scrollY : 0;
    window.scrollTo(0, y);
    window.addEventListener('load', function () { window.scrollTo(0, y); });
    var pending = false;
    window.addEventListener('scroll', function () {
      if (pending) return;
      pending = true;
      requestAnimationFrame(function () {
        pending = false;
        framer.postMessage({ type: '${PREVIEW_SCROLL_MESSAGE_TYPE}', y: window.scrollY }, '*');
      });
    });
    framer.postMessage({ type: '${PREVIEW_SHOWN_MESSAGE_TYPE}' }, '*');
  });
})();
`;

export const previewFrameHtml = `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><title>プレビュー</title></head>
<body>
<script>${bootstrap}</script>
</body>
</html>
`;
