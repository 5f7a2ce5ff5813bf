import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RecipientSummary } from './RecipientSummary.tsx';

const meta = {
  title: 'ui/RecipientSummary',
  component: RecipientSummary,
  args: {
    state: 'counted',
    recipientCount: 152,
    duplicateCount: 3,
    outsideDomains: [],
    words: {
      count: (count: number) => `受信者 ${count} 人`,
      duplicates: (count: number) => `複数のメーリングリストにある ${count} 件は 1 通にまとめます。`,
      outsideTitle: (count: number) => `許可ドメイン外のメールアドレスが ${count} 件あります`,
      outsideBody: '宛先に誤りがないか確かめてください。',
      more: (count: number) => `ほか ${count} 件`,
      unsubscribe: '配信停止の案内（List-Unsubscribe）を付けて送ります。',
      counting: '受信者を数えています',
      failed: '受信者を数えられませんでした。',
      none: 'メーリングリストを選ぶと、受信者の数が表示されます。',
    },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof RecipientSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CountAfterDuplicates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('受信者 152 人')).toBeVisible();
    await expect(canvas.getByText(/3 件は 1 通にまとめます/)).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Outside the allowed domains: the count and the first few addresses. */
export const OutsideDomainWarning: Story = {
  args: {
    outsideDomains: [
      'a@gmail.com',
      'b@example.com',
      'c@example.net',
      'd@example.org',
      'e@example.jp',
      'f@example.com',
      'g@example.com',
    ],
    unsubscribe: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('許可ドメイン外のメールアドレスが 7 件あります')).toBeVisible();
    await expect(canvas.getByText('a@gmail.com')).toBeVisible();
    await expect(canvas.queryByText('f@example.com')).toBeNull();
    await expect(canvas.getByText('ほか 2 件')).toBeVisible();
    await expect(canvas.getByText(/List-Unsubscribe/)).toBeVisible();
  },
};

export const NothingChosen: Story = {
  args: { state: 'idle' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/メーリングリストを選ぶと/)).toBeVisible();
  },
};
