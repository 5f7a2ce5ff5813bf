export type { MessageOverlayProps, MessageType, OverlayMessage } from './MessageOverlay.tsx';
export { MessageOverlay, messageTypes } from './MessageOverlay.tsx';
