import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { InlineAlert } from '../InlineAlert/index.ts';
import type { NoticeType } from '../NoticeItem/index.ts';
import { NoticeEditor, type NoticeEditorProps, type NoticeEditorValue } from './NoticeEditor.tsx';

const types: { value: NoticeType; label: string }[] = [
  { value: 'error', label: 'エラー' },
  { value: 'urgent', label: '緊急' },
  { value: 'success', label: '完了' },
  { value: 'warning', label: '注意' },
  { value: 'others', label: 'お知らせ' },
];

const words = {
  type: '種類',
  title: '件名',
  titleHint: '一覧に表示されます。ベルには表示されません。',
  content: '本文（HTML）',
  contentHint: '<p>、<b>、<a> などのタグが使えます。スクリプトは取り除かれます。',
  important: '重要なお知らせにする',
  preview: 'プレビュー',
  previewHint: 'ベルの一覧に表示されるとおりに表示します。',
  previewEmpty: '本文を入力すると、ここに表示されます。',
  unread: '未読',
  importantMark: '重要',
};

const empty: NoticeEditorValue = { type: 'others', title: '', content: '', important: false };

/** The editor with its value kept here, as a page keeps it in its model. */
const Stateful = ({ initial = empty, ...props }: Partial<NoticeEditorProps> & { initial?: NoticeEditorValue }) => {
  const [value, setValue] = useState(initial);
  return (
    <NoticeEditor
      types={types}
      words={words}
      submitLabel="送信する"
      onSubmit={fn()}
      previewHeadingAs="h2"
      {...props}
      value={value}
      onChange={(change) => {
        setValue((current) => ({ ...current, ...change }));
        props.onChange?.(change);
      }}
    />
  );
};

const meta = {
  title: 'ui/NoticeEditor',
  component: NoticeEditor,
  args: {
    value: empty,
    types,
    words,
    submitLabel: '送信する',
    previewHeadingAs: 'h2',
    onChange: fn(),
    onSubmit: fn(),
  },
  decorators: [
    (Story) => (
      <main style={{ minHeight: '40rem' }}>
        <h1>お知らせ</h1>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof NoticeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const preview = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('notice-preview');

/** What is typed shows at once in the preview, drawn by the bell's own item: type colour, 重要, HTML kept. */
export const PreviewFollowsTyping: Story = {
  render: (args) => <Stateful onChange={args.onChange} onSubmit={args.onSubmit} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(preview(canvasElement)).toHaveTextContent('本文を入力すると、ここに表示されます。');
    await userEvent.type(canvas.getByRole('textbox', { name: /本文/ }), '<p><b>本日 15 時</b>に点検します。</p>', {
      skipClick: false,
    });
    const item = within(preview(canvasElement)).getByRole('listitem');
    await expect(within(item).getByText('本日 15 時').tagName).toBe('B');
    await expect(item.querySelector('[data-type="others"]')).toHaveTextContent('お知らせ');
    await expect(within(item).queryByText('重要')).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: '重要なお知らせにする' }));
    await expect(within(item).getByText('重要')).toBeVisible();

    await userEvent.click(canvas.getByRole('combobox', { name: /種類/ }));
    await userEvent.click(await canvas.findByRole('option', { name: '緊急' }));
    await waitFor(() => expect(item.querySelector('[data-type="urgent"]')).toHaveTextContent('緊急'));
    await expect(args.onChange).toHaveBeenCalledWith({ type: 'urgent' });
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
  },
};

/** Markup that would run script is shown sanitised in the preview, as in the bell: no handler, no script. */
export const PreviewIsSanitised: Story = {
  render: () => (
    <Stateful
      initial={{
        type: 'error',
        title: '',
        content:
          '<p>障害<img src="x" alt="" onerror="window.__previewXss = 1"><script>window.__previewXss = 2</script></p>',
        important: false,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const item = within(preview(canvasElement)).getByRole('listitem');
    await expect(item).toHaveTextContent('障害');
    await expect(item.querySelector('img[onerror], script')).toBeNull();
    await expect((window as { __previewXss?: number }).__previewXss).toBeUndefined();
  },
};

/** The form is used from the keyboard alone: Tab through the fields, Space on the box, Enter sends. */
export const KeyboardOnly: Story = {
  render: (args) => <Stateful onSubmit={args.onSubmit} initial={{ ...empty, content: '<p>x</p>' }} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: /種類/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: '件名' })).toHaveFocus();
    await userEvent.keyboard('定期点検');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /本文/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '重要なお知らせにする' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '重要なお知らせにする' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '送信する' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A check that failed is said at its field, linked to it; a refusal sits above the fields. */
export const ShowsErrors: Story = {
  args: {
    errors: { content: '入力してください。', title: '200 文字以内で入力してください（いま 201 文字）。' },
    status: (
      <InlineAlert severity="error" title="保存できませんでした">
        権限がありません。
      </InlineAlert>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /本文/ })).toHaveAccessibleDescription(
      expect.stringContaining('入力してください。'),
    );
    await expect(canvas.getByRole('textbox', { name: '件名' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('権限がありません。')).toBeVisible();
  },
};

/** While the notice is being sent the button says so and takes no second press. */
export const Sending: Story = {
  args: { pending: true, value: { ...empty, content: '<p>送信中</p>' } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '送信する' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
