import type { FastifyInstance } from 'fastify';

/**
 * GET /common.css (spec §7.1): the stylesheet shared by the agency's published pages, which the
 * console loads for page previews. The reference server answers a small neutral sheet.
 */
export const COMMON_CSS = `/* 共通スタイル (reference server) */
body { font-family: 'Noto Sans JP', -apple-system, BlinkMacSystemFont, 'Hiragino Sans', 'Yu Gothic UI', Meiryo, sans-serif; line-height: 1.7; }
`;

export const registerCommonCss = (app: FastifyInstance): void => {
  app.get('/common.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(COMMON_CSS),
  );
};
