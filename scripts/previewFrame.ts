import type { Plugin } from 'vite';
import { PREVIEW_FRAME_PATH, previewFrameHtml } from '../server/web/previewFrame.ts';

/**
 * The page preview's frame document (server/web/previewFrame.ts, the one copy of its markup) as a file of the
 * console's build, `cms-preview.html`, so that any server that serves the console's files serves the frame
 * too (the reference server answers the same path itself, with the frame's own policy); the dev server and
 * Storybook (which takes this config's plugins) answer it as well.
 */
export const previewFrame = (): Plugin => ({
  name: 'cms-preview-frame',
  configureServer: (server) => {
    server.middlewares.use(PREVIEW_FRAME_PATH, (_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(previewFrameHtml);
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: PREVIEW_FRAME_PATH.slice(1), source: previewFrameHtml });
  },
});
