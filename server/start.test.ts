import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { authApi, groupApi, listOrEmpty, noticeApi, socketPath } from '../contract/index.ts';
import { codeAt } from './auth/totp.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { createPostgresDatabase } from './db/testing.ts';
import { DEMO_PASSWORD, demoAccounts, demoGroups, demoOtpSecret } from './seed/demoAccounts.ts';
import { demoNotices } from './seed/demoContent.ts';
import { type RunningServer, startServer } from './start.ts';
import { testClientFor } from './testing/harness.ts';

const ADMIN = 'admin@example.go.jp';

/** Where the data lives between the two starts, and how to clean it up afterwards. */
interface Storage {
  settings: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>;
  remove: () => Promise<void>;
}

const pgliteFolder = async (): Promise<Storage> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'console-restart-'));
  return { settings: { dataDir, databaseUrl: undefined }, remove: () => rm(dataDir, { recursive: true, force: true }) };
};

const postgresDatabase = async (url: string): Promise<Storage> => {
  const database = await createPostgresDatabase(url);
  return { settings: { dataDir: '/nonexistent', databaseUrl: database.url }, remove: database.drop };
};

const storages: [string, () => Promise<Storage>][] = [['a PGlite data folder', pgliteFolder]];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) storages.push(['a PostgreSQL database (DATABASE_URL)', () => postgresDatabase(postgresUrl)]);

/** What `npm start` runs, on a free port, with the clock of the test (one-time codes are checked against it). */
const start = (storage: Storage, now: Date): Promise<RunningServer> =>
  startServer(
    { ...readConfig({}), ...storage.settings, port: 0, host: '127.0.0.1', consoleDir: '/nonexistent', hub: 'test' },
    { now: () => now, logLevel: 'silent' },
  );

/** The demo admin through the console's own sign-in steps: password, then the code of the moment. */
const signInAsAdmin = async (server: RunningServer, now: Date) => {
  const client = testClientFor(server.url.replace(/\/$/, ''));
  expect(await client.call(authApi.login, { body: { email: ADMIN, password: DEMO_PASSWORD } })).toEqual({
    require: 'otp',
  });
  const signedIn = await client.call(authApi.verify, {
    params: { email: ADMIN },
    body: { password: DEMO_PASSWORD, token: codeAt(demoOtpSecret(ADMIN), now) },
  });
  expect(signedIn.tokenInfo).toMatchObject({ email: ADMIN, groupId: 1 });
  return client;
};

describe.each(storages)('the whole server, stopped and started again on %s', (_, storageFor) => {
  it('keeps what was created, seeds the demo data only once, and lets the demo admin sign in again', async () => {
    const storage = await storageFor();
    // Two minutes apart: each sign-in uses a one-time code of its own step (a code is never accepted twice).
    const firstStart = new Date('2026-05-01T09:00:10.000Z');
    const secondStart = new Date('2026-05-01T09:02:10.000Z');
    let server: RunningServer | undefined;
    try {
      server = await start(storage, firstStart);
      expect(server.seeded).toBe(true);
      const admin = await signInAsAdmin(server, firstStart);
      const created = await admin.call(groupApi.create, {
        body: { name: '情報政策課', permission: [1, 0, 0, 0, 2, 0, 0], description: '再起動の確認' },
      });
      const groupId = created.id ?? 0;
      expect(groupId).toBeGreaterThan(demoGroups.length);
      const account = await admin.call(groupApi.createAccount, {
        params: { id: groupId },
        body: { name: '高橋 次郎', email: 'takahashi@example.go.jp' },
      });
      expect(account.temporaryPassword).toEqual(expect.any(String));
      await server.close();
      server = undefined;

      server = await start(storage, secondStart);
      expect(server.seeded).toBe(false);
      // The session of the first start is still there (same browser, the server on a new port).
      const sameBrowser = testClientFor(server.url.replace(/\/$/, ''));
      for (const [name, value] of admin.cookies) sameBrowser.cookies.set(name, value);
      expect(await sameBrowser.call(authApi.check)).toMatchObject({ tokenInfo: { email: ADMIN } });
      const again = await signInAsAdmin(server, secondStart);
      const groups = listOrEmpty(await again.call(groupApi.list));
      expect(groups.map((group) => group.name)).toEqual([...demoGroups.map((group) => group.name), '情報政策課']);
      expect(groups.find((group) => group.id === groupId)).toMatchObject({
        permission: [1, 0, 0, 0, 2, 0, 0],
        description: '再起動の確認',
        memberCount: 1,
      });
      expect(listOrEmpty(await again.call(groupApi.listAccounts, { params: { id: groupId } }))).toEqual([
        expect.objectContaining({
          id: account.id,
          name: '高橋 次郎',
          email: 'takahashi@example.go.jp',
          mustChangePassword: true,
        }),
      ]);
      // Seeded once: one of each demo account and notice, not two.
      const everyAccount = (
        await Promise.all(
          demoGroups.map(async (group) =>
            listOrEmpty(await again.call(groupApi.listAccounts, { params: { id: group.id } })),
          ),
        )
      ).flat();
      expect(everyAccount.map((item) => item.email).sort()).toEqual(demoAccounts.map((item) => item.email).sort());
      expect(listOrEmpty(await again.call(noticeApi.list, { query: {} }))).toHaveLength(demoNotices.length);
    } finally {
      await server?.close();
      await storage.remove();
    }
  }, 180_000);
});

describe('stopping the server while consoles are connected', () => {
  it('drops their real-time sockets at once, so it stops without waiting for them and they know to reconnect', async () => {
    const storage = await pgliteFolder();
    const now = new Date('2026-05-01T09:00:10.000Z');
    const server = await start(storage, now);
    let socket: ReturnType<typeof io> | undefined;
    try {
      const admin = await signInAsAdmin(server, now);
      socket = io(server.url.replace(/\/$/, ''), {
        path: socketPath('test'),
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie: admin.cookieHeader() },
      });
      const connecting = socket;
      await new Promise<void>((resolve, reject) => {
        connecting.once('connect', resolve);
        connecting.once('connect_error', reject);
      });
      const dropped = new Promise<string>((resolve) => connecting.once('disconnect', resolve));
      // An open socket used to hold the HTTP server open: close() waited until the browser went away.
      const closed = server.close().then(() => 'closed');
      const tooLong = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting'), 5_000));
      expect(await Promise.race([closed, tooLong])).toBe('closed');
      expect(await dropped).toBe('transport close');
    } finally {
      socket?.close();
      await server.close().catch(() => undefined);
      await storage.remove();
    }
  }, 60_000);
});
