import { allSettled, createEffect, createEvent, createStore, createWatch, fork, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { MutationOutcome } from '../../contract/index.ts';
import { type MessageRequest, messageShown, messageTimerFx } from '../messages/index.ts';
import { createMutationDialog, type MutationDialogOptions } from './mutationDialog.ts';
import { checkText, fieldErrors } from './validation.ts';

interface Target {
  id: number;
}
interface Form {
  name: string;
  note: string;
}
interface Params {
  id: number;
  name: string;
  version: number;
}
type Outcome = MutationOutcome & { secret?: string };
interface Source {
  version: number;
}

const ok = (extra: Partial<Outcome> = {}): Outcome => ({ ok: true, noPermission: false, stale: false, ...extra });
const refused = (message?: string): Outcome => ({
  ok: false,
  error: true,
  ...(message === undefined ? {} : { message }),
  noPermission: false,
  stale: false,
});

const failedText = '保存できませんでした。';

const make = (options: Partial<MutationDialogOptions<Target, Form, Params, Outcome, string, Source>> = {}) => {
  const effect = createEffect<Params, Outcome>(() => ok());
  const sourceChanged = createEvent<Source>();
  const $source = createStore<Source>({ version: 1 }).on(sourceChanged, (_, source) => source);
  const dialog = createMutationDialog<Target, Params, Outcome, Form, string, Source>({
    name: 'test-dialog',
    effect,
    form: () => ({ name: '', note: '' }),
    source: $source,
    params: ({ target, form, source }) => ({ id: target.id, name: form.name.trim(), version: source.version }),
    validate: (form) =>
      fieldErrors<Form>({
        name: checkText(form.name, { required: true, max: 5 }),
        note: checkText(form.note, { max: 3 }),
      }),
    failedText,
    ...options,
  });
  return { dialog, effect, sourceChanged, $source };
};

/** A write whose answer is held until the test gives it. */
const held = () => {
  const waiting: ((outcome: Outcome) => void)[] = [];
  const handler = vi.fn((_params: Params) => new Promise<Outcome>((resolve) => waiting.push(resolve)));
  const answer = (outcome: Outcome) => {
    for (const give of waiting.splice(0)) give(outcome);
  };
  return { handler, answer };
};

const messagesIn = (scope: Scope) => {
  const shown: MessageRequest[] = [];
  createWatch({ unit: messageShown, fn: (message) => shown.push(message), scope });
  return shown;
};

const openAndType = async (scope: Scope, dialog: ReturnType<typeof make>['dialog'], name = 'あ') => {
  await allSettled(dialog.opened, { scope, params: { id: 7 } });
  await allSettled(dialog.changed, { scope, params: { name } });
};

describe('mutation dialog', () => {
  test('opens for a target with the empty form, closes back to nothing', async () => {
    const { dialog } = make();
    const scope = fork();
    await openAndType(scope, dialog, 'abc');
    expect(scope.getState(dialog.$target)).toEqual({ id: 7 });
    expect(scope.getState(dialog.$form)).toEqual({ name: 'abc', note: '' });
    expect(scope.getState(dialog.$dirty)).toBe(true);
    await allSettled(dialog.closed, { scope });
    expect(scope.getState(dialog.$target)).toBeNull();
    expect(scope.getState(dialog.$form)).toEqual({ name: '', note: '' });
    expect(scope.getState(dialog.$dirty)).toBe(false);
  });

  test('a second submit while the first is pending sends nothing (the double click)', async () => {
    const { dialog, effect } = make();
    const answer = held();
    const scope = fork({ handlers: [[effect, answer.handler]] });
    await openAndType(scope, dialog);

    const first = allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$pending)).toBe(true);
    const second = allSettled(dialog.submitted, { scope });
    expect(answer.handler).toHaveBeenCalledTimes(1);
    answer.answer(ok());
    await Promise.all([first, second]);
    expect(answer.handler).toHaveBeenCalledTimes(1);
    expect(scope.getState(dialog.$pending)).toBe(false);
  });

  test('a result is kept until closed, and a submit while it shows does nothing', async () => {
    const { dialog, effect } = make({ result: ({ outcome }) => outcome.secret ?? null });
    const handler = vi.fn(() => ok({ secret: 'pw-1' }));
    const scope = fork({ handlers: [[effect, handler]] });
    await openAndType(scope, dialog);

    await allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$result)).toBe('pw-1');
    expect(scope.getState(dialog.$done)).toBe(false);
    expect(scope.getState(dialog.$dirty)).toBe(false);

    await allSettled(dialog.submitted, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState(dialog.$result)).toBe('pw-1');

    await allSettled(dialog.changed, { scope, params: { note: 'x' } });
    expect(scope.getState(dialog.$result)).toBe('pw-1');

    await allSettled(dialog.closed, { scope });
    expect(scope.getState(dialog.$result)).toBeNull();
  });

  test('a result function answering null means done', async () => {
    const { dialog, effect } = make({ result: ({ outcome }) => outcome.secret ?? null });
    const scope = fork({ handlers: [[effect, () => ok()]] });
    await openAndType(scope, dialog);
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$result)).toBeNull();
    expect(scope.getState(dialog.$done)).toBe(true);
  });

  test('success without a result is done; a submit after it sends nothing; opening again starts over', async () => {
    const { dialog, effect } = make();
    const handler = vi.fn(() => ok());
    const scope = fork({ handlers: [[effect, handler]] });
    await openAndType(scope, dialog);
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$done)).toBe(true);
    expect(scope.getState(dialog.$dirty)).toBe(false);

    await allSettled(dialog.submitted, { scope });
    expect(handler).toHaveBeenCalledTimes(1);

    await allSettled(dialog.opened, { scope, params: { id: 8 } });
    expect(scope.getState(dialog.$done)).toBe(false);
  });

  test('a refusal is shown with what was typed kept, and cleared by the next submit', async () => {
    const { dialog, effect } = make();
    const answer = held();
    const scope = fork({ handlers: [[effect, answer.handler]] });
    await openAndType(scope, dialog, 'たろう');

    const first = allSettled(dialog.submitted, { scope });
    answer.answer(refused('同じ名前があります'));
    await first;
    expect(scope.getState(dialog.$error)).toBe('同じ名前があります');
    expect(scope.getState(dialog.$form)).toEqual({ name: 'たろう', note: '' });
    expect(scope.getState(dialog.$target)).toEqual({ id: 7 });
    expect(scope.getState(dialog.$done)).toBe(false);
    expect(scope.getState(dialog.$dirty)).toBe(true);

    const second = allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$error)).toBeNull();
    answer.answer(ok());
    await second;
    expect(answer.handler).toHaveBeenCalledTimes(2);
    expect(scope.getState(dialog.$error)).toBeNull();
  });

  test('a refusal without a message says failedText; so does a failed call', async () => {
    const { dialog, effect } = make();
    const scope = fork({ handlers: [[effect, () => refused()]] });
    await openAndType(scope, dialog);
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$error)).toBe(failedText);

    const failing = fork({
      handlers: [
        [
          effect,
          () => {
            throw new Error('boom');
          },
        ],
      ],
    });
    await openAndType(failing, dialog);
    await allSettled(dialog.submitted, { scope: failing });
    expect(failing.getState(dialog.$error)).toBe(failedText);
    expect(failing.getState(dialog.$done)).toBe(false);
  });

  test('validation errors block the call and each clears when its field changes', async () => {
    const { dialog, effect } = make();
    const handler = vi.fn(() => ok());
    const scope = fork({ handlers: [[effect, handler]] });
    await allSettled(dialog.opened, { scope, params: { id: 7 } });
    await allSettled(dialog.changed, { scope, params: { name: '   ', note: 'long' } });
    await allSettled(dialog.submitted, { scope });
    expect(handler).not.toHaveBeenCalled();
    expect(scope.getState(dialog.$fieldErrors)).toEqual({
      name: '入力してください。',
      note: '3 文字以内で入力してください（いま 4 文字）。',
    });

    await allSettled(dialog.changed, { scope, params: { name: 'はなこ' } });
    expect(scope.getState(dialog.$fieldErrors)).toEqual({ note: '3 文字以内で入力してください（いま 4 文字）。' });
    await allSettled(dialog.changed, { scope, params: { note: '' } });
    expect(scope.getState(dialog.$fieldErrors)).toEqual({});

    await allSettled(dialog.submitted, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ id: 7, name: 'はなこ', version: 1 });
  });

  test('params answering null blocks the call', async () => {
    const { dialog, effect } = make({
      params: ({ target, form }) => (form.note ? { id: target.id, name: form.name, version: 1 } : null),
    });
    const handler = vi.fn(() => ok());
    const scope = fork({ handlers: [[effect, handler]] });
    await openAndType(scope, dialog);
    await allSettled(dialog.submitted, { scope });
    expect(handler).not.toHaveBeenCalled();
    expect(scope.getState(dialog.$done)).toBe(false);
    await allSettled(dialog.changed, { scope, params: { note: 'a' } });
    await allSettled(dialog.submitted, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  test('nothing is sent without a target', async () => {
    const { dialog, effect } = make();
    const handler = vi.fn(() => ok());
    const scope = fork({ handlers: [[effect, handler]] });
    await allSettled(dialog.changed, { scope, params: { name: 'a' } });
    await allSettled(dialog.submitted, { scope });
    expect(handler).not.toHaveBeenCalled();
  });

  test('the success message goes to the global messages', async () => {
    const { dialog, effect } = make({ successMessage: ({ params }) => `${params.name} を追加しました。` });
    const scope = fork({
      handlers: [
        [effect, () => ok()],
        [messageTimerFx, () => {}],
      ],
    });
    const shown = messagesIn(scope);
    await openAndType(scope, dialog, 'たろう');
    await allSettled(dialog.submitted, { scope });
    expect(shown).toEqual([{ message: 'たろう を追加しました。', type: 'success' }]);
  });

  test('no success message on a refusal', async () => {
    const { dialog, effect } = make({ successMessage: () => 'ok' });
    const scope = fork({ handlers: [[effect, () => refused('no')]] });
    const shown = messagesIn(scope);
    await openAndType(scope, dialog);
    await allSettled(dialog.submitted, { scope });
    expect(shown).toEqual([]);
  });

  test('succeeded carries the source as it was when the call was sent', async () => {
    const { dialog, effect, sourceChanged, $source } = make();
    const answer = held();
    const scope = fork({ handlers: [[effect, answer.handler]] });
    const successes: unknown[] = [];
    createWatch({ unit: dialog.succeeded, fn: (success) => successes.push(success), scope });
    await openAndType(scope, dialog, 'たろう');

    const sending = allSettled(dialog.submitted, { scope });
    // Not awaited: allSettled would wait for the held write too.
    const changing = allSettled(sourceChanged, { scope, params: { version: 2 } });
    expect(scope.getState($source)).toEqual({ version: 2 });
    answer.answer(ok({ id: 40 }));
    await Promise.all([sending, changing]);
    expect(successes).toEqual([
      {
        target: { id: 7 },
        params: { id: 7, name: 'たろう', version: 1 },
        outcome: ok({ id: 40 }),
        source: { version: 1 },
      },
    ]);
  });

  test('an answer arriving after the dialog was closed neither succeeds nor leaves a result', async () => {
    const { dialog, effect } = make({ result: () => 'secret' });
    const answer = held();
    const scope = fork({ handlers: [[effect, answer.handler]] });
    const successes: unknown[] = [];
    createWatch({ unit: dialog.succeeded, fn: (success) => successes.push(success), scope });
    await openAndType(scope, dialog);
    const sending = allSettled(dialog.submitted, { scope });
    const closing = allSettled(dialog.closed, { scope });
    expect(scope.getState(dialog.$target)).toBeNull();
    answer.answer(ok());
    await Promise.all([sending, closing]);
    expect(successes).toEqual([]);
    expect(scope.getState(dialog.$result)).toBeNull();
  });

  test('an edit dialog starts from the record (formOf): unchanged it is not dirty, and each opening starts again', async () => {
    const { dialog, sourceChanged } = make({
      formOf: ({ target, source }) =>
        target.id === 0 ? null : { name: `v${source.version}`, note: String(target.id) },
    });
    const scope = fork();
    await allSettled(sourceChanged, { scope, params: { version: 4 } });
    await allSettled(dialog.opened, { scope, params: { id: 7 } });
    expect(scope.getState(dialog.$form)).toEqual({ name: 'v4', note: '7' });
    expect(scope.getState(dialog.$dirty)).toBe(false);
    await allSettled(dialog.changed, { scope, params: { name: 'v5' } });
    expect(scope.getState(dialog.$dirty)).toBe(true);
    await allSettled(dialog.changed, { scope, params: { name: 'v4' } });
    expect(scope.getState(dialog.$dirty)).toBe(false);
    await allSettled(dialog.changed, { scope, params: { name: 'typed' } });
    // Opened again (another record, or none): what was typed goes, the new start counts as clean.
    await allSettled(dialog.opened, { scope, params: { id: 0 } });
    expect(scope.getState(dialog.$form)).toEqual({ name: '', note: '' });
    expect(scope.getState(dialog.$dirty)).toBe(false);
    await allSettled(dialog.opened, { scope, params: { id: 8 } });
    await allSettled(dialog.closed, { scope });
    expect(scope.getState(dialog.$form)).toEqual({ name: '', note: '' });
    expect(scope.getState(dialog.$dirty)).toBe(false);
  });

  test('a check may compare with the source: refused before anything is sent', async () => {
    const { dialog, effect } = make({
      validate: (form, { source, target }) =>
        fieldErrors<Form>({
          name: form.name === `taken${source.version}-${target.id}` ? 'すでにあります。' : undefined,
        }),
    });
    const handler = vi.fn(() => ok());
    const scope = fork({ handlers: [[effect, handler]] });
    await openAndType(scope, dialog, 'taken1-7');
    await allSettled(dialog.submitted, { scope });
    expect(scope.getState(dialog.$fieldErrors)).toEqual({ name: 'すでにあります。' });
    expect(handler).not.toHaveBeenCalled();
  });
});
