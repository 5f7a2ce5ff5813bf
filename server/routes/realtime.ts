import { type realtimeApi, socketPath } from '../../contract/index.ts';
import type { ServerContext } from '../context.ts';
import { unauthorized } from '../http/problem.ts';
import type { ApiHandlers } from '../http/registerEndpoints.ts';
import { azureNegotiation } from '../hub/azure.ts';

/** How the console reaches the real-time channel: this origin, or the Azure Web PubSub service. */
export const realtimeHandlers = (context: ServerContext): ApiHandlers<typeof realtimeApi> => ({
  negotiate: async ({ principal }) => {
    // The server's own hub name: a console built or configured with another one still finds the channel.
    if (!context.webPubSub) return { mode: 'direct' as const, path: socketPath(context.config.hub) };
    const expiresAt = await context.sessions.endOf(principal.sessionId);
    // The access check has just found the session live: gone now, it ended in between.
    if (!expiresAt) throw unauthorized();
    return azureNegotiation(context.webPubSub, { sessionId: principal.sessionId, now: context.now(), expiresAt });
  },
});
