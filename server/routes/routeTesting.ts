import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type Area, areaIndex, HttpError, type RealtimeMessage } from '../../contract/index.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { accounts } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { seedDemo } from '../seed/seedDemo.ts';
import { startTestServer, type TestClient, type TestServer } from '../testing/harness.ts';

export interface RouteTestServer extends TestServer {
  /** Every real-time message published since the current test began (still delivered to the hub). */
  published: RealtimeMessage[];
  /** A client signed in as a seeded demo account (`admin@example.go.jp`: the super group). */
  as: (email: string) => Promise<TestClient>;
  idOf: (email: string) => Promise<number>;
  /** A new account in a new group whose levels are all 0 but the ones given, signed in. */
  userWith: (levels: Partial<Record<Area, number>>) => Promise<TestClient & { accountId: number; groupId: number }>;
}

const demoOrganisation = async ({ db }: Database) => {
  await seedDemo(db);
};

/**
 * The real server, one per test file, by default over the demo organisation (server/seed): groups
 * 1 システム管理 (super), 2 広報課, 3 総務課 (ACCOUNT 3, CONFIG 2), 4 フォーム担当, with their demo accounts.
 * `config`: settings other than the defaults, asked for when the server starts (after the file's earlier
 * `beforeAll`, so an SMTP sink started there can be named).
 */
export const setUpSeededServer = (
  seed = demoOrganisation,
  config: () => Partial<ServerConfig> = () => ({}),
): { readonly server: RouteTestServer } => {
  let current: RouteTestServer | undefined;
  beforeAll(async () => {
    const test = await startTestServer({ seed, config: config() });
    const published: RealtimeMessage[] = [];
    const deliver = test.server.context.publish;
    test.server.context.publish = async (message) => {
      published.push(message);
      await deliver(message);
    };
    const idOf = async (email: string) => {
      const [row] = await test.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
      if (!row) throw new Error(`no account ${email}`);
      return row.id;
    };
    current = {
      ...test,
      published,
      idOf,
      as: async (email) => test.clientAs(await idOf(email)),
      userWith: async (levels) => {
        const permissions = [0, 0, 0, 0, 0, 0, 0];
        for (const [area, level] of Object.entries(levels)) permissions[areaIndex(area as Area)] = level;
        const group = await aGroup(test.database.db, { permissions });
        const account = await anAccount(test.database.db, { groupId: group.id });
        return { ...(await test.clientAs(account.id)), accountId: account.id, groupId: group.id };
      },
    };
  }, 120_000);
  beforeEach(() => {
    current?.published.splice(0);
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    get server() {
      if (!current) throw new Error('setUpSeededServer: the server exists only inside a test');
      return current;
    },
  };
};

/** The HTTP error a call was refused with (fails the test when it succeeded or failed otherwise). */
export const refusal = async (call: Promise<unknown>): Promise<{ status: number; body: unknown; message: unknown }> => {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error, 'the call should have been refused').toBeInstanceOf(HttpError);
  const { status, body } = error as HttpError;
  return { status, body, message: (body as { message?: unknown } | undefined)?.message };
};
