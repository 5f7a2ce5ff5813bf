import { createEffect, createEvent, createStore, sample } from 'effector';
import type { GlobalMessage, GlobalMessageType } from '../../contract/index.ts';
import { messageTimes } from './times.ts';

/** What a model hands in to show a message; the id and the default time are filled in here. */
export interface MessageRequest {
  /** HTML (spec §2.7); the overlay sanitises it. */
  message: string;
  type: GlobalMessageType;
  /** ms before it fades; spec default 6000. */
  time?: number;
}

/** Shows a global message at the top right (spec §2.7). */
export const messageShown = createEvent<MessageRequest>();
/** Removes a message: its close button, or the overlay once it has faded out. */
export const messageClosed = createEvent<string>();
/**
 * While the reader points at or focuses the overlay the model leaves closing to it: the overlay pauses its
 * own countdown (WCAG 2.2.1) and reports `messageClosed` when it has faded out.
 */
export const overlayHeld = createEvent<boolean>();

/** Waits out one message's time plus the fade. Replace it in a test scope to skip the wait. */
export const messageTimerFx = createEffect(
  ({ ms }: { id: string; ms: number }) => new Promise<void>((done) => setTimeout(done, ms)),
);

const $counter = createStore(0);
const $held = createStore(false).on(overlayHeld, (_, held) => held);

/** The messages on screen, oldest first. */
export const $messages = createStore<GlobalMessage[]>([]).on(messageClosed, (messages, id) =>
  messages.filter((message) => message.id !== id),
);

const added = sample({
  clock: messageShown,
  source: $counter,
  fn: (counter, request): GlobalMessage => ({
    id: `message-${counter + 1}`,
    message: request.message,
    type: request.type,
    time: request.time ?? messageTimes.default,
  }),
});

$counter.on(added, (counter) => counter + 1);
$messages.on(added, (messages, message) => [...messages, message]);

sample({
  clock: added,
  fn: ({ id, time }) => ({ id, ms: time + messageTimes.fade }),
  target: messageTimerFx,
});

sample({
  clock: messageTimerFx.done,
  filter: $held.map((held) => !held),
  fn: ({ params }) => params.id,
  target: messageClosed,
});
