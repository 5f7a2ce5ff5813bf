import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $signInStep, $temporaryLogin, verifyFx } from '../../model/session/index.ts';
import { fieldNamed, never, PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { VerifyTokenPage } from './page.tsx';

const login = { email: 'admin@example.go.jp', password: 'demo-password-2026' };
const inStep = [
  [$temporaryLogin, login],
  [$signInStep, 'otp'],
] as [typeof $temporaryLogin | typeof $signInStep, unknown][];

const meta = {
  title: 'pages/login/VerifyTokenPage',
  component: VerifyTokenPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/login/verify-token">
      <VerifyTokenPage />
    </PageStory>
  ),
} satisfies Meta<typeof VerifyTokenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const code = (canvasElement: HTMLElement) => fieldNamed(canvasElement, 'ワンタイムパスワード');
const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'ログインする' });

export const Empty: Story = {
  loaders: [sessionLoader({ values: inStep })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'ワンタイムパスワードの入力' })).toHaveFocus(),
    );
    await expect(code(canvasElement)).toHaveValue('');
    await expect(code(canvasElement)).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code(canvasElement)).toHaveAttribute('inputmode', 'numeric');
    await expect(canvas.getByRole('link', { name: 'ワンタイムパスワードの使い方' })).toHaveAttribute(
      'href',
      '/login/guide-otp',
    );
  },
};

export const Typing: Story = {
  loaders: [sessionLoader({ values: inStep })],
  play: async ({ canvasElement }) => {
    await userEvent.type(code(canvasElement), '654321');
    await expect(code(canvasElement)).toHaveValue('654321');
  },
};

export const ServerError: Story = {
  loaders: [
    sessionLoader({
      values: inStep,
      handlers: [[verifyFx, () => ({ error: true, message: 'ワンタイムパスワードが正しくありません。' })]],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.type(code(canvasElement), '000000');
    await userEvent.click(submitButton(canvasElement));
    const messages = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'メッセージ' });
    await waitFor(() => expect(messages).toHaveTextContent('ワンタイムパスワードが正しくありません。'));
    // An enrolled account sends no secret.
    await expect(sessionOf(loaded).calls.verify).toEqual([
      { params: { email: login.email }, body: { password: login.password, token: '000000' } },
    ]);
  },
};

export const Waiting: Story = {
  loaders: [sessionLoader({ values: inStep, handlers: [[verifyFx, never]] })],
  play: async ({ canvasElement }) => {
    await userEvent.type(code(canvasElement), '123456');
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(submitButton(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const EmptySubmitted: Story = {
  loaders: [sessionLoader({ values: inStep })],
  play: async ({ canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() =>
      expect(code(canvasElement)).toHaveAccessibleDescription(/ワンタイムパスワードを入力してください/),
    );
  },
};

export const NoTemporaryLogin: Story = {
  loaders: [sessionLoader()],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('ログインの手続きが中断されました');
  },
};
