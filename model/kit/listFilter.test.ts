import { allSettled, createStore, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import { createListFilter } from './listFilter.ts';

interface Row {
  id: number;
  kind: 'a' | 'b';
  unread: boolean;
}
const rows: Row[] = [
  { id: 4, kind: 'a', unread: true },
  { id: 3, kind: 'b', unread: false },
  { id: 2, kind: 'a', unread: false },
  { id: 1, kind: 'b', unread: true },
];

const setUp = () => {
  const $rows = createStore<readonly Row[]>([]);
  const filter = createListFilter({
    name: 'rows',
    source: $rows,
    initial: { kind: 'all' as Row['kind'] | 'all', unreadOnly: false },
    match: (row, { kind, unreadOnly }) => (kind === 'all' || row.kind === kind) && (!unreadOnly || row.unread),
  });
  return { $rows, filter };
};

describe('createListFilter', () => {
  test('shows every record, in the list’s order, until a field changes', () => {
    const { $rows, filter } = setUp();
    const scope = fork({ values: [[$rows, rows]] });
    expect(scope.getState(filter.$visible).map((row) => row.id)).toEqual([4, 3, 2, 1]);
    expect(scope.getState(filter.$active)).toBe(false);
    expect(scope.getState(filter.$total)).toBe(4);
  });

  test('fields change one at a time and combine; reset shows everything again', async () => {
    const { $rows, filter } = setUp();
    const scope = fork({ values: [[$rows, rows]] });
    await allSettled(filter.changed, { scope, params: { kind: 'a' } });
    expect(scope.getState(filter.$visible).map((row) => row.id)).toEqual([4, 2]);
    await allSettled(filter.changed, { scope, params: { unreadOnly: true } });
    expect(scope.getState(filter.$visible).map((row) => row.id)).toEqual([4]);
    expect(scope.getState(filter.$filter)).toEqual({ kind: 'a', unreadOnly: true });
    expect(scope.getState(filter.$active)).toBe(true);
    expect(scope.getState(filter.$total)).toBe(4);
    await allSettled(filter.reset, { scope });
    expect(scope.getState(filter.$visible)).toHaveLength(4);
    expect(scope.getState(filter.$active)).toBe(false);
  });

  test('follows the list: a new record that passes appears, one that does not stays hidden', async () => {
    const { $rows, filter } = setUp();
    const scope = fork({ values: [[$rows, rows]] });
    await allSettled(filter.changed, { scope, params: { unreadOnly: true } });
    await allSettled($rows, {
      scope,
      params: [{ id: 6, kind: 'b', unread: false }, { id: 5, kind: 'a', unread: true }, ...rows],
    });
    expect(scope.getState(filter.$visible).map((row) => row.id)).toEqual([5, 4, 1]);
    expect(scope.getState(filter.$total)).toBe(6);
  });

  test('a field set back to its first value is no longer active', async () => {
    const { $rows, filter } = setUp();
    const scope = fork({ values: [[$rows, rows]] });
    await allSettled(filter.changed, { scope, params: { kind: 'b' } });
    await allSettled(filter.changed, { scope, params: { kind: 'all' } });
    expect(scope.getState(filter.$active)).toBe(false);
  });
});
