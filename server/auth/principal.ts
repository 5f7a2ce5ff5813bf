import type { IncomingMessage } from 'node:http';
import { eq } from 'drizzle-orm';
import type { TokenInfo } from '../../contract/index.ts';
import type { Db } from '../db/connect.ts';
import { accounts, groups } from '../db/schema.ts';
import type { Principal } from '../http/registerEndpoints.ts';
import { hashToken, type SessionStore } from './sessions.ts';
import { readSigninAgeMs } from './signinAge.ts';

/** The session cookie: httpOnly, SameSite=Strict, the token only (its hash is what the table keeps). */
export const SESSION_COOKIE = 'console_session';
/**
 * Its name over HTTPS. Browsers take a `__Host-` cookie only from this very host, over HTTPS, for the whole
 * site: no sibling subdomain or plain-http page can plant one to sign a user into a session of its choosing.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const sessionCookieName = (secure: boolean): string => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session token a request carries under the name its transport calls for (never the other one). */
export const sessionTokenOf = (cookies: Record<string, string | undefined>, secure: boolean): string | undefined =>
  cookies[sessionCookieName(secure)];

export interface SignedInUser extends Principal {
  name: string;
  groupName: string;
  type: TokenInfo['type'];
}

export const tokenInfoOf = (user: SignedInUser): TokenInfo => ({
  id: user.id,
  email: user.email,
  name: user.name,
  groupId: user.groupId,
  groupName: user.groupName,
  type: user.type,
  workflow: user.workflow,
  permissions: [...user.permissions],
});

/** The account and group of an account id, as the access checks and tokenInfo need them. */
export const loadUser = async (db: Db, accountId: number, sessionId: string): Promise<SignedInUser | undefined> => {
  const [row] = await db
    .select({ account: accounts, group: groups })
    .from(accounts)
    .innerJoin(groups, eq(groups.id, accounts.groupId))
    .where(eq(accounts.id, accountId));
  if (!row) return undefined;
  return {
    id: row.account.id,
    email: row.account.email,
    name: row.account.name,
    type: row.account.type,
    workflow: row.account.workflow,
    groupId: row.group.id,
    groupName: row.group.name,
    permissions: row.group.permissions,
    sessionId,
  };
};

/** A live session's user (refreshing its idle clock), or undefined. Idle limit: config signinAge. */
export const userOfSession = async (
  db: Db,
  sessions: SessionStore,
  token: string,
  now: Date,
): Promise<SignedInUser | undefined> => {
  const idleMs = await readSigninAgeMs(db);
  const accountId = await sessions.touch(token, { idleMs, now });
  return accountId === undefined ? undefined : loadUser(db, accountId, hashToken(token));
};

/**
 * The same by the session's id (its token's hash): what a real-time token names, since the secret token
 * itself never leaves the cookie.
 */
export const userOfSessionId = async (
  db: Db,
  sessions: SessionStore,
  sessionId: string,
  now: Date,
): Promise<SignedInUser | undefined> => {
  const idleMs = await readSigninAgeMs(db);
  const accountId = await sessions.touchById(sessionId, { idleMs, now });
  return accountId === undefined ? undefined : loadUser(db, accountId, sessionId);
};

/** Reads one cookie out of a raw Cookie header (the socket handshake has no Fastify parser). */
export const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};

/**
 * A socket handshake as the hub reads it (server/hub/handshake.ts looks for the plain-named cookie): over
 * HTTPS the browser holds the `__Host-` cookie instead, which is then handed on under the plain name (and
 * wins over a plain one sent beside it). A handshake without it is left as it came.
 */
export const withSessionCookieForHub = (request: IncomingMessage): IncomingMessage => {
  const token = cookieValue(request.headers.cookie, SECURE_SESSION_COOKIE);
  if (token === undefined) return request;
  const headers = { ...request.headers, cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` };
  return Object.defineProperty(Object.create(request), 'headers', { value: headers }) as IncomingMessage;
};
