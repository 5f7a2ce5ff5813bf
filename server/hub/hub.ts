import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  CURRENT_PATH_EVENT,
  type CurrentPathPayload,
  levelOf,
  mayActOn,
  PATH_EVENT,
  PathPayload,
  type RealtimeMessage,
  SUPER_GROUP_ID,
  socketEmission,
  socketPath,
} from '../../contract/index.ts';
import type { Principal } from '../http/registerEndpoints.ts';

export interface HubUser extends Principal {
  name: string;
}

export interface HubOptions {
  hub: string;
  /** The session token in the handshake's cookie. */
  sessionTokenOf: (request: IncomingMessage) => string | undefined;
  /** Who holds a session, read again at every emission so changed levels and sign-outs apply at once. */
  userOfSession: (token: string) => Promise<HubUser | undefined>;
  /** socket.io adapter for many instances (Azure Web PubSub for Socket.IO); default: in-process. */
  configure?: (io: Server) => void;
}

export interface Hub {
  io: Server;
  /** After a committed change: the spec §7.2 event to exactly the connected users allowed to see it. */
  publish: (message: RealtimeMessage) => Promise<void>;
  /** Ends the sockets of a session that was signed out. */
  disconnectSession: (sessionId: string) => void;
  close: () => Promise<void>;
}

/** Account events reach the account itself (its page reloads, §7.2) and whoever manages accounts. */
const mayReceive = (message: RealtimeMessage, user: HubUser): boolean => {
  if (message.event === 'account') {
    return message.id === user.id || user.groupId === SUPER_GROUP_ID || levelOf(user, 'ACCOUNT') >= 1;
  }
  return user.groupId === SUPER_GROUP_ID || mayActOn(message.event, user);
};

export const createHub = (server: HttpServer, options: HubOptions): Hub => {
  const io = new Server(server, { path: socketPath(options.hub), serveClient: false, cors: { origin: false } });
  options.configure?.(io);
  const locations = new Map<string, { user: HubUser; path: string }>();

  const broadcastLocations = () => {
    const payload: CurrentPathPayload = [...locations.values()].map(({ user, path }) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      path,
    }));
    io.emit(CURRENT_PATH_EVENT, payload);
  };

  io.use(async (socket, next) => {
    const token = options.sessionTokenOf(socket.request);
    const user = token ? await options.userOfSession(token).catch(() => undefined) : undefined;
    if (!token || !user) return next(new Error('unauthorized'));
    socket.data.user = user;
    socket.data.token = token;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as HubUser;
    locations.set(socket.id, { user, path: '/' });
    socket.on(PATH_EVENT, (path: unknown) => {
      const parsed = PathPayload.safeParse(path);
      if (!parsed.success) return;
      locations.set(socket.id, { user, path: parsed.data });
      broadcastLocations();
    });
    socket.on('disconnect', () => {
      locations.delete(socket.id);
      broadcastLocations();
    });
  });

  const publish = async (message: RealtimeMessage) => {
    const [event, payload] = socketEmission(message);
    const sockets = await io.fetchSockets();
    await Promise.all(
      sockets.map(async (socket) => {
        const user = await options.userOfSession(socket.data.token as string).catch(() => undefined);
        if (!user) {
          socket.disconnect(true);
          return;
        }
        if (mayReceive(message, user)) socket.emit(event, payload);
      }),
    );
  };

  const disconnectSession = (sessionId: string) => {
    for (const socket of io.sockets.sockets.values()) {
      if ((socket.data.user as HubUser | undefined)?.sessionId === sessionId) socket.disconnect(true);
    }
  };

  return { io, publish, disconnectSession, close: () => io.close() };
};
