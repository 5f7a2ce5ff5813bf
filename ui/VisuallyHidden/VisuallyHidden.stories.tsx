import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'ui/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '新着のお知らせが3件あります' },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadableButNotVisible: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('新着のお知らせが3件あります');
    const box = text.getBoundingClientRect();
    await expect(box.width * box.height).toBeLessThanOrEqual(1);
    await expect(text).not.toHaveStyle({ display: 'none' });
    await expect(text).not.toHaveStyle({ visibility: 'hidden' });
  },
};
