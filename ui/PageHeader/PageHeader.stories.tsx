import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { PageHeader } from './PageHeader.tsx';

const onCreate = fn();

const meta = {
  title: 'ui/PageHeader',
  component: PageHeader,
  args: {
    title: 'メーリングリスト',
    description: 'メール送信に使う宛先の一覧です。',
    actions: <Button onClick={onCreate}>メーリングリストを作成する</Button>,
  },
  argTypes: {
    actions: { control: false },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => {
    onCreate.mockClear();
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleDescriptionActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'メーリングリスト' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('メール送信に使う宛先の一覧です。')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'メーリングリストを作成する' });
    // The actions sit on the right of the title on a wide screen.
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await userEvent.click(button);
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('メーリングリスト');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};
