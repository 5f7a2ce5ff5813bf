import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { $signInStep, $temporaryLogin, verifyFx } from '../../model/session/index.ts';
import { fieldNamed, never, PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { VerifyOtpPage } from './page.tsx';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const login = {
  email: 'form@example.go.jp',
  password: 'demo-password-2026',
  otpSecret: secret,
  otpauthUrl: `otpauth://totp/%E7%AE%A1%E7%90%86%E3%82%B3%E3%83%B3%E3%82%BD%E3%83%BC%E3%83%AB:form%40example.go.jp?issuer=%E7%AE%A1%E7%90%86%E3%82%B3%E3%83%B3%E3%82%BD%E3%83%BC%E3%83%AB&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
};
const enrolling = [
  [$temporaryLogin, login],
  [$signInStep, 'verify_otp'],
] as [typeof $temporaryLogin | typeof $signInStep, unknown][];

const meta = {
  title: 'pages/login/VerifyOtpPage',
  component: VerifyOtpPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/login/verify-otp">
      <VerifyOtpPage />
    </PageStory>
  ),
} satisfies Meta<typeof VerifyOtpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: '登録してログイン' });

export const EnrolmentWithQr: Story = {
  loaders: [sessionLoader({ values: enrolling })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'ワンタイムパスワードの登録' })).toHaveFocus(),
    );
    const qr = canvas.getByRole('img', { name: 'form@example.go.jp を認証アプリに登録するためのQRコード' });
    // Drawn: the canvas has been sized to the code and has dark modules in it.
    await waitFor(() => expect((qr as HTMLCanvasElement).width).toBeGreaterThan(100));
    const pixels = (qr as HTMLCanvasElement)
      .getContext('2d')
      ?.getImageData(0, 0, (qr as HTMLCanvasElement).width, (qr as HTMLCanvasElement).height).data;
    await expect(pixels?.some((value, index) => index % 4 === 0 && value < 128)).toBe(true);
    // The secret for manual entry, grouped by four.
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = fieldNamed(canvasElement, 'ワンタイムパスワード');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAccessibleDescription(/6桁の数字/);
  },
};

export const Typing: Story = {
  loaders: [sessionLoader({ values: enrolling })],
  play: async ({ canvasElement }) => {
    await userEvent.type(fieldNamed(canvasElement, 'ワンタイムパスワード'), '123 456');
    await expect(fieldNamed(canvasElement, 'ワンタイムパスワード')).toHaveValue('123 456');
  },
};

export const MalformedCode: Story = {
  loaders: [sessionLoader({ values: enrolling })],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.type(fieldNamed(canvasElement, 'ワンタイムパスワード'), '12a');
    await userEvent.click(submitButton(canvasElement));
    const code = fieldNamed(canvasElement, 'ワンタイムパスワード');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(code).toHaveAccessibleDescription(/6桁の数字を入力してください/);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(sessionOf(loaded).calls.verify).toBeUndefined();
  },
};

export const ServerError: Story = {
  loaders: [
    sessionLoader({
      values: enrolling,
      handlers: [[verifyFx, () => ({ error: true, message: 'ワンタイムパスワードが正しくありません。' })]],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.type(fieldNamed(canvasElement, 'ワンタイムパスワード'), '000000');
    await userEvent.click(submitButton(canvasElement));
    const messages = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'メッセージ' });
    await waitFor(() => expect(messages).toHaveTextContent('ワンタイムパスワードが正しくありません。'));
    await expect(sessionOf(loaded).calls.verify).toEqual([
      { params: { email: login.email }, body: { password: login.password, otpSecret: secret, token: '000000' } },
    ]);
  },
};

export const Waiting: Story = {
  loaders: [sessionLoader({ values: enrolling, handlers: [[verifyFx, never]] })],
  play: async ({ canvasElement }) => {
    await userEvent.type(fieldNamed(canvasElement, 'ワンタイムパスワード'), '123456');
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(submitButton(canvasElement)).toHaveAttribute('aria-busy', 'true'));
  },
};

export const NoTemporaryLogin: Story = {
  loaders: [sessionLoader()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('ログインの手続きが中断されました');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
