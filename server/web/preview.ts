import type { FastifyInstance } from 'fastify';
import { PREVIEW_FRAME_PATH, previewFrameHtml } from './previewFrame.ts';
import { SITE_CONTENT_SECURITY_POLICY } from './site.ts';

/**
 * The preview frame's policy: a served page's (its inline bootstrap runs, and so do the page's inline
 * scripts and styles once written, in an opaque origin, connecting nowhere), but framed by the console.
 */
export const PREVIEW_CONTENT_SECURITY_POLICY = SITE_CONTENT_SECURITY_POLICY.replace(
  "frame-ancestors 'none'",
  "frame-ancestors 'self'",
);

/**
 * `GET /cms-preview.html`: the frame ui/PagePreview shows a composed page in (server/web/previewFrame.ts). The
 * same bytes for everyone, so browsers may keep it; every new preview reuses it. X-Frame-Options says
 * what frame-ancestors says, for browsers that read only the former (securityHeaders.ts keeps a route's own).
 */
export const registerPreviewFrame = (app: FastifyInstance): void => {
  app.get(PREVIEW_FRAME_PATH, async (_request, reply) =>
    reply
      .header('Content-Security-Policy', PREVIEW_CONTENT_SECURITY_POLICY)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/html; charset=utf-8')
      .send(previewFrameHtml),
  );
};
