import * as z from 'zod';
import { endpoint, signedIn } from './endpoint.ts';

/**
 * ours: how the console reaches the real-time channel (spec §7.2). The spec's channel is a managed
 * publish/subscribe service at /clients/socketio/hubs/{hub}; the reference server either runs that hub
 * itself (`direct`: connect to this origin at `path`, the session cookie authenticates) or runs it through Azure Web
 * PubSub for Socket.IO (`azure`: connect to the service's `endpoint` and `path` with `token` as the
 * `access_token` query parameter; the service checks it and tells the server whose socket it is).
 */
export const RealtimeNegotiation = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('direct'),
    /**
     * `/clients/socketio/hubs/{hub}` with the server's hub name. Optional: without it the console uses its
     * own hub setting, which must then match the server's.
     */
    path: z.string().startsWith('/').optional(),
  }),
  z.object({
    mode: z.literal('azure'),
    /** The service's origin, e.g. `https://example.webpubsub.azure.com`. */
    endpoint: z.url({ protocol: /^https?$/ }),
    /** `/clients/socketio/hubs/{hub}` on the service. */
    path: z.string().startsWith('/'),
    /** A JWT signed by the server for this session; it expires no later than the session does. */
    token: z.string().min(1),
  }),
]);
export type RealtimeNegotiation = z.infer<typeof RealtimeNegotiation>;

export const realtimeApi = {
  /** ours: asked before every connection (and after a failed one), never cached. */
  negotiate: endpoint({
    name: 'realtime.negotiate',
    method: 'GET',
    path: '/api/realtime/negotiate',
    response: RealtimeNegotiation,
    access: signedIn,
    ours: true,
  }),
};
