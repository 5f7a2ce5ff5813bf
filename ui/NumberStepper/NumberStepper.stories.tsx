import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NumberStepper, type NumberStepperProps } from './NumberStepper.tsx';

const meta = {
  title: 'ui/NumberStepper',
  component: NumberStepper,
  args: { label: '権限レベル', min: 0, max: 7, step: 1, defaultValue: 3, onValueChange: fn() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

// Ark writes the shown value back to the input a frame after each change, hence the waitFor round values.
const parts = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    input: canvas.getByRole('spinbutton', { name: '権限レベル' }),
    up: canvas.getByRole('button', { name: '増やす' }),
    down: canvas.getByRole('button', { name: '減らす' }),
  };
};

export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    const { input } = parts(canvasElement);
    await waitFor(() => expect(input).toHaveValue('3'));
    await expect(input).toHaveAttribute('aria-valuemin', '0');
    await expect(input).toHaveAttribute('aria-valuemax', '7');
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await userEvent.type(input, '5');
    await waitFor(() => expect(input).toHaveValue('5'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
    await userEvent.type(input, '0');
    await waitFor(() => expect(input).toHaveValue('50'));
    // Over the maximum while typing is allowed, and brought back on leaving the field.
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('7'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(7);
  },
};

export const ClickingButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, up, down } = parts(canvasElement);
    await userEvent.click(up);
    await waitFor(() => expect(input).toHaveValue('4'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(down);
    await userEvent.click(down);
    await waitFor(() => expect(input).toHaveValue('2'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
    await expect(args.onValueChange).toHaveBeenCalledTimes(3);
  },
};

export const ArrowKeys: Story = {
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(input).toHaveValue('5'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveValue('4'));
  },
};

/**
 * Ark writes the field a frame after each key: a key typed before that lands in front of it ('-3' became '3-'
 * under load). A person sees each key appear before the next; so does this.
 */
const typeEachWhenShown = async (input: HTMLElement, text: string) => {
  for (let end = 1; end <= text.length; end++) {
    await userEvent.type(input, text.slice(end - 1, end));
    await waitFor(() => expect(input).toHaveValue(text.slice(0, end)));
  }
};

export const ClampsAtMinMax: Story = {
  args: { defaultValue: 7 },
  play: async ({ canvasElement }) => {
    const { input, up, down } = parts(canvasElement);
    await expect(up).toBeDisabled();
    await userEvent.click(up, { pointerEventsCheck: 0 });
    await waitFor(() => expect(input).toHaveValue('7'));
    // A typed value past the limit is brought back when leaving the field.
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveValue(''));
    await typeEachWhenShown(input, '12');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('7'));
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveValue(''));
    await typeEachWhenShown(input, '-3');
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('0'));
    await waitFor(() => expect(down).toBeDisabled());
    await expect(up).toBeEnabled();
  },
};

const meanings = ['権限なし', '閲覧のみ', '作成', '編集', '削除', '公開', '承認', 'すべての操作'];

const LevelWithMeaning = (props: NumberStepperProps) => {
  const [level, setLevel] = useState<number | null>(3);
  return (
    <NumberStepper
      {...props}
      value={level}
      onValueChange={setLevel}
      hint={level === null ? '数字を入力してください' : `レベル ${level}：${meanings[level] ?? ''}`}
    />
  );
};

export const HintShowsMeaning: Story = {
  render: (args) => <LevelWithMeaning {...args} />,
  play: async ({ canvasElement }) => {
    const { input, up } = parts(canvasElement);
    await expect(input).toHaveAccessibleDescription('レベル 3：編集');
    await userEvent.click(up);
    await waitFor(() => expect(input).toHaveValue('4'));
    await waitFor(() => expect(input).toHaveAccessibleDescription('レベル 4：削除'));
  },
};

export const ShowsErrorText: Story = {
  args: { error: '権限レベルを入力してください', defaultValue: null, required: true },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('権限レベルを入力してください');
    await expect(within(canvasElement).getByText('必須')).toBeVisible();
  },
};
