import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState/index.ts';
import { DocList, type DocListItem } from './DocList.tsx';

const docs: DocListItem[] = [
  {
    id: 11,
    name: '要綱.pdf',
    url: '/api/local/11/要綱.pdf',
    mimeType: 'application/pdf',
    size: 1_048_576,
    uploadedBy: '総務課 佐藤',
    createdAt: '2026-11-20T01:30:00Z',
  },
  {
    id: 12,
    name: '予算一覧.xlsx',
    url: '/api/local/12/予算一覧.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 52_300,
    uploadedBy: '広報課 山田',
    createdAt: '2026-11-21T05:00:00Z',
  },
  { id: 13, name: '避難所一覧.csv', url: '/api/local/13/避難所一覧.csv', size: 900, uploadedBy: null },
  { id: 14, name: '説明資料', size: 2_000 },
];

const meta = {
  title: 'ui/DocList',
  component: DocList,
  args: { items: docs, onCopyUrl: fn(), onDelete: fn() },
  argTypes: { items: { control: false }, actions: { control: false }, emptyState: { control: false } },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof DocList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(name).closest('tr') as HTMLElement);

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '文書' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['ファイル名', '種類', 'サイズ', '登録', '操作']);
    const pdf = rowOf(canvasElement, '要綱.pdf');
    await expect(pdf.getByRole('link', { name: '要綱.pdf' })).toHaveAttribute('href', '/api/local/11/要綱.pdf');
    await expect(pdf.getByRole('cell', { name: 'PDF' })).toBeVisible();
    await expect(pdf.getByRole('cell', { name: '1 MB' })).toBeVisible();
    await expect(pdf.getByRole('cell', { name: '総務課 佐藤・2026/11/20 10:30' })).toBeVisible();
    await expect(rowOf(canvasElement, '予算一覧.xlsx').getByRole('cell', { name: 'Excel' })).toBeVisible();
    // Kind from the name when the type is not given; 「ファイル」 when neither tells.
    await expect(rowOf(canvasElement, '避難所一覧.csv').getByRole('cell', { name: 'CSV' })).toBeVisible();
    await expect(rowOf(canvasElement, '説明資料').getByRole('cell', { name: 'ファイル' })).toBeVisible();
    await expect(rowOf(canvasElement, '説明資料').queryByRole('link')).toBeNull();
  },
};

export const CopiesAndDeletes: Story = {
  play: async ({ args, canvasElement }) => {
    const row = rowOf(canvasElement, '予算一覧.xlsx');
    const copy = row.getByRole('button', { name: 'URLをコピー' });
    await expect(copy).toHaveAccessibleDescription('予算一覧.xlsx');
    await userEvent.click(copy);
    await expect(args.onCopyUrl).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await userEvent.click(row.getByRole('button', { name: '削除' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    // Without an address there is nothing to copy.
    await expect(rowOf(canvasElement, '説明資料').queryByRole('button', { name: 'URLをコピー' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    items: [],
    emptyState: (
      <EmptyState
        title="文書はまだありません"
        titleAs="p"
        description="ファイルを選択するか、ここにドラッグ＆ドロップしてください。"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('文書はまだありません')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { onCopyUrl: undefined, onDelete: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: '操作' })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
