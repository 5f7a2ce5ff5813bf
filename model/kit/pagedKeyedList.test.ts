import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createPagedKeyedList, type PageQuery } from './pagedKeyedList.ts';

interface Row {
  id: number;
  key: number;
  seq?: number;
  removed?: boolean;
  text?: string;
}

const LIMIT = 3;
const make = (holdArrivals = true) =>
  createPagedKeyedList<Row>({
    name: 'test-paged',
    fetchPageFx: createEffect<PageQuery, Row[]>(() => []),
    limit: LIMIT,
    idOf: (row) => row.id,
    cursorOf: (row) => row.seq,
    isRemoved: (row) => row.removed === true,
    holdArrivals,
  });

/** A server that pages by seq: the rows changed after `after`, at most `limit`, tombstones when after > 0. */
const pagingServer = (rows: () => Row[]) =>
  vi.fn(({ key, after, limit }: PageQuery) =>
    rows()
      .filter((row) => row.key === key && (row.seq ?? 0) > (after ?? 0) && (!row.removed || (after ?? 0) > 0))
      .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))
      .slice(0, limit),
  );

const rowsOf = (key: number, count: number, from = 1): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: key * 1000 + from + index, key, seq: from + index }));

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('paged keyed list', () => {
  test('loads page after page to the end, stopping at a short page', async () => {
    const list = make();
    const data = rowsOf(1, 7);
    const server = pagingServer(() => data);
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(server.mock.calls.map(([query]) => query)).toEqual([
      { key: 1, limit: 3 },
      { key: 1, after: 3, limit: 3 },
      { key: 1, after: 6, limit: 3 },
    ]);
    expect(ids(scope.getState(list.$items))).toEqual(ids(data));
    expect(scope.getState(list.$loaded)).toBe(7);
    expect(scope.getState(list.$complete)).toBe(true);
    expect(scope.getState(list.$status)).toBe('fulfilled');
  });

  test('a smaller first page shows the first rows sooner; the rest follow at the full page size', async () => {
    const list = createPagedKeyedList<Row>({
      name: 'test-paged-first',
      fetchPageFx: createEffect<PageQuery, Row[]>(() => []),
      limit: LIMIT,
      firstLimit: 2,
      idOf: (row) => row.id,
      cursorOf: (row) => row.seq,
      isRemoved: (row) => row.removed === true,
    });
    const data = rowsOf(1, 6);
    const server = pagingServer(() => data);
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(server.mock.calls.map(([query]) => query)).toEqual([
      { key: 1, limit: 2 },
      { key: 1, after: 2, limit: 3 },
      { key: 1, after: 5, limit: 3 },
    ]);
    expect(ids(scope.getState(list.$items))).toEqual(ids(data));
    expect(scope.getState(list.$complete)).toBe(true);
  });

  test('shows what has come while the next page is on its way', async () => {
    const list = make();
    const data = rowsOf(1, 4);
    const gates: (() => void)[] = [];
    const server = pagingServer(() => data);
    const slow = vi.fn(
      (query: PageQuery) => new Promise<Row[]>((resolve) => gates.push(() => resolve(server(query) as Row[]))),
    );
    const scope = fork({ handlers: [[list.fetchPageFx, slow]] });
    const done = allSettled(list.keyRequested, { scope, params: 1 });
    await flush();
    gates.shift()?.();
    await flush();
    expect(scope.getState(list.$loaded)).toBe(3);
    expect(scope.getState(list.$complete)).toBe(false);
    expect(scope.getState(list.$pending)).toBe(true);
    gates.shift()?.();
    await done;
    expect(scope.getState(list.$loaded)).toBe(4);
    expect(scope.getState(list.$complete)).toBe(true);
  });

  test('a server that does not page answers everything once: more than a page ends the reading', async () => {
    const list = make();
    const data = rowsOf(1, 5);
    const server = vi.fn((_query: PageQuery) => data);
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(server).toHaveBeenCalledTimes(1);
    expect(scope.getState(list.$loaded)).toBe(5);
    expect(scope.getState(list.$complete)).toBe(true);
  });

  test('a server that does not page, with exactly a page: the second answer holds nothing new and ends it', async () => {
    const list = make();
    const data = rowsOf(1, 3);
    const server = vi.fn((_query: PageQuery) => data);
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(server).toHaveBeenCalledTimes(2);
    expect(ids(scope.getState(list.$items))).toEqual(ids(data));
  });

  test('items without a cursor: one read, and a refresh reads everything again', async () => {
    const list = make(false);
    let data: Row[] = [
      { id: 1, key: 1 },
      { id: 2, key: 1 },
      { id: 3, key: 1, text: 'a' },
    ];
    const server = vi.fn((_query: PageQuery) => data);
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(server).toHaveBeenCalledTimes(1);
    data = [
      { id: 3, key: 1, text: 'b' },
      { id: 1, key: 1 },
      { id: 4, key: 1 },
    ];
    await allSettled(list.refreshed, { scope });
    expect(server.mock.calls[1]?.[0]).toEqual({ key: 1, limit: 3 });
    expect(scope.getState(list.$items)).toEqual([
      { id: 1, key: 1 },
      { id: 3, key: 1, text: 'b' },
      { id: 4, key: 1 },
    ]);
  });

  test('a refresh reads after the highest cursor: arrivals held, changes in place, tombstones dropped', async () => {
    const list = make();
    let data = rowsOf(1, 4);
    const server = pagingServer(() => data);
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    server.mockClear();

    data = [
      ...data.filter((row) => row.id !== 1002 && row.id !== 1003),
      { id: 1002, key: 1, seq: 5, text: 'downloaded' },
      { id: 1003, key: 1, seq: 6, removed: true },
      { id: 1005, key: 1, seq: 7 },
      { id: 1006, key: 1, seq: 8 },
    ];
    await allSettled(list.refreshed, { scope });
    expect(server.mock.calls.map(([query]) => query)).toEqual([
      { key: 1, after: 4, limit: 3 },
      { key: 1, after: 7, limit: 3 },
    ]);
    expect(scope.getState(list.$items)).toEqual([
      { id: 1001, key: 1, seq: 1 },
      { id: 1002, key: 1, seq: 5, text: 'downloaded' },
      { id: 1004, key: 1, seq: 4 },
    ]);
    expect(ids(scope.getState(list.$arrivals))).toEqual([1005, 1006]);

    // A held arrival removed before it was shown leaves the arrivals too.
    data = [...data, { id: 1005, key: 1, seq: 9, removed: true }];
    await allSettled(list.refreshed, { scope });
    expect(ids(scope.getState(list.$arrivals))).toEqual([1006]);

    await allSettled(list.arrivalsShown, { scope });
    expect(ids(scope.getState(list.$items))).toEqual([1001, 1002, 1004, 1006]);
    expect(scope.getState(list.$arrivals)).toEqual([]);
  });

  test('without holding, a refresh appends new items at once', async () => {
    const list = make(false);
    let data = rowsOf(1, 2);
    const scope = fork({ handlers: [[list.fetchPageFx, pagingServer(() => data)]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    data = rowsOf(1, 3);
    await allSettled(list.refreshed, { scope });
    expect(ids(scope.getState(list.$items))).toEqual([1001, 1002, 1003]);
    expect(scope.getState(list.$arrivals)).toEqual([]);
  });

  test('a server ignoring `after` on a refresh: its answer is the whole list (deletions too)', async () => {
    const list = make();
    let data = rowsOf(1, 2);
    const server = vi.fn((_query: PageQuery) => data);
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    data = [data[1] as Row, { id: 1009, key: 1, seq: 3 }];
    await allSettled(list.refreshed, { scope });
    expect(ids(scope.getState(list.$items))).toEqual([1002]);
    expect(ids(scope.getState(list.$arrivals))).toEqual([1009]);
  });

  test('refreshes while one is under way collapse into one more', async () => {
    const list = make();
    let data = rowsOf(1, 2);
    const server = pagingServer(() => data);
    const gates: (() => void)[] = [];
    const slow = vi.fn(
      (query: PageQuery) => new Promise<Row[]>((resolve) => gates.push(() => resolve(server(query) as Row[]))),
    );
    const scope = fork({ handlers: [[list.fetchPageFx, slow]] });
    const first = allSettled(list.keyRequested, { scope, params: 1 });
    await flush();
    gates.shift()?.();
    await first;
    data = rowsOf(1, 3);
    const refreshing = allSettled(list.refreshed, { scope });
    await flush();
    // allSettled would wait for the read held open: these are sent and left.
    void allSettled(list.refreshed, { scope });
    void allSettled(list.refreshed, { scope });
    await flush();
    expect(slow).toHaveBeenCalledTimes(2);
    data = rowsOf(1, 4);
    gates.shift()?.();
    await flush();
    expect(slow).toHaveBeenCalledTimes(3);
    expect(slow.mock.calls[2]?.[0]).toEqual({ key: 1, after: 4, limit: 3 });
    gates.shift()?.();
    await refreshing;
    expect(slow).toHaveBeenCalledTimes(3);
    expect(ids(scope.getState(list.$arrivals))).toEqual([1003, 1004]);
  });

  test('a slow answer for the previous key never shows under the current one', async () => {
    const list = make();
    const gates = new Map<number, () => void>();
    const slow = vi.fn(
      ({ key }: PageQuery) => new Promise<Row[]>((resolve) => gates.set(key, () => resolve(rowsOf(key, 1)))),
    );
    const scope = fork({ handlers: [[list.fetchPageFx, slow]] });
    const first = allSettled(list.keyRequested, { scope, params: 1 });
    const second = allSettled(list.keyRequested, { scope, params: 2 });
    gates.get(2)?.();
    await flush();
    gates.get(1)?.();
    await Promise.all([first, second]);
    expect(scope.getState(list.$key)).toBe(2);
    expect(ids(scope.getState(list.$items))).toEqual([2001]);
    expect(scope.getState(list.$status)).toBe('fulfilled');
  });

  test('a failure is rejected; retry goes on from where the first load stopped', async () => {
    const list = make();
    const data = rowsOf(1, 5);
    const server = pagingServer(() => data);
    let broken = true;
    const flaky = vi.fn((query: PageQuery) => {
      if (query.after === 3 && broken) throw new Error('offline');
      return server(query);
    });
    const scope = fork({ handlers: [[list.fetchPageFx, flaky]] });
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(scope.getState(list.$failed)).toBe(true);
    expect(scope.getState(list.$loaded)).toBe(3);
    expect(scope.getState(list.$complete)).toBe(false);
    broken = false;
    await allSettled(list.retried, { scope });
    expect(flaky.mock.calls.at(-1)?.[0]).toEqual({ key: 1, after: 3, limit: 3 });
    expect(scope.getState(list.$failed)).toBe(false);
    expect(scope.getState(list.$loaded)).toBe(5);
    expect(scope.getState(list.$complete)).toBe(true);
  });

  test('keyNeeded keeps a loaded key; removed drops ids at once; reset empties', async () => {
    const list = make();
    const server = pagingServer(() => rowsOf(1, 2));
    const scope = fork({ handlers: [[list.fetchPageFx, server]] });
    await allSettled(list.keyNeeded, { scope, params: 1 });
    await allSettled(list.keyNeeded, { scope, params: 1 });
    expect(server).toHaveBeenCalledTimes(1);
    await allSettled(list.removed, { scope, params: [1001] });
    expect(ids(scope.getState(list.$items))).toEqual([1002]);
    await allSettled(list.reset, { scope });
    expect(scope.getState(list.$items)).toEqual([]);
    expect(scope.getState(list.$key)).toBeNull();
    expect(scope.getState(list.$status)).toBe('init');
  });

  test('50,000 items load and refresh without a quadratic merge', async () => {
    const list = createPagedKeyedList<Row>({
      name: 'big',
      fetchPageFx: createEffect<PageQuery, Row[]>(() => []),
      limit: 2000,
      idOf: (row) => row.id,
      cursorOf: (row) => row.seq,
      isRemoved: (row) => row.removed === true,
      holdArrivals: true,
    });
    let data = rowsOf(1, 50_000);
    const scope = fork({ handlers: [[list.fetchPageFx, pagingServer(() => data)]] });
    const started = performance.now();
    await allSettled(list.keyRequested, { scope, params: 1 });
    expect(scope.getState(list.$loaded)).toBe(50_000);
    data = [...data.slice(2000), ...rowsOf(1, 2000, 50_001).map((row, index) => ({ ...row, id: 1001 + index }))];
    await allSettled(list.refreshed, { scope });
    expect(scope.getState(list.$loaded)).toBe(50_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
