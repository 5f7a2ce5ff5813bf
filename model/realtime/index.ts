export type { Instruction, RealtimeUser, ResourceEvent } from './route.ts';
export { resourceEvents, routeMessage } from './route.ts';
export type { ChannelStatus, ConnectionProblem, ConnectionState } from './socket.ts';
export {
  $channelStatus,
  $connection,
  $connectionProblem,
  $currentPaths,
  connected,
  connectFx,
  connectionFailed,
  connectionTimedOut,
  currentPathReceived,
  disconnected,
  disconnectFx,
  malformedMessageReceived,
  messageReceived,
  negotiateFx,
  pathChanged,
  reconnected,
} from './socket.ts';
export type { RealtimeTargets } from './wire.ts';
export { wireRealtime } from './wire.ts';
