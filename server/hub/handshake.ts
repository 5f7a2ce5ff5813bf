import type { IncomingMessage } from 'node:http';
import { cookieValue, SESSION_COOKIE, type SignedInUser, userOfSession, userOfSessionId } from '../auth/principal.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Db } from '../db/connect.ts';
import { sessionIdOfClaims } from './azure.ts';

/**
 * Who a connecting socket is. In-process, the browser sends the session cookie to this origin. Through
 * Azure Web PubSub the browser connects to the service instead, which checks the access token the server
 * signed at negotiation and forwards its claims: the socket is the session the `userId` claim names. Each
 * mode accepts only its own proof. Either way the session must still be live (and counts as used).
 */
export const handshakeUser =
  ({
    db,
    sessions,
    now,
    throughService,
  }: {
    db: Db;
    sessions: SessionStore;
    now: () => Date;
    throughService: boolean;
  }) =>
  async (request: IncomingMessage): Promise<SignedInUser | undefined> => {
    if (throughService) {
      const sessionId = sessionIdOfClaims(request);
      return sessionId ? userOfSessionId(db, sessions, sessionId, now()) : undefined;
    }
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    return token ? userOfSession(db, sessions, token, now()) : undefined;
  };
