import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { workflowFx } from '../../model/workflow/index.ts';
import { animationsDone, callsOf, never, PageStory, sessionOf } from '../shared/story.tsx';
import { PageHistoryPage } from './page.tsx';
import { historyPath, historyStoryLoader, summaries, versionById, versionWithoutPreviewById } from './story.ts';

const meta = {
  title: 'pages/cms-page-history/PageHistoryPage',
  component: PageHistoryPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/:webId/page/:id/history" entries={[historyPath]}>
      <PageHistoryPage />
    </PageStory>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The page's versions listed, each one read by `read`. */
const withVersions = (read: typeof versionById | typeof versionWithoutPreviewById) =>
  historyStoryLoader({
    handlers: [
      [workflowFx.pageVersions, () => summaries],
      [workflowFx.pageVersion, read],
    ],
  });

/** The versions newest first: number, title, path, who made it (a name, never an id), when, published or not, 公開中. */
export const Versions: Story = {
  loaders: [withVersions(versionById)],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '公開履歴' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ページの編集へ戻る' })).toHaveAttribute('href', '/cms/1/page/10');
    const table = await canvas.findByRole('table', { name: 'ページの版の一覧' });
    const [header, newest, live, first] = within(table).getAllByRole('row') as HTMLElement[];
    await expect(header).toHaveTextContent('版タイトルパス作成者作成日時公開日時状態');
    await expect(newest).toHaveTextContent(/^版 3職員採用案内（トップページ）広報 花子2026\/04\/03 10:00未公開$/);
    await expect(live).toHaveTextContent(
      '版 2職員採用案内（トップページ）広報 花子2026/04/02 10:002026/04/02 12:00公開中',
    );
    await expect(first).toHaveTextContent('版 1採用案内（トップページ）—2026/04/01 10:002026/04/01 11:00');
    await expect(canvas.getByText('ページ「職員採用案内」の', { exact: false })).toBeVisible();
    await expect(callsOf(loaded, workflowFx.pageVersions)).toEqual([{ params: { id: 10 } }]);
  },
};

/**
 * Compare: 公開中 (版 2) against the newest (版 3) to begin with, side by side with the count of changes and
 * both previews; 版 1 chosen as 比較元 by keyboard, it is read and compared instead.
 */
export const CompareTwoVersions: Story = {
  loaders: [withVersions(versionById)],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const diff = await canvas.findByRole('region', { name: 'HTMLの差分' });
    await expect(await within(diff).findByRole('textbox', { name: '比較元：版 2（公開中）' })).toBeInTheDocument();
    await expect(within(diff).getByRole('textbox', { name: '比較先：版 3' })).toBeInTheDocument();
    await expect(await within(diff).findByText('1 か所が異なります。')).toBeVisible();
    await expect(canvas.getByTitle('比較元（版 2（公開中））のプレビュー')).toBeInTheDocument();
    await expect(canvas.getByTitle('比較先（版 3）のプレビュー')).toBeInTheDocument();
    // The server composed both (theme and template): nothing says they are the page alone.
    await expect(canvas.queryByText(/本文だけを表示しています/)).toBeNull();

    const from = canvas.getByRole('combobox', { name: '比較元' });
    from.focus();
    await userEvent.keyboard('{Enter}');
    const option = await body(canvasElement).findByRole('option', { name: /^版 1・/ });
    await userEvent.click(option);
    await waitFor(() => expect(callsOf(loaded, workflowFx.pageVersion)).toContainEqual({ params: { id: 31 } }));
    // The diff is drawn again for the new pair (a spinner while 版 1 is read).
    await expect(await canvas.findByRole('textbox', { name: '比較元：版 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: '比較先：版 3' })).toBeInTheDocument();
    await expect(canvas.getByTitle('比較元（版 1）のプレビュー')).toBeInTheDocument();
    await animationsDone(canvasElement.ownerDocument);
  },
};

/**
 * A server that composes no preview (an agency's, without our `preview`): both previews are the page alone, and
 * the screen says the theme and template are not in them.
 */
export const PreviewsOfThePageAlone: Story = {
  loaders: [withVersions(versionWithoutPreviewById)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTitle('比較先（版 3）のプレビュー')).toBeInTheDocument();
    await expect(canvas.getByTitle('比較元（版 2（公開中））のプレビュー')).toBeInTheDocument();
    await expect(
      canvas.getByText('ページの本文だけを表示しています（テーマとテンプレートは含みません）。'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [historyStoryLoader({ handlers: [[workflowFx.pageVersions, () => []]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('公開履歴はまだありません')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'HTMLの差分' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'ページの編集へ戻る' })).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [historyStoryLoader({ handlers: [[workflowFx.pageVersions, never]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ページの版を読み込み中')).toBeInTheDocument();
  },
};

/** The list could not be read: said so with 再試行 (the back link still there); retried, the versions show. */
export const LoadFailed: Story = {
  loaders: [
    historyStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            workflowFx.pageVersions,
            () => {
              calls += 1;
              if (calls === 1) throw new Error('down');
              return summaries;
            },
          ],
          [workflowFx.pageVersion, versionById],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ページの版を読み込めませんでした')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ページの編集へ戻る' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('table', { name: 'ページの版の一覧' })).toBeVisible();
  },
};

/** One side's HTML could not be read: said so with 再試行; the list stays usable. */
export const VersionLoadFailed: Story = {
  loaders: [
    historyStoryLoader({
      handlers: [
        [workflowFx.pageVersions, () => summaries],
        [
          workflowFx.pageVersion,
          (params: { params: { id: number } }) => {
            if (params.params.id === 33) throw new Error('down');
            return versionById(params);
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('版の内容を読み込めませんでした')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'ページの版の一覧' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
  },
};
