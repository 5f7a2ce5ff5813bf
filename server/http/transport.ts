import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * Whether the browser reached the console over HTTPS: TLS on this server, or `X-Forwarded-Proto: https` from
 * a proxy TRUST_PROXY names (Fastify's `request.protocol` believes no one else). SECURE_COOKIES=true says so
 * whatever the request shows, for a TLS proxy that does not pass the protocol on.
 */
export const isSecureRequest = (request: FastifyRequest, config: Pick<ServerConfig, 'secureCookies'>): boolean =>
  config.secureCookies || request.protocol === 'https';

/** One year; no includeSubDomains: other hosts of the agency's domain may still serve plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';
