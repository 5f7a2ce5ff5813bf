import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppFrame } from '../AppFrame/index.ts';
import { NoticeBell } from '../NoticeBell/index.ts';
import { Presence } from '../Presence/index.ts';
import { Header } from './Header.tsx';

const meta = {
  title: 'ui/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'デジタル市 管理画面',
    groupName: '総務部 広報課',
    userName: '山田 太郎',
    email: 'taro.yamada@example.lg.jp',
    showPasswordChange: true,
    onPasswordChange: fn(),
    onSignOut: fn(),
  },
  argTypes: {
    bell: { control: false },
    presence: { control: false },
  },
  // In the AppFrame toolbar, 50px tall, as in the app.
  decorators: [
    (Story) => (
      <AppFrame toolbar={<Story />} side={null}>
        <h1>ホーム</h1>
      </AppFrame>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const fitsToolbar = async (canvasElement: HTMLElement) => {
  const banner = within(canvasElement).getByRole('banner');
  await expect(banner.getBoundingClientRect().height).toBe(50);
  const bannerBox = banner.getBoundingClientRect();
  for (const element of banner.querySelectorAll('p, span, button')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0) continue;
    await expect(box.top).toBeGreaterThanOrEqual(bannerBox.top);
    await expect(box.bottom).toBeLessThanOrEqual(bannerBox.bottom);
    await expect(box.right).toBeLessThanOrEqual(bannerBox.right);
  }
};

export const DefaultAccount: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByText('デジタル市 管理画面')).toBeVisible();
    await expect(banner.getByText('総務部 広報課')).toBeVisible();
    await expect(banner.getByText('山田 太郎')).toBeVisible();
    await expect(banner.getByText('taro.yamada@example.lg.jp')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'パスワード変更' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await fitsToolbar(canvasElement);
  },
};

export const MsalAccount: Story = {
  args: { showPasswordChange: false },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.queryByRole('button', { name: 'パスワード変更' })).toBeNull();
    await expect(banner.getByRole('button', { name: 'ログアウト' })).toBeVisible();
  },
};

export const ClicksCallCallbacks: Story = {
  play: async ({ args, canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await userEvent.click(banner.getByRole('button', { name: 'パスワード変更' }));
    await expect(args.onPasswordChange).toHaveBeenCalledTimes(1);
    await expect(args.onSignOut).not.toHaveBeenCalled();
    await userEvent.click(banner.getByRole('button', { name: 'ログアウト' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const WithBellAndPresence: Story = {
  args: {
    bell: (
      <NoticeBell
        notices={[
          {
            id: 1,
            type: 'urgent',
            typeLabel: '緊急',
            content: 'システムを緊急停止します。',
            important: true,
            unread: true,
          },
        ]}
      />
    ),
    presence: (
      <Presence
        users={[
          { id: 2, name: '佐藤' },
          { id: 3, name: '鈴木' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await expect(banner.getByRole('button', { name: 'お知らせ (未読 1 件)' })).toBeVisible();
    await expect(banner.getByText('この画面を見ている人: 佐藤, 鈴木')).toBeInTheDocument();
    await fitsToolbar(canvasElement);
  },
};

export const LongTextIsCut: Story = {
  args: {
    title: 'デジタル市 行政情報発信・フォーム・メール配信 統合管理コンソール（本番環境）',
    groupName: '総務部 デジタル推進課 ウェブサイト運用・情報発信担当 第二係',
    userName: '山田 太郎左衛門之介',
    email: 'taro.yamada.digital-promotion-division.second-unit@example.lg.jp',
  },
  play: async ({ canvasElement }) => {
    const banner = within(within(canvasElement).getByRole('banner'));
    await fitsToolbar(canvasElement);
    const title = banner.getByText(/統合管理コンソール/);
    const group = banner.getByText(/第二係/);
    const email = banner.getByText(/second-unit/);
    // Cut, yet readable in full on hover.
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(title).toHaveAttribute(
      'title',
      'デジタル市 行政情報発信・フォーム・メール配信 統合管理コンソール（本番環境）',
    );
    await expect(group).toHaveAttribute('title', '総務部 デジタル推進課 ウェブサイト運用・情報発信担当 第二係');
    await expect(email).toHaveAttribute('title', 'taro.yamada.digital-promotion-division.second-unit@example.lg.jp');
    await expect(group.scrollWidth + email.scrollWidth).toBeGreaterThan(group.clientWidth + email.clientWidth);
    // The buttons stay whole.
    for (const name of ['パスワード変更', 'ログアウト']) {
      const button = banner.getByRole('button', { name });
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
  },
};
