import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AnswerTable, type AnswerTableProps } from './AnswerTable.tsx';
import type { AnswerTableColumn, AnswerTableRow, AnswerTableSort } from './types.ts';

const columns: AnswerTableColumn[] = [
  { key: 'id', label: '回答番号', kind: 'id' },
  { key: 'receivedAt', label: '受付日時', kind: 'time' },
  { key: 'name', label: '氏名', kind: 'text' },
  { key: 'email', label: 'メールアドレス', kind: 'text' },
  { key: 'inquiry', label: 'お問い合わせ内容', kind: 'text' },
  { key: 'files', label: '添付ファイル', kind: 'files' },
  { key: 'downloaded', label: 'ダウンロード済み', kind: 'flag' },
];

const names = ['山田 太郎', '佐藤 花子', '鈴木 一郎', '髙橋 美咲', '田中 健', '渡邊 さくら', '伊藤 翔', '中村 葵'];
const inquiries = [
  '住民票の写しの郵送請求について、必要な書類と手数料の支払い方法を教えてください。',
  '粗大ごみの収集日を知りたいです。',
  '=HYPERLINK("https://example.com","ここをクリック")',
  '子育て支援センターの開館時間は土曜日も同じですか？駐車場の有無もあわせて教えてください。',
];

/** Answers as a page would pass them: numbered from 1, newest last, every seventh with a file. */
const makeRows = (count: number): AnswerTableRow[] =>
  Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const minute = String(index % 60).padStart(2, '0');
    const hour = String(9 + (Math.floor(index / 60) % 9)).padStart(2, '0');
    const day = String(1 + (Math.floor(index / 540) % 28)).padStart(2, '0');
    return {
      id,
      cells: {
        receivedAt: `2026/11/${day} ${hour}:${minute}:00`,
        name: names[index % names.length] ?? '',
        email: `user${id}@example.lg.jp`,
        inquiry: inquiries[index % inquiries.length] ?? '',
      },
      files: id % 7 === 0 ? [{ name: `申請書_${id}.pdf`, url: `/files/${id}/申請書_${id}.pdf` }] : [],
      downloaded: id % 3 === 0,
    };
  });

const fewRows = makeRows(12);
const manyRows = makeRows(50_000);

const emptySelection: ReadonlySet<number> = new Set();

/**
 * As a page would: it keeps the order, the filters, the selection, the widths and the hidden columns,
 * and reports each change to the story's spies too.
 */
const StatefulTable = (props: AnswerTableProps) => {
  const [sorting, setSorting] = useState<AnswerTableSort | null>(props.sorting);
  const [filters, setFilters] = useState(props.filters);
  const [selected, setSelected] = useState<ReadonlySet<number>>(props.selected);
  const [hidden, setHidden] = useState(props.hidden);
  const [widths, setWidths] = useState(props.widths);
  const anchor = useRef<number | null>(null);

  const shown = useMemo(() => {
    const active = Object.entries(filters).filter(([, value]) => value !== '');
    const matching = active.length
      ? props.rows.filter((row) =>
          active.every(([key, value]) => (key === 'id' ? String(row.id) : (row.cells[key] ?? '')).includes(value)),
        )
      : [...props.rows];
    if (!sorting) return matching;
    const value = (row: AnswerTableRow) => (sorting.key === 'id' ? row.id : (row.cells[sorting.key] ?? ''));
    return matching.sort((a, b) => {
      const [x, y] = [value(a), value(b)];
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'ja');
      return sorting.desc ? -order : order;
    });
  }, [props.rows, filters, sorting]);

  return (
    <AnswerTable
      {...props}
      rows={shown}
      matchingCount={shown.length}
      sorting={sorting}
      onSort={(key) => {
        props.onSort(key);
        setSorting((current) => ({ key, desc: current?.key === key ? !current.desc : false }));
      }}
      filters={filters}
      onFilterChange={(key, value) => {
        props.onFilterChange(key, value);
        setFilters((current) => ({ ...current, [key]: value }));
      }}
      selected={selected}
      onRowToggle={(id, range) => {
        props.onRowToggle(id, range);
        const ids = shown.map((row) => row.id);
        const from = anchor.current === null ? -1 : ids.indexOf(anchor.current);
        const to = ids.indexOf(id);
        setSelected((current) => {
          const next = new Set(current);
          if (range && from >= 0) {
            for (const rangeId of ids.slice(Math.min(from, to), Math.max(from, to) + 1)) next.add(rangeId);
          } else if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        });
        anchor.current = id;
      }}
      onSelectAllMatching={() => {
        props.onSelectAllMatching();
        setSelected(new Set(shown.map((row) => row.id)));
      }}
      onClearSelection={() => {
        props.onClearSelection();
        setSelected(new Set());
      }}
      hidden={hidden}
      onVisibilityChange={(key, visible) => {
        props.onVisibilityChange(key, visible);
        setHidden((current) => (visible ? current.filter((k) => k !== key) : [...current, key]));
      }}
      widths={widths}
      onResize={(key, width) => {
        props.onResize(key, width);
        setWidths((current) => ({ ...current, [key]: width }));
      }}
    />
  );
};

const meta = {
  title: 'ui/AnswerTable',
  component: AnswerTable,
  args: {
    columns,
    rows: fewRows,
    sorting: null,
    filters: {},
    selected: emptySelection,
    hidden: [],
    widths: {},
    totalCount: fewRows.length,
    matchingCount: fewRows.length,
    onSort: fn(),
    onFilterChange: fn(),
    onRowToggle: fn(),
    onSelectAllMatching: fn(),
    onClearSelection: fn(),
    onVisibilityChange: fn(),
    onResize: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    selected: { control: false },
  },
  render: (args) => <StatefulTable {...args} />,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof AnswerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table once its body is drawn: the virtualiser measures the viewport before it draws any row. */
const tableIn = async (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table', { name: '回答一覧' });
  await waitFor(() => expect(table.querySelector('tbody tr[aria-rowindex]')).not.toBeNull());
  return table;
};
const bodyRows = (table: HTMLElement) => [...table.querySelectorAll('tbody tr')] as HTMLElement[];

/** 50,000 answers: a few dozen rows in the DOM, and the far ones appear as the viewport scrolls to them. */
export const FiftyThousandRows: Story = {
  args: { rows: manyRows, totalCount: manyRows.length, matchingCount: manyRows.length },
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '50001');
    await expect(within(table).getByRole('rowheader', { name: '1' })).toBeVisible();
    const rendered = bodyRows(table).length;
    await expect(rendered).toBeGreaterThan(5);
    await expect(rendered).toBeLessThan(80);

    const viewport = within(canvasElement).getByRole('region', { name: '回答一覧' });
    // Scrolling reuses the rows drawn for other answers: a focused box stays with its answer while drawn.
    const box12 = () => within(table).getByRole('checkbox', { name: '回答番号 12 を選択' });
    box12().focus();
    viewport.scrollTop = 14 * 48;
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: '1' })).toBeNull());
    await expect(box12()).toHaveFocus();
    viewport.scrollTop = 0;
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: '1' })).toBeInTheDocument());
    await expect(box12()).toHaveFocus();

    within(table).getByRole('checkbox', { name: '回答番号 1 を選択' }).focus();
    viewport.scrollTop = 40_000 * 48;
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: '40001' })).toBeInTheDocument());
    await expect(within(table).queryByRole('rowheader', { name: '1' })).toBeNull();
    // The focused box went with its row: focus stays in the table's region, not at the page's start.
    await expect(viewport).toHaveFocus();
    await expect(bodyRows(table).length).toBeLessThan(80);

    viewport.scrollTop = viewport.scrollHeight;
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: '50000' })).toBeInTheDocument());
    const last = within(table).getByRole('rowheader', { name: '50000' }).closest('tr');
    await expect(last).toHaveAttribute('aria-rowindex', '50001');
    // The header stays on top of the scrolled rows.
    const header = within(table).getByRole('columnheader', { name: '回答番号' });
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(viewport.getBoundingClientRect().top);
  },
};

/** A paging server has sent the first 100 of 50,000: the rest show as loading rows and the range in view is reported. */
export const LoadsRowsInView: Story = {
  args: {
    rows: manyRows.slice(0, 100),
    totalCount: manyRows.length,
    matchingCount: manyRows.length,
    onRangeChange: fn(),
  },
  render: (args) => <AnswerTable {...args} />,
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', '50001');
    await expect(args.onRangeChange).toHaveBeenCalledWith(0, expect.any(Number));
    const viewport = within(canvasElement).getByRole('region', { name: '回答一覧' });
    viewport.scrollTop = 20_000 * 48;
    await waitFor(() => expect(within(table).getAllByText('読み込み中…').length).toBeGreaterThan(5));
    const [first] = (args.onRangeChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(first).toBeGreaterThan(19_900);
    await expect(first).toBeLessThan(20_000);
    await expect(within(table).getAllByText('読み込み中…')[0]?.closest('tr')).toHaveAttribute(
      'aria-rowindex',
      String(first + 2),
    );
  },
};

export const SortsByHeader: Story = {
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    const header = within(table).getByRole('columnheader', { name: '氏名' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button', { name: '氏名' }));
    await expect(args.onSort).toHaveBeenCalledWith('name');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button', { name: '氏名' }));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getByRole('columnheader', { name: '受付日時' })).toHaveAttribute('aria-sort', 'none');
  },
};

export const FiltersByColumn: Story = {
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    await userEvent.type(within(table).getByRole('searchbox', { name: '氏名を列で絞り込み' }), '花子');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith('name', '花子');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('12 件中 2 件を表示');
  },
};

export const SelectsRangeWithShift: Story = {
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    const box = (id: number) => within(table).getByRole('checkbox', { name: `回答番号 ${id} を選択` });
    // One session, so Shift held by the keyboard is seen by the click.
    const user = userEvent.setup();
    await user.click(box(2));
    await expect(args.onRowToggle).toHaveBeenLastCalledWith(2, false);
    await user.keyboard('{Shift>}');
    await user.click(box(5));
    await user.keyboard('{/Shift}');
    await expect(args.onRowToggle).toHaveBeenLastCalledWith(5, true);
    for (const id of [2, 3, 4, 5]) await expect(box(id)).toBeChecked();
    await expect(box(6)).not.toBeChecked();

    // Shift+Space from the keyboard makes a range too.
    box(8).focus();
    await user.keyboard('{Shift>}[Space]{/Shift}');
    await expect(args.onRowToggle).toHaveBeenLastCalledWith(8, true);
    for (const id of [6, 7, 8]) await expect(box(id)).toBeChecked();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('7 件を選択中');
    await expect(bodyRows(table)[1]).toHaveAttribute('data-selected');
  },
};

export const SelectsAllMatching: Story = {
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    const all = within(table).getByRole('checkbox', { name: '絞り込み中の回答 12 件をすべて選択' });
    await expect(all).not.toBeChecked();
    await userEvent.click(within(table).getByRole('checkbox', { name: '回答番号 3 を選択' }));
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    await expect(args.onSelectAllMatching).toHaveBeenCalledTimes(1);
    await expect(all).toBeChecked();
    await expect(all).toHaveProperty('indeterminate', false);
    await userEvent.click(all);
    await expect(args.onClearSelection).toHaveBeenCalledTimes(1);
    await expect(all).not.toBeChecked();

    await userEvent.click(within(table).getByRole('checkbox', { name: '回答番号 4 を選択' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: '選択を解除' }));
    await expect(args.onClearSelection).toHaveBeenCalledTimes(2);
    await expect(within(canvasElement).queryByRole('button', { name: '選択を解除' })).toBeNull();
  },
};

export const HidesColumn: Story = {
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '表示する列' }));
    const emailItem = await body.findByRole('menuitemcheckbox', { name: 'メールアドレス' });
    await expect(emailItem).toHaveAttribute('aria-checked', 'true');
    const idItem = body.getByRole('menuitemcheckbox', { name: '回答番号（常に表示）' });
    await expect(idItem).toHaveAttribute('aria-disabled', 'true');
    // The menu opens over the sticky header, not under it.
    const { left, top, width, height } = idItem.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(left + width / 2, top + height / 2);
    await expect(hit?.closest('[role="menuitemcheckbox"]')).toBe(idItem);
    await userEvent.click(emailItem);
    await expect(args.onVisibilityChange).toHaveBeenCalledWith('email', false);
    await waitFor(() => expect(within(table).queryByRole('columnheader', { name: 'メールアドレス' })).toBeNull());
    await expect(emailItem).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const ResizesByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    const handle = within(table).getByRole('separator', { name: '氏名の列幅' });
    await expect(handle).toHaveAttribute('aria-valuenow', '200');
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onResize).toHaveBeenLastCalledWith('name', 216);
    await expect(handle).toHaveAttribute('aria-valuenow', '216');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(args.onResize).toHaveBeenLastCalledWith('name', 152);
    const header = within(table).getByRole('columnheader', { name: '氏名' });
    await expect(header.getBoundingClientRect().width).toBeCloseTo(152, 0);
  },
};

export const ResizesByDragging: Story = {
  play: async ({ args, canvasElement }) => {
    const table = await tableIn(canvasElement);
    const handle = within(table).getByRole('separator', { name: 'メールアドレスの列幅' });
    const box = handle.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const user = userEvent.setup();
    await user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } },
      { target: handle, coords: { clientX: x + 40, clientY: y } },
      { target: handle, coords: { clientX: x + 80, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: x + 80, clientY: y } },
    ]);
    await expect(args.onResize).toHaveBeenLastCalledWith('email', 280);
    await expect(handle).toHaveAttribute('aria-valuenow', '280');
    await expect(handle).not.toHaveAttribute('data-dragging');
  },
};

export const FilesAndMarks: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    const link = within(table).getByRole('link', { name: '申請書_7.pdf' });
    await expect(link).toHaveAttribute('download', '申請書_7.pdf');
    await expect(link).toHaveAttribute('href', '/files/7/申請書_7.pdf');
    const third = bodyRows(table)[2] as HTMLElement;
    await expect(third).toHaveTextContent('ダウンロード済み');
    await expect(bodyRows(table)[0]).toHaveTextContent('未ダウンロード');
    // A formula-like value is shown as it is, as text; a long one is whole in its title.
    const formula = within(third).getByText('=HYPERLINK("https://example.com","ここをクリック")');
    await expect(formula).toHaveAttribute('title', '=HYPERLINK("https://example.com","ここをクリック")');
  },
};

export const Empty: Story = {
  args: { rows: [], totalCount: 0, matchingCount: 0 },
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    await expect(within(table).getByRole('cell', { name: '回答はまだありません。' })).toBeVisible();
    await expect(within(table).getByRole('checkbox', { name: '絞り込み中の回答 0 件をすべて選択' })).toBeDisabled();
  },
};

export const NoneMatch: Story = {
  args: { filters: { name: '該当なし' } },
  play: async ({ canvasElement }) => {
    const table = await tableIn(canvasElement);
    await expect(
      within(table).getByRole('cell', { name: '絞り込みの条件に合う回答はありません。条件を変えてください。' }),
    ).toBeVisible();
    await expect(within(table).getByRole('searchbox', { name: '氏名を列で絞り込み' })).toHaveValue('該当なし');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('12 件中 0 件を表示');
  },
};
