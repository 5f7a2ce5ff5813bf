import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormItemsEditor, type FormItemsEditorProps } from './FormItemsEditor.tsx';
import type { FormItemSettingKind, FormItemsEditorItem, FormItemsEditorType } from './types.ts';

/*
 * The eleven item types as the contract names them (contract/form.ts). ui/ may not import contract/, so the
 * story spells them out; the page passes formItemTypes, formItemTypeLabels and newFormItem.
 */
const typeSettings = {
  text: ['1行テキスト', 'length'],
  textarea: ['複数行テキスト', 'length'],
  email: ['メールアドレス', 'length'],
  tel: ['電話番号', 'length'],
  number: ['数値', 'range'],
  date: ['日付', 'plain'],
  radio: ['単一選択', 'options'],
  checkbox: ['複数選択', 'options'],
  select: ['プルダウン', 'options'],
  file: ['ファイル添付', 'file'],
  consent: ['同意チェック', 'statement'],
} as const satisfies Record<string, readonly [string, FormItemSettingKind]>;
type ItemType = keyof typeof typeSettings;
type Item = FormItemsEditorItem<ItemType>;

const types: FormItemsEditorType<ItemType>[] = Object.entries(typeSettings).map(([value, [label, settings]]) => ({
  value: value as ItemType,
  label,
  settings,
}));

const newItem = (type: ItemType, key: string): Item => ({
  key,
  label: typeSettings[type][0],
  type,
  required: type === 'consent',
  help: '',
  options: typeSettings[type][1] === 'options' ? ['選択肢1', '選択肢2'] : [],
  minLength: null,
  maxLength: type === 'textarea' ? 2000 : typeSettings[type][1] === 'length' ? 200 : null,
  min: null,
  max: null,
  accept: type === 'file' ? ['pdf', 'jpg', 'jpeg', 'png'] : [],
  maxSize: type === 'file' ? 5 * 1024 * 1024 : null,
});

const threeItems: Item[] = [
  { ...newItem('text', 'q1'), label: '氏名', required: true },
  { ...newItem('email', 'q2'), label: 'メールアドレス', required: true },
  { ...newItem('radio', 'q3'), label: '参加方法', options: ['会場', 'オンライン'] },
];

/** The editor with its items kept here, as a page keeps them in its model. */
const Stateful = ({ initial, ...props }: Partial<FormItemsEditorProps<ItemType>> & { initial: Item[] }) => {
  const [items, setItems] = useState(initial);
  return (
    <FormItemsEditor
      types={types}
      newItem={newItem}
      {...props}
      items={items}
      onChange={(next) => {
        setItems(next);
        props.onChange?.(next);
      }}
    />
  );
};

const meta = {
  title: 'ui/FormItemsEditor',
  component: FormItemsEditor<ItemType>,
  args: { items: threeItems, types, newItem, onChange: fn() },
  decorators: [
    (Story) => (
      <main>
        <h1>フォーム定義</h1>
        <h2>項目</h2>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof FormItemsEditor<ItemType>>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('li [data-part="label"]')].map((label) => label.textContent);
const rowButton = (canvasElement: HTMLElement, index: number) => {
  const row = within(canvasElement).getAllByRole('listitem')[index];
  if (!row) throw new Error(`no row ${index}`);
  return within(row).getAllByRole('button')[0] as HTMLElement;
};
/** What the editor last handed back. */
const lastItems = (onChange: { mock: { lastCall?: unknown[] } }) => (onChange.mock.lastCall?.[0] ?? []) as Item[];
const status = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** No items: the list says how to begin. */
export const Empty: Story = {
  render: (args) => <Stateful initial={[]} onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('項目がありません。下の「項目を追加」から追加してください。'),
    ).toBeVisible();
  },
};

/** Each of the eleven types is added under a fresh key, selected, and shows its own settings. */
export const AddsEachTypeWithItsSettings: Story = {
  render: (args) => <Stateful initial={[]} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const expected: Record<FormItemSettingKind, string[]> = {
      length: ['最小文字数', '最大文字数'],
      range: ['最小値', '最大値'],
      options: ['選択肢'],
      file: ['受け付ける拡張子', '最大サイズ（MB）'],
      plain: [],
      statement: [],
    };
    const all = ['最小文字数', '最大文字数', '最小値', '最大値', '選択肢', '受け付ける拡張子', '最大サイズ（MB）'];
    for (const [index, type] of types.entries()) {
      await userEvent.click(canvas.getByRole('combobox', { name: '追加する項目の種類' }));
      await userEvent.click(await canvas.findByRole('option', { name: type.label }));
      await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: '項目を追加' }));
      await expect(canvas.getByRole('heading', { name: `『${type.label}』の設定（${type.label}）` })).toBeVisible();
      await expect(rowButton(canvasElement, index)).toHaveAttribute('aria-current', 'true');
      await expect(status(canvasElement)).toHaveTextContent(`『${type.label}』を追加しました`);
      for (const name of all) {
        const shown = canvas.queryByLabelText(new RegExp(`^${name.replace(/[()（）]/g, '.')}`));
        if (expected[type.settings].includes(name)) await expect(shown).not.toBeNull();
        else await expect(shown).toBeNull();
      }
      await expect(canvas.getByLabelText(type.settings === 'statement' ? '同意する内容' : '項目名')).toHaveValue(
        type.label,
      );
      await expect(canvas.queryByRole('checkbox', { name: '必須にする' }) === null).toBe(type.settings === 'statement');
    }
    await expect(order(canvasElement)).toHaveLength(11);
    const last = lastItems(args.onChange);
    await expect(last.map((item) => item.key)).toEqual([
      'q1',
      'q2',
      'q3',
      'q4',
      'q5',
      'q6',
      'q7',
      'q8',
      'q9',
      'q10',
      'q11',
    ]);
    // The key is under 「詳細」, in monospace.
    await userEvent.click(canvas.getByText('詳細'));
    await expect(canvas.getByRole('textbox', { name: 'キー' })).toHaveValue('q11');
  },
};

/** Settings typed in the panel reach the item: choices one per line, extensions comma-separated, size in MB. */
export const EditsSettings: Story = {
  render: (args) => <Stateful initial={[...threeItems, newItem('file', 'q4')]} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(rowButton(canvasElement, 2));
    const options = canvas.getByRole('textbox', { name: /選択肢/ });
    await userEvent.clear(options);
    await userEvent.type(options, '会場{Enter}オンライン{Enter}');
    await userEvent.tab();
    await expect(lastItems(args.onChange)[2]?.options).toEqual(['会場', 'オンライン']);
    await userEvent.click(rowButton(canvasElement, 3));
    const accept = canvas.getByRole('textbox', { name: /受け付ける拡張子/ });
    await userEvent.clear(accept);
    await userEvent.type(accept, 'PDF, .docx');
    await userEvent.tab();
    await expect(lastItems(args.onChange)[3]?.accept).toEqual(['pdf', 'docx']);
    const size = canvas.getByRole('spinbutton', { name: /最大サイズ/ });
    await userEvent.clear(size);
    await userEvent.type(size, '2');
    await expect(lastItems(args.onChange)[3]?.maxSize).toBe(2 * 1024 * 1024);
  },
};

/** Alt+↓ and Alt+↑ on a focused row move it; focus stays on it and the move is announced. */
export const ReordersByKeyboard: Story = {
  render: (args) => <Stateful initial={threeItems} onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    rowButton(canvasElement, 0).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(order(canvasElement)).toEqual(['メールアドレス', '氏名', '参加方法']);
    await expect(rowButton(canvasElement, 1)).toHaveFocus();
    await expect(status(canvasElement)).toHaveTextContent('『氏名』を2番目に移動しました');
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(order(canvasElement)).toEqual(['メールアドレス', '参加方法', '氏名']);
    await expect(rowButton(canvasElement, 2)).toHaveFocus();
    await expect(status(canvasElement)).toHaveTextContent('『氏名』を3番目に移動しました');
    // The last row goes no further.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(order(canvasElement)).toEqual(['メールアドレス', '参加方法', '氏名']);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(order(canvasElement)).toEqual(['メールアドレス', '氏名', '参加方法']);
    await expect(rowButton(canvasElement, 1)).toHaveFocus();
  },
};

/** The move buttons on each row; the first cannot go up, the last cannot go down. */
export const ReordersByButtons: Story = {
  render: (args) => <Stateful initial={threeItems} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '『氏名』を上へ移動' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '『参加方法』を下へ移動' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '『参加方法』を上へ移動' }));
    await expect(order(canvasElement)).toEqual(['氏名', '参加方法', 'メールアドレス']);
    await expect(status(canvasElement)).toHaveTextContent('『参加方法』を2番目に移動しました');
    await userEvent.click(canvas.getByRole('button', { name: '『氏名』を下へ移動' }));
    await expect(order(canvasElement)).toEqual(['参加方法', '氏名', 'メールアドレス']);
    // Focus follows the moved row.
    await expect(canvas.getByRole('button', { name: '『氏名』を下へ移動' })).toHaveFocus();
    await expect(lastItems(args.onChange).map((item) => item.key)).toEqual(['q3', 'q1', 'q2']);
  },
};

/** Dragging a row's handle onto another row puts it there. */
export const ReordersByDrag: Story = {
  render: (args) => <Stateful initial={threeItems} onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem');
    const handle = within(canvasElement).getAllByTestId('form-item-drag-handle')[0] as HTMLElement;
    const dataTransfer = new DataTransfer();
    await fireEvent.dragStart(handle, { dataTransfer });
    await fireEvent.dragOver(rows[2] as HTMLElement, { dataTransfer });
    await fireEvent.drop(rows[2] as HTMLElement, { dataTransfer });
    await fireEvent.dragEnd(handle, { dataTransfer });
    await expect(order(canvasElement)).toEqual(['メールアドレス', '参加方法', '氏名']);
    await expect(status(canvasElement)).toHaveTextContent('『氏名』を3番目に移動しました');
  },
};

/** 複製: a copy under a new key, 「（コピー）」 after its label, just below, selected. */
export const Duplicates: Story = {
  render: (args) => <Stateful initial={threeItems} onChange={args.onChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '『氏名』を複製' }));
    await expect(order(canvasElement)).toEqual(['氏名', '氏名（コピー）', 'メールアドレス', '参加方法']);
    await expect(rowButton(canvasElement, 1)).toHaveAttribute('aria-current', 'true');
    const copy = lastItems(args.onChange)[1];
    await expect(copy).toMatchObject({ key: 'q4', label: '氏名（コピー）', type: 'text', required: true });
  },
};

/** Deleting is at once, with 「元に戻す」 until the next change; undo puts the item back in its place. */
export const DeletesThenUndoes: Story = {
  render: (args) => <Stateful initial={threeItems} onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '『メールアドレス』を削除' }));
    await expect(order(canvasElement)).toEqual(['氏名', '参加方法']);
    const undo = canvas.getByRole('button', { name: '元に戻す' });
    await expect(undo.parentElement).toHaveTextContent('『メールアドレス』を削除しました');
    await expect(status(canvasElement)).toHaveTextContent('『メールアドレス』を削除しました');
    await expect(undo).toHaveFocus();
    await userEvent.click(undo);
    await expect(order(canvasElement)).toEqual(['氏名', 'メールアドレス', '参加方法']);
    await expect(canvas.queryByRole('button', { name: '元に戻す' })).toBeNull();
    await expect(rowButton(canvasElement, 1)).toHaveFocus();

    // Another change ends the chance to undo.
    await userEvent.click(canvas.getByRole('button', { name: '『参加方法』を削除' }));
    await userEvent.click(canvas.getByRole('button', { name: '『氏名』を下へ移動' }));
    await expect(canvas.queryByRole('button', { name: '元に戻す' })).toBeNull();
  },
};

/** A check that failed is said beside its field, the row is marked, and a list-wide one sits above. */
export const ShowsErrors: Story = {
  args: {
    errors: {
      items: '項目のキーが重複しています',
      'items.2.options': '同じ選択肢が重複しています',
      'items.2.key': '半角英字で始まる50文字以内の英数字で入力してください',
    },
  },
  render: (args) => <Stateful initial={threeItems} errors={args.errors} onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('項目のキーが重複しています')).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(within(rows[2] as HTMLElement).getByText('エラーあり')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).queryByText('エラーあり')).toBeNull();
    await userEvent.click(rowButton(canvasElement, 2));
    await expect(canvas.getByRole('textbox', { name: /選択肢/ })).toHaveAccessibleDescription(
      /同じ選択肢が重複しています/,
    );
    // The key's error opens 「詳細」 so it is seen.
    await expect(canvas.getByRole('textbox', { name: 'キー' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'キー' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled: every change is refused, the rows can still be opened to read. */
export const Disabled: Story = {
  render: (args) => <Stateful initial={threeItems} disabled onChange={args.onChange} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '『氏名』を削除' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '項目を追加' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: '項目名' })).toBeDisabled();
  },
};
