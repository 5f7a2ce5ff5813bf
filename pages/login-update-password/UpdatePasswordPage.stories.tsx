import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $signInStep, $temporaryLogin, updatePasswordFx } from '../../model/session/index.ts';
import { fieldNamed, never, PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { UpdatePasswordPage } from './page.tsx';

const login = { email: 'somu@example.go.jp', password: 'demo-password-2026' };
const inStep = [
  [$temporaryLogin, login],
  [$signInStep, 'update_password'],
] as [typeof $temporaryLogin | typeof $signInStep, unknown][];

const meta = {
  title: 'pages/login/UpdatePasswordPage',
  component: UpdatePasswordPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/login/update-password">
      <UpdatePasswordPage />
    </PageStory>
  ),
} satisfies Meta<typeof UpdatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = 'a-new-password-2026';

const fill = async (canvasElement: HTMLElement, password: string, confirmation: string) => {
  await userEvent.type(fieldNamed(canvasElement, '新しいパスワード'), password);
  await userEvent.type(fieldNamed(canvasElement, '新しいパスワード（確認）'), confirmation);
};

export const Empty: Story = {
  loaders: [sessionLoader({ values: inStep })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'パスワードの変更' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(/somu@example\.go\.jp/)).toBeVisible();
    const field = fieldNamed(canvasElement, '新しいパスワード');
    await expect(field).toHaveAttribute('autocomplete', 'new-password');
    await expect(field).toHaveAccessibleDescription(/12文字以上128文字以内/);
  },
};

export const Typing: Story = {
  loaders: [sessionLoader({ values: inStep })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, newPassword, newPassword);
    await expect(fieldNamed(canvasElement, '新しいパスワード（確認）')).toHaveValue(newPassword);
  },
};

export const Mismatch: Story = {
  loaders: [sessionLoader({ values: inStep })],
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, 'short', 'other');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '変更して次へ' }));
    const field = fieldNamed(canvasElement, '新しいパスワード');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/パスワードは12文字以上で入力してください/));
    await expect(fieldNamed(canvasElement, '新しいパスワード（確認）')).toHaveAccessibleDescription(
      '確認用のパスワードが一致しません',
    );
    await waitFor(() => expect(field).toHaveFocus());
    await expect(sessionOf(loaded).calls.updatePassword).toBeUndefined();
  },
};

export const ServerError: Story = {
  loaders: [
    sessionLoader({
      values: inStep,
      handlers: [[updatePasswordFx, () => ({ error: true, message: 'メールアドレスと同じパスワードは使えません。' })]],
    }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, newPassword, newPassword);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '変更して次へ' }));
    const messages = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'メッセージ' });
    await waitFor(() => expect(messages).toHaveTextContent('メールアドレスと同じパスワードは使えません。'));
  },
};

export const Waiting: Story = {
  loaders: [sessionLoader({ values: inStep, handlers: [[updatePasswordFx, never]] })],
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, newPassword, newPassword);
    const submit = within(canvasElement).getByRole('button', { name: '変更して次へ' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(sessionOf(loaded).calls.updatePassword).toEqual([
      { params: { email: login.email }, body: { password: login.password, newPassword } },
    ]);
  },
};

export const NoTemporaryLogin: Story = {
  loaders: [sessionLoader()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('ログインの手続きが中断されました');
    await expect(canvas.getAllByRole('link', { name: /ログイン画面へ戻る/ })[0]).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
