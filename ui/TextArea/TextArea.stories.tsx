import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'ui/TextArea',
  component: TextArea,
  args: { label: '本文', onChange: fn() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypesSeveralLines: Story = {
  args: { hint: '改行できます。', required: true },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: /本文/ });
    await expect(field).toHaveAccessibleDescription('改行できます。');
    await userEvent.type(field, '1行目{Enter}2行目');
    await expect(field).toHaveValue('1行目\n2行目');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ShowsError: Story = {
  args: { error: '入力してください。', code: true },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: '本文' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('入力してください。');
  },
};
