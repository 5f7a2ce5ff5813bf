import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeApi, socketPath } from '../../contract/index.ts';
import { SESSION_COOKIE } from '../auth/principal.ts';
import { hashToken } from '../auth/sessions.ts';
import { sessions } from '../db/schema.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { type FakeWebPubSub, startFakeWebPubSub } from '../testing/fakeWebPubSub.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

/** A JWT's claims, and whether it is signed (HS256) with `key`. */
const readToken = (token: string, key: string) => {
  const [header = '', claims = '', signature = ''] = token.split('.');
  return {
    signedWithKey: createHmac('sha256', key).update(`${header}.${claims}`).digest('base64url') === signature,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
  };
};

describe('negotiate, with the hub in-process (no WEB_PUBSUB_CONNECTION_STRING)', () => {
  const t = setUpSeededServer();

  it('sends the console to this origin at the server’s hub path, with its cookie', async () => {
    const client = await t.server.as('form@example.go.jp');
    expect(await client.call(realtimeApi.negotiate)).toEqual({ mode: 'direct', path: socketPath('test') }); // the harness's hub
  });

  it('lets the console connect to its own origin only', async () => {
    const response = await fetch(`${t.server.baseUrl}/api/config`);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });

  it('answers nobody who is not signed in', async () => {
    expect((await refusal(t.server.newClient().call(realtimeApi.negotiate))).status).toBe(401);
  });
});

describe('with WEB_PUBSUB_CONNECTION_STRING: the hub runs through Azure Web PubSub for Socket.IO', () => {
  let service: FakeWebPubSub;
  let server: TestServer;
  let closed = false;
  /** The server's first attempt to reach the service, from its start. */
  let firstTunnel: Promise<URL>;

  beforeAll(async () => {
    service = await startFakeWebPubSub();
    firstTunnel = service.nextUpgrade();
    server = await startTestServer({ config: { webPubSubConnectionString: service.connectionString, hub: 'test' } });
  }, 120_000);
  afterAll(async () => {
    if (!closed) await server?.close();
    await service?.close();
  });

  const signedIn = async () => {
    const account = await anAccount(server.database.db, { groupId: (await aGroup(server.database.db)).id });
    const client = await server.clientAs(account.id);
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    return { client, sessionId: hashToken(token) };
  };

  it('sends the console to the service with a token for its session, valid no longer than the session', async () => {
    const { client, sessionId } = await signedIn();
    const answer = await client.call(realtimeApi.negotiate);
    expect(answer).toEqual({
      mode: 'azure',
      endpoint: service.origin,
      path: '/clients/socketio/hubs/test',
      token: expect.any(String),
    });
    if (answer.mode !== 'azure') return;
    const token = readToken(answer.token, service.accessKey);
    expect(token.signedWithKey).toBe(true);
    expect(readToken(answer.token, 'not the key').signedWithKey).toBe(false);
    // The session's id, never the secret cookie token, and the service's hub URL as the audience.
    expect(token.claims).toMatchObject({
      userId: sessionId,
      sub: sessionId,
      aud: `${service.origin}/clients/socketio/hubs/test`,
    });
    expect(JSON.stringify(token.claims)).not.toContain(client.cookies.get(SESSION_COOKIE));
    const [session] = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, sessionId));
    const exp = token.claims.exp as number;
    expect(exp * 1000).toBeLessThanOrEqual(session?.expiresAt.getTime() ?? 0);
    expect(exp).toBe(Math.floor((session?.expiresAt.getTime() ?? 0) / 1000));
    expect(exp).toBeGreaterThan(token.claims.iat as number);
  });

  it('lets the console connect to the service (polling, then WebSocket)', async () => {
    const response = await fetch(`${server.baseUrl}/api/config`);
    const ws = service.origin.replace(/^http/, 'ws');
    expect(response.headers.get('content-security-policy')).toContain(`connect-src 'self' ${service.origin} ${ws};`);
  });

  it('connects to the service as a server of the hub, signed with the same key', async () => {
    const tunnel = await firstTunnel;
    expect(tunnel.pathname).toBe('/server/tunnel');
    expect(tunnel.searchParams.get('hub')).toBe('test');
    const token = readToken(tunnel.searchParams.get('access_token') ?? '', service.accessKey);
    expect(token.signedWithKey).toBe(true);
  });

  it('refuses consoles on its own socket path: they connect through the service', async () => {
    const { client } = await signedIn();
    const polling = await fetch(`${server.baseUrl}${socketPath('test')}/?EIO=4&transport=polling`, {
      headers: { cookie: client.cookieHeader() },
    });
    expect(polling.status).toBe(403);
    // A WebSocket straight here with a live session's cookie gets no further: only a claim proves a session.
    const socket = connectSocket(server.baseUrl, {
      path: socketPath('test'),
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { cookie: client.cookieHeader() },
    });
    const outcome = await new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'));
      socket.once('connect_error', (error) => resolve(`refused: ${error.message}`));
    });
    socket.disconnect();
    expect(outcome).toMatch(/^refused/);
    // The rest of the server is unaffected.
    expect(await client.call(realtimeApi.negotiate)).toMatchObject({ mode: 'azure' });
  });

  it('stops reaching for the service once closed', async () => {
    await server.close();
    closed = true;
    const attempts = service.upgrades.length;
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // the SDK retries every 2 s
    expect(service.upgrades.length).toBe(attempts);
  });
});
