import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { ExportPanel, type ExportPanelProps } from './ExportPanel.tsx';
import type { ExportPanelJob } from './types.ts';

const running: ExportPanelJob = { id: 11, format: 'csv', state: 'running', done: 1200, total: 5000 };
const queued: ExportPanelJob = { id: 12, format: 'xlsx', state: 'queued', done: 0, total: 5000 };
const done: ExportPanelJob = {
  id: 10,
  format: 'zip',
  state: 'done',
  done: 5000,
  total: 5000,
  url: '/api/form-answer/exports/10/file',
  fileName: '住民アンケート_回答.zip',
};
const shiftJis: ExportPanelJob = {
  id: 9,
  format: 'csv-sjis',
  state: 'done',
  done: 5000,
  total: 5000,
  url: '/api/form-answer/exports/9/file',
  fileName: '住民アンケート_回答.csv',
  lacking: [
    { answerId: 12, label: '氏名', char: '𠮷' },
    { answerId: 480, label: 'お問い合わせ内容', char: '😀' },
    { answerId: 4021, label: '氏名', char: '𩸽' },
  ],
  lackingCount: 140,
};
const failed: ExportPanelJob = {
  id: 8,
  format: 'xlsx',
  state: 'failed',
  done: 300,
  total: 5000,
  message: '保存先の容量が足りません。',
};

/** As a page would: it keeps the chosen scope and format and reports each change to the story's spies. */
const StatefulPanel = (props: ExportPanelProps) => {
  const [scope, setScope] = useState(props.scope);
  const [format, setFormat] = useState(props.format);
  return (
    <ExportPanel
      {...props}
      scope={scope}
      onScopeChange={(next) => {
        props.onScopeChange(next);
        setScope(next);
      }}
      format={format}
      onFormatChange={(next) => {
        props.onFormatChange(next);
        setFormat(next);
      }}
    />
  );
};

const meta = {
  title: 'ui/ExportPanel',
  component: ExportPanel,
  args: {
    selectedCount: 0,
    matchingCount: 1200,
    totalCount: 50_000,
    filtering: true,
    scope: 'filtered',
    format: 'csv',
    jobs: [],
    onScopeChange: fn(),
    onFormatChange: fn(),
    onStart: fn(),
    onCancel: fn(),
  },
  argTypes: { jobs: { control: false } },
  render: (args) => <StatefulPanel {...args} />,
  decorators: [
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ExportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scopes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const scopes = canvas.getByRole('radiogroup', { name: 'ダウンロードする回答' });
    const selected = within(scopes).getByRole('radio', { name: '選択した回答 0 件' });
    await expect(selected).toBeDisabled();
    await expect(selected).toHaveAccessibleDescription('回答を選択していません。');
    await expect(within(scopes).getByRole('radio', { name: '絞り込み中の回答 1,200 件' })).toBeChecked();
    await userEvent.click(within(scopes).getByText('すべての回答 50,000 件'));
    await expect(args.onScopeChange).toHaveBeenLastCalledWith('all');
    await expect(within(scopes).getByRole('radio', { name: 'すべての回答 50,000 件' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '書き出しを始める' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('書き出しはまだありません。')).toBeVisible();
  },
};

/** Without a filter, 絞り込み中の回答 says why it cannot be chosen, and a disabled scope cannot start. */
export const NotFiltering: Story = {
  args: { filtering: false, matchingCount: 50_000, scope: 'selected' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const filtered = canvas.getByRole('radio', { name: '絞り込み中の回答 50,000 件' });
    await expect(filtered).toBeDisabled();
    await expect(filtered).toHaveAccessibleDescription('絞り込みをしていません。');
    await expect(canvas.getByRole('button', { name: '書き出しを始める' })).toBeDisabled();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const Formats: Story = {
  play: async ({ args, canvasElement }) => {
    const formats = within(canvasElement).getByRole('radiogroup', { name: 'ファイルの形式' });
    const radios = within(formats).getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'CSV（UTF-8）',
      'CSV（Shift_JIS）',
      'Excel（.xlsx）',
      'ZIP（CSVと添付ファイル）',
    ]);
    await expect(within(formats).getByRole('radio', { name: 'CSV（UTF-8）' })).toBeChecked();
    const sjis = within(formats).getByRole('radio', { name: 'CSV（Shift_JIS）' });
    await expect(sjis).toHaveAccessibleDescription(/Shift_JISにない文字は「\?」になります/);
    await userEvent.click(within(formats).getByText('CSV（Shift_JIS）'));
    await expect(args.onFormatChange).toHaveBeenLastCalledWith('csv-sjis');
    await expect(sjis).toBeChecked();
  },
};

export const Pending: Story = {
  args: { pending: true, error: undefined },
  play: async ({ args, canvasElement }) => {
    const start = within(canvasElement).getByRole('button', { name: '書き出しを始める' });
    await expect(start).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(start);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

export const StartRefused: Story = {
  args: { error: '書き出しを始められませんでした。しばらくしてからもう一度お試しください。' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('書き出しを始められませんでした。');
  },
};

export const RunningJob: Story = {
  args: { jobs: [running, queued] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'CSV（UTF-8）の書き出し' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1200');
    await expect(bar).toHaveAttribute('aria-valuemax', '5000');
    await expect(bar).toHaveAttribute('aria-valuetext', '1,200 / 5,000 件');
    const job = bar.closest('li') as HTMLElement;
    await expect(within(job).getByText('書き出し中')).toBeVisible();
    // The shared state badge (ui/StatusBadge): under way, and waiting for the queued one.
    await expect(within(job).getByText('書き出し中')).toHaveAttribute('data-tone', 'active');
    await expect(canvas.getByText('待機中')).toHaveAttribute('data-tone', 'pending');
    await expect(within(job).getByText('1,200 / 5,000 件')).toBeVisible();
    await expect(within(job).queryByRole('link')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'CSV（UTF-8）の書き出しを取り消し' }));
    await expect(args.onCancel).toHaveBeenCalledWith(11);
    await expect(canvas.getByRole('button', { name: 'Excel（.xlsx）の書き出しを取り消し' })).toBeVisible();
  },
};

export const DoneJob: Story = {
  args: { jobs: [done] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'ZIP（CSVと添付ファイル）をダウンロード' });
    await expect(link).toHaveAttribute('href', '/api/form-answer/exports/10/file');
    await expect(link).toHaveAttribute('download', '住民アンケート_回答.zip');
    await expect(link).toHaveTextContent('ダウンロード');
    await expect(canvas.getByText('完了')).toBeVisible();
    await expect(canvas.getByText('完了')).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '5,000 / 5,000 件');
    await expect(canvas.queryByRole('button', { name: /取り消し/ })).toBeNull();
  },
};

export const ShiftJisLackingChars: Story = {
  args: { jobs: [shiftJis] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Shift_JISにない文字が 140 件あり、「?」に置き換えました')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Shift_JISにない文字が 140 件あり、「?」に置き換えました' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual(['𠮷12氏名', '😀480お問い合わせ内容', '𩸽4021氏名']);
    await expect(canvas.getByText('140 件のうち最初の 3 件を表示しています。')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CSV（Shift_JIS）をダウンロード' })).toHaveAttribute(
      'download',
      '住民アンケート_回答.csv',
    );
  },
};

export const FailedJob: Story = {
  args: { jobs: [failed] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('失敗')).toBeVisible();
    await expect(canvas.getByText('失敗')).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getByText('書き出しに失敗しました。 保存先の容量が足りません。')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /取り消し/ })).toBeNull();
  },
};

/** As the page shows it: the body of a dialog; the jobs live in the page's model and outlast the dialog. */
export const InDialog: Story = {
  args: { jobs: [running] },
  render: (args) => (
    <Dialog
      open
      title="回答のダウンロード"
      footer={
        <DialogClose>
          <Button variant="secondary">閉じる</Button>
        </DialogClose>
      }
    >
      <StatefulPanel {...args} jobsHeadingLevel={3} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '回答のダウンロード' });
    // After the dialog's fade-in.
    await waitFor(() => expect(within(dialog).getByRole('radiogroup', { name: 'ファイルの形式' })).toBeVisible());
    await expect(within(dialog).getByRole('progressbar', { name: 'CSV（UTF-8）の書き出し' })).toHaveAttribute(
      'aria-valuetext',
      '1,200 / 5,000 件',
    );
  },
};
