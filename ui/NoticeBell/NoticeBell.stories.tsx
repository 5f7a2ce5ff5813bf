import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationsDone } from '../storyAnimations.ts';
import { vars } from '../theme/index.ts';
import { NoticeBell, type NoticeBellItem, type NoticeType } from './NoticeBell.tsx';

const typeLabels: Record<NoticeType, string> = {
  error: '障害',
  urgent: '緊急',
  success: '完了',
  warning: '注意',
  others: 'その他',
};

const notice = (id: number, type: NoticeType, content: string, rest: Partial<NoticeBellItem> = {}): NoticeBellItem => ({
  id,
  type,
  typeLabel: typeLabels[type],
  content,
  important: false,
  unread: false,
  ...rest,
});

const five: NoticeBellItem[] = [
  notice(1, 'urgent', '<b>本日 18 時</b>からシステムを緊急停止します。', { important: true, unread: true }),
  notice(2, 'error', 'メール送信で障害が発生しています。<script>window.__xss = 1</script>', { unread: true }),
  notice(3, 'warning', 'パスワードの有効期限が近づいています。', { unread: true }),
  notice(4, 'success', '定期メンテナンスが完了しました。', { important: true }),
  notice(5, 'others', '操作マニュアルを更新しました。'),
];

const types = ['error', 'urgent', 'success', 'warning', 'others'] as const;
const many = Array.from({ length: 150 }, (_, index) =>
  notice(index + 1, types[index % types.length] as NoticeType, `お知らせ ${index + 1} 件目の本文です。`, {
    unread: true,
    important: index % 10 === 0,
  }),
);

const meta = {
  title: 'ui/NoticeBell',
  component: NoticeBell,
  parameters: { layout: 'fullscreen' },
  args: { notices: five, onOpenChange: fn() },
  argTypes: {
    notices: { control: 'object' },
    footer: { control: false },
  },
  // At the right end of a toolbar, where the app puts it.
  decorators: [
    (Story) => (
      <header
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'center',
          height: vars.size.toolbar,
          paddingInline: vars.space[16],
        }}
      >
        <Story />
      </header>
    ),
  ],
} satisfies Meta<typeof NoticeBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The badge is drawn beside the bell button, hidden from screen readers (the name has the count). */
const badgeOf = (bell: HTMLElement) => bell.nextElementSibling;

const openPopup = async (canvasElement: HTMLElement, name: string | RegExp) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  const popup = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'お知らせ' });
  // The notices come a frame after the popup (see NoticeBellBody).
  await waitFor(() => expect(popup.querySelector('[aria-busy="true"]')).toBeNull());
  await animationsDone(canvasElement.ownerDocument);
  return popup;
};

export const Empty: Story = {
  args: { notices: [] },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'お知らせ' });
    await expect(badgeOf(bell)).toBeNull();
    const popup = await openPopup(canvasElement, 'お知らせ');
    await expect(within(popup).getByText('お知らせはありません')).toBeVisible();
    await expect(within(popup).queryByRole('listitem')).toBeNull();
  },
};

export const Five: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'お知らせ (未読 3 件)' });
    await expect(badgeOf(bell)).toHaveTextContent('3');
    await expect(badgeOf(bell)).toHaveAttribute('aria-hidden', 'true');
    const popup = await openPopup(canvasElement, 'お知らせ (未読 3 件)');
    const items = within(popup).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // Unread is told in words too, and highlighted.
    const unread = items.filter((item) => item.textContent?.startsWith('未読'));
    await expect(unread).toHaveLength(3);
    for (const item of unread) await expect(item).toHaveAttribute('data-unread');
    await expect(items[4]).not.toHaveAttribute('data-unread');
    await expect(getComputedStyle(items[0] as Element).backgroundColor).not.toBe(
      getComputedStyle(items[4] as Element).backgroundColor,
    );
    await expect(within(popup).getAllByText('重要')).toHaveLength(2);
    await expect(within(items[0] as HTMLElement).getByText('重要')).toBeVisible();
    // Type labels: one red for error and urgent, then green, yellow and blue.
    const fill = (label: string) => getComputedStyle(within(popup).getByText(label)).backgroundColor;
    await expect(fill('障害')).toBe(fill('緊急'));
    await expect(new Set([fill('障害'), fill('完了'), fill('注意'), fill('その他')]).size).toBe(4);
    // HTML is kept, script is not.
    await expect(within(items[0] as HTMLElement).getByText('本日 18 時').tagName).toBe('B');
    await expect(popup.querySelector('script')).toBeNull();
  },
};

export const Many: Story = {
  args: { notices: many },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'お知らせ (未読 150 件)' });
    await expect(badgeOf(bell)).toHaveTextContent(/^99\+$/);
    const popup = await openPopup(canvasElement, 'お知らせ (未読 150 件)');
    const view = canvasElement.ownerDocument.defaultView as Window;
    const box = popup.getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(view.innerHeight * 0.6 + 1);
    await expect(box.width).toBe(Math.min(800, view.document.documentElement.clientWidth));
    const list = within(popup).getByRole('list');
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    // The list can take focus, so it scrolls by keyboard too.
    list.focus();
    await expect(list).toHaveFocus();
  },
};

export const UnreadCountFromPage: Story = {
  args: { notices: five, unreadCount: 42 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'お知らせ (未読 42 件)' });
    await expect(badgeOf(bell)).toHaveTextContent('42');
  },
};

export const OpensAndCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const bell = within(canvasElement).getByRole('button', { name: 'お知らせ (未読 3 件)' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await openPopup(canvasElement, 'お知らせ (未読 3 件)');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(bell).toHaveFocus();
    // And again with the close button.
    const popup = await openPopup(canvasElement, 'お知らせ (未読 3 件)');
    await userEvent.click(within(popup).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithFooterLink: Story = {
  args: { footer: <a href="#notice">お知らせ一覧を見る</a> },
  play: async ({ canvasElement }) => {
    const popup = await openPopup(canvasElement, 'お知らせ (未読 3 件)');
    await expect(within(popup).getByRole('link', { name: 'お知らせ一覧を見る' })).toHaveAttribute('href', '#notice');
  },
};
