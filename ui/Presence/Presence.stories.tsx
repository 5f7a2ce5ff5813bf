import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Presence } from './Presence.tsx';

const meta = {
  title: 'ui/Presence',
  component: Presence,
  args: {
    users: [
      { id: 'u-2', name: '佐藤' },
      { id: 'u-3', name: '鈴木' },
    ],
  },
  argTypes: {
    users: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Presence>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('この画面を見ている人: 佐藤, 鈴木')).toBeInTheDocument();
    const avatars = canvas.getAllByTitle(/佐藤|鈴木/);
    await expect(avatars.map((avatar) => avatar.textContent)).toEqual(['佐', '鈴']);
    for (const avatar of avatars) {
      await expect(avatar).toBeVisible();
      await expect(avatar.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  },
};

export const FoldsBeyondMax: Story = {
  args: {
    users: ['佐藤', '鈴木', '高橋', '田中', '伊藤'].map((name, index) => ({ id: index, name })),
    max: 3,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every name is read, even the folded ones.
    await expect(canvas.getByText('この画面を見ている人: 佐藤, 鈴木, 高橋, 田中, 伊藤')).toBeInTheDocument();
    const more = canvas.getByText('+2');
    await expect(more).toHaveAttribute('title', '田中, 伊藤');
    await expect(canvas.queryByTitle('田中')).toBeNull();
  },
};

export const NobodyElse: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('main')).toBeEmptyDOMElement();
  },
};
