import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationsDone } from '../storyAnimations.ts';
import { NoticeFilters } from './NoticeFilters.tsx';

type TypeChoice = 'all' | 'error' | 'urgent' | 'success' | 'warning' | 'others';
const types: { value: TypeChoice; label: string }[] = [
  { value: 'all', label: 'すべて' },
  { value: 'error', label: 'エラー' },
  { value: 'urgent', label: '緊急' },
  { value: 'success', label: '完了' },
  { value: 'warning', label: '注意' },
  { value: 'others', label: 'お知らせ' },
];
const words = { label: '絞り込み', type: '種類', unreadOnly: '未読のみ', clear: '絞り込みを解除' };

const meta = {
  title: 'ui/NoticeFilters',
  component: NoticeFilters<TypeChoice>,
  args: {
    types,
    type: 'all',
    unreadOnly: false,
    count: '12 件中 12 件を表示',
    active: false,
    words,
    onTypeChange: fn(),
    onUnreadOnlyChange: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <main style={{ minHeight: '24rem' }}>
        <h1>お知らせ</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NoticeFilters<TypeChoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filters with their state kept here, as the page keeps it in the kit's list filter. */
const Stateful = (props: { onTypeChange: (type: TypeChoice) => void; onUnreadOnlyChange: (on: boolean) => void }) => {
  const [type, setType] = useState<TypeChoice>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const active = type !== 'all' || unreadOnly;
  return (
    <NoticeFilters
      types={types}
      words={words}
      type={type}
      unreadOnly={unreadOnly}
      active={active}
      count={active ? '12 件中 3 件を表示' : '12 件中 12 件を表示'}
      onTypeChange={(next) => {
        setType(next);
        props.onTypeChange(next);
      }}
      onUnreadOnlyChange={(next) => {
        setUnreadOnly(next);
        props.onUnreadOnlyChange(next);
      }}
      onClear={() => {
        setType('all');
        setUnreadOnly(false);
      }}
    />
  );
};

/** A type and 未読のみ narrow the list; the count is read out; 絞り込みを解除 shows everything again. */
export const FiltersByTypeAndUnread: Story = {
  render: (args) => <Stateful onTypeChange={args.onTypeChange} onUnreadOnlyChange={args.onUnreadOnlyChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '絞り込み' })).toHaveAccessibleDescription('12 件中 12 件を表示');
    await expect(canvas.queryByRole('button', { name: '絞り込みを解除' })).toBeNull();
    await userEvent.click(canvas.getByRole('combobox', { name: '種類' }));
    await userEvent.click(await canvas.findByRole('option', { name: '緊急' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('urgent');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('checkbox', { name: '未読のみ' }));
    await expect(args.onUnreadOnlyChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('12 件中 3 件を表示')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: '絞り込みを解除' }));
    await expect(canvas.getByRole('combobox', { name: '種類' })).toHaveTextContent('すべて');
    await expect(canvas.getByRole('checkbox', { name: '未読のみ' })).not.toBeChecked();
  },
};

/** From the keyboard: the type with the arrow keys and Enter, the box with Space. */
export const KeyboardOnly: Story = {
  render: (args) => <Stateful onTypeChange={args.onTypeChange} onUnreadOnlyChange={args.onUnreadOnlyChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: '種類' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await animationsDone(canvasElement.ownerDocument);
    // The list takes the focus a frame after it opens; a key pressed before that goes to the trigger, whose
    // arrow keys act only while the list is closed, and is lost.
    await waitFor(() => expect(listbox).toHaveFocus());
    await expect(within(listbox).getByRole('option', { name: 'すべて' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'エラー' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onTypeChange).toHaveBeenCalledWith('error');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '未読のみ' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onUnreadOnlyChange).toHaveBeenCalledWith(true);
  },
};

/** Filtered: the clear button is offered beside the filters. */
export const Active: Story = {
  args: { type: 'warning', unreadOnly: true, active: true, count: '12 件中 1 件を表示' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '種類' })).toHaveTextContent('注意');
    await expect(canvas.getByRole('checkbox', { name: '未読のみ' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '絞り込みを解除' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
