export type { MessageRequest } from './model.ts';
export { $messages, messageClosed, messageShown, messageTimerFx, overlayHeld } from './model.ts';
export { messageTimes } from './times.ts';
