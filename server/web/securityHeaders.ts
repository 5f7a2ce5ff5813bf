import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STRICT_TRANSPORT_SECURITY } from '../http/transport.ts';
import { contentSecurityPolicy, registerCspReports, reportingEndpoints } from './contentSecurityPolicy.ts';

export interface SecurityOptions {
  /** Origin of the identity provider (e.g. https://login.microsoftonline.com), allowed for MSAL's token calls. */
  identityProviderOrigin?: string;
  /** Origin of the Azure Web PubSub service the console's real-time channel connects to, when the hub runs there. */
  realtimeOrigin?: string;
  /** `'sha256-…'` of the inline scripts of the console's index.html. */
  inlineScriptHashes?: readonly string[];
  /** Whether the browser reached us over HTTPS (then HSTS keeps it there); none → never. */
  isSecure?: (request: FastifyRequest) => boolean;
}

export const registerSecurityHeaders = (app: FastifyInstance, options: SecurityOptions): void => {
  const csp = contentSecurityPolicy(options);
  // The endpoint the policy reports to lives with it.
  registerCspReports(app);
  app.addHook('onSend', async (request, reply) => {
    // Browsers heed HSTS only over HTTPS: sent over plain http it would say nothing.
    if (options.isSecure?.(request)) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // A route with a policy of its own keeps it (the websites' pages, server/web/site.ts; the preview frame,
    // server/web/preview.ts, which also keeps its own X-Frame-Options).
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', csp);
    reply.header('Reporting-Endpoints', reportingEndpoints());
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
};
