import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge, statusBadgeTones } from './StatusBadge.tsx';

const meta = {
  title: 'ui/StatusBadge',
  component: StatusBadge,
  args: { tone: 'active', children: '書き出し中' },
  argTypes: { tone: { control: 'inline-radio', options: statusBadgeTones } },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The state is told in words; the tone is only its colour. */
export const SaysTheState: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('書き出し中');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-tone', 'active');
  },
};

/** A state each tone is used for. */
const examples = [
  ['pending', '送信予約'],
  ['active', '送信中'],
  ['positive', '完了'],
  ['caution', '一部失敗'],
  ['critical', '失敗'],
  ['muted', '取り消し'],
  ['neutral', 'bounced'],
] as const;

/** Every tone side by side, each with the words of a state it is used for (axe checks their contrast). */
export const AllTones: Story = {
  render: () => (
    <ul>
      {examples.map(([tone, label]) => (
        <li key={tone}>
          <StatusBadge tone={tone}>{label}</StatusBadge>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    for (const [tone, label] of examples) {
      const badge = within(canvasElement).getByText(label);
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAttribute('data-tone', tone);
    }
  },
};
