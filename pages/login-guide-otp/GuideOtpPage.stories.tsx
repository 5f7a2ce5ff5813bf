import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { $signInStep, $temporaryLogin } from '../../model/session/index.ts';
import { PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { GuideOtpPage } from './page.tsx';

const meta = {
  title: 'pages/login/GuideOtpPage',
  component: GuideOtpPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/login/guide-otp">
      <GuideOtpPage />
    </PageStory>
  ),
} satisfies Meta<typeof GuideOtpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromTheLoginScreen: Story = {
  loaders: [sessionLoader()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'ワンタイムパスワードの使い方' })).toHaveFocus(),
    );
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '1. 認証アプリを入れる',
      '2. 最初のログインで登録する',
      '3. 次回からのログイン',
      '困ったときは',
    ]);
    await expect(canvas.getByText('Microsoft Authenticator')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ログイン画面へ戻る' })).toHaveAttribute('href', '/');
  },
};

export const DuringEnrolment: Story = {
  loaders: [
    sessionLoader({
      values: [
        [
          $temporaryLogin,
          { email: 'form@example.go.jp', password: 'x', otpSecret: 'S', otpauthUrl: 'otpauth://totp/x' },
        ],
        [$signInStep, 'verify_otp'],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'ログインの手続きに戻る' })).toHaveAttribute(
      'href',
      '/login/verify-otp',
    );
  },
};
