import { allSettled, createEffect, createStore, createWatch, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { MutationOutcome } from '../../contract/index.ts';
import { createUploadQueue, type UploadSendParams } from './uploadQueue.ts';

type Query = { onConflict: 'keep' | 'replace' };
type Answer = MutationOutcome & { name?: string };
const ok = (name: string): Answer => ({ ok: true, noPermission: false, stale: false, name });

/** A send answered by the test, step by step: each call waits until the test finishes it. */
const manualSend = () => {
  const calls: {
    params: UploadSendParams<Query>;
    finish: (answer: Answer) => void;
  }[] = [];
  const handler = (params: UploadSendParams<Query>) =>
    new Promise<Answer>((resolve) => {
      calls.push({ params, finish: resolve });
      params.signal.addEventListener('abort', () =>
        resolve({ ok: false, noPermission: false, stale: false, message: 'aborted' }),
      );
    });
  return { calls, handler };
};

const make = (parallel = 2) => {
  const send = createEffect<UploadSendParams<Query>, Answer>(() => ok(''));
  const $names = createStore<string[]>([]);
  const queue = createUploadQueue({
    name: 'test-upload',
    send,
    source: $names,
    query: (entry) => ({ onConflict: entry.choice ?? 'keep' }),
    check: (file) => (file.name.endsWith('.exe') ? `「${file.name}」は送れません` : null),
    conflictOf: (file, names) => (names.includes(file.name) ? `「${file.name}」は既にあります` : null),
    parallel,
    failedText: '失敗しました',
  });
  return { send, queue, $names };
};

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createUploadQueue', () => {
  test('files go two at a time, each with its own progress, and the next starts when one is done', async () => {
    const { send, queue } = make(2);
    const manual = manualSend();
    const scope = fork({ handlers: [[send, manual.handler]] });
    const settled = allSettled(queue.added, { scope, params: [file('a.png'), file('b.png'), file('c.png')] });
    await flush();
    expect(scope.getState(queue.$entries).map((entry) => entry.state)).toEqual(['uploading', 'uploading', 'waiting']);
    expect(manual.calls.map((call) => call.params.file.name)).toEqual(['a.png', 'b.png']);
    expect(manual.calls[0]?.params.query).toEqual({ onConflict: 'keep' });

    manual.calls[0]?.params.onProgress(40, 100);
    manual.calls[1]?.params.onProgress(5, 100);
    const progress = scope.getState(queue.$entries).map(({ loaded, total }) => [loaded, total]);
    expect(progress).toEqual([
      [40, 100],
      [5, 100],
      [0, 10],
    ]);
    expect(scope.getState(queue.$busy)).toBe(true);

    manual.calls[0]?.finish(ok('a.png'));
    await flush();
    expect(scope.getState(queue.$entries).map((entry) => entry.state)).toEqual(['done', 'uploading', 'uploading']);
    expect(scope.getState(queue.$entries)[0]?.loaded).toBe(scope.getState(queue.$entries)[0]?.total);
    manual.calls[1]?.finish(ok('b.png'));
    await flush();
    manual.calls[2]?.finish(ok('c.png'));
    await settled;
    expect(scope.getState(queue.$entries).map((entry) => entry.state)).toEqual(['done', 'done', 'done']);
    expect(scope.getState(queue.$busy)).toBe(false);
  });

  test('one at a time when parallel is 1; uploaded tells each outcome', async () => {
    const { send, queue } = make(1);
    const names: string[] = [];
    const scope = fork({ handlers: [[send, async (params: UploadSendParams<Query>) => ok(params.file.name)]] });
    createWatch({ unit: queue.uploaded, scope, fn: ({ outcome }) => names.push(outcome.name ?? '') });
    await allSettled(queue.added, { scope, params: [file('a.png'), file('b.png')] });
    expect(names).toEqual(['a.png', 'b.png']);
  });

  test('a file refused by the check never reaches send, with its reason', async () => {
    const { send, queue } = make();
    const sent: string[] = [];
    const scope = fork({
      handlers: [
        [
          send,
          async (params: UploadSendParams<Query>) => {
            sent.push(params.file.name);
            return ok('');
          },
        ],
      ],
    });
    await allSettled(queue.added, { scope, params: [file('virus.exe'), file('ok.png')] });
    expect(sent).toEqual(['ok.png']);
    const [refused] = scope.getState(queue.$entries);
    expect(refused?.state).toBe('refused');
    expect(refused?.message).toBe('「virus.exe」は送れません');
  });

  test('a name already listed waits for a choice, then goes with it; a conflict may be cancelled', async () => {
    const { send, queue, $names } = make();
    const queries: Query[] = [];
    const scope = fork({
      values: [[$names, ['logo.png', 'map.png']]],
      handlers: [
        [
          send,
          async (params: UploadSendParams<Query>) => {
            queries.push(params.query);
            return ok('');
          },
        ],
      ],
    });
    await allSettled(queue.added, { scope, params: [file('logo.png'), file('map.png')] });
    const [logo, map] = scope.getState(queue.$entries);
    expect([logo?.state, map?.state]).toEqual(['conflict', 'conflict']);
    expect(logo?.message).toBe('「logo.png」は既にあります');
    expect(queries).toEqual([]);

    await allSettled(queue.resolved, { scope, params: { key: logo?.key ?? 0, choice: 'replace' } });
    expect(queries).toEqual([{ onConflict: 'replace' }]);
    expect(scope.getState(queue.$entries)[0]?.state).toBe('done');

    await allSettled(queue.cancelled, { scope, params: map?.key ?? 0 });
    expect(scope.getState(queue.$entries)[1]?.state).toBe('cancelled');
    expect(queries).toHaveLength(1);
  });

  test('cancel aborts the request under way and the late answer changes nothing', async () => {
    const { send, queue } = make();
    const manual = manualSend();
    const scope = fork({ handlers: [[send, manual.handler]] });
    const settled = allSettled(queue.added, { scope, params: [file('a.png')] });
    await flush();
    const key = scope.getState(queue.$entries)[0]?.key ?? 0;
    await allSettled(queue.cancelled, { scope, params: key });
    await settled;
    expect(manual.calls[0]?.params.signal.aborted).toBe(true);
    expect(scope.getState(queue.$entries)[0]?.state).toBe('cancelled');
    await allSettled(queue.dismissed, { scope, params: key });
    expect(scope.getState(queue.$entries)).toEqual([]);
  });

  test('a failure keeps its message and may be retried; clearedFinished keeps what is not over', async () => {
    const { send, queue, $names } = make();
    let answers: Answer[] = [
      { ok: false, noPermission: false, stale: false, message: '中身が一致しません' },
      { ok: false, noPermission: false, stale: false },
    ];
    const scope = fork({
      values: [[$names, ['c.png']]],
      handlers: [[send, async () => answers.shift() ?? ok('')]],
    });
    await allSettled(queue.added, { scope, params: [file('a.png'), file('b.png'), file('c.png')] });
    const [a, b, c] = scope.getState(queue.$entries);
    expect([a?.state, a?.message]).toEqual(['failed', '中身が一致しません']);
    expect([b?.state, b?.message]).toEqual(['failed', '失敗しました']);
    expect(c?.state).toBe('conflict');

    answers = [];
    await allSettled(queue.retried, { scope, params: a?.key ?? 0 });
    expect(scope.getState(queue.$entries)[0]).toMatchObject({ state: 'done', message: null });

    await allSettled(queue.clearedFinished, { scope });
    expect(scope.getState(queue.$entries).map((entry) => entry.file.name)).toEqual(['c.png']);
  });

  test('a send that throws is a failure, not a stuck upload', async () => {
    const { send, queue } = make();
    const scope = fork({
      handlers: [
        [
          send,
          async () => {
            throw new Error('boom');
          },
        ],
      ],
    });
    await allSettled(queue.added, { scope, params: [file('a.png')] });
    expect(scope.getState(queue.$entries)[0]).toMatchObject({ state: 'failed', message: '失敗しました' });
  });

  test('reset aborts what is under way and empties the list', async () => {
    const { send, queue } = make();
    const manual = manualSend();
    const scope = fork({ handlers: [[send, manual.handler]] });
    const settled = allSettled(queue.added, { scope, params: [file('a.png')] });
    await flush();
    await allSettled(queue.reset, { scope });
    await settled;
    expect(manual.calls[0]?.params.signal.aborted).toBe(true);
    expect(scope.getState(queue.$entries)).toEqual([]);
  });
});
