import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { MutationOutcome } from '../../contract/index.ts';
import { messageTimerFx } from '../messages/index.ts';
import { createEditor } from './editor.ts';

interface Rec {
  id: number;
  version: number;
  html: string;
}
interface Draft {
  html: string;
}
interface Check {
  valid: boolean;
}

const ok = (extra: Partial<MutationOutcome> = {}): MutationOutcome => ({
  ok: true,
  noPermission: false,
  stale: false,
  ...extra,
});
const blockedText = '直してから保存してください。';

const make = () => {
  const createFx = createEffect<Draft, MutationOutcome>(() => ok({ id: 1, version: 1 }));
  const updateFx = createEffect<{ id: number; html: string; version: number }, MutationOutcome>(() => ok());
  const checkFx = createEffect<Draft, Check>(() => ({ valid: true }));
  const editor = createEditor({
    name: 'checked-editor',
    empty: (): Draft => ({ html: '' }),
    draftOf: (record: Rec): Draft => ({ html: record.html }),
    create: { effect: createFx, params: (draft: Draft) => draft },
    update: {
      effect: updateFx,
      params: ({ record, draft }: { record: Rec; draft: Draft }) => ({
        id: record.id,
        ...draft,
        version: record.version,
      }),
    },
    precheck: { effect: checkFx, passes: (result: Check) => result.valid, blockedText },
    fetchCurrent: createEffect<number, Rec | undefined>(() => undefined),
    afterSave: ({ base, draft, outcome }): Rec => ({
      id: outcome.id ?? base?.id ?? 0,
      version: outcome.version ?? 1,
      ...draft,
    }),
    staleText: 'stale',
    failedText: 'failed',
  });
  return { editor, createFx, updateFx, checkFx };
};

const record: Rec = { id: 4, version: 2, html: '<p>もと</p>' };

describe('an editor with a check before every save', () => {
  test('the draft is checked first; a passing check lets exactly that draft go', async () => {
    const { editor, updateFx, checkFx } = make();
    const order: string[] = [];
    const check = vi.fn((draft: Draft) => {
      order.push(`check ${draft.html}`);
      return { valid: true };
    });
    const update = vi.fn((params: { html: string }) => {
      order.push(`update ${params.html}`);
      return ok({ version: 3 });
    });
    const scope = fork({
      handlers: [
        [checkFx, check],
        [updateFx, update],
        [messageTimerFx, () => {}],
      ],
    });
    await allSettled(editor.opened, { scope, params: record });
    await allSettled(editor.changed, { scope, params: { html: '<p>あたらしい</p>' } });
    await allSettled(editor.saveClicked, { scope });
    expect(order).toEqual(['check <p>あたらしい</p>', 'update <p>あたらしい</p>']);
    expect(scope.getState(editor.$dirty)).toBe(false);
    expect(scope.getState(editor.$saveError)).toBeNull();
  });

  test('a failing check holds the save back, says why and keeps the draft', async () => {
    const { editor, updateFx, checkFx } = make();
    const update = vi.fn(() => ok());
    const scope = fork({
      handlers: [
        [checkFx, () => ({ valid: false })],
        [updateFx, update],
      ],
    });
    await allSettled(editor.opened, { scope, params: record });
    await allSettled(editor.changed, { scope, params: { html: '<img src="a.png">' } });
    await allSettled(editor.saveClicked, { scope });
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState(editor.$saveError)).toBe(blockedText);
    expect(scope.getState(editor.$draft)).toEqual({ html: '<img src="a.png">' });
    expect(scope.getState(editor.$dirty)).toBe(true);
  });

  test('a check that cannot be made lets the save go (the server checks the save itself)', async () => {
    const { editor, createFx, checkFx } = make();
    const create = vi.fn(() => ok({ id: 8, version: 1 }));
    const scope = fork({
      handlers: [
        [
          checkFx,
          () => {
            throw new Error('offline');
          },
        ],
        [createFx, create],
        [messageTimerFx, () => {}],
      ],
    });
    await allSettled(editor.opened, { scope, params: null });
    await allSettled(editor.changed, { scope, params: { html: '<p>新規</p>' } });
    await allSettled(editor.saveClicked, { scope });
    expect(create).toHaveBeenCalledWith({ html: '<p>新規</p>' });
    expect(scope.getState(editor.$base)).toEqual({ id: 8, version: 1, html: '<p>新規</p>' });
  });

  test('saving counts the check: a second press while it runs sends nothing more', async () => {
    const { editor, updateFx, checkFx } = make();
    let answer: (result: Check) => void = () => {};
    const check = vi.fn(() => new Promise<Check>((resolve) => (answer = resolve)));
    const update = vi.fn(() => ok({ version: 3 }));
    const scope = fork({
      handlers: [
        [checkFx, check],
        [updateFx, update],
        [messageTimerFx, () => {}],
      ],
    });
    await allSettled(editor.opened, { scope, params: record });
    await allSettled(editor.changed, { scope, params: { html: '<p>x</p>' } });
    const first = allSettled(editor.saveClicked, { scope });
    expect(scope.getState(editor.$saving)).toBe(true);
    const second = allSettled(editor.saveClicked, { scope });
    answer({ valid: true });
    await Promise.all([first, second]);
    expect(check).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledTimes(1);
  });
});
