import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField, type TextFieldProps, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'メールアドレス', type: 'email', name: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
  },
  // Fields sit inside the page's main landmark in the app.
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: '例：taro.yamada@example.go.jp' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'メールアドレス' });
    await expect(input).toHaveAccessibleDescription('例：taro.yamada@example.go.jp');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ShowsErrorText: Story = {
  args: {
    hint: '例：taro.yamada@example.go.jp',
    error: 'メールアドレスの形式が正しくありません',
    defaultValue: 'taro.yamada',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('メールアドレスの形式が正しくありません');
    // Both the hint and the error are read with the field.
    await expect(input).toHaveAccessibleDescription(
      '例：taro.yamada@example.go.jp メールアドレスの形式が正しくありません',
    );
  },
};

export const RequiredMark: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('必須')).toBeVisible();
    // The badge is not read twice: the name stays the label, the required state comes from the input.
    const input = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await expect(input).toBeRequired();
  },
};

export const TypingUpdatesValue: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'メールアドレス' });
    await userEvent.type(input, 'hanako@example.go.jp');
    await expect(input).toHaveValue('hanako@example.go.jp');
    await expect(args.onChange).toHaveBeenCalledTimes('hanako@example.go.jp'.length);
  },
};

const ControlledField = (props: TextFieldProps) => {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        {...props}
        value={value}
        onChange={(event) => setValue(event.target.value.toLowerCase())}
        hint={`入力中：${value || '（なし）'}`}
      />
      <Button variant="secondary" size="small" onClick={() => setValue('')}>
        クリア
      </Button>
    </>
  );
};

export const ControlledFollowsState: Story = {
  render: (args) => <ControlledField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'メールアドレス' });
    await userEvent.type(input, 'Hanako@Example.GO.JP');
    // The state, not the keystrokes, decides what is shown.
    await expect(input).toHaveValue('hanako@example.go.jp');
    await expect(input).toHaveAccessibleDescription('入力中：hanako@example.go.jp');
    await userEvent.click(canvas.getByRole('button', { name: 'クリア' }));
    await expect(input).toHaveValue('');
  },
};

export const Password: Story = {
  args: { label: 'パスワード', type: 'password', name: 'password', autoComplete: 'current-password', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/パスワード/);
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'himitsu');
    await expect(input).toHaveValue('himitsu');
  },
};
