import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, test } from 'vitest';
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
