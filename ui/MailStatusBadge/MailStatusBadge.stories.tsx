import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MailStatusBadge, mailBadgeStates } from './MailStatusBadge.tsx';

const meta = {
  title: 'ui/MailStatusBadge',
  component: MailStatusBadge,
  args: { state: 'scheduled', label: '送信予約' },
  argTypes: { state: { control: 'inline-radio', options: mailBadgeStates } },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof MailStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('送信予約')).toBeVisible();
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** While sending: the bar says how many of how many are done. */
export const SendingWithProgress: Story = {
  args: { state: 'sending', label: '送信中', progress: { done: 60, total: 150, label: '150 人中 60 人 完了' } },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
    await expect(bar).toHaveAttribute('aria-valuemax', '150');
    await expect(within(canvasElement).getByText('150 人中 60 人 完了')).toBeVisible();
  },
};

/** Every state side by side: each told in words, not by colour alone. */
export const AllStates: Story = {
  render: () => (
    <ul>
      {(
        [
          ['scheduled', '送信予約'],
          ['sending', '送信中'],
          ['sent', '送信済み'],
          ['partial', '一部失敗'],
          ['failed', '送信失敗'],
          ['cancelled', '取消済み'],
          ['unknown', 'bounced'],
        ] as const
      ).map(([state, label]) => (
        <li key={state}>
          <MailStatusBadge state={state} label={label} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const [label, tone] of [
      ['送信予約', 'pending'],
      ['送信中', 'active'],
      ['送信済み', 'positive'],
      ['一部失敗', 'caution'],
      ['送信失敗', 'critical'],
      ['取消済み', 'muted'],
      ['bounced', 'neutral'],
    ] as const) {
      await expect(within(canvasElement).getByText(label)).toBeVisible();
      // The shared state badge (ui/StatusBadge) in the tone of the state.
      await expect(within(canvasElement).getByText(label)).toHaveAttribute('data-tone', tone);
    }
  },
};
