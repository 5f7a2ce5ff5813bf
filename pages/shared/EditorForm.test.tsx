import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, createEffect, fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MutationOutcome } from '../../contract/index.ts';
import { createEditor } from '../../model/kit/index.ts';
import { EditorForm } from './EditorForm.tsx';

afterEach(cleanup);

interface Rec {
  id: number;
  version: number;
  name: string;
}
type Draft = Pick<Rec, 'name'>;

const make = (outcome: MutationOutcome, sent: (params: unknown) => void) => {
  const updateFx = createEffect<{ id: number; name: string; version: number }, MutationOutcome>((params) => {
    sent(params);
    return outcome;
  });
  const fetchCurrentFx = createEffect<number, Rec | undefined>(() => ({ id: 1, version: 2, name: 'かれら' }));
  const editor = createEditor<Rec, Draft, never, { id: number; name: string; version: number }>({
    name: 'editor-form-test',
    empty: () => ({ name: '' }),
    draftOf: (record) => ({ name: record.name }),
    validate: () => ({}),
    update: { effect: updateFx, params: ({ record, draft }) => ({ id: record.id, version: record.version, ...draft }) },
    fetchCurrent: fetchCurrentFx,
    afterSave: ({ base, draft }) => ({ id: base?.id ?? 1, version: (base?.version ?? 0) + 1, ...draft }),
    staleText: '他の人が先に保存しました。',
    failedText: '保存できませんでした。',
  });
  return editor;
};

const rows = (mine: Draft, theirs: Rec) => [{ key: 'name', field: '名前', mine: mine.name, theirs: theirs.name }];

const shown = async (outcome: MutationOutcome, props: { blocked?: string | null; readOnly?: boolean } = {}) => {
  const sent = vi.fn();
  const editor = make(outcome, sent);
  const scope = fork();
  await allSettled(editor.opened, { scope, params: { id: 1, version: 1, name: 'もと' } });
  render(
    <Provider value={scope}>
      <EditorForm
        editor={editor}
        submitLabel="保存"
        saveFailedTitle="保存できませんでした"
        conflictRows={rows}
        {...props}
      >
        <input aria-label="名前" defaultValue="もと" />
      </EditorForm>
    </Provider>,
  );
  return { scope, sent };
};

const ok: MutationOutcome = { ok: true, noPermission: false, stale: false };

describe('the kit editor form', () => {
  test('Enter in a field sends it once, through the editor', async () => {
    const { sent } = await shown(ok);
    await userEvent.type(screen.getByRole('textbox', { name: '名前' }), '{Enter}');
    await vi.waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledWith({ id: 1, version: 1, name: 'もと' });
  });

  test('a refusal is said above the fields, with the server’s words', async () => {
    await shown({ ok: false, error: true, message: '名前が長すぎます。', noPermission: false, stale: false });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const alert = await screen.findByText('保存できませんでした');
    expect(alert.closest('[role="alert"], [role="status"], div')?.textContent).toContain('名前が長すぎます。');
  });

  test('a stale save shows both versions by the conflict rows, with the two ways out', async () => {
    await shown({ ok: false, error: true, message: 'conflict', noPermission: false, stale: true });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('かれら')).toBeTruthy();
    expect(screen.getByRole('button', { name: '自分の変更で上書き' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '相手の変更を読み込む' })).toBeTruthy();
  });

  test('blocked: the reason under 閲覧のみ, and nothing to send', async () => {
    const { sent } = await shown(ok, { blocked: 'CMS の権限レベル 2 以上が必要です。' });
    expect(screen.getByText('閲覧のみ')).toBeTruthy();
    expect(screen.getByText('CMS の権限レベル 2 以上が必要です。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: '名前' }), '{Enter}');
    expect(sent).not.toHaveBeenCalled();
  });

  test('read-only with the reason said elsewhere: no button and no notice here', async () => {
    await shown(ok, { readOnly: true });
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByText('閲覧のみ')).toBeNull();
  });
});
