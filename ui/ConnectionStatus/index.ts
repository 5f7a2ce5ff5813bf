export type { ConnectionStatusProps, ConnectionStatusState } from './ConnectionStatus.tsx';
export { ConnectionStatus } from './ConnectionStatus.tsx';
