import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import {
  CURRENT_PATH_EVENT,
  PATH_EVENT,
  type RealtimeMessage,
  socketEmission,
  socketPath,
} from '../../contract/index.ts';
import type { Principal } from '../http/registerEndpoints.ts';
import type { Audience } from './audience.ts';
import { whoIsWhere } from './locations.ts';
import { type AccountNow, keepSocketsCurrent } from './upkeep.ts';

export interface HubUser extends Principal {
  name: string;
}

export interface HubOptions {
  hub: string;
  /**
   * Who a connecting socket is, or undefined to refuse it: from the session cookie when the hub runs here,
   * from the access token's claim when it runs through Azure Web PubSub.
   */
  userOfHandshake: (request: IncomingMessage) => Promise<HubUser | undefined>;
  /** Who may receive a message, read again at every emission so changed levels apply at once. */
  audienceOf: (message: RealtimeMessage) => Promise<Audience>;
  /** Which of these sessions are still live (without marking them seen). */
  liveSessions: (sessionIds: string[]) => Promise<ReadonlySet<string>>;
  /** The accounts as they are now (a missing one was deleted): a socket's group room follows its account. */
  accountsNow: (accountIds: number[]) => Promise<ReadonlyMap<number, AccountNow>>;
  /**
   * How often this instance checks its sockets when nothing is emitted (default a minute), so a socket whose
   * session ended elsewhere, or idled out, does not stay connected until the next emission.
   */
  sweepMs?: number;
  /**
   * Whether a new connection (a polling handshake or a WebSocket) may be made here: the console's origin
   * only. Not used through Azure Web PubSub, whose engine takes the consoles' connections.
   */
  allowRequest?: (request: IncomingMessage) => boolean;
  /** Runs the hub through Azure Web PubSub for Socket.IO; resolves once wired. Default: in-process. */
  configure?: (io: Server) => Promise<void>;
}

export interface Hub {
  io: Server;
  /** After a committed change: the spec §7.2 event to exactly the connected users allowed to see it. */
  publish: (message: RealtimeMessage) => Promise<void>;
  /** Ends the sockets of a session that was signed out, on every server instance. */
  disconnectSession: (sessionId: string) => void;
  /**
   * Before the HTTP server stops: closes the consoles' connections to it. An open WebSocket holds the server
   * open, and the consoles should hear it go rather than keep a dead channel. Closed at the transport, not
   * with socket.io's disconnect (after which a client does not reconnect by itself). Through Azure Web
   * PubSub the consoles are connected to the service, not here: nothing to close.
   */
  dropLocalSockets: () => void;
  close: () => Promise<void>;
}

/** Every socket joins the rooms of its session, account and group: the hub's addresses (see audience.ts). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
export const accountRoom = (accountId: number) => `account:${accountId}`;
export const groupRoom = (groupId: number) => `group:${groupId}`;

export const createHub = async (server: HttpServer, options: HubOptions): Promise<Hub> => {
  const { allowRequest } = options;
  const io = new Server(server, {
    path: socketPath(options.hub),
    serveClient: false,
    cors: { origin: false },
    // Refused with 403 before any session is looked up; engine.io asks only at a connection's handshake.
    ...(allowRequest
      ? { allowRequest: (request, answer) => (allowRequest(request) ? answer(null, true) : answer('origin', false)) }
      : {}),
  });
  await options.configure?.(io);
  /**
   * Run before anything goes out from here: nothing reaches a socket whose session has ended, and a socket
   * is in the room of its account's group as it is now (an account moved out of a group stops hearing it).
   */
  const keepCurrent = () =>
    keepSocketsCurrent(io, {
      liveSessions: options.liveSessions,
      accountsNow: options.accountsNow,
      groupRoom,
      changed: (socketId, user) => locations.renamed(socketId, user),
    });
  const locations = whoIsWhere(async (list) => {
    try {
      await keepCurrent();
    } catch {
      return; // unchecked, the list is not sent: the next change sends it
    }
    io.emit(CURRENT_PATH_EVENT, list());
  });
  const sweep = setInterval(() => keepCurrent().catch(() => undefined), options.sweepMs ?? 60_000);
  sweep.unref();

  io.use(async (socket, next) => {
    const user = await options.userOfHandshake(socket.request).catch(() => undefined);
    if (!user) return next(new Error('unauthorized'));
    socket.data.user = user;
    next();
  });

  io.on('connection', async (socket: Socket) => {
    const user = socket.data.user as HubUser;
    locations.joined(socket.id, user);
    socket.on(PATH_EVENT, (path: unknown) => locations.moved(socket.id, path));
    socket.on('disconnect', () => locations.left(socket.id));
    // Last: through Azure Web PubSub joining is a call to the service, and nothing above may wait for it.
    await socket.join([sessionRoom(user.sessionId), accountRoom(user.id), groupRoom(user.groupId)]);
  });

  const publish = async (message: RealtimeMessage) => {
    await keepCurrent();
    const audience = await options.audienceOf(message);
    const [event, payload] = socketEmission(message);
    if (audience.everyone) {
      io.emit(event, payload);
      return;
    }
    const rooms = [...audience.groupIds.map(groupRoom), ...audience.accountIds.map(accountRoom)];
    if (rooms.length > 0) io.to(rooms).emit(event, payload);
  };

  const disconnectSession = (sessionId: string) => {
    io.in(sessionRoom(sessionId)).disconnectSockets(true);
  };

  const dropLocalSockets = () => {
    if (!options.configure) io.engine.close();
  };

  const close = async () => {
    clearInterval(sweep);
    locations.close();
    await io.close();
  };

  return { io, publish, disconnectSession, dropLocalSockets, close };
};
