import type { authApi } from '../../../contract/index.ts';
import { loadUser, tokenInfoOf } from '../../auth/principal.ts';
import type { ServerContext } from '../../context.ts';
import type { ApiHandlers } from '../../http/registerEndpoints.ts';
import { COMMON_CSS } from '../../web/commonCss.ts';
import { endCallerSession, sessionCookie } from './credentials.ts';
import { signInMessages } from './messages.ts';

/** The session's own calls: who is signed in, sign-out, and the published pages' stylesheet. */
export const sessionHandlers = (
  context: ServerContext,
): Pick<ApiHandlers<typeof authApi>, 'check' | 'logout' | 'commonCss'> => ({
  check: async ({ principal, request, reply }) => {
    const user = principal && (await loadUser(context.db, principal.id, principal.sessionId));
    if (user) return { tokenInfo: tokenInfoOf(user) };
    // A cookie naming no live session (idle, expired, signed out elsewhere) is of no further use: 401.
    const cookie = sessionCookie(context.config, request);
    if (request.cookies[cookie.name]) {
      reply.clearCookie(cookie.name, cookie.options);
      reply.code(401);
    }
    // With no cookie at all the visitor is simply not signed in: the spec's `error` in a 200 (§7.1), so a
    // first visit logs no failed request in the browser's console.
    return { error: true, message: signInMessages.signInFirst };
  },

  logout: async ({ request, reply }) => {
    await endCallerSession(context, request);
    const cookie = sessionCookie(context.config, request);
    reply.clearCookie(cookie.name, cookie.options);
    return {};
  },

  commonCss: async ({ reply }) => {
    reply.header('Cache-Control', 'no-cache');
    return COMMON_CSS;
  },
});
