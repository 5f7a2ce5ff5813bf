import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/**
 * Verification of the identity provider's ID tokens (Microsoft Entra ID, v2.0 endpoint) with node:crypto
 * only: a JWT signed RS256 by a key of the tenant's published key set (JWKS).
 *
 * The authority must name the tenant (`https://login.microsoftonline.com/{tenant-id}`), not `common` or
 * `organizations`: Entra writes the tenant's own issuer into its tokens, `{authority}/v2.0`, and that is
 * what is checked, so tokens of other tenants are refused.
 */

export const jwksUrlOf = (authority: string): string => `${trimSlash(authority)}/discovery/v2.0/keys`;
export const issuerOf = (authority: string): string => `${trimSlash(authority)}/v2.0`;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Clock difference tolerated on `exp` and `nbf`. */
export const CLOCK_SKEW_MS = 60_000;
/** Entra's ID tokens are a few kB; anything far larger is not one and is not decoded. */
const MAX_TOKEN_LENGTH = 16_384;
const MIN_RSA_BITS = 2048;

export interface KeySource {
  /** The verification key of this key id, or undefined when the key set does not hold it. */
  keyFor(kid: string): Promise<KeyObject | undefined>;
}

export interface JwksOptions {
  url: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  /** After a fetch, an unknown key id waits this long before fetching again (tokens with made-up ids are free). */
  refetchAfterMs?: number;
  clock?: () => number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The usable RSA signing keys of a JWKS document, by key id; anything else in it is skipped. */
export const keysOfJwks = (document: unknown): Map<string, KeyObject> => {
  const keys = new Map<string, KeyObject>();
  const entries = isRecord(document) && Array.isArray(document.keys) ? document.keys : [];
  for (const jwk of entries) {
    if (!isRecord(jwk) || jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    if (jwk.use !== undefined && jwk.use !== 'sig') continue;
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') continue;
    if (typeof jwk.n !== 'string' || typeof jwk.e !== 'string') continue;
    try {
      const key = createPublicKey({ key: { kty: 'RSA', n: jwk.n, e: jwk.e }, format: 'jwk' });
      if ((key.asymmetricKeyDetails?.modulusLength ?? 0) >= MIN_RSA_BITS) keys.set(jwk.kid, key);
    } catch {
      // A malformed key cannot verify anything: leave it out.
    }
  }
  return keys;
};

/**
 * The tenant's keys, fetched on first use and cached by key id. An unknown key id (the provider rotated its
 * keys) fetches the set once more, at most once per `refetchAfterMs`; concurrent requests share one fetch.
 */
export const jwksKeySource = ({
  url,
  fetch = globalThis.fetch,
  timeoutMs = 5_000,
  refetchAfterMs = 60_000,
  clock = Date.now,
}: JwksOptions): KeySource => {
  let keys = new Map<string, KeyObject>();
  let lastFetchAt: number | undefined;
  let loading: Promise<void> | undefined;

  const load = async () => {
    lastFetchAt = clock();
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`JWKS ${url}: HTTP ${response.status}`);
    keys = keysOfJwks(await response.json());
  };

  return {
    async keyFor(kid) {
      const known = keys.get(kid);
      if (known) return known;
      if (!loading && (lastFetchAt === undefined || clock() - lastFetchAt >= refetchAfterMs)) {
        loading = load().finally(() => {
          loading = undefined;
        });
      }
      // A failed fetch keeps the keys we had; the caller sees an unknown key.
      await loading?.catch(() => undefined);
      return keys.get(kid);
    },
  };
};

export interface IdTokenExpectation {
  issuer: string;
  /** The application's client id. */
  audience: string;
  /** The e-mail the console posted: the token must name the same person. */
  email: string;
  now: Date;
}

export type IdTokenCheck = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

const decodeJson = (part: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return isRecord(value) && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

const refuse = (reason: string): IdTokenCheck => ({ ok: false, reason });

/** Checks signature, issuer, audience, lifetime and the e-mail; the reason of a refusal is for the log only. */
export const verifyIdToken = async (
  token: string,
  keys: KeySource,
  expected: IdTokenExpectation,
): Promise<IdTokenCheck> => {
  if (token.length > MAX_TOKEN_LENGTH) return refuse('token too long');
  const parts = token.split('.');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return refuse('not a compact JWS');
  const header = decodeJson(headerPart);
  const claims = decodeJson(payloadPart);
  if (!header || !claims) return refuse('unreadable header or claims');
  // Only RS256: never `none`, never an HMAC keyed with a public key.
  if (header.alg !== 'RS256') return refuse(`algorithm ${String(header.alg)}`);
  if (header.crit !== undefined) return refuse('critical header extensions');
  if (typeof header.kid !== 'string') return refuse('no key id');
  const key = await keys.keyFor(header.kid);
  if (!key) return refuse(`unknown key id ${header.kid}`);
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) return refuse('bad signature');

  if (claims.iss !== expected.issuer) return refuse(`issuer ${String(claims.iss)}`);
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expected.audience)) return refuse('audience');
  const now = expected.now.getTime();
  if (typeof claims.exp !== 'number' || now >= claims.exp * 1000 + CLOCK_SKEW_MS) return refuse('expired');
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || now < claims.nbf * 1000 - CLOCK_SKEW_MS)) {
    return refuse('not yet valid');
  }
  const email = expected.email.trim().toLowerCase();
  const named = [claims.preferred_username, claims.email].some(
    (value) => typeof value === 'string' && value.trim().toLowerCase() === email,
  );
  if (!named) return refuse('e-mail differs from the token');
  return { ok: true, claims };
};
