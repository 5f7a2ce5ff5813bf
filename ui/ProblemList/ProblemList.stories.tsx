import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProblemList } from './ProblemList.tsx';

const meta = {
  title: 'ui/ProblemList',
  component: ProblemList,
  args: {
    onSelect: fn(),
    problems: [
      { line: 12, column: 5, message: '見出しのレベルが h2 から h4 に飛んでいます。', severity: 'warning' },
      { line: 3, column: 3, message: '画像に代替テキスト（alt 属性）がありません。', severity: 'error' },
      { line: 20, message: '表に見出しセルがありません。', severity: 'error' },
    ],
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ProblemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InLineOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('エラー 2 件、警告 1 件');
    const list = canvas.getByRole('list', { name: 'エラー 2 件、警告 1 件' });
    const items = within(list).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual([
      'エラー3 行 3 列画像に代替テキスト（alt 属性）がありません。',
      '警告12 行 5 列見出しのレベルが h2 から h4 に飛んでいます。',
      'エラー20 行目表に見出しセルがありません。',
    ]);
    // Severity is said in words, not by colour alone.
    await expect(items[0]).toHaveAccessibleName(/^エラー/);
    await expect(items[1]).toHaveAccessibleName(/^警告/);
  },
};

export const ChoosesWithMouseOrKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /12 行 5 列/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ line: 12, column: 5 }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /20 行目/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ line: 20 }));
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ line: 3, column: 3 }));
    await expect(args.onSelect).toHaveBeenCalledTimes(3);
  },
};

export const NoProblems: Story = {
  args: { problems: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('問題はありません');
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
