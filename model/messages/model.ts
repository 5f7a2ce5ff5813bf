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
  /**
   * What the message is about, for messages that a later event makes untrue (a sign-in failure once the
   * user is signed in). A new message of a topic replaces the one still shown, and `topicSettled` removes it.
   */
  topic?: string;
}

/** A message on screen, with the topic it was shown under (if any). */
export type ShownMessage = GlobalMessage & { topic?: string };

/** Shows a global message at the top right (spec §2.7). */
export const messageShown = createEvent<MessageRequest>();
/** Removes a message: its close button, or the overlay once it has faded out. */
export const messageClosed = createEvent<string>();
/** What the messages of a topic said is over (the user signed in after a failure): they leave at once. */
export const topicSettled = createEvent<string>();
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
export const $messages = createStore<ShownMessage[]>([])
  .on(messageClosed, (messages, id) => messages.filter((message) => message.id !== id))
  .on(topicSettled, (messages, topic) => messages.filter((message) => message.topic !== topic));

const added = sample({
  clock: messageShown,
  source: $counter,
  fn: (counter, request): ShownMessage => ({
    id: `message-${counter + 1}`,
    message: request.message,
    type: request.type,
    time: request.time ?? messageTimes.default,
    ...(request.topic === undefined ? {} : { topic: request.topic }),
  }),
});

$counter.on(added, (counter) => counter + 1);
// One message per topic: a second failed sign-in replaces the first rather than stacking the same words.
$messages.on(added, (messages, message) => [
  ...(message.topic === undefined ? messages : messages.filter((shown) => shown.topic !== message.topic)),
  message,
]);

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
