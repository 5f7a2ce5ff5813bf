import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SettingsForm, type SettingsFormProps, type SettingsFormWords } from './SettingsForm.tsx';

const words: SettingsFormWords = {
  title: 'システム設定',
  label: '自動ログアウトまでの時間（分）',
  hint: '1 分から 1440 分（24 時間）まで。最後の操作からこの時間が過ぎると、どの画面からもログアウトします。',
  submit: '保存する',
  saveErrorTitle: '保存できませんでした',
  readOnlyTitle: '変更できません',
  inWords: (minutes) =>
    minutes >= 60 ? `${Math.floor(minutes / 60)} 時間${minutes % 60 ? ` ${minutes % 60} 分` : ''}` : `${minutes} 分`,
};

/** As a page would: it keeps the value. */
const Stateful = (props: SettingsFormProps) => {
  const [minutes, setMinutes] = useState(props.minutes);
  return (
    <SettingsForm
      {...props}
      minutes={minutes}
      onMinutesChange={(next) => {
        setMinutes(next);
        props.onMinutesChange(next);
      }}
    />
  );
};

const meta = {
  title: 'ui/SettingsForm',
  component: SettingsForm,
  args: { minutes: 60, min: 1, max: 1440, words, onMinutesChange: fn(), onSubmit: fn() },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Ark writes the number field a frame after each key: a key typed before that lands in front of it. A person
 * sees each key appear before the next; so does this.
 */
const typeEachWhenShown = async (input: HTMLElement, text: string) => {
  for (let end = 1; end <= text.length; end++) {
    await userEvent.type(input, text.slice(end - 1, end));
    await waitFor(() => expect(input).toHaveValue(text.slice(0, end)));
  }
};

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('spinbutton', { name: '自動ログアウトまでの時間（分）' });

export const EditsInMinutes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await waitFor(() => expect(input).toHaveValue('60'));
    await expect(canvas.getByText('1 時間')).toBeVisible();
    await expect(input).toHaveAttribute('aria-valuemin', '1');
    await expect(input).toHaveAttribute('aria-valuemax', '1440');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('1440 分'));
    await userEvent.clear(input);
    await waitFor(() => expect(input).toHaveValue(''));
    await typeEachWhenShown(input, '90');
    await waitFor(() => expect(args.onMinutesChange).toHaveBeenLastCalledWith(90));
    await expect(canvas.getByText('1 時間 30 分')).toBeVisible();
    // Enter in the field saves: the keyboard is enough.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SavesWithTheButton: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存する' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ShowsTheFieldCheck: Story = {
  args: { minutes: null, error: '入力してください。' },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('入力してください。'));
  },
};

export const ShowsTheRefusalWithTheValueKept: Story = {
  args: { minutes: 30, saveError: 'この操作を行う権限がありません。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('保存できませんでした')).toBeVisible();
    await expect(canvas.getByText('この操作を行う権限がありません。')).toBeVisible();
    await waitFor(() => expect(field(canvasElement)).toHaveValue('30'));
  },
};

export const SavingSendsOnce: Story = {
  args: { saving: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存する' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.type(field(canvasElement), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ReadOnlyWithTheReason: Story = {
  args: { readOnly: 'システム設定を変更するには、権限レベル 2 以上が必要です。' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('変更できません')).toBeVisible();
    await expect(field(canvasElement)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存する' })).toBeNull();
  },
};
