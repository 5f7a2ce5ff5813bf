import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { createAccountFx, getGroupFx, groups, listAccountsFx } from '../../model/group/index.ts';
import { aGroup, groupStoryLoader, someAccounts, someGroups } from '../group-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { AccountCreateDialog } from './page.tsx';

const meta = {
  title: 'pages/group/AccountCreateDialog',
  component: AccountCreateDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      main
      path="/group/:id/account/create"
      entries={dialogEntries('/group/2', '/group/2/account/create')}
    >
      <AccountCreateDialog />
    </PageStory>
  ),
} satisfies Meta<typeof AccountCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answer: () => unknown) =>
  groupStoryLoader({
    values: [
      [groups.$items, someGroups],
      [groups.$status, 'fulfilled'],
    ],
    handlers: [
      [createAccountFx, answer],
      [listAccountsFx, () => ({ data: someAccounts })],
      [getGroupFx, () => ({ data: aGroup({ memberCount: 4 }) })],
    ],
  });

const openDialog = async (canvasElement: HTMLElement) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'アカウントを追加' });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

const fill = async (dialog: HTMLElement, name: string, email: string) => {
  await userEvent.type(within(dialog).getByRole('textbox', { name: '名前' }), name);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'メールアドレス' }), email);
};

export const TemporaryPasswordShownOnce: Story = {
  loaders: [answering(() => ({ id: 10, message: 'アカウントを作成しました。', temporaryPassword: 'Kq7-vR2m-9xTe' }))],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('組織「広報課」にアカウントを追加します。');
    await fill(dialog, '新任 太郎', 'taro@example.go.jp');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'ワークフロー（承認）に参加する' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(await within(dialog).findByText('アカウント「新任 太郎」を追加しました')).toBeVisible();
    await expect(callsOf(loaded, createAccountFx)).toEqual([
      {
        params: { id: 2 },
        body: { name: '新任 太郎', email: 'taro@example.go.jp', type: 'Default', workflow: true },
      },
    ]);
    await expect(within(dialog).getByTestId('temporary-password')).toHaveTextContent('Kq7-vR2m-9xTe');
    await expect(within(dialog).getByTestId('temporary-password').previousElementSibling).toHaveTextContent(
      '仮パスワード',
    );
    await expect(dialog).toHaveTextContent('この仮パスワードは、この画面を閉じると二度と表示されません。');
    await expect(dialog).toHaveTextContent('閉じる前に選択してコピーし、本人へ安全な方法で伝えてください。');
    await expect(dialog).toHaveTextContent('本人は最初のログイン時に、自分で決めたパスワードへの変更を求められます。');
    // The group is read again (its member count changed).
    await waitFor(() => expect(callsOf(loaded, getGroupFx)).toEqual([{ params: { id: 2 } }]));
    // Closing goes back to the group's page, and the password is gone for good.
    // The footer's 「閉じる」 (the last one; the first is the dialog's ✕).
    await userEvent.click(within(dialog).getAllByRole('button', { name: '閉じる' }).at(-1) as HTMLElement);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/group/2');
    await expect(within(canvasElement.ownerDocument.body).queryByText('Kq7-vR2m-9xTe')).toBeNull();
  },
};

export const OrganisationAccountHasNoPassword: Story = {
  loaders: [answering(() => ({ id: 11, message: 'アカウントを作成しました。' }))],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, 'クラウド 四郎', 'shiro@example.go.jp');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '種類' }));
    const listbox = await within(dialog).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: '組織アカウント' }));
    await expect(within(dialog).getByRole('combobox', { name: '種類' })).toHaveTextContent('組織アカウント');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(
      await within(dialog).findByText('組織のクラウドIDでログインするため、パスワードはありません。'),
    ).toBeVisible();
    await expect(callsOf(loaded, createAccountFx)).toEqual([
      {
        params: { id: 2 },
        body: { name: 'クラウド 四郎', email: 'shiro@example.go.jp', type: 'Msal', workflow: false },
      },
    ]);
  },
};

export const ServerErrorShownInline: Story = {
  loaders: [
    answering(() => {
      throw new HttpError(
        400,
        {
          error: true,
          message: 'example.com は許可されたドメインではありません。環境設定の許可ドメインを確認してください。',
        },
        'group.createAccount',
        'bad request',
      );
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, '外部 次郎', 'jiro@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('追加できませんでした');
    await expect(alert).toHaveTextContent('example.com は許可されたドメインではありません。');
    await expect(within(dialog).getByRole('textbox', { name: '名前' })).toHaveValue('外部 次郎');
    await expect(within(dialog).getByRole('textbox', { name: 'メールアドレス' })).toHaveValue('jiro@example.com');
  },
};
