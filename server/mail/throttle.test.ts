import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMostEvery, rateLimiter } from './throttle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('rateLimiter', () => {
  it('lets the first call through at once and spaces the next ones 1000 / rate ms apart', async () => {
    const wait = rateLimiter(4);
    const passed: number[] = [];
    const start = Date.now();
    const calls = [0, 1, 2].map(async () => {
      await wait();
      passed.push(Date.now() - start);
    });
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(calls);
    expect(passed).toEqual([0, 250, 500]);
  });
});

describe('atMostEvery', () => {
  it('runs at once, folds the calls of a window into one at its end, and drops it on reset', async () => {
    const run = vi.fn();
    const progress = atMostEvery(500, run);
    progress.call();
    expect(run).toHaveBeenCalledTimes(1);
    progress.call();
    progress.call();
    await vi.advanceTimersByTimeAsync(499);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    progress.call();
    progress.reset();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
