import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField.tsx';
import { toLocalIso } from './dateTime.ts';

/** 2026-11-24 09:30 in the browser's own time zone, wherever the story runs. */
const nov24 = toLocalIso({ year: 2026, month: 11, day: 24 }, '09:30');

const Stateful = ({ initial, ...props }: Partial<DateTimeFieldProps> & { initial: string | null }) => {
  const [value, setValue] = useState(initial);
  return (
    <DateTimeField
      label="受付開始日時"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'ui/DateTimeField',
  component: DateTimeField,
  args: { label: '受付開始日時', value: nov24, onChange: fn() },
  decorators: [
    (Story) => (
      <main style={{ minHeight: '28rem' }}>
        <h1>フォーム定義</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const parts = (iso: unknown) => {
  const date = new Date(String(iso));
  return [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];
};

/** The 和暦 beside the date, with the weekday. */
export const ShowsJapaneseEra: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('令和8年11月24日（火）')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '日付' })).toHaveValue('2026/11/24');
    await expect(canvas.getByLabelText('時刻')).toHaveValue('09:30');
  },
};

/** The calendar opens from its button, reads in Japanese, and is worked with the arrow keys and Enter. */
export const PicksDateByKeyboard: Story = {
  render: (args) => <Stateful initial={nov24} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'カレンダーを開く' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const calendar = await canvas.findByRole('grid');
    await waitFor(() => expect(canvas.getByText('2026年11月')).toBeVisible());
    // Ark hides the header row from screen readers: each day's own name says its weekday.
    const weekdays = [...calendar.querySelectorAll('thead th')].map((header) => header.textContent);
    await expect(weekdays).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement?.textContent).toBe('24'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('grid')).toBeNull());
    await expect(parts(args.onChange.mock.lastCall?.[0])).toEqual([2026, 12, 2, 9, 30]);
    await expect(canvas.getByText('令和8年12月2日（水）')).toBeVisible();
  },
};

/** A date typed as text in either form, then a time: the value is the local instant with its offset. */
export const TypesDateAndTime: Story = {
  render: (args) => <Stateful initial={null} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('指定なし')).toBeVisible();
    const date = canvas.getByRole('textbox', { name: '日付' });
    await userEvent.type(date, '2026-04-01{Enter}');
    await expect(canvas.getByText('令和8年4月1日（水）')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '日付' })).toHaveValue('2026/04/01'));
    // A date alone starts at 00:00; the time is typed over it.
    const time = canvas.getByLabelText('時刻');
    await expect(time).toHaveValue('00:00');
    await userEvent.clear(time);
    await userEvent.type(time, '13:45');
    await expect(parts(args.onChange.mock.lastCall?.[0])).toEqual([2026, 4, 1, 13, 45]);
    await expect(String(args.onChange.mock.lastCall?.[0])).toMatch(/^2026-04-01T13:45:00[+-]\d\d:\d\d$/);

    await userEvent.clear(date);
    await userEvent.type(date, '2026/05/03{Enter}');
    await expect(canvas.getByText('令和8年5月3日（日）')).toBeVisible();
    await expect(parts(args.onChange.mock.lastCall?.[0])).toEqual([2026, 5, 3, 13, 45]);
  },
};

/** 「クリア」 sets 指定なし (null). */
export const Clears: Story = {
  render: (args) => <Stateful initial={nov24} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'クリア' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('指定なし')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '日付' })).toHaveValue(''));
    await expect(canvas.getByLabelText('時刻')).toHaveValue('');
  },
};

/** Days before `min` cannot be picked. */
export const KeepsToMin: Story = {
  args: { min: toLocalIso({ year: 2026, month: 11, day: 20 }, '00:00') },
  render: (args) => <Stateful initial={nov24} min={args.min} onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'カレンダーを開く' }));
    const calendar = await canvas.findByRole('grid');
    const day19 = within(calendar)
      .getAllByRole('button')
      .find((cell) => cell.textContent === '19' && !cell.hasAttribute('data-outside-range'));
    await expect(day19).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
  },
};

/** The description and an error are read with both inputs. */
export const ShowsErrorAndDescription: Story = {
  args: {
    value: nov24,
    description: '空欄にすると、公開してすぐ受け付けます。',
    error: '終了日時は開始日時より後にしてください',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('終了日時は開始日時より後にしてください');
    await expect(canvas.getByRole('textbox', { name: '日付' })).toHaveAccessibleDescription(
      /令和8年11月24日（火）.*空欄にすると.*終了日時は開始日時より後にしてください/,
    );
    await expect(canvas.getByLabelText('時刻')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: nov24, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '日付' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'クリア' })).toBeDisabled();
  },
};
