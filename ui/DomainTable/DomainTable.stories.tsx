import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DomainTable, type DomainTableRow, type DomainTableWords } from './DomainTable.tsx';

const words: DomainTableWords = {
  caption: '許可ドメイン',
  domain: 'ドメイン',
  purpose: '用途',
  note: '備考',
  updatedBy: '最終更新者',
  updatedAt: '最終更新日時',
  actions: '操作',
  empty: '許可ドメインはまだありません。',
  edit: (domain) => `${domain} を編集する`,
  editLabel: '編集する',
  delete: (domain) => `${domain} を削除する`,
  deleteLabel: '削除する',
};

const rows: DomainTableRow[] = [
  {
    id: 1,
    domain: 'example.go.jp',
    purpose: 'すべて',
    note: '職員のメールアドレス',
    updatedBy: '',
    updatedAt: '2026/04/01 9:00',
  },
  {
    id: 2,
    domain: 'まち.example.lg.jp',
    ascii: 'xn--h9jxc.example.lg.jp',
    purpose: 'メーリングリストの宛先',
    note: '市区町村の窓口',
    updatedBy: '管理者 太郎',
    updatedAt: '2026/11/20 14:05',
  },
];

const meta = {
  title: 'ui/DomainTable',
  component: DomainTable,
  args: { rows, words, onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DomainTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListsDomains: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '許可ドメイン' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ドメイン', '用途', '備考', '最終更新者', '最終更新日時', '操作']);
    const [, , idn] = within(table).getAllByRole('row');
    // An IDN reads in its own script, with the form mail headers carry under it.
    await expect(idn).toHaveTextContent('まち.example.lg.jp');
    await expect(idn).toHaveTextContent('xn--h9jxc.example.lg.jp');
    await expect(idn).toHaveTextContent('管理者 太郎');
  },
};

export const EditAndDeleteNameTheDomain: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'まち.example.lg.jp を編集する' }));
    await expect(args.onEdit).toHaveBeenCalledWith(rows[1]);
    // Keyboard: Tab reaches the next action, Enter presses it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'まち.example.lg.jp を削除する' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith(rows[1]);
  },
};

export const DeleteAsALink: Story = {
  args: {
    onDelete: undefined,
    renderDelete: (row, text) => (
      <a href={`#/setting/domain/${row.id}/delete`} aria-label={text.name}>
        {text.label}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'example.go.jp を削除する' });
    await expect(link).toHaveAttribute('href', '#/setting/domain/1/delete');
  },
};

export const ReadOnlyWithoutActions: Story = {
  args: { onEdit: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
    await expect(canvas.queryAllByRole('button')).toEqual([]);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('許可ドメインはまだありません。')).toBeVisible();
  },
};
