import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createListResource, upsertById } from './listResource.ts';

interface Item {
  id: number;
  name: string;
}

const make = (insertAtFront = false) => {
  const listFx = createEffect<void, Item[]>(() => []);
  const getFx = createEffect<number, Item | undefined>(() => undefined);
  return { ...createListResource<Item>({ name: 'test', listFx, getFx, insertAtFront }), getFx };
};

describe('upsertById', () => {
  test('replaces in place, appends or prepends a new one', () => {
    const items = [
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ];
    expect(upsertById(items, { id: 2, name: 'B' }, false)).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'B' },
    ]);
    expect(upsertById(items, { id: 3, name: 'c' }, false).map((i) => i.id)).toEqual([1, 2, 3]);
    expect(upsertById(items, { id: 3, name: 'c' }, true).map((i) => i.id)).toEqual([3, 1, 2]);
  });
});

describe('list resource', () => {
  test('status goes init → pending → fulfilled with the loaded list', async () => {
    const resource = make();
    let release: (items: Item[]) => void = () => {};
    const scope = fork({
      handlers: [[resource.listFx, () => new Promise<Item[]>((resolve) => (release = resolve))]],
    });
    expect(scope.getState(resource.$status)).toBe('init');
    const settled = allSettled(resource.refreshed, { scope });
    expect(scope.getState(resource.$status)).toBe('pending');
    expect(scope.getState(resource.$pending)).toBe(true);
    release([{ id: 1, name: 'a' }]);
    await settled;
    expect(scope.getState(resource.$status)).toBe('fulfilled');
    expect(scope.getState(resource.$items)).toEqual([{ id: 1, name: 'a' }]);
  });

  test('a failed load is rejected and keeps what was there', async () => {
    const resource = make();
    const scope = fork({
      values: [[resource.$items, [{ id: 9, name: 'kept' }]]],
      handlers: [
        [
          resource.listFx,
          () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(resource.refreshed, { scope });
    expect(scope.getState(resource.$status)).toBe('rejected');
    expect(scope.getState(resource.$failed)).toBe(true);
    expect(scope.getState(resource.$items)).toEqual([{ id: 9, name: 'kept' }]);
  });

  test('fetching one record replaces the entry with its id, or adds it', async () => {
    const resource = make();
    const scope = fork({
      values: [[resource.$items, [{ id: 1, name: 'old' }]]],
      handlers: [[resource.getFx, (id: number) => ({ id, name: `fresh ${id}` })]],
    });
    await allSettled(resource.itemRequested, { scope, params: 1 });
    await allSettled(resource.itemRequested, { scope, params: 2 });
    expect(scope.getState(resource.$items)).toEqual([
      { id: 1, name: 'fresh 1' },
      { id: 2, name: 'fresh 2' },
    ]);
  });

  test('notices: a new record goes to the front', async () => {
    const resource = make(true);
    const scope = fork({
      values: [[resource.$items, [{ id: 1, name: 'old' }]]],
      handlers: [[resource.getFx, (id: number) => ({ id, name: 'new' })]],
    });
    await allSettled(resource.itemRequested, { scope, params: 5 });
    expect(scope.getState(resource.$items).map((i) => i.id)).toEqual([5, 1]);
  });

  test('a record the server no longer gives (error answer) leaves the list', async () => {
    const resource = make();
    const scope = fork({
      values: [[resource.$items, [{ id: 1, name: 'a' }]]],
      handlers: [[resource.getFx, () => undefined]],
    });
    await allSettled(resource.itemRequested, { scope, params: 1 });
    expect(scope.getState(resource.$items)).toEqual([]);
  });

  test('remove by id, select, reset', async () => {
    const resource = make();
    const scope = fork({
      values: [
        [
          resource.$items,
          [
            { id: 1, name: 'a' },
            { id: 2, name: 'b' },
          ],
        ],
      ],
    });
    await allSettled(resource.selected, { scope, params: 2 });
    expect(scope.getState(resource.$selected)).toEqual({ id: 2, name: 'b' });
    await allSettled(resource.removed, { scope, params: 2 });
    expect(scope.getState(resource.$items)).toEqual([{ id: 1, name: 'a' }]);
    expect(scope.getState(resource.$selected)).toBeNull();
    await allSettled(resource.reset, { scope });
    expect(scope.getState(resource.$items)).toEqual([]);
    expect(scope.getState(resource.$status)).toBe('init');
  });

  test('without a get effect, a record request reloads the list', async () => {
    const listFx = createEffect<void, Item[]>(() => []);
    const resource = createListResource<Item>({ name: 'noGet', listFx });
    const scope = fork({ handlers: [[listFx, () => [{ id: 3, name: 'c' }]]] });
    await allSettled(resource.itemRequested, { scope, params: 3 });
    expect(scope.getState(resource.$items)).toEqual([{ id: 3, name: 'c' }]);
  });
});

describe('load unless loaded', () => {
  test('needed loads from init and after a failure, never while loading or once loaded', async () => {
    const resource = make();
    let failing = true;
    let release: () => void = () => {};
    const handler = vi.fn(async (): Promise<Item[]> => {
      await new Promise<void>((resolve) => (release = resolve));
      if (failing) throw new Error('offline');
      return [{ id: 1, name: 'a' }];
    });
    const scope = fork({ handlers: [[resource.listFx, handler]] });

    const first = allSettled(resource.needed, { scope });
    const whileLoading = allSettled(resource.needed, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
    release();
    await Promise.all([first, whileLoading]);
    expect(scope.getState(resource.$status)).toBe('rejected');

    failing = false;
    const retry = allSettled(resource.needed, { scope });
    expect(handler).toHaveBeenCalledTimes(2);
    release();
    await retry;
    expect(scope.getState(resource.$status)).toBe('fulfilled');

    await allSettled(resource.needed, { scope });
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState(resource.$items)).toEqual([{ id: 1, name: 'a' }]);
  });

  test('refreshed reloads a loaded list', async () => {
    const resource = make();
    const handler = vi.fn((): Item[] => []);
    const scope = fork({ values: [[resource.$status, 'fulfilled']], handlers: [[resource.listFx, handler]] });
    await allSettled(resource.needed, { scope });
    expect(handler).not.toHaveBeenCalled();
    await allSettled(resource.refreshed, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('the ids being fetched', () => {
  /** One held answer per call, given back by id. */
  const held = () => {
    const waiting: { id: number; resolve: (item: Item) => void }[] = [];
    const handler = (id: number) => new Promise<Item>((resolve) => waiting.push({ id, resolve }));
    const answer = (id: number) => {
      const index = waiting.findIndex((call) => call.id === id);
      const [call] = waiting.splice(index, 1);
      call?.resolve({ id, name: `fresh ${id}` });
    };
    return { handler, answer };
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  test('one fetch finishing leaves the other in flight (another record is not this one)', async () => {
    const resource = make();
    const answers = held();
    const scope = fork({ handlers: [[resource.getFx, answers.handler]] });

    const one = allSettled(resource.itemRequested, { scope, params: 1 });
    const two = allSettled(resource.itemRequested, { scope, params: 2 });
    expect(scope.getState(resource.$fetchingIds)).toEqual([1, 2]);

    answers.answer(1);
    await flush();
    expect(scope.getState(resource.$fetchingIds)).toEqual([2]);
    expect(scope.getState(resource.$items)).toEqual([{ id: 1, name: 'fresh 1' }]);

    answers.answer(2);
    await Promise.all([one, two]);
    expect(scope.getState(resource.$fetchingIds)).toEqual([]);
  });

  test('two fetches of the same id: it stays in flight until both are answered', async () => {
    const resource = make();
    const answers = held();
    const scope = fork({ handlers: [[resource.getFx, answers.handler]] });

    const first = allSettled(resource.itemRequested, { scope, params: 3 });
    const second = allSettled(resource.itemRequested, { scope, params: 3 });
    answers.answer(3);
    await flush();
    expect(scope.getState(resource.$fetchingIds)).toEqual([3]);
    answers.answer(3);
    await Promise.all([first, second]);
    expect(scope.getState(resource.$fetchingIds)).toEqual([]);
  });

  test('a failed fetch is no longer in flight', async () => {
    const resource = make();
    const scope = fork({
      handlers: [
        [
          resource.getFx,
          () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(resource.itemRequested, { scope, params: 4 });
    expect(scope.getState(resource.$fetchingIds)).toEqual([]);
  });

  test('a failed fetch is told by id (not taken as gone) until the id is fetched again or arrives', async () => {
    const resource = make();
    let fails = true;
    const scope = fork({
      values: [[resource.$items, [{ id: 4, name: 'from the list' }]]],
      handlers: [
        [
          resource.getFx,
          (id: number) => {
            if (fails) throw new Error('offline');
            return { id, name: 'fresh' };
          },
        ],
      ],
    });
    await allSettled(resource.itemRequested, { scope, params: 4 });
    expect(scope.getState(resource.$failedIds)).toEqual([4]);
    // The list's copy stays: a failed load is not a deletion.
    expect(scope.getState(resource.$items)).toEqual([{ id: 4, name: 'from the list' }]);
    await allSettled(resource.itemRequested, { scope, params: 4 });
    expect(scope.getState(resource.$failedIds)).toEqual([4]);

    fails = false;
    const retried = allSettled(resource.itemRequested, { scope, params: 4 });
    expect(scope.getState(resource.$failedIds)).toEqual([]);
    await retried;
    expect(scope.getState(resource.$items)).toEqual([{ id: 4, name: 'fresh' }]);

    fails = true;
    await allSettled(resource.itemRequested, { scope, params: 4 });
    await allSettled(resource.upserted, { scope, params: { id: 4, name: 'by a real-time event' } });
    expect(scope.getState(resource.$failedIds)).toEqual([]);
  });
});

describe('real-time changes', () => {
  const resourceWith = (staleWhenHidden: boolean) => {
    const listFx = createEffect<void, Item[]>(() => []);
    const getFx = createEffect<number, Item | undefined>(() => undefined);
    return { ...createListResource<Item>({ name: 'burst', listFx, getFx, staleWhenHidden }), getFx, listFx };
  };

  test('a burst of changes to one id shares one fetch, and one more after it reads the last change', async () => {
    const resource = resourceWith(false);
    let version = 0;
    const started: number[] = [];
    const waiting: (() => void)[] = [];
    const scope = fork({
      handlers: [
        [
          resource.getFx,
          (id: number) => {
            started.push(version);
            return new Promise<Item>((resolve) => waiting.push(() => resolve({ id, name: `v${version}` })));
          },
        ],
      ],
    });
    const settled: Promise<unknown>[] = [];
    for (let change = 1; change <= 1000; change += 1) {
      version = change;
      settled.push(allSettled(resource.changed, { scope, params: 4 }));
    }
    expect(started).toEqual([1]);
    waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The follow-up started after the last change: it reads it.
    expect(started).toEqual([1, 1000]);
    waiting.shift()?.();
    await Promise.all(settled);
    expect(scope.getState(resource.$items)).toEqual([{ id: 4, name: 'v1000' }]);
    expect(scope.getState(resource.$fetchingIds)).toEqual([]);
  });

  test('with staleWhenHidden, a change while no screen shows the list marks it stale; the next need loads it', async () => {
    const resource = resourceWith(true);
    const calls = { get: 0, list: 0 };
    const scope = fork({
      values: [
        [resource.$status, 'fulfilled'],
        [resource.$items, [{ id: 1, name: 'old' }]],
      ],
      handlers: [
        [
          resource.getFx,
          (id: number) => {
            calls.get += 1;
            return { id, name: 'fresh' };
          },
        ],
        [
          resource.listFx,
          () => {
            calls.list += 1;
            return [{ id: 1, name: 'fresh' }];
          },
        ],
      ],
    });
    await allSettled(resource.changed, { scope, params: 1 });
    await allSettled(resource.listChanged, { scope });
    expect(calls).toEqual({ get: 0, list: 0 });
    expect(scope.getState(resource.$stale)).toBe(true);

    await allSettled(resource.shown, { scope });
    await allSettled(resource.needed, { scope });
    expect(calls).toEqual({ get: 0, list: 1 });
    expect(scope.getState(resource.$stale)).toBe(false);
    expect(scope.getState(resource.$items)).toEqual([{ id: 1, name: 'fresh' }]);

    // On screen, a change is fetched at once; hidden again (the count back to 0), it is not.
    await allSettled(resource.changed, { scope, params: 1 });
    expect(calls.get).toBe(1);
    await allSettled(resource.shown, { scope });
    await allSettled(resource.hidden, { scope });
    await allSettled(resource.changed, { scope, params: 1 });
    expect(calls.get).toBe(2);
    await allSettled(resource.hidden, { scope });
    await allSettled(resource.changed, { scope, params: 1 });
    expect(calls.get).toBe(2);
    expect(scope.getState(resource.$stale)).toBe(true);
  });

  test('without staleWhenHidden (a list always on screen), every change is fetched', async () => {
    const resource = resourceWith(false);
    let gets = 0;
    const scope = fork({
      values: [[resource.$status, 'fulfilled']],
      handlers: [
        [
          resource.getFx,
          (id: number) => {
            gets += 1;
            return { id, name: 'x' };
          },
        ],
      ],
    });
    await allSettled(resource.changed, { scope, params: 1 });
    expect(gets).toBe(1);
    expect(scope.getState(resource.$stale)).toBe(false);
  });
});
