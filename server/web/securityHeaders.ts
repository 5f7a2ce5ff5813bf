import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy, registerCspReports, reportingEndpoints } from './contentSecurityPolicy.ts';

export interface SecurityOptions {
  /** Origin of the identity provider (e.g. https://login.microsoftonline.com), allowed for MSAL's token calls. */
  identityProviderOrigin?: string;
  /** Origin of the Azure Web PubSub service the console's real-time channel connects to, when the hub runs there. */
  realtimeOrigin?: string;
}

export const registerSecurityHeaders = (app: FastifyInstance, options: SecurityOptions): void => {
  const csp = contentSecurityPolicy(options);
  // The endpoint the policy reports to lives with it.
  registerCspReports(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('Reporting-Endpoints', reportingEndpoints());
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
};
