export type { MessageRequest, ShownMessage } from './model.ts';
export { $messages, messageClosed, messageShown, messageTimerFx, overlayHeld, topicSettled } from './model.ts';
export { messageTimes } from './times.ts';
