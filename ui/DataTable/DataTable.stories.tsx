import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './DataTable.tsx';

type Account = { id: number; name: string; email: string; level: number };

const accounts: Account[] = [
  { id: 1, name: '山田 太郎', email: 'taro.yamada@example.lg.jp', level: 3 },
  { id: 2, name: '佐藤 花子', email: 'hanako.sato@example.lg.jp', level: 7 },
  { id: 3, name: '鈴木 一郎', email: 'ichiro.suzuki@example.lg.jp', level: 1 },
];

const columns: DataTableColumn<Account>[] = [
  { key: 'name', header: '氏名', render: (row) => row.name, sortable: true, width: '30%' },
  { key: 'email', header: 'メールアドレス', render: (row) => row.email },
  { key: 'level', header: '権限レベル', render: (row) => row.level, sortable: true },
];

const meta = {
  title: 'ui/DataTable',
  component: DataTable<Account>,
  args: {
    columns,
    rows: accounts,
    rowKey: (row) => row.id,
    caption: 'アカウント一覧',
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rowKey: { control: false },
    rowActions: { control: false },
    emptyState: { control: false },
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DataTable<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'アカウント一覧' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['氏名', 'メールアドレス', '権限レベル']);
    const rows = bodyRows(table);
    await expect(rows).toHaveLength(3);
    await expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['佐藤 花子', 'hanako.sato@example.lg.jp', '7']);
    // Only sortable columns get a button and an aria-sort.
    await expect(within(table).getAllByRole('button')).toHaveLength(2);
    await expect(headers[1]).not.toHaveAttribute('aria-sort');
    await expect(headers[0]).toHaveAttribute('aria-sort', 'none');
    await expect(headers[0]?.style.width).toBe('30%');
  },
};

/** As a page would: it keeps the order and sorts the rows itself. */
const SortedTable = (props: DataTableProps<Account>) => {
  const [sort, setSort] = useState<DataTableSort>({ key: 'name', direction: 'ascending' });
  const sorted = [...props.rows].sort((a, b) => {
    const order = sort.key === 'level' ? a.level - b.level : a.name.localeCompare(b.name, 'ja');
    return sort.direction === 'ascending' ? order : -order;
  });
  return (
    <DataTable
      {...props}
      rows={sorted}
      sort={sort}
      onSortChange={(next) => {
        props.onSortChange?.(next);
        setSort(next);
      }}
    />
  );
};

export const Sorting: Story = {
  render: (args) => <SortedTable {...args} />,
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'アカウント一覧' });
    const nameHeader = within(table).getByRole('columnheader', { name: '氏名' });
    const levelHeader = within(table).getByRole('columnheader', { name: '権限レベル' });
    const levels = () => bodyRows(table).map((row) => row.lastElementChild?.textContent);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(levelHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(within(levelHeader).getByRole('button', { name: '権限レベル' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'level', direction: 'ascending' });
    await expect(levelHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(levels()).toEqual(['1', '3', '7']);

    // A second press turns the order round.
    await userEvent.click(within(levelHeader).getByRole('button', { name: '権限レベル' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'level', direction: 'descending' });
    await expect(levelHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(levels()).toEqual(['7', '3', '1']);

    // And by keyboard.
    within(nameHeader).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'ascending' });
    await expect(args.onSortChange).toHaveBeenCalledTimes(3);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'アカウント一覧' });
    const [row] = bodyRows(table);
    const cell = within(row as HTMLElement).getByRole('cell');
    await expect(cell).toHaveTextContent('データがありません');
    await expect(cell).toHaveAttribute('colspan', '3');
  },
};

export const EmptyStateSlot: Story = {
  args: {
    rows: [],
    rowActions: () => null,
    emptyState: (
      <p>
        アカウントはまだありません。<a href="#create">アカウントを作成する</a>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('cell');
    await expect(within(cell).getByRole('link', { name: 'アカウントを作成する' })).toBeVisible();
    // Spans the actions column too.
    await expect(cell).toHaveAttribute('colspan', '4');
  },
};

const onEdit = fn();

export const RowActions: Story = {
  args: {
    rowActions: (row) => (
      <Button size="small" variant="secondary" onClick={() => onEdit(row.id)} aria-label={`${row.name}を編集`}>
        編集
      </Button>
    ),
  },
  beforeEach: () => {
    onEdit.mockClear();
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'アカウント一覧' });
    await expect(within(table).getByRole('columnheader', { name: '操作' })).toBeVisible();
    await userEvent.click(within(table).getByRole('button', { name: '佐藤 花子を編集' }));
    await expect(onEdit).toHaveBeenCalledWith(2);
  },
};

export const HiddenCaption: Story = {
  args: { captionHidden: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'アカウント一覧' });
    const caption = table.querySelector('caption') as HTMLElement;
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};
