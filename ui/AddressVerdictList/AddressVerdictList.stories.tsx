import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AddressVerdictList, type AddressVerdictRow } from './AddressVerdictList.tsx';

const words = {
  caption: '宛先ごとの確認結果',
  summary: '確認結果の件数',
  line: '行',
  address: 'メールアドレス',
  verdict: '確認結果',
  pager: '確認結果のページ',
  empty: '表示する宛先はありません',
};

const someRows: AddressVerdictRow[] = [
  { key: 1, line: 1, address: 'hanako@example.go.jp', label: '追加できます', tone: 'success' },
  { key: 2, line: 2, address: 'someone@gmail.com', label: '許可ドメイン外（追加できます）', tone: 'warning' },
  { key: 3, line: 3, address: 'not-an-address', label: 'メールアドレスの形式が正しくありません', tone: 'error' },
];

const meta = {
  title: 'ui/AddressVerdictList',
  component: AddressVerdictList,
  args: {
    rows: someRows,
    summary: [
      { label: '追加できます', count: 1, tone: 'success' },
      { label: '許可ドメイン外（追加できます）', count: 1, tone: 'warning' },
      { label: 'メールアドレスの形式が正しくありません', count: 1, tone: 'error' },
      { label: '重複しています', count: 0, tone: 'error' },
    ],
    total: 3,
    pageSize: 100,
    page: 1,
    onPageChange: () => undefined,
    words,
  },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AddressVerdictList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EachVerdictInWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('list', { name: '確認結果の件数' });
    // Verdicts at zero are left out of the summary.
    await expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['追加できます1 件', '許可ドメイン外（追加できます）1 件', 'メールアドレスの形式が正しくありません1 件']);
    const table = canvas.getByRole('table', { name: '宛先ごとの確認結果' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[3]).toHaveTextContent('3not-an-addressメールアドレスの形式が正しくありません');
    // One page: no page buttons.
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

const manyRows: AddressVerdictRow[] = Array.from({ length: 250 }, (_, index) => ({
  key: index,
  line: index + 1,
  address: `user${index + 1}@example.go.jp`,
  label: '追加できます',
  tone: 'success',
}));

const Paged = () => {
  const [page, setPage] = useState(1);
  return (
    <AddressVerdictList
      rows={manyRows.slice((page - 1) * 100, page * 100)}
      total={manyRows.length}
      pageSize={100}
      page={page}
      onPageChange={setPage}
      words={words}
    />
  );
};

export const LongListsComeAPageAtATime: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '宛先ごとの確認結果' });
    await expect(within(table).getAllByRole('row')).toHaveLength(101);
    const pager = canvas.getByRole('navigation', { name: '確認結果のページ' });
    await userEvent.click(within(pager).getByRole('button', { name: '3 ページ中 3 ページ目' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(51);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('201user201@example.go.jp');
    await userEvent.click(within(pager).getByRole('button', { name: '前のページ' }));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('101user101@example.go.jp');
  },
};
