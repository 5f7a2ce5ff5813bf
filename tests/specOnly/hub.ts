import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';

/** Spec §7.2: event names and the actions they carry, with the record's id. */
export type SpecEvent = 'group' | 'system-notice' | 'cms-page';
export type SpecAction = 'created' | 'updated' | 'deleted';

export interface SpecHub {
  /** Tells every signed-in console that a record changed: `socket.emit(event, { action, id })`. */
  publish: (event: SpecEvent, action: SpecAction, id: number) => void;
  /** Ends the sockets of a session that signed out. */
  dropSession: (token: string) => void;
  /** How many consoles are connected now. */
  connected: () => number;
  close: () => Promise<void>;
}

/**
 * A real socket.io hub at the spec's path, `/clients/socketio/hubs/{hub}` (spec §7.2), on the server's own
 * port: the session cookie authenticates a connection, as it does every call. No negotiation call of any kind.
 */
export const createSpecHub = (
  server: HttpServer,
  hub: string,
  sessionOf: (cookieHeader: string | undefined) => string | undefined,
): SpecHub => {
  const io = new Server(server, { path: `/clients/socketio/hubs/${hub}`, serveClient: false, cors: { origin: false } });
  io.use((socket, next) => {
    const token = sessionOf(socket.request.headers.cookie);
    if (!token) return next(new Error('unauthorized'));
    socket.data.session = token;
    next();
  });
  return {
    publish: (event, action, id) => {
      io.emit(event, { action, id });
    },
    dropSession: (token) => {
      for (const socket of io.sockets.sockets.values()) {
        if (socket.data.session === token) socket.disconnect(true);
      }
    },
    connected: () => io.sockets.sockets.size,
    close: () =>
      new Promise<void>((done) => {
        io.disconnectSockets(true);
        // io.close() also closes the HTTP server, which Fastify closes itself: only the engine here.
        io.engine.close();
        done();
      }),
  };
};
