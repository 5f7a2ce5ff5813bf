import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { pageFx } from '../../model/cms/index.ts';
import { outcome } from '../cms-shared/story.ts';
import { callsOf, never, PageStory, sessionOf } from '../shared/story.tsx';
import { PageListPage } from './page.tsx';
import { otherGroupReader, pageStoryLoader, somePages } from './story.ts';

const meta = {
  title: 'pages/cms/PageListPage',
  component: PageListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/:webId/page" entries={['/cms/1/page']}>
      <PageListPage />
    </PageStory>
  ),
} satisfies Meta<typeof PageListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The website's pages only, named with their path, template, state and last change; create and delete offered. */
export const ListsTheWebsitesPages: Story = {
  loaders: [pageStoryLoader({ handlers: [[pageFx.list, () => somePages]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '本庁サイトのページ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ページを作成' })).toHaveAttribute('href', '/cms/1/page/create');
    const table = await canvas.findByRole('table', { name: 'ページの一覧' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(table).getByRole('link', { name: 'トップページ' })).toHaveAttribute('href', '/cms/1/page/1');
    await expect(within(table).getByText('/（トップページ）')).toBeVisible();
    await expect(within(table).getByText('/about/recruit')).toBeVisible();
    await expect(within(table).getAllByText('標準ページ')).toHaveLength(2);
    await expect(within(table).getByText('（削除されたテンプレート）')).toBeVisible();
    await expect(within(table).getByText(/（広報 花子）/)).toBeVisible();
    await expect(within(table).getByRole('checkbox', { name: /採用情報（準備中）/ })).not.toBeChecked();
    await expect(within(table).getByRole('link', { name: '「お知らせ一覧」を削除する' })).toHaveAttribute(
      'href',
      '/cms/1/page/2/delete',
    );
    // 防災情報サイト's page is not this website's.
    await expect(within(table).queryByText('避難所の一覧')).toBeNull();
    await expect(canvas.getByText('3 件')).toBeVisible();
  },
};

/** Search by title or path; a search that hides everything says so, not 「まだありません」. */
export const SearchesTitleAndPath: Story = {
  loaders: [pageStoryLoader({ handlers: [[pageFx.list, () => somePages]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'ページの一覧' });
    await within(table).findByRole('link', { name: 'トップページ' });
    const search = canvas.getByRole('searchbox', { name: 'ページをタイトルかパスで検索' });
    await userEvent.type(search, 'recruit');
    await waitFor(() => expect(within(table).queryByRole('link', { name: 'トップページ' })).toBeNull());
    await expect(within(table).getByRole('link', { name: '採用情報（準備中）' })).toBeVisible();
    await expect(canvas.getByText('3 件中 1 件を表示')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'おしらせいちらん');
    await expect(await canvas.findByText('条件に合うページはありません')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'お知らせ');
    await expect(await within(table).findByRole('link', { name: 'お知らせ一覧' })).toBeVisible();
  },
};

/** The active switch sends at once (spec §4); the row follows and the message names the page. */
export const TogglesActiveFromTheRow: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [pageFx.list, () => somePages],
        [pageFx.setActive, () => outcome({ id: 3 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: /採用情報（準備中）/ });
    await expect(box).not.toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(callsOf(loaded, pageFx.setActive)).toEqual([{ params: { id: 3 }, body: { active: true } }]),
    );
    await waitFor(() => expect(box).toBeChecked());
    const messages = await within(canvasElement.ownerDocument.body).findByRole('region', { name: 'メッセージ' });
    await expect(
      await within(messages).findByText('ページ「採用情報（準備中）」を有効にしました。'),
    ).toBeInTheDocument();
  },
};

/** A CMS 1 reader whose group the website does not name: read-only, saying why, nothing to create or delete. */
export const ReadOnlyForAnotherGroup: Story = {
  loaders: [pageStoryLoader({ user: otherGroupReader, handlers: [[pageFx.list, () => somePages]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: /トップページ/ });
    await expect(box).toBeDisabled();
    await expect(canvas.getByText(/Webサイトの編集担当に指定された組織の方/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'ページを作成' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /を削除する$/ })).toBeNull();
    await expect(callsOf(loaded, pageFx.setActive)).toEqual([]);
  },
};

export const Loading: Story = {
  loaders: [pageStoryLoader({ handlers: [[pageFx.list, never]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The website is named first (it loads at sign-in), then the pages' load is said.
    await canvas.findByRole('heading', { level: 1, name: '本庁サイトのページ' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('ページを読み込み中'));
  },
};

/** The pages could not be loaded: said with a retry, never 「まだありません」; the retry loads them. */
export const LoadFailedOffersRetry: Story = {
  loaders: [
    pageStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            pageFx.list,
            () => {
              calls += 1;
              if (calls === 1) throw new HttpError(0, undefined, 'page.list', 'network');
              return somePages;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ページを読み込めませんでした')).toBeVisible();
    await expect(canvas.queryByText('ページはまだありません')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('link', { name: 'トップページ' })).toBeVisible();
  },
};

/** No page yet: said so, with where to create one. */
export const Empty: Story = {
  loaders: [pageStoryLoader({ handlers: [[pageFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ページはまだありません')).toBeVisible();
    await expect(canvas.getByText('「ページを作成」から作成してください。')).toBeVisible();
  },
};

/** An id no website has: said so, with the way back. */
export const UnknownWebsite: Story = {
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/:webId/page" entries={['/cms/99/page']}>
      <PageListPage />
    </PageStory>
  ),
  loaders: [pageStoryLoader({ handlers: [[pageFx.list, () => somePages]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'このWebサイトは見つかりません' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Webサイトの一覧へ' })).toHaveAttribute('href', '/cms');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
