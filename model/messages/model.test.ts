import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import {
  $messages,
  messageClosed,
  messageShown,
  messageTimerFx,
  messageTimes,
  overlayHeld,
  topicSettled,
} from './index.ts';

/** A timer that only records: messages stay until the test releases them. */
const pausedTimers = () => {
  const waits: { id: string; ms: number }[] = [];
  return {
    waits,
    scope: fork({ handlers: [[messageTimerFx, (wait: { id: string; ms: number }) => void waits.push(wait)]] }),
  };
};

describe('global messages (spec §2.7)', () => {
  test('each gets an id and, by default, 6000 ms plus the 200 ms fade', async () => {
    const { scope, waits } = pausedTimers();
    await allSettled(messageShown, { scope, params: { message: '<b>保存しました</b>', type: 'success' } });
    await allSettled(messageShown, { scope, params: { message: '失敗しました', type: 'error', time: 20_000 } });
    expect(waits).toEqual([
      { id: 'message-1', ms: 6200 },
      { id: 'message-2', ms: 20_200 },
    ]);
  });

  test('a message whose time is up is closed', async () => {
    const scope = fork({ handlers: [[messageTimerFx, () => undefined]] });
    await allSettled(messageShown, { scope, params: { message: 'x', type: 'info' } });
    expect(scope.getState($messages)).toEqual([]);
  });

  test('closing by hand removes only that message', async () => {
    const scope = fork({
      values: [
        [
          $messages,
          [
            { id: 'a', message: 'A', type: 'info', time: 6000 },
            { id: 'b', message: 'B', type: 'info', time: 6000 },
          ],
        ],
      ],
    });
    await allSettled(messageClosed, { scope, params: 'a' });
    expect(scope.getState($messages).map((message) => message.id)).toEqual(['b']);
  });

  test('while the overlay is held, closing is left to the overlay', async () => {
    const scope = fork({ handlers: [[messageTimerFx, () => undefined]] });
    await allSettled(overlayHeld, { scope, params: true });
    await allSettled(messageShown, { scope, params: { message: 'x', type: 'warning' } });
    expect(scope.getState($messages)).toHaveLength(1);
  });

  test('the constants of §8/§9 live in one place', () => {
    expect(messageTimes).toEqual({
      default: 6000,
      fade: 200,
      signInFailure: 20_000,
      verifiedWithMessage: 30_000,
      newNotice: 10_000,
    });
  });
});

describe('messages about a topic (a failure that a later success makes untrue)', () => {
  /** Messages stay: the overlay is held, so closing is left to it. */
  const heldScope = async () => {
    const scope = fork({ handlers: [[messageTimerFx, () => undefined]] });
    await allSettled(overlayHeld, { scope, params: true });
    return scope;
  };
  const shown = (scope: ReturnType<typeof fork>) =>
    scope.getState($messages).map(({ message, topic }) => ({ message, topic }));

  test('a new message of a topic replaces the one still shown; others stay', async () => {
    const scope = await heldScope();
    await allSettled(messageShown, { scope, params: { message: '保存しました', type: 'success' } });
    await allSettled(messageShown, { scope, params: { message: '一度目の失敗', type: 'error', topic: 'sign-in' } });
    await allSettled(messageShown, { scope, params: { message: '二度目の失敗', type: 'error', topic: 'sign-in' } });
    expect(shown(scope)).toEqual([
      { message: '保存しました', topic: undefined },
      { message: '二度目の失敗', topic: 'sign-in' },
    ]);
  });

  test('topicSettled removes that topic’s messages at once and nothing else', async () => {
    const scope = await heldScope();
    await allSettled(messageShown, { scope, params: { message: '失敗', type: 'error', topic: 'sign-in' } });
    await allSettled(messageShown, { scope, params: { message: '変更の失敗', type: 'error', topic: 'change' } });
    await allSettled(messageShown, { scope, params: { message: 'お知らせ', type: 'info' } });
    await allSettled(topicSettled, { scope, params: 'sign-in' });
    expect(shown(scope)).toEqual([
      { message: '変更の失敗', topic: 'change' },
      { message: 'お知らせ', topic: undefined },
    ]);
  });
});
