import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UploadList, type UploadListItem } from './UploadList.tsx';

const everyState: UploadListItem[] = [
  { id: 1, name: '庁舎.png', size: 245_760, state: 'done' },
  { id: 2, name: '防災マップ.jpg', size: 3_250_000, state: 'uploading', percent: 42 },
  { id: 3, name: '要綱.pdf', size: 1_048_576, state: 'waiting' },
  {
    id: 4,
    name: '議事録.exe',
    size: 52_000,
    state: 'refused',
    message:
      'この種類のファイルはアップロードできません（画像: PNG、JPEG、GIF、WebP、SVG／文書: PDF、Office、CSV、テキスト、ZIP）',
  },
  {
    id: 5,
    name: '航空写真.png',
    size: 15_728_640,
    state: 'refused',
    message: '画像は 10MB までです（このファイルは 15MB）',
  },
  { id: 6, name: '広報誌.pdf', size: 2_400_000, state: 'failed', message: '通信が途切れました。' },
  { id: 7, name: '地図.svg', size: 8_200, state: 'cancelled' },
  { id: 8, name: 'ロゴ.png', size: 12_345, state: 'conflict', message: '「ロゴ.png」はすでにあります。' },
];

const meta = {
  title: 'ui/UploadList',
  component: UploadList,
  args: { items: everyState, onCancel: fn(), onRetry: fn(), onResolve: fn() },
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof UploadList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByText(name).closest('li') as HTMLElement);

export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Cancelled files are left out of the count; refused and failed ones are counted and said.
    await expect(canvas.getByText(/件中/)).toHaveTextContent('7 件中 1 件完了、3 件はアップロードできませんでした');
    await expect(canvas.getByText(/件中/)).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await expect(rowOf(canvasElement, '庁舎.png').getByText('完了')).toBeVisible();
    await expect(rowOf(canvasElement, '庁舎.png').getByText('240 KB')).toBeVisible();
    await expect(rowOf(canvasElement, '防災マップ.jpg').getByText('3.1 MB')).toBeVisible();
    await expect(rowOf(canvasElement, '要綱.pdf').getByText('待機中')).toBeVisible();
    await expect(
      rowOf(canvasElement, '議事録.exe').getByText(/この種類のファイルはアップロードできません/),
    ).toBeVisible();
    await expect(rowOf(canvasElement, '航空写真.png').getByText(/10MB までです/)).toBeVisible();
    await expect(rowOf(canvasElement, '広報誌.pdf').getByText('通信が途切れました。')).toBeVisible();
    await expect(rowOf(canvasElement, '地図.svg').getByText('取り消しました')).toBeVisible();
    await expect(rowOf(canvasElement, '地図.svg').queryByRole('button')).toBeNull();
    await expect(rowOf(canvasElement, '庁舎.png').queryByRole('button')).toBeNull();
  },
};

export const ShowsProgress: Story = {
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, '防災マップ.jpg');
    const bar = row.getByRole('progressbar', { name: '防災マップ.jpg の進み具合' });
    await expect(bar.tagName).toBe('PROGRESS');
    await expect(bar).toHaveAttribute('value', '42');
    await expect(bar).toHaveAttribute('max', '100');
    await expect(row.getByText('42%')).toBeVisible();
    // Only the file being sent has a bar.
    await expect(within(canvasElement).getAllByRole('progressbar')).toHaveLength(1);
  },
};

export const CancelsWaitingAndUploading: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, '防災マップ.jpg').getByRole('button', { name: '取り消す' }));
    await expect(args.onCancel).toHaveBeenLastCalledWith(2);
    const waitingCancel = rowOf(canvasElement, '要綱.pdf').getByRole('button', { name: '取り消す' });
    await expect(waitingCancel).toHaveAccessibleDescription('要綱.pdf');
    waitingCancel.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenLastCalledWith(3);
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const RetriesAFailure: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(rowOf(canvasElement, '広報誌.pdf').getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledWith(6);
    await expect(rowOf(canvasElement, '議事録.exe').queryByRole('button', { name: '再試行' })).toBeNull();
  },
};

export const ResolvesAConflict: Story = {
  play: async ({ args, canvasElement }) => {
    const row = rowOf(canvasElement, 'ロゴ.png');
    await expect(row.getByText('同じ名前のファイルがあります')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: '置き換える' }));
    await expect(args.onResolve).toHaveBeenLastCalledWith(8, 'replace');
    await userEvent.click(row.getByRole('button', { name: '両方残す' }));
    await expect(args.onResolve).toHaveBeenLastCalledWith(8, 'keep');
    // Neither: the file is left out.
    await userEvent.click(row.getByRole('button', { name: '取り消す' }));
    await expect(args.onCancel).toHaveBeenLastCalledWith(8);
  },
};

/** A parent moving the files along: the summary changes when a file finishes, not on every percent. */
const Moving = () => {
  const [items, setItems] = useState<UploadListItem[]>([
    { id: 'a', name: '庁舎.png', size: 245_760, state: 'uploading', percent: 10 },
    { id: 'b', name: '要綱.pdf', size: 1_048_576, state: 'waiting' },
  ]);
  // 庁舎.png goes 10 → 55 → done; 要綱.pdf waits until then.
  const step = () =>
    setItems((now) =>
      now.map((item) => {
        if (item.id !== 'a' || item.state !== 'uploading') return item;
        const percent = (item.percent ?? 0) + 45;
        return percent >= 100 ? { ...item, state: 'done', percent: 100 } : { ...item, percent };
      }),
    );
  return (
    <>
      <button type="button" onClick={step}>
        進める
      </button>
      <UploadList
        items={items}
        onCancel={(id) =>
          setItems((now) => now.map((item) => (item.id === id ? { ...item, state: 'cancelled' } : item)))
        }
      />
    </>
  );
};

export const SummaryFollowsFinishedFiles: Story = {
  render: () => <Moving />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByText(/件中/);
    await expect(summary).toHaveTextContent('2 件中 0 件完了');
    await userEvent.click(canvas.getByRole('button', { name: '進める' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '55');
    await expect(summary).toHaveTextContent('2 件中 0 件完了');
    await userEvent.click(canvas.getByRole('button', { name: '進める' }));
    await expect(summary).toHaveTextContent('2 件中 1 件完了');
    await userEvent.click(rowOf(canvasElement, '要綱.pdf').getByRole('button', { name: '取り消す' }));
    await expect(summary).toHaveTextContent('1 件中 1 件完了');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};
