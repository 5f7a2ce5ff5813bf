import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { FormLayout } from '../FormLayout/index.ts';
import { TextField } from '../TextField/index.ts';
import { AuthCard } from './AuthCard.tsx';

const meta = {
  title: 'ui/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'ログイン',
    description: '職員用のメールアドレスとパスワードを入力してください。',
    children: (
      <FormLayout aria-label="ログイン" actions={<Button type="submit">ログインする</Button>}>
        <TextField label="メールアドレス" type="email" autoComplete="username" required />
        <TextField label="パスワード" type="password" autoComplete="current-password" required />
      </FormLayout>
    ),
    footer: <a href="#guide-otp">ワンタイムパスワードの設定方法</a>,
  },
  argTypes: {
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    const heading = within(main).getByRole('heading', { level: 1, name: 'ログイン' });
    await expect(heading).toBeVisible();
    await expect(within(main).getByRole('form', { name: 'ログイン' })).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'ワンタイムパスワードの設定方法' })).toBeVisible();
    // The card sits in the middle of the window.
    const card = heading.parentElement?.parentElement as HTMLElement;
    const box = card.getBoundingClientRect();
    const view = canvasElement.ownerDocument.documentElement;
    await expect(Math.abs(box.left + box.width / 2 - view.clientWidth / 2)).toBeLessThanOrEqual(1);
    await expect(Math.abs(box.top + box.height / 2 - view.clientHeight / 2)).toBeLessThanOrEqual(1);
    await expect(box.width).toBeLessThanOrEqual(560);
  },
};

export const TitleAndText: Story = {
  args: {
    title: 'ワンタイムパスワードの確認',
    description: undefined,
    footer: undefined,
    children: <p>認証アプリに表示された 6 桁の数字を入力してください。</p>,
  },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent('ワンタイムパスワードの確認');
    await expect(main.getByText('認証アプリに表示された 6 桁の数字を入力してください。')).toBeVisible();
    await expect(main.queryByRole('link')).toBeNull();
  },
};
