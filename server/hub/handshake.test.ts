import { createServer, type Server as HttpServer, type IncomingMessage } from 'node:http';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { socketPath } from '../../contract/index.ts';
import { SESSION_COOKIE } from '../auth/principal.ts';
import { hashToken, sessionStore } from '../auth/sessions.ts';
import { anAccount } from '../db/testFactories.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { accountsNow } from './audience.ts';
import { handshakeUser } from './handshake.ts';
import { createHub, type Hub } from './hub.ts';

const t = setUpTestDatabase();
const now = new Date('2026-05-01T09:00:00Z');

/** A handshake as the hub sees it: the cookie a browser sent here, or the claims the service forwarded. */
const handshake = ({ cookie, claims }: { cookie?: string; claims?: Record<string, string[]> }) =>
  ({ headers: cookie ? { cookie } : {}, ...(claims ? { claims } : {}) }) as unknown as IncomingMessage;

const aSession = async () => {
  const account = await anAccount(t.db);
  const sessions = sessionStore(t.db);
  const token = await sessions.create(account.id, now);
  return { account, sessions, token, sessionId: hashToken(token) };
};

describe('handshakeUser', () => {
  it('through the service: the session the token’s claim names, and nothing else', async () => {
    const { account, sessions, token, sessionId } = await aSession();
    const userOf = handshakeUser({ db: t.db, sessions, now: () => now, throughService: true });
    expect(await userOf(handshake({ claims: { userId: [sessionId] } }))).toMatchObject({
      id: account.id,
      sessionId,
    });
    expect(await userOf(handshake({}))).toBeUndefined();
    expect(await userOf(handshake({ claims: { userId: ['no-such-session'] } }))).toBeUndefined();
    // The cookie proves nothing here: consoles reach this server's socket path only through the service.
    expect(await userOf(handshake({ cookie: `${SESSION_COOKIE}=${token}` }))).toBeUndefined();
    // Nor does the secret token put where the session id belongs.
    expect(await userOf(handshake({ claims: { userId: [token] } }))).toBeUndefined();
  });

  it('in-process: the session of the cookie, and no claim', async () => {
    const { account, sessions, token, sessionId } = await aSession();
    const userOf = handshakeUser({ db: t.db, sessions, now: () => now, throughService: false });
    expect(await userOf(handshake({ cookie: `other=1; ${SESSION_COOKIE}=${token}` }))).toMatchObject({
      id: account.id,
      sessionId,
    });
    expect(await userOf(handshake({ claims: { userId: [sessionId] } }))).toBeUndefined();
    expect(await userOf(handshake({ cookie: `${SESSION_COOKIE}=not-a-session` }))).toBeUndefined();
  });

  it('refuses a session that has ended', async () => {
    const { sessions, token, sessionId } = await aSession();
    await sessions.destroy(token);
    const userOf = handshakeUser({ db: t.db, sessions, now: () => now, throughService: true });
    expect(await userOf(handshake({ claims: { userId: [sessionId] } }))).toBeUndefined();
  });
});

describe('the hub, with the claims a service forwards', () => {
  let hub: Hub | undefined;
  let server: HttpServer | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await hub?.close();
  });

  /**
   * A hub whose handshakes carry `claims` the way the SDK hands them over (its engine turns the service's
   * connect event into the handshake request); here a test header stands in for the service.
   */
  const startHub = async () => {
    const { account, sessions, sessionId } = await aSession();
    server = createServer();
    hub = await createHub(server, {
      hub: 'test',
      userOfHandshake: handshakeUser({ db: t.db, sessions, now: () => now, throughService: true }),
      audienceOf: async () => ({ everyone: false, groupIds: [account.groupId], accountIds: [] }),
      liveSessions: (ids) => sessions.liveAmong(ids, { idleMs: 3_600_000, now }),
      accountsNow: (ids) => accountsNow(t.db, ids),
      configure: async (io) => {
        io.use((socket, next) => {
          const forwarded = socket.request.headers['x-forwarded-claim'];
          if (typeof forwarded === 'string') Object.assign(socket.request, { claims: { userId: [forwarded] } });
          next();
        });
      },
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return { port: typeof address === 'object' && address ? address.port : 0, sessionId };
  };

  const connect = (port: number, claim?: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connectSocket(`http://127.0.0.1:${port}`, {
        path: socketPath('test'),
        transports: ['websocket'],
        reconnection: false,
        ...(claim ? { extraHeaders: { 'x-forwarded-claim': claim } } : {}),
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it('lets in the socket of a live session and delivers to it; refuses a missing or unknown claim', async () => {
    const { port, sessionId } = await startHub();
    const socket = await connect(port, sessionId);
    const received = new Promise((resolve) => socket.once('group', resolve));
    await hub?.publish({ event: 'group', action: 'updated', id: 3 });
    expect(await received).toEqual({ action: 'updated', id: 3 });

    await expect(connect(port)).rejects.toThrow('unauthorized');
    await expect(connect(port, 'no-such-session')).rejects.toThrow('unauthorized');
  });
});
