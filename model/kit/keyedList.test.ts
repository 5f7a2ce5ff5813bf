import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createKeyedList } from './keyedList.ts';

interface Item {
  id: number;
  key: number;
}

const make = () => createKeyedList<Item>({ name: 'test', fetchFx: createEffect<number, Item[]>(() => []) });

const itemsOf = (key: number): Item[] => [{ id: key * 10, key }];

/** Lets every answer that has already arrived run through the model. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fetch whose answers are held until the test gives them, one per call. */
const heldAnswers = () => {
  const waiting = new Map<number, { resolve: (items: Item[]) => void; reject: (error: Error) => void }>();
  const handler = vi.fn(
    (key: number) => new Promise<Item[]>((resolve, reject) => waiting.set(key, { resolve, reject })),
  );
  const answer = (key: number) => waiting.get(key)?.resolve(itemsOf(key));
  const fail = (key: number) => waiting.get(key)?.reject(new Error(`offline ${key}`));
  return { handler, answer, fail };
};

describe('keyed list', () => {
  test('a slow answer for the previous key never shows under the current one', async () => {
    const list = make();
    const held = heldAnswers();
    const scope = fork({ handlers: [[list.fetchFx, held.handler]] });

    const first = allSettled(list.keyRequested, { scope, params: 1 });
    const second = allSettled(list.keyRequested, { scope, params: 2 });
    held.answer(2);
    await flush();
    expect(scope.getState(list.$items)).toEqual(itemsOf(2));
    expect(scope.getState(list.$status)).toBe('fulfilled');

    held.answer(1);
    await Promise.all([first, second]);
    expect(held.handler.mock.calls.map(([key]) => key)).toEqual([1, 2]);
    expect(scope.getState(list.$key)).toBe(2);
    expect(scope.getState(list.$items)).toEqual(itemsOf(2));
    expect(scope.getState(list.$status)).toBe('fulfilled');
  });

  test("a late failure of the previous key leaves the current key's status alone", async () => {
    const list = make();
    const held = heldAnswers();
    const scope = fork({ handlers: [[list.fetchFx, held.handler]] });

    const first = allSettled(list.keyRequested, { scope, params: 1 });
    const second = allSettled(list.keyRequested, { scope, params: 2 });
    held.fail(1);
    await flush();
    expect(scope.getState(list.$status)).toBe('pending');
    held.answer(2);
    await Promise.all([first, second]);
    expect(scope.getState(list.$status)).toBe('fulfilled');
    expect(scope.getState(list.$items)).toEqual(itemsOf(2));
  });

  test("the current key's failure is rejected", async () => {
    const list = make();
    const scope = fork({
      handlers: [
        [
          list.fetchFx,
          (key: number) => {
            if (key === 2) throw new Error('offline');
            return itemsOf(key);
          },
        ],
      ],
    });
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(scope.getState(list.$status)).toBe('fulfilled');
    await allSettled(list.keyRequested, { scope, params: 2 });
    expect(scope.getState(list.$status)).toBe('rejected');
    expect(scope.getState(list.$failed)).toBe(true);
    expect(scope.getState(list.$pending)).toBe(false);
  });

  // Found by these tests: $key was set before the key change was detected, so $items never emptied.
  test("a key whose load failed shows none of the previous key's items", async () => {
    const list = make();
    const scope = fork({
      handlers: [
        [
          list.fetchFx,
          (key: number) => {
            if (key === 2) throw new Error('offline');
            return itemsOf(key);
          },
        ],
      ],
    });
    await allSettled(list.keyRequested, { scope, params: 1 });
    await allSettled(list.keyRequested, { scope, params: 2 });
    expect(scope.getState(list.$items)).toEqual([]);
  });

  test('a new key starts empty while its items load', async () => {
    const list = make();
    const held = heldAnswers();
    const scope = fork({ handlers: [[list.fetchFx, held.handler]] });

    const first = allSettled(list.keyRequested, { scope, params: 1 });
    held.answer(1);
    await first;
    expect(scope.getState(list.$items)).toEqual(itemsOf(1));

    const second = allSettled(list.keyRequested, { scope, params: 2 });
    held.answer(2);
    expect(scope.getState(list.$items)).toEqual([]);
    await second;
  });

  test('a new key is pending until its own items arrive', async () => {
    const list = make();
    const held = heldAnswers();
    const scope = fork({ handlers: [[list.fetchFx, held.handler]] });
    const first = allSettled(list.keyRequested, { scope, params: 1 });
    held.answer(1);
    await first;

    const second = allSettled(list.keyRequested, { scope, params: 2 });
    expect(scope.getState(list.$key)).toBe(2);
    expect(scope.getState(list.$status)).toBe('pending');
    expect(scope.getState(list.$pending)).toBe(true);
    held.answer(2);
    await second;
    expect(scope.getState(list.$items)).toEqual(itemsOf(2));
    expect(scope.getState(list.$status)).toBe('fulfilled');
  });

  test('asking again for the same key keeps its items while they reload', async () => {
    const list = make();
    const held = heldAnswers();
    const scope = fork({ handlers: [[list.fetchFx, held.handler]] });
    const first = allSettled(list.keyRequested, { scope, params: 1 });
    held.answer(1);
    await first;

    const again = allSettled(list.keyRequested, { scope, params: 1 });
    expect(scope.getState(list.$items)).toEqual(itemsOf(1));
    held.answer(1);
    await again;
    expect(held.handler).toHaveBeenCalledTimes(2);
  });

  test('keyNeeded loads a key once, another key at once, and the same key again after a failure', async () => {
    const list = make();
    let failing = false;
    const handler = vi.fn((key: number) => {
      if (failing) throw new Error('offline');
      return itemsOf(key);
    });
    const scope = fork({ handlers: [[list.fetchFx, handler]] });
    const calls = () => handler.mock.calls.map(([key]) => key);

    await allSettled(list.keyNeeded, { scope, params: 1 });
    expect(calls()).toEqual([1]);
    expect(scope.getState(list.$key)).toBe(1);
    expect(scope.getState(list.$items)).toEqual(itemsOf(1));

    await allSettled(list.keyNeeded, { scope, params: 1 });
    expect(calls()).toEqual([1]);

    failing = true;
    await allSettled(list.keyNeeded, { scope, params: 2 });
    expect(calls()).toEqual([1, 2]);
    expect(scope.getState(list.$key)).toBe(2);
    expect(scope.getState(list.$status)).toBe('rejected');

    failing = false;
    await allSettled(list.keyNeeded, { scope, params: 2 });
    expect(calls()).toEqual([1, 2, 2]);
    expect(scope.getState(list.$status)).toBe('fulfilled');
    expect(scope.getState(list.$items)).toEqual(itemsOf(2));

    await allSettled(list.keyNeeded, { scope, params: 1 });
    expect(calls()).toEqual([1, 2, 2, 1]);
    expect(scope.getState(list.$items)).toEqual(itemsOf(1));
  });

  test('keyNeeded does not fetch a second time while the same key is loading', async () => {
    const list = make();
    const held = heldAnswers();
    const scope = fork({ handlers: [[list.fetchFx, held.handler]] });
    const first = allSettled(list.keyNeeded, { scope, params: 3 });
    const second = allSettled(list.keyNeeded, { scope, params: 3 });
    held.answer(3);
    await Promise.all([first, second]);
    expect(held.handler).toHaveBeenCalledTimes(1);
  });

  test('refreshed fetches the current key again, and nothing without one', async () => {
    const list = make();
    let version = 0;
    const handler = vi.fn((key: number) => [{ id: key * 10 + version, key }]);
    const scope = fork({ handlers: [[list.fetchFx, handler]] });

    await allSettled(list.refreshed, { scope });
    expect(handler).not.toHaveBeenCalled();
    expect(scope.getState(list.$status)).toBe('init');

    await allSettled(list.keyRequested, { scope, params: 4 });
    version = 1;
    await allSettled(list.refreshed, { scope });
    expect(handler.mock.calls.map(([key]) => key)).toEqual([4, 4]);
    expect(scope.getState(list.$items)).toEqual([{ id: 41, key: 4 }]);
    expect(scope.getState(list.$status)).toBe('fulfilled');
  });

  test('refreshed shows pending, and a failed refresh is rejected', async () => {
    const list = make();
    const held = heldAnswers();
    const scope = fork({ handlers: [[list.fetchFx, held.handler]] });
    const first = allSettled(list.keyRequested, { scope, params: 5 });
    held.answer(5);
    await first;

    const refresh = allSettled(list.refreshed, { scope });
    expect(scope.getState(list.$status)).toBe('pending');
    held.fail(5);
    await refresh;
    expect(scope.getState(list.$status)).toBe('rejected');
  });

  test('reset forgets the key, the items and the status', async () => {
    const list = make();
    const scope = fork({ handlers: [[list.fetchFx, itemsOf]] });
    await allSettled(list.keyRequested, { scope, params: 6 });
    await allSettled(list.reset, { scope });
    expect(scope.getState(list.$key)).toBeNull();
    expect(scope.getState(list.$items)).toEqual([]);
    expect(scope.getState(list.$status)).toBe('init');
  });
});
