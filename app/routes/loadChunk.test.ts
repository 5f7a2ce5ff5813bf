import { describe, expect, test } from 'vitest';
import { ChunkLoadError, loadChunk } from './loadChunk.ts';

describe('chunk loading (spec §7.1, §8)', () => {
  test('a loaded chunk passes through', async () => {
    await expect(loadChunk('group', async () => 'module')).resolves.toBe('module');
  });

  test('a failed load names the chunk', async () => {
    const failure = loadChunk('group', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(failure).rejects.toMatchObject({ chunk: 'group', message: expect.stringContaining('group') });
  });

  test('a chunk that never arrives times out', async () => {
    await expect(loadChunk('slow', () => new Promise(() => {}), 20)).rejects.toMatchObject({ chunk: 'slow' });
  });
});
