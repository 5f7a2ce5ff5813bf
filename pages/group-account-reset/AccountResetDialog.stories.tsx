import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { groupFx } from '../../model/group/index.ts';
import { groupStoryLoader, outcome, someAccounts } from '../group-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { AccountResetDialog } from './page.tsx';

const meta = {
  title: 'pages/group/AccountResetDialog',
  component: AccountResetDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      main
      path="/group/:gId/:id/reset"
      entries={dialogEntries('/group/2', '/group/2/7/reset')}
    >
      <AccountResetDialog />
    </PageStory>
  ),
} satisfies Meta<typeof AccountResetDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: () => unknown) =>
  groupStoryLoader({
    handlers: [
      [groupFx.resetAccount, answer],
      [groupFx.listAccounts, () => someAccounts],
    ],
  });

const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'アカウント「広報 花子」をリセットしますか？',
  });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

export const ConfirmationNamesTheAccount: Story = {
  loaders: [
    answering(() => outcome({ id: 7, message: 'パスワードをリセットしました。', temporaryPassword: 'Zp4-Lw8n-3qHc' })),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      '「広報 花子」（hanako@example.go.jp）の、選んだ項目をリセットします。元に戻せません。',
    );
    const confirm = within(dialog).getByRole('button', { name: 'リセットする' });
    // Nothing chosen: nothing to reset.
    await expect(confirm).toBeDisabled();
    const choices = within(dialog).getByRole('group', { name: 'リセットする項目' });
    await userEvent.click(within(choices).getByRole('checkbox', { name: 'パスワード' }));
    await expect(within(choices).getByRole('checkbox', { name: 'ワンタイムパスワードの登録' })).not.toBeChecked();
    await userEvent.click(confirm);
    await expect(await within(dialog).findByText('Zp4-Lw8n-3qHc')).toBeVisible();
    await expect(callsOf(loaded, groupFx.resetAccount)).toEqual([
      { params: { id: 7 }, body: { password: true, otp: false } },
    ]);
    await expect(dialog).toHaveTextContent('アカウント「広報 花子」をリセットしました');
    await expect(dialog).toHaveTextContent('この仮パスワードは、この画面を閉じると二度と表示されません。');
    await expect(dialog).toHaveTextContent('本人は次のログイン時に、自分で決めたパスワードへの変更を求められます。');
  },
};

export const OneTimeCodeOnlyHasNoPassword: Story = {
  loaders: [answering(() => outcome({ id: 7, message: 'ワンタイムパスワードの登録をリセットしました。' }))],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ワンタイムパスワードの登録' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'リセットする' }));
    await expect(
      await within(dialog).findByText('ワンタイムパスワードの登録を解除しました。次のログイン時に登録し直します。'),
    ).toBeVisible();
    await expect(within(dialog).queryByText('仮パスワード')).toBeNull();
    await expect(callsOf(loaded, groupFx.resetAccount)).toEqual([
      { params: { id: 7 }, body: { password: false, otp: true } },
    ]);
    await userEvent.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1) as HTMLElement);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/group/2');
  },
};

/**
 * Ark handles a press outside the dialog in the next animation frame: let two frames pass before checking
 * that nothing closed, or the check would pass before Ark had acted.
 */
const afterOutsidePress = async (win: Window) => {
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => win.requestAnimationFrame(resolve));
};

/** A new temporary password is shown once: neither Escape nor a click beside the dialog takes it away. */
export const TemporaryPasswordStaysUntilClosed: Story = {
  loaders: [answering(() => outcome({ id: 7, temporaryPassword: 'Zp4-Lw8n-3qHc' }))],
  play: async ({ canvasElement, loaded }) => {
    const doc = canvasElement.ownerDocument;
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'パスワード' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'リセットする' }));
    await expect(await within(dialog).findByText('Zp4-Lw8n-3qHc')).toBeVisible();
    await expect(within(dialog).getByRole('term')).toHaveTextContent('仮パスワード');
    await expect(within(dialog).getByRole('button', { name: 'コピー' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const backdrop = doc.querySelector('[data-scope="dialog"][data-part="backdrop"]') as HTMLElement;
    await userEvent.click(backdrop, { pointerEventsCheck: 0 });
    await afterOutsidePress(doc.defaultView as Window);
    await expect(within(dialog).getByText('Zp4-Lw8n-3qHc')).toBeVisible();
    await expect(within(canvasElement).queryByTestId('location')).toBeNull();
    // Nothing was sent twice.
    await expect(callsOf(loaded, groupFx.resetAccount)).toHaveLength(1);
    // Only on purpose: the close button (the last 「閉じる」; the first is the title's ×).
    await userEvent.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1) as HTMLElement);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/group/2');
    await expect(within(doc.body).queryByText('Zp4-Lw8n-3qHc')).toBeNull();
  },
};
