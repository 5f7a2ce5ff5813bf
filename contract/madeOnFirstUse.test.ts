import { expect, test, vi } from 'vitest';
import { madeOnFirstUse } from './madeOnFirstUse.ts';

test('makes the value on the first call only, and gives the same one after', () => {
  const make = vi.fn(() => ({ made: true }));
  const value = madeOnFirstUse(make);
  expect(make).not.toHaveBeenCalled();
  const first = value();
  expect(value()).toBe(first);
  expect(make).toHaveBeenCalledTimes(1);
});

test('keeps a value that is falsy', () => {
  const make = vi.fn(() => 0);
  const value = madeOnFirstUse(make);
  expect([value(), value()]).toEqual([0, 0]);
  expect(make).toHaveBeenCalledTimes(1);
});
