import { createServer, type Server as HttpServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_PATH_EVENT, PATH_EVENT, socketPath } from '../../contract/index.ts';
import { SESSION_COOKIE } from '../auth/principal.ts';
import { hashToken, sessionStore } from '../auth/sessions.ts';
import { sessions } from '../db/schema.ts';
import { anAccount } from '../db/testFactories.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { setUpSeededServer } from '../routes/routeTesting.ts';
import { accountsNow } from './audience.ts';
import { handshakeUser } from './handshake.ts';
import { createHub, type Hub } from './hub.ts';
import { hubClients, next, record } from './hubTesting.ts';

/** A session last seen two days ago: idle past any signinAge, though nobody signed it out. */
const idleOut = async (db: ReturnType<typeof setUpTestDatabase>['db'], token: string) => {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 2 * 24 * 3_600_000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
};

describe('a socket whose session idled out, on the server', () => {
  const t = setUpSeededServer();
  const { connect, connectAs } = hubClients(t);

  it('hears no more of who is where: it is disconnected before the next list goes out', async () => {
    const idle = await t.server.as('koho@example.go.jp');
    const socket = await connect(idle.cookieHeader());
    const received = record(socket);
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await idleOut(t.server.database.db, idle.cookies.get(SESSION_COOKIE) ?? '');

    const watcher = await connectAs('admin@example.go.jp');
    const walker = await connectAs('somu@example.go.jp');
    const listed = next(watcher, CURRENT_PATH_EVENT);
    walker.emit(PATH_EVENT, '/config');
    await listed;
    expect(await gone).toBe('io server disconnect');
    expect(received.map((item) => item.event)).not.toContain(CURRENT_PATH_EVENT);
  });
});

describe('a socket whose session idled out, with nothing emitted', () => {
  const t = setUpTestDatabase();
  let hub: Hub | undefined;
  let server: HttpServer | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await hub?.close();
  });

  it('is disconnected by the hub’s periodic check', async () => {
    const account = await anAccount(t.db);
    const store = sessionStore(t.db);
    const token = await store.create(account.id);
    server = createServer();
    hub = await createHub(server, {
      hub: 'test',
      userOfHandshake: handshakeUser({ db: t.db, sessions: store, now: () => new Date(), throughService: false }),
      audienceOf: async () => ({ everyone: true }),
      liveSessions: (ids) => store.liveAmong(ids, { idleMs: 3_600_000, now: new Date() }),
      accountsNow: (ids) => accountsNow(t.db, ids),
      sweepMs: 200,
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = await new Promise<Socket>((resolve, reject) => {
      const client = connectSocket(`http://127.0.0.1:${port}`, {
        path: socketPath('test'),
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      sockets.push(client);
      client.once('connect', () => resolve(client));
      client.once('connect_error', reject);
    });
    const gone = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await idleOut(t.db, token);
    expect(await gone).toBe('io server disconnect');
  });
});
