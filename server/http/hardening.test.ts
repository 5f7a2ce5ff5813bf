import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoint, Mutation, publicAccess } from '../../contract/index.ts';
import { SESSION_COOKIE } from '../auth/principal.ts';
import { hashToken } from '../auth/sessions.ts';
import { loginFailures, sessions } from '../db/schema.ts';
import { anAccount } from '../db/testFactories.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { implementApi, registerEndpoints } from './registerEndpoints.ts';

const START = new Date('2026-05-01T09:00:00.000Z');
let now = START;
let server: TestServer | undefined;
const base = () => server?.baseUrl ?? '';
const db = () => {
  if (!server) throw new Error('no server');
  return server.database.db;
};

beforeAll(async () => {
  server = await startTestServer({ now: () => now });
}, 120_000);
beforeEach(async () => {
  now = START;
  await db().delete(loginFailures);
});
afterAll(async () => {
  await server?.close();
});

/** A signed-in browser's cookie, and a way to see whether its session is still there and when it was last used. */
const aSession = async () => {
  const account = await anAccount(db());
  const client = await server?.clientAs(account.id);
  const token = client?.cookies.get(SESSION_COOKIE) ?? '';
  return {
    cookie: `${SESSION_COOKIE}=${token}`,
    lastSeen: async () => {
      const [row] = await db()
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return row?.lastSeenAt;
    },
  };
};

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('Cache-Control of the API', () => {
  it('is no-store on /auth and /api answers, errors included', async () => {
    const answers = [
      await fetch(`${base()}/auth`),
      await fetch(`${base()}/auth/login/msal`),
      await fetch(`${base()}/api/config`),
      await fetch(`${base()}/api/no-such-call`),
      await fetch(`${base()}/auth/login`, { method: 'POST', ...json({ email: 'x' }) }),
      await fetch(`${base()}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 404, 400, 400]);
    for (const answer of answers) expect(answer.headers.get('cache-control'), answer.url).toBe('no-store');
  });

  it('leaves the published pages’ stylesheet revalidated, not unstored', async () => {
    expect((await fetch(`${base()}/common.css`)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('body limit', () => {
  const big = 'あ'.repeat(70_000); // 210 KB as UTF-8

  it('refuses a 200 KB sign-in with 413 and a Japanese message, before counting an attempt', async () => {
    const answer = await fetch(`${base()}/auth/login`, {
      method: 'POST',
      ...json({ email: 'koho@example.go.jp', password: big }),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ error: true, message: '送信された内容が大きすぎます (上限 100 KB)。' });
    expect(await db().select().from(loginFailures)).toEqual([]);
  });

  it('refuses a 200 KB write before looking at the session', async () => {
    const session = await aSession();
    now = new Date(START.getTime() + 60_000);
    const answer = await fetch(`${base()}/api/group/1`, {
      method: 'PUT',
      ...json({ name: big, permissions: [0, 0, 0, 0, 0, 0, 0], version: 1 }, { cookie: session.cookie }),
    });
    expect(answer.status).toBe(413);
    // The session was not even read: a read marks it used.
    expect(await session.lastSeen()).toEqual(START);
    await fetch(`${base()}/auth`, { headers: { cookie: session.cookie } });
    expect(await session.lastSeen()).toEqual(now);
  });

  it('takes a body under 100 KB', async () => {
    const answer = await fetch(`${base()}/auth/login`, {
      method: 'POST',
      ...json({ email: 'koho@example.go.jp', password: 'a'.repeat(90_000) }),
    });
    expect(answer.status).not.toBe(413);
  });

  it('is larger only where a route asks for it when it is implemented (uploads)', async () => {
    const Body = z.object({ text: z.string() });
    const api = {
      note: endpoint({
        name: 't.note',
        method: 'POST',
        path: '/t/note',
        body: Body,
        response: Mutation,
        access: publicAccess,
      }),
      upload: endpoint({
        name: 't.upload',
        method: 'POST',
        path: '/t/upload',
        body: Body,
        response: Mutation,
        access: publicAccess,
      }),
    };
    const app = Fastify();
    registerEndpoints(app, {
      endpoints: Object.values(api),
      implementations: implementApi(
        api,
        { note: async () => ({ id: 1 }), upload: async () => ({ id: 2 }) },
        { bodyLimits: { upload: 1024 * 1024 } },
      ),
      principalOf: async () => undefined,
    });
    const post = (url: string) => app.inject({ method: 'POST', url, payload: { text: big } });
    expect((await post('/t/note')).statusCode).toBe(413);
    expect((await post('/t/upload')).json()).toEqual({ id: 2 });
    await app.close();
  });
});

describe('state-changing calls from elsewhere', () => {
  it('refuses a text/plain logout (a form of another site can send one) and keeps the session', async () => {
    const session = await aSession();
    const answer = await fetch(`${base()}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie: session.cookie },
      body: 'x',
    });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ error: true, message: expect.stringMatching(/JSON/) });
    expect(await session.lastSeen()).toBeDefined();
  });

  it('refuses form-encoded and untyped bodies too', async () => {
    const session = await aSession();
    const form = await fetch(`${base()}/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: session.cookie },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    const untyped = await fetch(`${base()}/auth/logout`, {
      method: 'POST',
      headers: { cookie: session.cookie },
      body: new Blob(['x']),
    });
    expect(untyped.status).toBe(415);
    expect(await session.lastSeen()).toBeDefined();
  });

  it('refuses a call whose Origin is another site’s, or that a browser says came from another site', async () => {
    const session = await aSession();
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of elsewhere) {
      const answer = await fetch(`${base()}/auth/logout`, {
        method: 'POST',
        headers: { ...headers, cookie: session.cookie },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(await answer.json()).toMatchObject({ error: true });
    }
    expect(await session.lastSeen()).toBeDefined();
  });

  it('takes the console’s own calls: JSON bodies, and a logout without a body, from its own origin', async () => {
    const session = await aSession();
    const login = await fetch(`${base()}/auth/login`, {
      method: 'POST',
      ...json(
        { email: 'nobody@example.go.jp', password: 'machigatta-pasuwaado' },
        { origin: base(), 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' },
      ),
    });
    expect(login.status).toBe(200);
    const logout = await fetch(`${base()}/auth/logout`, {
      method: 'POST',
      headers: { origin: base(), 'sec-fetch-site': 'same-origin', cookie: session.cookie },
    });
    expect(logout.status).toBe(200);
    expect(await session.lastSeen()).toBeUndefined();
  });

  it('lets reads through from anywhere (they change nothing; CORS keeps their answers from other sites)', async () => {
    const answer = await fetch(`${base()}/api/config`, { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
  });
});
