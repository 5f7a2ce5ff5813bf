import { createClient } from '../../contract/index.ts';
import { type BuiltServer, buildServer } from '../app.ts';
import { SESSION_COOKIE } from '../auth/principal.ts';
import { readConfig, type ServerConfig } from '../config.ts';
import type { Database } from '../db/connect.ts';
import { openTestDatabase } from '../db/testing.ts';
import { memoryStorage } from '../files/memoryStorage.ts';

export interface TestServer {
  baseUrl: string;
  database: Database;
  server: BuiltServer;
  /** A contract client with its own cookie jar (one browser). */
  newClient: () => TestClient;
  /** A client already signed in as the account (session created directly, not through the sign-in steps). */
  clientAs: (accountId: number) => Promise<TestClient>;
  close: () => Promise<void>;
}

export interface TestClient {
  call: ReturnType<typeof createClient>['call'];
  /** The cookies this client holds, name → value. */
  cookies: Map<string, string>;
  cookieHeader: () => string;
}

/** A fetch that keeps cookies like a browser would for one origin. */
const cookieJarFetch = (cookies: Map<string, string>): typeof fetch => {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(input, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.trim().split('=');
      const expired = attributes.some((a) => /^\s*max-age=0/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join('=') === '') cookies.delete(name);
      else cookies.set(name, value.join('='));
    }
    return response;
  };
};

/** A contract client for a server at `baseUrl`, with its own cookie jar (one browser). */
export const testClientFor = (baseUrl: string): TestClient => {
  const cookies = new Map<string, string>();
  const client = createClient({ baseUrl, fetch: cookieJarFetch(cookies) });
  return {
    call: client.call,
    cookies,
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
};

/**
 * The real server on a free port over a fresh test database (PGlite copy, or TEST_DATABASE_URL),
 * for tests that drive endpoints through the console's own derived client.
 */
export const startTestServer = async (
  options: {
    now?: () => Date;
    seed?: (database: Database) => Promise<void>;
    /** Settings other than the defaults (hub `test`, no console), as the environment would give them. */
    config?: Partial<ServerConfig>;
  } = {},
) => {
  const database = await openTestDatabase();
  await options.seed?.(database);
  const config: ServerConfig = { ...readConfig({}), consoleDir: '/nonexistent', hub: 'test', ...options.config };
  const server = await buildServer(config, {
    db: database.db,
    // Uploads in tests stay in memory, never in the data folder of the working copy.
    files: memoryStorage(),
    ...(options.now ? { now: options.now } : {}),
    logLevel: 'silent',
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  const newClient = () => testClientFor(baseUrl);

  const clientAs = async (accountId: number): Promise<TestClient> => {
    const client = newClient();
    const token = await server.context.sessions.create(accountId, server.context.now());
    client.cookies.set(SESSION_COOKIE, token);
    return client;
  };

  const testServer: TestServer = {
    baseUrl,
    database,
    server,
    newClient,
    clientAs,
    close: async () => {
      await server.app.close();
      await database.close();
    },
  };
  return testServer;
};
