import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromConsoleOrigin } from '../hub/origin.ts';
import { isApiPath, pathOf } from './paths.ts';

/** What a request may carry unless its route allows more (an upload route opts in per route). */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const requestMessages = {
  tooLarge: (limitBytes: number) => `送信された内容が大きすぎます (上限 ${Math.floor(limitBytes / 1024)} KB)。`,
  notJson: '送信された内容の形式を受け付けられません (JSON で送ってください)。',
  otherSite: 'ほかのサイトからの操作は受け付けません。コンソールの画面から操作してください。',
} as const;

/**
 * What every request goes through before its route, whatever the route:
 * - a state-changing call (POST, PUT, PATCH, DELETE) only from the console's own pages: a browser names the
 *   page's origin in `Origin` (and where the call came from in `Sec-Fetch-Site`); another site's is refused
 *   with 403 before the session is looked at. A call naming neither is no page's cross-site call (a client
 *   that is no browser) and goes on to the session check;
 * - a body only as JSON: without the text/plain parser Fastify refuses any other type with 415, so a form
 *   of another site (text/plain, urlencoded, multipart) cannot reach a handler. An upload route registers
 *   its multipart parser with its own plugin;
 * - API answers (`/auth`, `/api/…`), errors included, are never stored: they hold sessions, temporary
 *   passwords and personal data.
 * The same-origin rule is the hub's (`PUBLIC_ORIGIN` when the proxy rewrites Host), so both agree.
 */
export const registerRequestGuards = (
  app: FastifyInstance,
  { publicOrigins }: { publicOrigins: readonly string[] },
) => {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || fromConsoleOrigin(request.raw, publicOrigins)) return;
    // The public forms' answers come from websites' pages, and hold no session: their route checks their
    // origin itself (server/forms/origin.ts).
    if (request.method === 'POST' && /^\/public\/form\/[^/]+\/?$/u.test(pathOf(request.url))) return;
    request.log.warn(
      { origin: request.headers.origin, site: request.headers['sec-fetch-site'] },
      'cross-site call refused',
    );
    return reply.code(403).send({ error: true, message: requestMessages.otherSite });
  });
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(pathOf(request.url))) reply.header('Cache-Control', 'no-store');
  });
};

/** The Japanese answer to the framework's own refusals that a person can meet; undefined for the others. */
export const requestRefusal = (
  error: { code?: string },
  request: FastifyRequest,
): { status: number; message: string } | undefined => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, message: requestMessages.tooLarge(request.routeOptions.bodyLimit ?? DEFAULT_BODY_LIMIT) };
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return { status: 415, message: requestMessages.notJson };
  return undefined;
};
