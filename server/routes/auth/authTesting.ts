import { afterAll, beforeAll, beforeEach } from 'vitest';
import { hashPassword } from '../../auth/password.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { type accounts, loginFailures } from '../../db/schema.ts';
import { anAccount } from '../../db/testFactories.ts';
import { startTestServer, type TestServer } from '../../testing/harness.ts';

/** The password of every account made by `anAccountWithPassword` (it passes the password rule). */
export const PASSWORD = 'tadashii-pasuwaado-2026';
/** Ten seconds into a 30-second code step, so ±1 step is unambiguous. */
export const START = new Date('2026-05-01T09:00:10.000Z');

export interface AuthTestServer {
  readonly server: TestServer;
  readonly db: Db;
  /** The server's clock: starts at START in every test. */
  now: () => Date;
  advance: (ms: number) => void;
  setNow: (date: Date) => void;
  anAccountWithPassword: (overrides?: Partial<typeof accounts.$inferInsert>) => Promise<typeof accounts.$inferSelect>;
}

/**
 * The real server, one per test file, with a clock the test moves (and settings other than the defaults). Every test starts at START with no
 * recorded sign-in failures (all requests come from 127.0.0.1, whose per-address budget would otherwise
 * carry over from test to test).
 */
export const setUpAuthServer = (config: Partial<ServerConfig> = {}): AuthTestServer => {
  let current: TestServer | undefined;
  let now = START;
  let passwordHash = '';
  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
    current = await startTestServer({ now: () => now, config });
  }, 120_000);
  beforeEach(async () => {
    now = START;
    await current?.database.db.delete(loginFailures);
  });
  afterAll(async () => {
    await current?.close();
  });
  const server = (): TestServer => {
    if (!current) throw new Error('setUpAuthServer: the server exists only inside a test');
    return current;
  };
  return {
    get server() {
      return server();
    },
    get db() {
      return server().database.db;
    },
    now: () => now,
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
    setNow: (date) => {
      now = date;
    },
    anAccountWithPassword: (overrides = {}) =>
      anAccount(server().database.db, { passwordHash, passwordChangedAt: now, ...overrides }),
  };
};
