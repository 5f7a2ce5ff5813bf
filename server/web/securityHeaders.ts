import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Origin of the identity provider (e.g. https://login.microsoftonline.com), allowed for MSAL's token calls. */
  identityProviderOrigin?: string;
  /** Origin of the Azure Web PubSub service the console's real-time channel connects to, when the hub runs there. */
  realtimeOrigin?: string;
}

/** A strict Content-Security-Policy: only our own origin (and the services it is configured with), no inline script, no framing. */
export const contentSecurityPolicy = ({ identityProviderOrigin, realtimeOrigin }: SecurityOptions): string => {
  const idp = identityProviderOrigin ? ` ${identityProviderOrigin}` : '';
  // socket.io starts with HTTP long-polling and upgrades to a WebSocket: both schemes of the one host.
  const realtime = realtimeOrigin ? ` ${realtimeOrigin} ${realtimeOrigin.replace(/^http/, 'ws')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${idp}${realtime}`,
    `frame-src 'self'${idp}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

export const registerSecurityHeaders = (app: FastifyInstance, options: SecurityOptions): void => {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
};
