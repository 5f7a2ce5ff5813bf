import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authorFx } from '../../model/author/index.ts';
import { authorStoryLoader, configReader, someAuthors } from '../author-shared/story.ts';
import { never, PageStory, sessionOf } from '../shared/story.tsx';
import { AuthorListPage } from './page.tsx';

const meta = {
  title: 'pages/author/AuthorListPage',
  component: AuthorListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/author">
      <AuthorListPage />
    </PageStory>
  ),
} satisfies Meta<typeof AuthorListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each approver as a person, what they approve by name, the step and the mail flag; search by place. */
export const EveryApprover: Story = {
  loaders: [authorStoryLoader({ handlers: [[authorFx.list, () => someAuthors]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '承認者管理' })).toBeVisible();
    const table = await canvas.findByRole('table', { name: '承認者の一覧' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [header, koho, admin, byGroup] = within(table).getAllByRole('row') as HTMLElement[];
    await expect(header).toHaveTextContent('氏名メールアドレス承認する対象承認段階メールでも知らせる');
    await expect(koho).toHaveTextContent('広報 花子koho@example.go.jpWebサイト：本庁サイト1する');
    await expect(admin).toHaveTextContent('管理 太郎admin@example.go.jpWebサイト：本庁サイト2しない');
    await expect(byGroup).toHaveTextContent('組織：総務課');
    await expect(within(koho as HTMLElement).getByRole('link', { name: '広報 花子' })).toHaveAttribute(
      'href',
      '/author/1',
    );
    await expect(within(koho as HTMLElement).getByRole('link', { name: '広報 花子 さんを削除' })).toHaveAttribute(
      'href',
      '/author/1/delete',
    );
    await expect(canvas.getByRole('link', { name: '承認者を追加' })).toHaveAttribute('href', '/author/create');
    const search = canvas.getByRole('searchbox', { name: /承認者を検索/ });
    await userEvent.type(search, '総務');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getByText('3 件中 1 件を表示')).toBeVisible();
  },
};

/** Below CONFIG 2: the list is read, nothing offered that the server refuses, and the reason said. */
export const ReadOnly: Story = {
  loaders: [authorStoryLoader({ user: configReader, handlers: [[authorFx.list, () => someAuthors]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '管理 太郎' })).toBeVisible();
    await expect(canvas.getByText(/承認者を変更する権限がありません/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '承認者を追加' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /さんを削除/ })).toBeNull();
  },
};

export const Loading: Story = {
  loaders: [authorStoryLoader({ handlers: [[authorFx.list, never]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: '承認者管理' })).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [authorStoryLoader({ handlers: [[authorFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('承認者はまだいません')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  loaders: [
    authorStoryLoader({
      handlers: () => {
        let tries = 0;
        return [
          [
            authorFx.list,
            () => {
              tries += 1;
              if (tries === 1) throw new Error('down');
              return someAuthors;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('承認者の一覧を読み込めませんでした')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('link', { name: '管理 太郎' })).toBeVisible();
  },
};
