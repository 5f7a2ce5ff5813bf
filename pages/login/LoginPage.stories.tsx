import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { loadMsalConfigFx, loginFx, msalSignInFx } from '../../model/session/index.ts';
import { fieldNamed, never, PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { LoginPage } from './page.tsx';

const meta = {
  title: 'pages/login/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/">
      <LoginPage />
    </PageStory>
  ),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email: string, password: string) => {
  await userEvent.type(fieldNamed(canvasElement, 'メールアドレス'), email);
  await userEvent.type(fieldNamed(canvasElement, 'パスワード'), password);
};

export const Empty: Story = {
  loaders: [sessionLoader()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ログイン' })).toBeVisible();
    await expect(fieldNamed(canvasElement, 'メールアドレス')).toHaveValue('');
    await expect(fieldNamed(canvasElement, 'メールアドレス')).toHaveAttribute('autocomplete', 'username');
    await expect(fieldNamed(canvasElement, 'パスワード')).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'ワンタイムパスワードの使い方' })).toHaveAttribute(
      'href',
      '/login/guide-otp',
    );
    // The identity provider is not configured in this scope: no button.
    await expect(canvas.queryByRole('button', { name: /組織アカウント/ })).toBeNull();
  },
};

export const Typing: Story = {
  loaders: [sessionLoader()],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'admin@example.go.jp', 'demo-password');
    const canvas = within(canvasElement);
    await expect(fieldNamed(canvasElement, 'メールアドレス')).toHaveValue('admin@example.go.jp');
    await expect(fieldNamed(canvasElement, 'パスワード')).toHaveValue('demo-password');
    await expect(canvas.getByRole('button', { name: 'ログインする' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  loaders: [sessionLoader()],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.type(fieldNamed(canvasElement, 'メールアドレス'), 'admin');
    await userEvent.click(canvas.getByRole('button', { name: 'ログインする' }));
    const email = fieldNamed(canvasElement, 'メールアドレス');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('メールアドレスの形式が正しくありません');
    await expect(fieldNamed(canvasElement, 'パスワード')).toHaveAccessibleDescription('パスワードを入力してください');
    await waitFor(() => expect(email).toHaveFocus());
    await expect(sessionOf(loaded).calls.login).toBeUndefined();
  },
};

export const ServerError: Story = {
  loaders: [
    sessionLoader({
      handlers: [
        [
          loginFx,
          () => {
            throw new HttpError(
              401,
              { error: true, message: 'メールアドレスまたはパスワードが正しくありません。' },
              'auth.login',
              'x',
            );
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'admin@example.go.jp', 'wrong-password');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ログインする' }));
    const messages = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'メッセージ' });
    await waitFor(() => expect(messages).toHaveTextContent('メールアドレスまたはパスワードが正しくありません。'));
  },
};

export const Waiting: Story = {
  loaders: [sessionLoader({ handlers: [[loginFx, never]] })],
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, 'admin@example.go.jp', 'demo-password');
    const submit = within(canvasElement).getByRole('button', { name: 'ログインする' });
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(sessionOf(loaded).calls.login).toEqual([
      { body: { email: 'admin@example.go.jp', password: 'demo-password' } },
    ]);
  },
};

export const NextStepRequired: Story = {
  loaders: [sessionLoader({ handlers: [[loginFx, () => ({ require: 'otp' })]] })],
  play: async ({ canvasElement, loaded }) => {
    await fill(canvasElement, 'admin@example.go.jp', 'demo-password');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ログインする' }));
    await waitFor(() => expect(sessionOf(loaded).calls.navigate).toEqual([{ to: '/login/verify-token' }]));
  },
};

const msalConfig = () => ({ enabled: true, clientId: 'c', authority: 'https://login.microsoftonline.com/t' });

export const IdentityProvider: Story = {
  loaders: [
    sessionLoader(
      {
        handlers: [
          [loadMsalConfigFx, msalConfig],
          [msalSignInFx, never],
        ],
      },
      { started: true },
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: '組織アカウント（Microsoft Entra ID）でログイン',
    });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
  },
};

export const IdentityProviderFailed: Story = {
  loaders: [
    sessionLoader(
      {
        handlers: [
          [loadMsalConfigFx, msalConfig],
          [
            msalSignInFx,
            () => {
              throw new Error('interaction_in_progress');
            },
          ],
        ],
      },
      { started: true },
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '組織アカウント（Microsoft Entra ID）でログイン' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        '組織アカウントでのログインに失敗しました。もう一度お試しください。',
      ),
    );
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};
