import { allSettled, createEffect, createWatch, fork, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { MutationOutcome } from '../../contract/index.ts';
import { type MessageRequest, messageShown, messageTimerFx } from '../messages/index.ts';
import { createEditor } from './editor.ts';
import { checkText, fieldErrors } from './validation.ts';

interface Rec {
  id: number;
  version: number;
  name: string;
  note: string;
}
interface Draft {
  name: string;
  note: string;
}
interface CreateParams {
  body: Draft;
}
interface UpdateParams {
  id: number;
  body: Draft & { version: number };
}

const staleText = '他の人が先に保存しました。';
const failedText = '保存できませんでした。';

const ok = (extra: Partial<MutationOutcome> = {}): MutationOutcome => ({
  ok: true,
  noPermission: false,
  stale: false,
  ...extra,
});
const stale: MutationOutcome = { ok: false, error: true, message: 'conflict', noPermission: false, stale: true };
const refused = (message?: string): MutationOutcome => ({
  ok: false,
  error: true,
  ...(message === undefined ? {} : { message }),
  noPermission: false,
  stale: false,
});

const make = () => {
  const createFx = createEffect<CreateParams, MutationOutcome>(() => ok({ id: 1, version: 1 }));
  const updateFx = createEffect<UpdateParams, MutationOutcome>(() => ok());
  const fetchCurrentFx = createEffect<number, Rec | undefined>(() => undefined);
  const editor = createEditor<Rec, Draft, CreateParams, UpdateParams>({
    name: 'test-editor',
    empty: () => ({ name: '', note: '' }),
    draftOf: (record) => ({ name: record.name, note: record.note }),
    validate: (draft) => fieldErrors<Draft>({ name: checkText(draft.name, { required: true, max: 10 }) }),
    create: { effect: createFx, params: (draft) => ({ body: draft }) },
    update: {
      effect: updateFx,
      params: ({ record, draft }) => ({ id: record.id, body: { ...draft, version: record.version } }),
    },
    fetchCurrent: fetchCurrentFx,
    afterSave: ({ base, draft, outcome }) => ({
      id: outcome.id ?? base?.id ?? 0,
      version: outcome.version ?? (base ? base.version + 1 : 1),
      ...draft,
    }),
    successMessage: (record) => `${record.name} を保存しました。`,
    staleText,
    failedText,
  });
  return { editor, createFx, updateFx, fetchCurrentFx };
};

const mine: Rec = { id: 5, version: 3, name: 'もと', note: '' };
const theirs: Rec = { id: 5, version: 4, name: 'かれら', note: 'theirs' };

const watch = <T>(scope: Scope, unit: Parameters<typeof createWatch<T>>[0]['unit']) => {
  const seen: T[] = [];
  createWatch({ unit, fn: (value: T) => seen.push(value), scope });
  return seen;
};

/** A write whose answer is held until the test gives it. */
const held = <P>() => {
  const waiting: ((outcome: MutationOutcome) => void)[] = [];
  const handler = vi.fn((_params: P) => new Promise<MutationOutcome>((resolve) => waiting.push(resolve)));
  const answer = (outcome: MutationOutcome) => {
    for (const give of waiting.splice(0)) give(outcome);
  };
  return { handler, answer };
};

describe('editor', () => {
  test('a new record is created with the draft; `created` and `saved` carry it', async () => {
    const { editor, createFx, updateFx } = make();
    const create = vi.fn(() => ok({ id: 9, version: 1 }));
    const update = vi.fn(() => ok());
    const scope = fork({
      handlers: [
        [createFx, create],
        [updateFx, update],
        [messageTimerFx, () => {}],
      ],
    });
    const created = watch<Rec>(scope, editor.created);
    const saved = watch<Rec>(scope, editor.saved);

    await allSettled(editor.opened, { scope, params: null });
    expect(scope.getState(editor.$dirty)).toBe(false);
    await allSettled(editor.changed, { scope, params: { name: 'あたらしい' } });
    expect(scope.getState(editor.$dirty)).toBe(true);
    await allSettled(editor.saveClicked, { scope });

    expect(create).toHaveBeenCalledWith({ body: { name: 'あたらしい', note: '' } });
    expect(update).not.toHaveBeenCalled();
    const record = { id: 9, version: 1, name: 'あたらしい', note: '' };
    expect(created).toEqual([record]);
    expect(saved).toEqual([record]);
    expect(scope.getState(editor.$base)).toEqual(record);
    expect(scope.getState(editor.$dirty)).toBe(false);
  });

  test('an existing record is updated with its version; `created` stays silent', async () => {
    const { editor, createFx, updateFx } = make();
    const create = vi.fn(() => ok());
    const update = vi.fn(() => ok({ id: 5, version: 4 }));
    const scope = fork({
      handlers: [
        [createFx, create],
        [updateFx, update],
        [messageTimerFx, () => {}],
      ],
    });
    const created = watch<Rec>(scope, editor.created);
    const saved = watch<Rec>(scope, editor.saved);
    const messages = watch<MessageRequest>(scope, messageShown);

    await allSettled(editor.opened, { scope, params: mine });
    expect(scope.getState(editor.$draft)).toEqual({ name: 'もと', note: '' });
    await allSettled(editor.changed, { scope, params: { note: 'メモ' } });
    await allSettled(editor.saveClicked, { scope });

    expect(update).toHaveBeenCalledWith({ id: 5, body: { name: 'もと', note: 'メモ', version: 3 } });
    expect(create).not.toHaveBeenCalled();
    expect(created).toEqual([]);
    expect(saved).toEqual([{ id: 5, version: 4, name: 'もと', note: 'メモ' }]);
    expect(scope.getState(editor.$base)?.version).toBe(4);
    expect(scope.getState(editor.$dirty)).toBe(false);
    expect(scope.getState(editor.$saveError)).toBeNull();
    expect(messages).toEqual([{ message: 'もと を保存しました。', type: 'success' }]);
  });

  test('a name of only spaces is not sent: the field says why, and the error clears on typing', async () => {
    const { editor, createFx, updateFx } = make();
    const create = vi.fn(() => ok());
    const update = vi.fn(() => ok());
    const scope = fork({
      handlers: [
        [createFx, create],
        [updateFx, update],
        [messageTimerFx, () => {}],
      ],
    });
    await allSettled(editor.opened, { scope, params: mine });
    await allSettled(editor.changed, { scope, params: { name: '   ' } });
    await allSettled(editor.saveClicked, { scope });
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState(editor.$fieldErrors)).toEqual({ name: '入力してください。' });
    expect(scope.getState(editor.$saveError)).toBeNull();

    await allSettled(editor.changed, { scope, params: { name: 'なまえ' } });
    expect(scope.getState(editor.$fieldErrors)).toEqual({});

    await allSettled(editor.opened, { scope, params: null });
    await allSettled(editor.changed, { scope, params: { name: ' ' } });
    await allSettled(editor.saveClicked, { scope });
    expect(create).not.toHaveBeenCalled();
  });

  test('a refusal is shown with the draft kept (failedText when it says nothing)', async () => {
    const { editor, updateFx } = make();
    let answer = refused('同じ名前があります');
    const scope = fork({ handlers: [[updateFx, () => answer]] });
    const saved = watch<Rec>(scope, editor.saved);
    await allSettled(editor.opened, { scope, params: mine });
    await allSettled(editor.changed, { scope, params: { name: 'ほか' } });
    await allSettled(editor.saveClicked, { scope });
    expect(scope.getState(editor.$saveError)).toBe('同じ名前があります');
    expect(scope.getState(editor.$draft)).toEqual({ name: 'ほか', note: '' });
    expect(scope.getState(editor.$dirty)).toBe(true);
    expect(saved).toEqual([]);

    answer = refused();
    await allSettled(editor.saveClicked, { scope });
    expect(scope.getState(editor.$saveError)).toBe(failedText);
  });

  test('a save while saving is ignored', async () => {
    const { editor, updateFx } = make();
    const answer = held<UpdateParams>();
    const scope = fork({
      handlers: [
        [updateFx, answer.handler],
        [messageTimerFx, () => {}],
      ],
    });
    await allSettled(editor.opened, { scope, params: mine });
    await allSettled(editor.changed, { scope, params: { note: 'x' } });

    const first = allSettled(editor.saveClicked, { scope });
    expect(scope.getState(editor.$saving)).toBe(true);
    const second = allSettled(editor.saveClicked, { scope });
    answer.answer(ok({ version: 4 }));
    await Promise.all([first, second]);
    expect(answer.handler).toHaveBeenCalledTimes(1);
    expect(scope.getState(editor.$saving)).toBe(false);
  });

  describe('a stale save', () => {
    const conflicted = async () => {
      const { editor, updateFx, fetchCurrentFx } = make();
      const update = vi.fn((_: UpdateParams) => stale);
      const fetchCurrent = vi.fn((_: number) => theirs);
      const scope = fork({
        handlers: [
          [updateFx, update],
          [fetchCurrentFx, fetchCurrent],
          [messageTimerFx, () => {}],
        ],
      });
      await allSettled(editor.opened, { scope, params: mine });
      await allSettled(editor.changed, { scope, params: { name: 'わたし' } });
      await allSettled(editor.saveClicked, { scope });
      return { editor, scope, update, fetchCurrent };
    };

    test('fetches the current record and shows mine beside theirs', async () => {
      const { editor, scope, fetchCurrent } = await conflicted();
      expect(fetchCurrent).toHaveBeenCalledWith(5);
      expect(scope.getState(editor.$conflict)).toEqual({ mine: { name: 'わたし', note: '' }, theirs });
      expect(scope.getState(editor.$saveError)).toBe(staleText);
      expect(scope.getState(editor.$draft)).toEqual({ name: 'わたし', note: '' });
    });

    test('keep mine saves my draft over their version in one press', async () => {
      const { editor, scope, update } = await conflicted();
      const saved = watch<Rec>(scope, editor.saved);
      update.mockImplementation(() => ok({ version: 5 }));
      await allSettled(editor.keepMineClicked, { scope });

      expect(update).toHaveBeenCalledTimes(2);
      expect(update).toHaveBeenLastCalledWith({ id: 5, body: { name: 'わたし', note: '', version: 4 } });
      expect(saved).toEqual([{ id: 5, version: 5, name: 'わたし', note: '' }]);
      expect(scope.getState(editor.$conflict)).toBeNull();
      expect(scope.getState(editor.$saveError)).toBeNull();
      expect(scope.getState(editor.$dirty)).toBe(false);
    });

    test('take theirs drops mine and edits their version', async () => {
      const { editor, scope, update } = await conflicted();
      await allSettled(editor.takeTheirsClicked, { scope });
      expect(update).toHaveBeenCalledTimes(1);
      expect(scope.getState(editor.$base)).toEqual(theirs);
      expect(scope.getState(editor.$draft)).toEqual({ name: 'かれら', note: 'theirs' });
      expect(scope.getState(editor.$conflict)).toBeNull();
      expect(scope.getState(editor.$saveError)).toBeNull();
      expect(scope.getState(editor.$dirty)).toBe(false);
    });

    test('keep mine and take theirs do nothing without a conflict', async () => {
      const { editor, updateFx } = make();
      const update = vi.fn(() => ok());
      const scope = fork({ handlers: [[updateFx, update]] });
      await allSettled(editor.opened, { scope, params: mine });
      await allSettled(editor.changed, { scope, params: { name: 'わたし' } });
      await allSettled(editor.keepMineClicked, { scope });
      await allSettled(editor.takeTheirsClicked, { scope });
      expect(update).not.toHaveBeenCalled();
      expect(scope.getState(editor.$draft)).toEqual({ name: 'わたし', note: '' });
    });

    test('a record gone meanwhile shows the stale text without a conflict', async () => {
      const { editor, updateFx, fetchCurrentFx } = make();
      const scope = fork({
        handlers: [
          [updateFx, () => stale],
          [fetchCurrentFx, () => undefined],
        ],
      });
      await allSettled(editor.opened, { scope, params: mine });
      await allSettled(editor.changed, { scope, params: { name: 'わたし' } });
      await allSettled(editor.saveClicked, { scope });
      expect(scope.getState(editor.$conflict)).toBeNull();
      expect(scope.getState(editor.$saveError)).toBe(staleText);
    });
  });

  describe('following the record as the list has it', () => {
    test('follows a newer version while nothing is typed', async () => {
      const { editor } = make();
      const scope = fork();
      await allSettled(editor.opened, { scope, params: mine });
      await allSettled(editor.recordSeen, { scope, params: theirs });
      expect(scope.getState(editor.$base)).toEqual(theirs);
      expect(scope.getState(editor.$draft)).toEqual({ name: 'かれら', note: 'theirs' });
      expect(scope.getState(editor.$dirty)).toBe(false);
    });

    test('waits while something is typed, and follows once the typing is undone', async () => {
      const { editor } = make();
      const scope = fork();
      await allSettled(editor.opened, { scope, params: mine });
      await allSettled(editor.changed, { scope, params: { note: 'かきかけ' } });
      await allSettled(editor.recordSeen, { scope, params: theirs });
      expect(scope.getState(editor.$base)).toEqual(mine);
      expect(scope.getState(editor.$draft)).toEqual({ name: 'もと', note: 'かきかけ' });
      expect(scope.getState(editor.$dirty)).toBe(true);

      await allSettled(editor.changed, { scope, params: { note: '' } });
      const newer = { ...theirs, version: 5 };
      await allSettled(editor.recordSeen, { scope, params: newer });
      expect(scope.getState(editor.$base)).toEqual(newer);
    });

    test('the same record seen again changes nothing', async () => {
      const { editor } = make();
      const scope = fork();
      await allSettled(editor.opened, { scope, params: mine });
      await allSettled(editor.changed, { scope, params: { note: 'かきかけ' } });
      await allSettled(editor.recordSeen, { scope, params: { ...mine } });
      expect(scope.getState(editor.$draft)).toEqual({ name: 'もと', note: 'かきかけ' });
    });

    test('another record replaces the form (the route moved to another record)', async () => {
      const { editor } = make();
      const scope = fork();
      await allSettled(editor.opened, { scope, params: mine });
      const other = { id: 6, version: 1, name: 'べつ', note: '' };
      await allSettled(editor.recordSeen, { scope, params: other });
      expect(scope.getState(editor.$base)).toEqual(other);
    });

    // A get answer read before my save, arriving after it, must not take the form back to the old version
    // (the next save would be refused as stale against my own save).
    test('does not go back to an older version', async () => {
      const { editor, updateFx } = make();
      const scope = fork({
        handlers: [
          [updateFx, () => ok({ version: 4 })],
          [messageTimerFx, () => {}],
        ],
      });
      await allSettled(editor.opened, { scope, params: mine });
      await allSettled(editor.changed, { scope, params: { note: 'saved' } });
      await allSettled(editor.saveClicked, { scope });
      expect(scope.getState(editor.$base)?.version).toBe(4);
      await allSettled(editor.recordSeen, { scope, params: mine });
      expect(scope.getState(editor.$base)?.version).toBe(4);
    });
  });

  // The record after a save is built from the draft that was sent, not the form at answer time: what was
  // typed while saving stays unsaved (found by this test: `saved` and the list showed text never sent).
  test('what is typed while a save is under way stays unsaved', async () => {
    const { editor, updateFx } = make();
    const answer = held<UpdateParams>();
    const scope = fork({
      handlers: [
        [updateFx, answer.handler],
        [messageTimerFx, () => {}],
      ],
    });
    const saved = watch<Rec>(scope, editor.saved);
    await allSettled(editor.opened, { scope, params: mine });
    await allSettled(editor.changed, { scope, params: { note: 'sent' } });
    const saving = allSettled(editor.saveClicked, { scope });
    const typing = allSettled(editor.changed, { scope, params: { note: 'sent and more' } });
    answer.answer(ok({ version: 4 }));
    await Promise.all([saving, typing]);
    expect(saved).toEqual([{ id: 5, version: 4, name: 'もと', note: 'sent' }]);
    expect(scope.getState(editor.$dirty)).toBe(true);
    expect(scope.getState(editor.$draft).note).toBe('sent and more');
    expect(scope.getState(editor.$base)?.version).toBe(4);
  });
});
