import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { themeFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, kohoUser, someThemes } from '../cms-shared/story.ts';
import { callsOf, never, PageStory, sessionOf } from '../shared/story.tsx';
import { ThemeListPage } from './page.tsx';

const meta = {
  title: 'pages/cms/ThemeListPage',
  component: ThemeListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/theme">
      <ThemeListPage />
    </PageStory>
  ),
} satisfies Meta<typeof ThemeListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every theme with its last change; create and delete offered to CONFIG 7; the search narrows by name. */
export const ListedAndSearched: Story = {
  loaders: [cmsStoryLoader({ handlers: [[themeFx.list, () => someThemes]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'テーマの一覧' });
    await expect(await within(table).findByRole('link', { name: '標準テーマ' })).toBeVisible();
    await expect(within(table).getByText(/（管理 太郎）$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'テーマを作成' })).toBeVisible();
    await expect(within(table).getByRole('link', { name: '「防災テーマ」を削除する' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'テーマを名前で検索' }), '防災');
    await waitFor(() => expect(within(table).queryByRole('link', { name: '標準テーマ' })).toBeNull());
    await expect(canvas.getByText('2 件中 1 件を表示')).toBeVisible();
  },
};

/** CMS 4 without CONFIG 7 reads the themes; nothing the server would refuse is offered, and why is said. */
export const ReadOnlyBelowConfig7: Story = {
  loaders: [cmsStoryLoader({ user: kohoUser, handlers: [[themeFx.list, () => someThemes]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '標準テーマ' });
    await expect(canvas.getByText(/権限レベル7以上が必要です/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'テーマを作成' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /を削除する$/ })).toBeNull();
  },
};

export const Loading: Story = {
  loaders: [cmsStoryLoader({ handlers: [[themeFx.list, never]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('テーマを読み込み中');
    await expect(canvas.queryByText('テーマはまだありません')).toBeNull();
  },
};

export const Empty: Story = {
  loaders: [cmsStoryLoader({ handlers: [[themeFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('テーマはまだありません')).toBeVisible();
  },
};

/** The list could not be loaded: said with a retry, never 「まだありません」; the retry loads it. */
export const LoadFailedOffersRetry: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            themeFx.list,
            () => {
              calls += 1;
              if (calls === 1) throw new HttpError(0, undefined, 'theme.list', 'network');
              return someThemes;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('テーマを読み込めませんでした')).toBeVisible();
    await expect(canvas.queryByText('テーマはまだありません')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('link', { name: '標準テーマ' })).toBeVisible();
    await expect(callsOf(loaded, themeFx.list)).toHaveLength(2);
  },
};
