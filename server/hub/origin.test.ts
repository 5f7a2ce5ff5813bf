import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { socketPath } from '../../contract/index.ts';
import { setUpSeededServer } from '../routes/routeTesting.ts';
import { startTestServer, type TestServer } from '../testing/harness.ts';
import { hubClients } from './hubTesting.ts';
import { readPublicOrigins } from './origin.ts';

const t = setUpSeededServer();
const { connectAs } = hubClients(t);

/** A polling handshake, as a browser page at `origin` would start one. */
const pollingHandshake = (baseUrl: string, headers: Record<string, string>) =>
  fetch(`${baseUrl}${socketPath('test')}/?EIO=4&transport=polling`, { headers });

describe('the hub’s origin check (served here, with no PUBLIC_ORIGIN)', () => {
  it('refuses a WebSocket from a page of another origin, even with a live session', async () => {
    await expect(connectAs('somu@example.go.jp', { origin: 'https://evil.example' })).rejects.toThrow();
    await expect(connectAs('somu@example.go.jp', { origin: 'null' })).rejects.toThrow();
    // Same host name, another port: another origin.
    const other = t.server.baseUrl.replace(/:(\d+)$/, (_, port) => `:${Number(port) + 1}`);
    await expect(connectAs('somu@example.go.jp', { origin: other })).rejects.toThrow();
  });

  it('lets in the console’s own origin, and a client that names none (no browser page)', async () => {
    expect((await connectAs('somu@example.go.jp', { origin: t.server.baseUrl })).connected).toBe(true);
    expect((await connectAs('somu@example.go.jp')).connected).toBe(true);
  });

  it('refuses a polling handshake from another origin or another site, and answers the console’s own', async () => {
    expect((await pollingHandshake(t.server.baseUrl, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await pollingHandshake(t.server.baseUrl, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await pollingHandshake(t.server.baseUrl, { origin: t.server.baseUrl })).status).toBe(200);
    // A same-origin GET carries no Origin in a browser.
    expect((await pollingHandshake(t.server.baseUrl, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});

describe('the hub’s origin check with PUBLIC_ORIGIN', () => {
  let server: TestServer;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer({ config: { publicOrigins: ['https://console.example.go.jp'] } });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await server.close();
  });

  /** Connects with no session: the origin check comes first, the session check (unauthorized) after it. */
  const refusal = (origin: string) =>
    new Promise<string>((resolve) => {
      const socket = io(server.baseUrl, {
        path: socketPath('test'),
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { origin },
      });
      sockets.push(socket);
      socket.once('connect_error', (error) => resolve(error.message));
    });

  it('accepts only the configured origin, whatever Host the request came in with', async () => {
    expect(await refusal('https://console.example.go.jp')).toBe('unauthorized');
    expect(await refusal(server.baseUrl)).not.toBe('unauthorized');
    expect((await pollingHandshake(server.baseUrl, { origin: 'https://console.example.go.jp' })).status).toBe(200);
    expect((await pollingHandshake(server.baseUrl, { origin: server.baseUrl })).status).toBe(403);
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('reads one origin or several, as a browser writes them', () => {
    expect(readPublicOrigins(undefined)).toEqual([]);
    expect(readPublicOrigins('https://console.example.go.jp/')).toEqual(['https://console.example.go.jp']);
    expect(readPublicOrigins('https://a.example.go.jp, http://127.0.0.1:3000')).toEqual([
      'https://a.example.go.jp',
      'http://127.0.0.1:3000',
    ]);
  });

  it('refuses anything that is not an origin', () => {
    expect(() => readPublicOrigins('console.example.go.jp')).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readPublicOrigins('https://console.example.go.jp/app')).toThrow(/https:\/\/console\.example\.go\.jp/);
  });
});
