import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Origin of the identity provider (e.g. https://login.microsoftonline.com), allowed for MSAL's token calls. */
  identityProviderOrigin?: string;
}

/** A strict Content-Security-Policy: only our own origin, no inline script, no framing. */
export const contentSecurityPolicy = ({ identityProviderOrigin }: SecurityOptions): string => {
  const idp = identityProviderOrigin ? ` ${identityProviderOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${idp}`,
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
