import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FormAnswer } from '../../contract/formAnswer.ts';
import type { TokenInfo } from '../../contract/index.ts';
import { aForm, anExportJob } from '../../contract/testing/examples.ts';
import { formFx } from '../../model/form/index.ts';
import {
  FIRST_PAGE_LIMIT,
  formAnswerFx,
  loadTableSettingsFx,
  markDownloadedFx,
  openDownloadFx,
  pollWaitFx,
  saveFileFx,
  saveTableSettingsFx,
} from '../../model/formAnswer/index.ts';
import { formStoryLoader, outcome } from '../form-shared/story.ts';
import { animationsDone, callsOf, never, PageStory, type StoryOptions, sessionOf } from '../shared/story.tsx';
import { FormAnswerDetailPage } from './page.tsx';

const meta = {
  title: 'pages/form-answer/FormAnswerDetailPage',
  component: FormAnswerDetailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      main
      path="/form-answer/:id"
      entries={['/form-answer', '/form-answer/5']}
    >
      <FormAnswerDetailPage />
    </PageStory>
  ),
} satisfies Meta<typeof FormAnswerDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = ['山田 太郎', '佐藤 花子', '鈴木 一郎', '髙橋 美咲', '田中 健', '渡邊 さくら', '伊藤 翔', '中村 葵'];

/** 200 answers to aForm (id 5): one a minute from 2026/11/01 09:00 in Japan, every eighth from 佐藤 花子. */
const answers: FormAnswer[] = Array.from({ length: 200 }, (_, index) => {
  const id = index + 1;
  return {
    id,
    formId: aForm.id,
    values: [
      { key: 'name', label: '氏名', value: names[index % names.length] ?? '' },
      { key: 'email', label: 'メールアドレス', value: `user${id}@example.lg.jp` },
      { key: 'session', label: '参加回', value: [index % 2 === 0 ? '午前' : '午後'] },
    ],
    files:
      id % 7 === 0
        ? [{ key: 'attachment', name: `資料_${id}.pdf`, url: `/api/form-answer/files/${id}/1`, size: 2048 }]
        : [],
    downloaded: id % 3 === 0,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
    seq: id,
  };
});
/** 佐藤 花子's answers. */
const HANAKO = answers.filter((answer) => answer.values[0]?.value === '佐藤 花子').length;

/** A page of answers as a paging server sends it: at most `limit`, in change order, after the `seq` asked from. */
const pages = ({ query }: { query: { after?: number; limit?: number } }) =>
  answers.filter((answer) => (answer.seq ?? 0) > (query.after ?? 0)).slice(0, query.limit ?? answers.length);

/**
 * Every form answer effect replaced, with the form list (aForm) and the table's settings answered and the job
 * list's wait never ending; a story answers the rest.
 */
const detailLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { handlers = [], ...rest } = options;
  return formStoryLoader({
    ...rest,
    replaced: [
      ...Object.values(formAnswerFx),
      loadTableSettingsFx,
      saveTableSettingsFx,
      pollWaitFx,
      saveFileFx,
      openDownloadFx,
      markDownloadedFx,
    ],
    handlers: () => [
      [formFx.list, () => [aForm]],
      [loadTableSettingsFx, () => ({ hidden: [], widths: {} })],
      [saveTableSettingsFx, () => undefined],
      [pollWaitFx, never],
      ...(typeof handlers === 'function' ? handlers() : handlers),
    ],
  });
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const tableIn = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table', { name: '回答一覧' });
const rowBox = (table: HTMLElement, id: number) =>
  within(table).findByRole('checkbox', { name: `回答番号 ${id} を選択` });

/** The form's answers, newest first; a column filter narrows them; one selected is removed, asked first. */
export const Answers: Story = {
  loaders: [
    detailLoader({
      handlers: [
        [formAnswerFx.listByForm, pages],
        [formAnswerFx.removeRows, () => outcome()],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '説明会参加申込 の回答' })).toBeVisible();
    const table = await tableIn(canvasElement);
    await expect(await canvas.findByText('200 件')).toBeVisible();
    await expect(table).toHaveAttribute('aria-rowcount', '201');
    // Read from the start, page after page, for form 5 only.
    const reads = callsOf(loaded, formAnswerFx.listByForm) as { params: { formId: number }; query: object }[];
    await expect(reads[0]?.query).not.toHaveProperty('after');
    await expect(reads.every((read) => read.params.formId === 5)).toBe(true);
    for (const label of [
      '回答番号',
      '受付日時',
      '氏名',
      'メールアドレス',
      '参加回',
      '添付ファイル',
      'ダウンロード済み',
    ])
      await expect(within(table).getByRole('columnheader', { name: label })).toBeVisible();
    // Newest first.
    const newest = (await within(table).findByRole('rowheader', { name: '200' })).closest('tr') as HTMLElement;
    await expect(newest).toHaveTextContent('2026/11/01 12:19:00');
    await expect(newest).toHaveTextContent('中村 葵');
    await expect(newest).toHaveTextContent('user200@example.lg.jp');

    // Nothing selected: removal says why it cannot start.
    await expect(canvas.getByRole('button', { name: '削除' })).toBeDisabled();

    await userEvent.type(within(table).getByRole('searchbox', { name: '氏名を列で絞り込み' }), '花子');
    await expect(await canvas.findByText(`200 件中 ${HANAKO} 件を表示`)).toBeVisible();
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: '200' })).toBeNull());
    await expect(table).toHaveAttribute('aria-rowcount', String(HANAKO + 1));

    await userEvent.click(await rowBox(table, 194));
    const remove = await canvas.findByRole('button', { name: '選択した 1 件を削除' });
    await expect(remove).toBeEnabled();
    await userEvent.click(remove);
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '回答の削除' });
    await expect(dialog).toHaveTextContent('選択した 1 件の回答を削除します。元に戻せません。');
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(callsOf(loaded, formAnswerFx.removeRows)).toEqual([{ body: { formId: 5, answers: [194] } }]);
    await expect(await body(canvasElement).findByText('1 件の回答を削除しました。')).toBeVisible();
    await expect(await canvas.findByText(`199 件中 ${HANAKO - 1} 件を表示`)).toBeVisible();
    await expect(within(table).queryByRole('rowheader', { name: '194' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '削除' })).toBeDisabled();
  },
};

/** A sub-owner with FORM_ANSWER 1 reads the answers but may not remove them, and is told why. */
export const CannotRemove: Story = {
  loaders: [
    detailLoader({
      user: {
        id: 3,
        email: 'sato@example.go.jp',
        name: '佐藤 花子',
        groupId: 5,
        groupName: '総務課',
        type: 'Default',
        workflow: false,
        permissions: [0, 1, 0, 0, 0, 1, 0],
      },
      handlers: [[formAnswerFx.listByForm, pages]],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await tableIn(canvasElement);
    await userEvent.click(await rowBox(table, 200));
    await expect(await canvas.findByText('200 件 / 1 件を選択中')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '選択した 1 件を削除' })).toBeDisabled();
    await expect(
      canvas.getByText(
        'このフォームの回答を削除できるのは、フォームの作成者、共同管理者、またはフォーム回答の権限（レベル2以上）を持つ人だけです。',
      ),
    ).toBeVisible();
    // Downloading stays open to a reader.
    await expect(canvas.getByRole('button', { name: 'ダウンロード' })).toBeEnabled();
  },
};

/** The download dialog: what to download and as what, and the export the server is running, with its progress. */
export const Download: Story = {
  loaders: [
    detailLoader({
      handlers: [
        [formAnswerFx.listByForm, pages],
        [formAnswerFx.exports, () => [anExportJob]],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('200 件')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ダウンロード' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'ダウンロード' });
    // The dialog fades in: visible once it has.
    await animationsDone(canvasElement.ownerDocument);
    const scopes = within(dialog).getByRole('radiogroup', { name: 'ダウンロードする回答' });
    await expect(within(scopes).getByRole('radio', { name: 'すべての回答 200 件' })).toBeChecked();
    await expect(within(scopes).getByRole('radio', { name: '選択した回答 0 件' })).toBeDisabled();
    await expect(within(scopes).getByRole('radio', { name: '絞り込み中の回答 200 件' })).toBeDisabled();
    const formats = within(dialog).getByRole('radiogroup', { name: 'ファイルの形式' });
    await expect(
      within(formats)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['CSV（UTF-8）', 'CSV（Shift_JIS）', 'Excel（.xlsx）', 'ZIP（CSVと添付ファイル）']);
    await expect(within(formats).getByRole('radio', { name: 'CSV（UTF-8）' })).toBeChecked();

    // The server's running export of this form, read as the dialog opened.
    const bar = await within(dialog).findByRole('progressbar', { name: 'CSV（Shift_JIS）の書き出し' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(bar).toHaveAttribute('aria-valuenow', '1200');
    await expect(bar).toHaveAttribute('aria-valuemax', '5000');
    await expect(bar).toHaveAttribute('aria-valuetext', '1,200 / 5,000 件');
    await expect(within(dialog).getByText('書き出し中')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'CSV（Shift_JIS）の書き出しを取り消し' })).toBeEnabled();
    await expect(callsOf(loaded, formAnswerFx.exports)).toEqual([{ query: { formId: 5 } }]);
    // Running: the list is read again after a wait.
    await waitFor(() => expect(callsOf(loaded, pollWaitFx)).toHaveLength(1));

    // Escape closes it (the model's open state); the button opens it again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'ダウンロード' })).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'ダウンロード' }));
    await expect(await body(canvasElement).findByRole('dialog', { name: 'ダウンロード' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  loaders: [detailLoader({ handlers: [[formAnswerFx.listByForm, never]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '説明会参加申込 の回答' })).toBeVisible();
    await expect(canvas.queryByText('回答を読み込めませんでした')).toBeNull();
  },
};

/** The first read fails: 再試行 reads again. */
export const LoadFailed: Story = {
  loaders: [
    detailLoader({
      handlers: () => {
        let tries = 0;
        return [
          [
            formAnswerFx.listByForm,
            (params: { query: { after?: number; limit?: number } }) => {
              tries += 1;
              if (tries === 1) throw new Error('down');
              return pages(params);
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('回答を読み込めませんでした')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByText('200 件')).toBeVisible();
    await expect(canvas.queryByText('回答を読み込めませんでした')).toBeNull();
  },
};

/** The first page came and a later one failed: the rows stay, the status says so and offers 再試行. */
export const MoreFailed: Story = {
  loaders: [
    detailLoader({
      handlers: () => {
        let tries = 0;
        return [
          [
            formAnswerFx.listByForm,
            (params: { query: { after?: number; limit?: number } }) => {
              tries += 1;
              if (tries === 2) throw new Error('down');
              return pages(params);
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByText(/続きを読み込めませんでした。/);
    // The first page came; the next one failed.
    await expect(status).toHaveTextContent(
      `回答を読み込んでいます（${FIRST_PAGE_LIMIT} 件まで読み込みました） 続きを読み込めませんでした。`,
    );
    await expect(
      within(await tableIn(canvasElement)).getByRole('rowheader', { name: String(FIRST_PAGE_LIMIT) }),
    ).toBeVisible();
    await userEvent.click(within(status).getByRole('button', { name: '再試行' }));
    await waitFor(() => expect(canvas.queryByText(/続きを読み込めませんでした。/)).toBeNull());
    await expect(canvas.queryByText(/回答を読み込んでいます/)).toBeNull();
  },
};
