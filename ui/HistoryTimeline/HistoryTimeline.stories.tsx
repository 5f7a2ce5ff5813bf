import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryTimeline } from './HistoryTimeline.tsx';

const meta = {
  title: 'ui/HistoryTimeline',
  component: HistoryTimeline,
  args: {
    label: '経緯',
    emptyText: 'まだ何もありません。',
    entries: [
      {
        id: 1,
        time: '2026/11/20 09:12',
        dateTime: '2026-11-20T00:12:00Z',
        actor: '山田 花子',
        action: '承認を依頼',
        tone: 'pending',
        detail: '版 3',
        comment: '説明会の日時を変更しました。',
      },
      {
        id: 2,
        time: '2026/11/20 13:40',
        dateTime: '2026-11-20T04:40:00Z',
        actor: '佐藤 一郎',
        action: '差し戻し',
        tone: 'caution',
        detail: '第 1 段階',
        comment: '会場の階数が古いままです。\n確認してください。',
      },
      {
        id: 3,
        time: '2026/11/21 10:05',
        dateTime: '2026-11-21T01:05:00Z',
        actor: '山田 花子',
        action: '再依頼',
        tone: 'pending',
        detail: '版 4',
      },
      {
        id: 4,
        time: '2026/11/21 11:30',
        dateTime: '2026-11-21T02:30:00Z',
        actor: '佐藤 一郎',
        action: '承認',
        tone: 'positive',
      },
    ],
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof HistoryTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first: who, what, when, and the comment kept with its line breaks. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '経緯' });
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('承認を依頼');
    await expect(items[1]).toHaveTextContent('佐藤 一郎');
    await expect(items[1]).toHaveTextContent('会場の階数が古いままです。');
    await expect(items[3]).toHaveTextContent('承認');
    await expect(within(items[0] as HTMLElement).getByText('2026/11/20 09:12')).toHaveAttribute(
      'dateTime',
      '2026-11-20T00:12:00Z',
    );
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('まだ何もありません。')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
