import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { io, type Socket } from 'socket.io-client';
import {
  CURRENT_PATH_EVENT,
  CurrentPathPayload,
  PATH_EVENT,
  parseRealtimeMessage,
  type RealtimeMessage,
  realtimeEvents,
  socketOptions,
  socketPath,
  type UserLocation,
} from '../../contract/index.ts';

/** A parsed spec §7.2 message. Payloads that do not fit the contract are dropped (and counted). */
export const messageReceived = createEvent<RealtimeMessage>();
export const malformedMessageReceived = createEvent<{ event: string; payload: unknown }>();
export const currentPathReceived = createEvent<UserLocation[]>();
export const connected = createEvent();
/** The connection came back after a drop: lists may have missed events meanwhile. */
export const reconnected = createEvent();
export const disconnected = createEvent<string>();
/** The route changed without navigation state (spec §7.2): tell the others where we are. */
export const pathChanged = createEvent<string>();

export type ConnectionState = 'offline' | 'connecting' | 'online';
export const $connection = createStore<ConnectionState>('offline')
  .on(connected, () => 'online')
  .on(reconnected, () => 'online')
  .on(disconnected, () => 'connecting');

/** Other users' locations (spec §3 "currentPath (of other users)"). */
export const $currentPaths = createStore<UserLocation[]>([]).on(currentPathReceived, (_, locations) => locations);

const $socket = createStore<Socket | null>(null, { serialize: 'ignore' });

/** Opens the channel once signed in (spec §4); the session cookie authenticates it. */
export const connectFx = createEffect((hub: string): Socket => {
  const socket = io({ path: socketPath(hub), ...socketOptions, withCredentials: true });
  const onMessage = scopeBind(messageReceived, { safe: true });
  const onMalformed = scopeBind(malformedMessageReceived, { safe: true });
  const onPaths = scopeBind(currentPathReceived, { safe: true });
  const onConnected = scopeBind(connected, { safe: true });
  const onReconnected = scopeBind(reconnected, { safe: true });
  const onDisconnected = scopeBind(disconnected, { safe: true });
  let everConnected = false;
  socket.on('connect', () => {
    if (everConnected) onReconnected();
    else onConnected();
    everConnected = true;
  });
  socket.on('disconnect', (reason) => onDisconnected(reason));
  for (const event of realtimeEvents) {
    socket.on(event, (payload: unknown) => {
      const parsed = parseRealtimeMessage(event, payload);
      if (parsed.success) onMessage(parsed.data);
      else onMalformed({ event, payload });
    });
  }
  socket.on(CURRENT_PATH_EVENT, (payload: unknown) => {
    const parsed = CurrentPathPayload.safeParse(payload);
    if (parsed.success) onPaths(parsed.data);
  });
  return socket;
});

export const disconnectFx = attach({
  source: $socket,
  effect: (socket) => {
    socket?.removeAllListeners();
    socket?.disconnect();
  },
});

const emitPathFx = attach({
  source: $socket,
  effect: (socket, path: string) => {
    socket?.emit(PATH_EVENT, path);
  },
});

$socket.on(connectFx.doneData, (_, socket) => socket ?? null).reset(disconnectFx.done);
$connection.on(connectFx, () => 'connecting').reset(disconnectFx.done);
$currentPaths.reset(disconnectFx.done);

sample({ clock: pathChanged, target: emitPathFx });
// The server only learns where we are once connected: tell it again after each (re)connection.
const $lastPath = createStore<string | null>(null).on(pathChanged, (_, path) => path);
sample({
  clock: [connected, reconnected],
  source: $lastPath,
  filter: (path): path is string => path !== null,
  target: emitPathFx,
});
