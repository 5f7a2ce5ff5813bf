import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { $tokenInfo, changePasswordFx } from '../../model/session/index.ts';
import { admin, msalUser } from '../../model/session/testing.ts';
import { fieldNamed, never, PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { PasswordChangePage } from './page.tsx';

const meta = {
  title: 'pages/pw-update/PasswordChangePage',
  component: PasswordChangePage,
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/pw-update">
      <main>
        <PasswordChangePage />
      </main>
    </PageStory>
  ),
} satisfies Meta<typeof PasswordChangePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = [[$tokenInfo, admin]] as [typeof $tokenInfo, unknown][];
const change = { password: 'demo-password-2026', newPassword: 'a-new-password-2026' };

const fill = async (canvasElement: HTMLElement, password: string, newPassword: string, confirmation = newPassword) => {
  await userEvent.type(fieldNamed(canvasElement, '現在のパスワード'), password);
  await userEvent.type(fieldNamed(canvasElement, '新しいパスワード'), newPassword);
  await userEvent.type(fieldNamed(canvasElement, '新しいパスワード（確認）'), confirmation);
};
const submit = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '変更する' });

export const Empty: Story = {
  loaders: [sessionLoader({ values: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'パスワード変更' })).toBeVisible();
    await expect(fieldNamed(canvasElement, '現在のパスワード')).toHaveAttribute('autocomplete', 'current-password');
    await expect(fieldNamed(canvasElement, '新しいパスワード')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getByRole('link', { name: 'キャンセル' })).toHaveAttribute('href', '/overview');
  },
};

export const Typing: Story = {
  loaders: [sessionLoader({ values: signedIn })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, change.password, change.newPassword);
    await expect(fieldNamed(canvasElement, '新しいパスワード')).toHaveValue(change.newPassword);
  },
};

export const InvalidInput: Story = {
  loaders: [sessionLoader({ values: signedIn })],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.type(fieldNamed(canvasElement, '新しいパスワード'), 'short');
    await userEvent.click(submit(canvasElement));
    const current = fieldNamed(canvasElement, '現在のパスワード');
    await waitFor(() => expect(current).toHaveAccessibleDescription('現在のパスワードを入力してください'));
    await expect(fieldNamed(canvasElement, '新しいパスワード')).toHaveAccessibleDescription(
      /12文字以上で入力してください/,
    );
    await expect(fieldNamed(canvasElement, '新しいパスワード（確認）')).toHaveAccessibleDescription(
      '確認のため、もう一度入力してください',
    );
    await waitFor(() => expect(current).toHaveFocus());
    await expect(sessionOf(loaded).calls.changePassword).toBeUndefined();
  },
};

export const ServerError: Story = {
  loaders: [
    sessionLoader({
      values: signedIn,
      handlers: [
        [
          changePasswordFx,
          () => {
            throw new HttpError(
              400,
              { error: true, message: '現在のパスワードが正しくありません。' },
              'auth.updatePassword',
              'x',
            );
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'wrong-password-1', change.newPassword);
    await userEvent.click(submit(canvasElement));
    const messages = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'メッセージ' });
    await waitFor(() => expect(messages).toHaveTextContent('現在のパスワードが正しくありません。'));
  },
};

export const Waiting: Story = {
  loaders: [sessionLoader({ values: signedIn, handlers: [[changePasswordFx, never]] })],
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, change.password, change.newPassword);
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(submit(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(sessionOf(loaded).calls.changePassword).toEqual([{ params: { email: admin.email }, body: change }]);
  },
};

export const Changed: Story = {
  loaders: [
    sessionLoader({
      values: signedIn,
      handlers: [[changePasswordFx, () => ({ message: 'パスワードを変更しました。' })]],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, change.password, change.newPassword);
    await userEvent.click(submit(canvasElement));
    const messages = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'メッセージ' });
    await waitFor(() => expect(messages).toHaveTextContent('パスワードを変更しました。'));
    await expect(sessionOf(loaded).calls.navigate).toEqual([{ to: '/overview' }]);
  },
};

export const IdentityProviderAccount: Story = {
  loaders: [sessionLoader({ values: [[$tokenInfo, msalUser]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Microsoft Entra ID で変更してください');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
