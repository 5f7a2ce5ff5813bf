import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEvent, createStore, fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, test } from 'vitest';
import { kitText } from './kitText.ts';
import type { DialogModel } from './MutationDialogs.tsx';
import { RecordDialog, type RecordDialogProps } from './RecordDialog.tsx';

afterEach(cleanup);

interface Rec {
  id: number;
  name: string;
}

const dialog: DialogModel = {
  $target: createStore<unknown>(1),
  $error: createStore<string | null>(null),
  $pending: createStore(false),
  $done: createStore(false),
  $dirty: createStore(false),
  submitted: createEvent(),
  closed: createEvent(),
};

const list = { $pending: createStore(false), $failed: createStore(false), refreshed: createEvent() };
const $retries = createStore(0).on(list.refreshed, (count) => count + 1);

const states = {
  loading: 'レコードを読み込み中',
  missingTitle: 'レコードが見つかりません',
  missingDescription: '削除されたか、アドレスが違います。',
};

type Shown = Pick<RecordDialogProps<Rec>, 'record'> &
  Partial<Pick<RecordDialogProps<Rec>, 'blocked' | 'submitDisabled'>> & { loading: boolean; failed: boolean };

const shown = ({ loading, failed, ...props }: Shown) => {
  const scope = fork({
    values: [
      [list.$pending, loading],
      [list.$failed, failed],
    ],
  });
  const router = createMemoryRouter(
    [
      {
        path: '/thing/:id/delete',
        element: (
          <RecordDialog<Rec>
            dialog={dialog}
            fallback="/thing"
            list={list}
            states={states}
            title={(record) => `「${record.name}」を削除しますか？`}
            description="削除すると元に戻せません。"
            words={{ submit: '削除する', failed: '削除できませんでした' }}
            destructive
            {...props}
          >
            {(record) => <p>{`${record.name}の中身`}</p>}
          </RecordDialog>
        ),
      },
      { path: '*', element: null },
    ],
    { initialEntries: ['/thing/1/delete'] },
  );
  render(
    <Provider value={scope}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { scope };
};

/** The dialog's description, as a screen reader is told it (Ark links it by id). */
const descriptionOf = (dialog: HTMLElement) =>
  (dialog.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => dialog.ownerDocument.getElementById(id)?.textContent ?? '')
    .join('');

const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: '削除する' });

describe('the kit record dialog', () => {
  test('while the list loads: its title, a spinner, nothing offered', async () => {
    shown({ record: null, loading: true, failed: false });
    const dialog = await screen.findByRole('dialog', { name: states.loading });
    expect(within(dialog).getByRole('status').textContent).toContain(states.loading);
    expect(submit().disabled).toBe(true);
  });

  test('when the list failed: said so, with 再試行 reloading it', async () => {
    const { scope } = shown({ record: null, loading: false, failed: true });
    const dialog = await screen.findByRole('dialog', { name: kitText.loadFailed.title });
    expect(within(dialog).queryByText(kitText.loadFailed.body)).not.toBeNull();
    expect(within(dialog).queryByText(states.missingTitle)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: kitText.retry }));
    expect(scope.getState($retries)).toBe(1);
    expect(submit().disabled).toBe(true);
  });

  test('a record not in the list: the warning, nothing offered', async () => {
    shown({ record: undefined, loading: false, failed: false });
    const dialog = await screen.findByRole('dialog', { name: states.missingTitle });
    expect(descriptionOf(dialog)).toBe(states.missingDescription);
    expect(submit().disabled).toBe(true);
  });

  test('with the record: its title, description and body, and submit offered', async () => {
    shown({ record: { id: 1, name: '本庁' }, loading: false, failed: false });
    const dialog = await screen.findByRole('dialog', { name: '「本庁」を削除しますか？' });
    expect(descriptionOf(dialog)).toBe('削除すると元に戻せません。');
    expect(within(dialog).queryByText('本庁の中身')).not.toBeNull();
    expect(submit().disabled).toBe(false);
  });

  test('with the record and a failed refetch: still the record', async () => {
    shown({ record: { id: 1, name: '本庁' }, loading: false, failed: true });
    await screen.findByRole('dialog', { name: '「本庁」を削除しますか？' });
    expect(submit().disabled).toBe(false);
  });

  test('blocked: 閲覧のみ and the reason in place of the body, nothing offered', async () => {
    shown({ record: { id: 1, name: '本庁' }, loading: false, failed: false, blocked: '権限レベル4以上が必要です。' });
    const dialog = await screen.findByRole('dialog', { name: '「本庁」を削除しますか？' });
    expect(within(dialog).queryByText(kitText.readOnlyTitle)).not.toBeNull();
    expect(within(dialog).queryByText('権限レベル4以上が必要です。')).not.toBeNull();
    expect(within(dialog).queryByText('本庁の中身')).toBeNull();
    expect(submit().disabled).toBe(true);
  });

  test('submitDisabled from the site holds with the record too', async () => {
    shown({ record: { id: 1, name: '本庁' }, loading: false, failed: false, submitDisabled: true });
    await screen.findByRole('dialog', { name: '「本庁」を削除しますか？' });
    expect(submit().disabled).toBe(true);
  });
});
