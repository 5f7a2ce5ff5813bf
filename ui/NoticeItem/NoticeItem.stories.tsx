import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { color, fontWeight } from '../theme/tokens.ts';
import { NoticeItem, type NoticeType, noticeTitleLevels, noticeTypes, noticeUnreadMarks } from './NoticeItem.tsx';

const typeLabels: Record<NoticeType, string> = {
  error: '障害',
  urgent: '緊急',
  success: '完了',
  warning: '注意',
  others: 'お知らせ',
};

const meta = {
  title: 'ui/NoticeItem',
  component: NoticeItem,
  args: {
    type: 'others',
    typeLabel: typeLabels.others,
    content: '操作マニュアルを更新しました。',
    important: false,
    unread: false,
  },
  argTypes: {
    type: { control: 'inline-radio', options: noticeTypes },
    unreadMark: { control: 'inline-radio', options: noticeUnreadMarks },
    titleAs: { control: 'inline-radio', options: noticeTitleLevels },
    title: { control: 'text' },
  },
  // An item belongs in a list; the page's heading comes first, as on the overview.
  decorators: [
    (Story) => (
      <main>
        <h1>お知らせ一覧</h1>
        <ul aria-label="最近のお知らせ" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          <Story />
        </ul>
      </main>
    ),
  ],
} satisfies Meta<typeof NoticeItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const items = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('listitem');

/** Spec §2.8: red for error or urgent, green for success, yellow for warning, blue for the others. */
export const TypeColours: Story = {
  render: (args) => (
    <>
      {noticeTypes.map((type) => (
        <NoticeItem key={type} {...args} type={type} typeLabel={typeLabels[type]} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(noticeTypes.length);
    const tag = (type: NoticeType) => getComputedStyle(canvas.getByText(typeLabels[type]));
    await expect(tag('error').backgroundColor).toBe(rgb(color.tag.danger));
    await expect(tag('urgent').backgroundColor).toBe(rgb(color.tag.danger));
    await expect(tag('success').backgroundColor).toBe(rgb(color.tag.success));
    await expect(tag('warning').backgroundColor).toBe(rgb(color.tag.warning));
    await expect(tag('others').backgroundColor).toBe(rgb(color.tag.info));
    // White on the dark fills, body text on the light yellow.
    for (const type of ['error', 'urgent', 'success', 'others'] as const) {
      await expect(tag(type).color).toBe(rgb(color.text.inverse));
    }
    await expect(tag('warning').color).toBe(rgb(color.text.body));
    await expect(canvas.getByText(typeLabels.warning)).toHaveAttribute('data-type', 'warning');
    // Nothing marked that is not so.
    await expect(canvas.queryByText('重要')).toBeNull();
    await expect(canvas.queryByText('未読')).toBeNull();
  },
};

export const Important: Story = {
  args: { type: 'urgent', typeLabel: typeLabels.urgent, important: true },
  play: async ({ canvasElement }) => {
    const marker = within(canvasElement).getByText('重要');
    await expect(marker).toBeVisible();
    await expect(marker.tagName).toBe('STRONG');
    // Outlined in the error red on white, so it is not taken for the red 「緊急」 fill beside it.
    await expect(getComputedStyle(marker).color).toBe(rgb(color.text.error));
    await expect(getComputedStyle(marker).borderTopColor).toBe(rgb(color.border.error));
    await expect(getComputedStyle(marker).backgroundColor).toBe(rgb(color.surface.raised));
  },
};

/** An unread notice above a read one, to compare them. */
const unreadThenRead: Story['render'] = (args) => (
  <>
    <NoticeItem {...args} unread content="未読のお知らせです。" />
    <NoticeItem {...args} unread={false} content="既読のお知らせです。" />
  </>
);

/** The default on a page: tinted, a bar at the start and an outlined 「未読」 tag; the read one has none. */
export const UnreadTag: Story = {
  render: unreadThenRead,
  play: async ({ canvasElement }) => {
    const [unread, read] = items(canvasElement) as [HTMLElement, HTMLElement];
    await expect(unread).toHaveAttribute('data-unread');
    await expect(read).not.toHaveAttribute('data-unread');
    const tag = within(unread).getByText('未読');
    await expect(tag).toBeVisible();
    await expect(getComputedStyle(tag).color).toBe(rgb(color.primary.base));
    await expect(within(read).queryByText('未読')).toBeNull();
    await expect(getComputedStyle(unread).backgroundColor).toBe(rgb(color.primary.subtle));
    await expect(getComputedStyle(unread).borderInlineStartColor).toBe(rgb(color.primary.base));
    await expect(getComputedStyle(read).backgroundColor).not.toBe(getComputedStyle(unread).backgroundColor);
    // Bold type is the bell's mark, not this one's.
    await expect(getComputedStyle(unread).fontWeight).toBe(getComputedStyle(read).fontWeight);
  },
};

/** The bell's compact mark: tinted and bold, with 「未読」 for screen readers only. */
export const UnreadBold: Story = {
  args: { unreadMark: 'bold' },
  render: unreadThenRead,
  play: async ({ canvasElement }) => {
    const [unread, read] = items(canvasElement) as [HTMLElement, HTMLElement];
    await expect(unread).toHaveAttribute('data-unread');
    await expect(unread.textContent?.startsWith('未読')).toBe(true);
    await expect(within(unread).getByText('未読').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(read).queryByText('未読')).toBeNull();
    await expect(getComputedStyle(unread).backgroundColor).toBe(rgb(color.primary.subtle));
    await expect(getComputedStyle(within(unread).getByText('未読のお知らせです。')).fontWeight).toBe(fontWeight.bold);
    await expect(getComputedStyle(within(read).getByText('既読のお知らせです。')).fontWeight).toBe(fontWeight.regular);
  },
};

export const TitleAndDate: Story = {
  args: {
    title: 'システムの緊急停止',
    titleAs: 'h2',
    date: { dateTime: '2026-11-07T00:30:00.000Z', text: '2026年11月7日 9:30' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'システムの緊急停止' })).toBeVisible();
    const time = canvas.getByText('2026年11月7日 9:30');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-07T00:30:00.000Z');
  },
};

export const SanitisedContent: Story = {
  args: {
    content:
      '<b>本日 18 時</b>から<i onmouseover="window.__noticeItemXss = 1">システム</i>を停止します。<script>window.__noticeItemXss = 1</script>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('本日 18 時').tagName).toBe('B');
    await expect(canvasElement.querySelector('script, [onmouseover]')).toBeNull();
    await expect((window as { __noticeItemXss?: number }).__noticeItemXss).toBeUndefined();
  },
};
