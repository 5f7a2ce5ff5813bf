import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { io, type Socket } from 'socket.io-client';
import {
  CURRENT_PATH_EVENT,
  CurrentPathPayload,
  HttpError,
  PATH_EVENT,
  parseRealtimeMessage,
  type RealtimeMessage,
  type RealtimeNegotiation,
  realtimeApi,
  realtimeEvents,
  socketOptions,
  socketPath,
  type UserLocation,
} from '../../contract/index.ts';
import { endpointFx } from '../api/index.ts';

/** A parsed spec §7.2 message. Payloads that do not fit the contract are dropped (and counted). */
export const messageReceived = createEvent<RealtimeMessage>();
export const malformedMessageReceived = createEvent<{ event: string; payload: unknown }>();
export const currentPathReceived = createEvent<UserLocation[]>();
export const connected = createEvent();
/** The connection came back after a drop: lists may have missed events meanwhile. */
export const reconnected = createEvent();
export const disconnected = createEvent<string>();
/**
 * Spec §8: an attempt to connect failed (socket.io's `connect_error`); socket.io goes on retrying with
 * spec §9's delays. `timedOut` when no answer came within §9's 20 s.
 */
export const connectionFailed = createEvent<{ timedOut: boolean; reason: string }>();
/** The route changed without navigation state (spec §7.2): tell the others where we are. */
export const pathChanged = createEvent<string>();

export type ConnectionState = 'offline' | 'connecting' | 'online';
export const $connection = createStore<ConnectionState>('offline')
  .on(connected, () => 'online')
  .on(reconnected, () => 'online')
  .on(disconnected, () => 'connecting')
  .on(connectionFailed, () => 'connecting');

/** What is wrong while not online: no answer in time, or nothing reachable; null when nothing is known. */
export type ConnectionProblem = 'timeout' | 'unreachable' | null;
export const $connectionProblem = createStore<ConnectionProblem>(null)
  .on(connectionFailed, (_, failure) => (failure.timedOut ? 'timeout' : 'unreachable'))
  .reset(connected, reconnected);

/**
 * What staff are told: `lost` once a try has failed (or the server could not be asked), until back
 * online; a first try still in progress (`connecting`, nothing known wrong) is not news.
 */
export type ChannelStatus = 'online' | 'connecting' | 'lost';
export const $channelStatus = combine($connection, $connectionProblem, (connection, problem): ChannelStatus => {
  if (connection === 'online') return 'online';
  return connection === 'connecting' && problem === null ? 'connecting' : 'lost';
});

/** The first time-out of an outage (spec §8 "a timeout error"): later ones until back online stay quiet. */
const $timeoutReported = createStore(false).reset(connected, reconnected);
export const connectionTimedOut = sample({
  clock: connectionFailed,
  source: $timeoutReported,
  filter: (reported, failure) => failure.timedOut && !reported,
  fn: () => undefined,
});
$timeoutReported.on(connectionTimedOut, () => true);

/** Other users' locations (spec §3 "currentPath (of other users)"). */
export const $currentPaths = createStore<UserLocation[]>([]).on(currentPathReceived, (_, locations) => locations);

const $socket = createStore<Socket | null>(null, { serialize: 'ignore' });

/** ours: asks the server where the channel is: this origin, or the Azure Web PubSub service (with a token). */
export const negotiateFx = endpointFx(realtimeApi.negotiate);

/**
 * Opens the socket the negotiation names. In-process, the session cookie authenticates it at this origin,
 * at the hub path the server names (else at the console's own hub setting's);
 * through Azure Web PubSub for Socket.IO it goes to the service's endpoint and path, with the server-signed
 * token as the `access_token` query parameter (as the service documents). Either way with spec §9's options.
 */
export const openSocketFx = createEffect(
  ({ hub, negotiation }: { hub: string; negotiation: RealtimeNegotiation }): Socket => {
    const socket =
      negotiation.mode === 'azure'
        ? io(negotiation.endpoint, {
            path: negotiation.path,
            query: { access_token: negotiation.token },
            ...socketOptions,
          })
        : io({ path: negotiation.path ?? socketPath(hub), ...socketOptions, withCredentials: true });
    const onMessage = scopeBind(messageReceived, { safe: true });
    const onMalformed = scopeBind(malformedMessageReceived, { safe: true });
    const onPaths = scopeBind(currentPathReceived, { safe: true });
    const onConnected = scopeBind(connected, { safe: true });
    const onReconnected = scopeBind(reconnected, { safe: true });
    const onDisconnected = scopeBind(disconnected, { safe: true });
    const onFailed = scopeBind(connectionFailed, { safe: true });
    // A first connection that only came after failed tries is a comeback too: the lists loaded at sign-in
    // may have missed changes while it was trying.
    let missedSome = false;
    socket.on('connect', () => {
      if (missedSome) onReconnected();
      else onConnected();
      missedSome = false;
    });
    socket.on('disconnect', (reason) => {
      missedSome = true;
      onDisconnected(reason);
    });
    // socket.io-client names a connection that got no answer within `timeout` with the message 'timeout'.
    socket.on('connect_error', (error: Error) => {
      missedSome = true;
      onFailed({ timedOut: error.message === 'timeout', reason: error.message });
    });
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
  },
);

/**
 * Where the channel is. The negotiation is ours: a server that only speaks the spec answers it with 404, 501,
 * an HTML page or anything else that is not one; the console then connects as spec §7.2 says, at this origin
 * on its own hub setting. Only a failure to reach the server at all (no answer: status 0) is thrown, so that
 * asking is tried again.
 */
export const negotiationOrDirect = async (
  negotiate: () => Promise<RealtimeNegotiation>,
): Promise<RealtimeNegotiation> => {
  try {
    return await negotiate();
  } catch (error) {
    if (error instanceof HttpError && error.status === 0) throw error;
    return { mode: 'direct' };
  }
};

/**
 * Opens the channel once signed in (spec §4): asks where it is, then connects there. When the server cannot
 * be reached the console carries on without the channel and asks again after spec §9's reconnection delays.
 */
export const connectFx = createEffect(async (hub: string): Promise<Socket> => {
  const negotiation = await negotiationOrDirect(() => negotiateFx());
  return openSocketFx({ hub, negotiation });
});

/**
 * Spec §9's delay before attempt `failures + 1`, as socket.io's own reconnection computes it: 1 s doubling
 * per failure, ±50 % jitter, at most 5 s.
 */
export const reconnectionDelay = (failures: number, random: number): number => {
  const base = socketOptions.reconnectionDelay * 2 ** Math.max(0, failures - 1);
  const deviation = Math.floor(random * socketOptions.randomizationFactor * base);
  const delay = Math.floor(random * 10) & 1 ? base + deviation : base - deviation;
  return Math.min(delay, socketOptions.reconnectionDelayMax);
};

/** Waits before asking again; resolves with the attempt it waited for. */
export const retryTimerFx = createEffect(
  ({ attempt, failures }: { attempt: number; failures: number }) =>
    new Promise<number>((resolve) => {
      setTimeout(() => resolve(attempt), reconnectionDelay(failures, Math.random()));
    }),
);

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
$connection
  .on(connectFx, () => 'connecting')
  .on(connectFx.fail, () => 'offline')
  .reset(disconnectFx.done);
$connectionProblem.on(connectFx.fail, () => 'unreachable').reset(disconnectFx.done);
$timeoutReported.reset(disconnectFx.done);
$currentPaths.reset(disconnectFx.done);

// Retrying a failed connection: only the latest attempt retries, and never once signed out.
const $wantedHub = createStore<string | null>(null)
  .on(connectFx, (_, hub) => hub)
  .reset(disconnectFx.done);
const $attempt = createStore(0).on(connectFx, (attempt) => attempt + 1);
const $failuresInARow = createStore(0)
  .on(connectFx.fail, (failures) => failures + 1)
  .reset(connectFx.done, disconnectFx.done);
sample({
  clock: connectFx.fail,
  source: { attempt: $attempt, failures: $failuresInARow },
  target: retryTimerFx,
});
sample({
  clock: retryTimerFx.doneData,
  source: { attempt: $attempt, hub: $wantedHub },
  filter: ({ attempt, hub }, waitedFor) => hub !== null && attempt === waitedFor,
  fn: ({ hub }) => hub ?? '',
  target: connectFx,
});

sample({ clock: pathChanged, target: emitPathFx });
// The server only learns where we are once connected: tell it again after each (re)connection.
const $lastPath = createStore<string | null>(null).on(pathChanged, (_, path) => path);
sample({
  clock: [connected, reconnected],
  source: $lastPath,
  filter: (path): path is string => path !== null,
  target: emitPathFx,
});
