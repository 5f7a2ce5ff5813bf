import type { FastifyRequest } from 'fastify';
import { SITE_CONTENT_SECURITY_POLICY } from '../web/sitePolicy.ts';

/**
 * This server's own origins as the public reaches it: PUBLIC_ORIGIN when set, and the origin the request
 * reached (a form posts to the address it was shown from).
 */
export const ownOriginsOf = (request: FastifyRequest, publicOrigins: readonly string[]): string[] => {
  const reached = `${request.protocol}://${request.host}`.toLowerCase();
  return [...new Set([...publicOrigins, reached])];
};

/**
 * The site policy for a page that may carry a form: forms may also go to this server's own origins (the
 * sandboxed page's own `'self'` is opaque, so they are named); `scripts: false` (a placed form's
 * `allowJs: false`) runs no script at all.
 */
export const sitePolicyWith = (ownOrigins: readonly string[], scripts = true): string =>
  SITE_CONTENT_SECURITY_POLICY.split('; ')
    .map((part) => {
      if (part.startsWith('form-action ')) return [part, ...ownOrigins].join(' ');
      if (!scripts && part.startsWith('script-src ')) return "script-src 'none'";
      if (!scripts && part.startsWith('sandbox ')) return part.replace(' allow-scripts', '');
      return part;
    })
    .join('; ');
