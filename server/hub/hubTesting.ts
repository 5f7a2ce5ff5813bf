import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import { socketPath } from '../../contract/index.ts';
import type { RouteTestServer } from '../routes/routeTesting.ts';

/**
 * Consoles' sockets to a seeded test server's hub ('test'), closed after each test. `connect` resolves once
 * connected and rejects with the server's refusal.
 */
export const hubClients = (t: { readonly server: RouteTestServer }) => {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  const connect = (cookie?: string, { origin }: { origin?: string } = {}) =>
    new Promise<Socket>((resolve, reject) => {
      const headers: Record<string, string> = { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) };
      const socket = io(t.server.baseUrl, {
        path: socketPath('test'),
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: headers,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  const connectAs = async (email: string, options?: { origin?: string }) =>
    connect((await t.server.as(email)).cookieHeader(), options);

  return { connect, connectAs };
};

/** Every event a socket receives, with its payload, in order. */
export const record = (socket: Socket) => {
  const received: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  return received;
};

/** The next payload of `event` on the socket. */
export const next = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => {
    socket.once(event, resolve);
  });

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
