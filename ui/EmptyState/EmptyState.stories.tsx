import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState, emptyStateHeadingLevels } from './EmptyState.tsx';

const onCreate = fn();

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: {
    title: 'フォームはまだありません',
    description: '最初のフォームを作成すると、ここに一覧で表示されます。',
    titleAs: 'h2',
  },
  argTypes: {
    titleAs: { control: 'inline-radio', options: emptyStateHeadingLevels },
    action: { control: false },
  },
  decorators: [
    (Story) => (
      <main>
        <h1>フォーム</h1>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'フォームはまだありません' })).toBeVisible();
    await expect(canvas.getByText('最初のフォームを作成すると、ここに一覧で表示されます。')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithAction: Story = {
  args: { action: <Button onClick={onCreate}>フォームを作成する</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'フォームを作成する' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const TitleAsParagraph: Story = {
  args: { titleAs: 'p', description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    await expect(canvas.getByText('フォームはまだありません').tagName).toBe('P');
  },
};
