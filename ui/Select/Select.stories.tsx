import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationsDone } from '../storyAnimations.ts';
import { Select, type SelectItem, type SelectProps } from './Select.tsx';

const items = [
  { value: 'CMS', label: 'CMS' },
  { value: 'FORM', label: 'フォーム' },
  { value: 'MAIL', label: 'メール送信' },
  { value: 'CONFIG', label: '環境設定', disabled: true },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { label: '権限の範囲', items, onValueChange: fn() },
  argTypes: {
    items: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <main style={{ minHeight: '20rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: '権限の範囲' });

export const ChoosesWithMouse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = field(canvasElement);
    await expect(trigger).toHaveTextContent('選択してください');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const listbox = await canvas.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(within(listbox).getByRole('option', { name: 'フォーム' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('FORM');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('フォーム');
    await expect(trigger).toHaveFocus();
  },
};

export const ChoosesWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = field(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await animationsDone(canvasElement.ownerDocument);
    // The list takes the focus a frame after it opens; keys go to it from then on.
    await waitFor(() => expect(listbox).toHaveFocus());
    // The first option is highlighted, then the next one.
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'CMS' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'メール送信' })).toHaveAttribute('data-highlighted');
    // The disabled option is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: '環境設定' })).not.toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('MAIL');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('メール送信');
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeKeepsValue: Story = {
  args: { defaultValue: 'CMS' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = field(canvasElement);
    await expect(trigger).toHaveTextContent('CMS');
    await userEvent.click(trigger);
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('CMS');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ShowsErrorText: Story = {
  args: { hint: '担当する業務を選んでください。', error: '権限の範囲を選択してください' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = field(canvasElement);
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('権限の範囲を選択してください');
    await expect(trigger).toHaveAccessibleDescription('担当する業務を選んでください。 権限の範囲を選択してください');
  },
};

export const RequiredMark: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('必須')).toBeVisible();
    // The badge is not part of the name; the button says it is required.
    await expect(field(canvasElement)).toHaveAttribute('aria-required', 'true');
  },
};

const ControlledSelect = (props: SelectProps) => {
  const [value, setValue] = useState<string | null>('MAIL');
  return (
    <>
      <Select {...props} value={value} onValueChange={setValue} />
      <p>選択中：{value ?? 'なし'}</p>
    </>
  );
};

export const ControlledFollowsState: Story = {
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = field(canvasElement);
    await expect(trigger).toHaveTextContent('メール送信');
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('option', { name: 'CMS' }));
    await expect(canvas.getByText('選択中：CMS')).toBeVisible();
    await expect(trigger).toHaveTextContent('CMS');
  },
};

export const SubmitsWithForm: Story = {
  args: { name: 'area', defaultValue: 'FORM' },
  render: (args) => (
    <form aria-label="権限">
      <Select {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: '権限' }) as HTMLFormElement;
    await expect(new FormData(form).get('area')).toBe('FORM');
  },
};

type Area = 'CMS' | 'FORM' | 'MAIL';

const areaItems: readonly SelectItem<Area>[] = [
  { value: 'CMS', label: 'CMS' },
  { value: 'FORM', label: 'フォーム' },
  { value: 'MAIL', label: 'メール送信' },
];

/** A page's state typed by a union: the setter goes in as it is, with no cast of the chosen value. */
const AreaSelect = (props: SelectProps) => {
  const [area, setArea] = useState<Area | null>(null);
  const words: Record<Area, string> = {
    CMS: 'ページを編集できます',
    FORM: 'フォームを作れます',
    MAIL: 'メールを送れます',
  };
  return (
    <>
      <Select label={props.label} items={areaItems} value={area} onValueChange={setArea} />
      <p>{area ? words[area] : '範囲を選んでください'}</p>
    </>
  );
};

export const TypedByItsValues: Story = {
  render: (args) => <AreaSelect {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('範囲を選んでください')).toBeVisible();
    await userEvent.click(field(canvasElement));
    await userEvent.click(await canvas.findByRole('option', { name: 'フォーム' }));
    // The value came back as the item's own value, usable as a key of the union.
    await expect(canvas.getByText('フォームを作れます')).toBeVisible();
    await expect(field(canvasElement)).toHaveTextContent('フォーム');
  },
};
