import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authorFx } from '../../model/author/index.ts';
import { authorStoryLoader, configReader, outcome, someAuthors, someChoices } from '../author-shared/story.ts';
import { callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { AuthorDetailPage } from './page.tsx';

const meta = {
  title: 'pages/author/AuthorDetailPage',
  component: AuthorDetailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/author/:id" entries={['/author/1']}>
      <AuthorDetailPage />
    </PageStory>
  ),
} satisfies Meta<typeof AuthorDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The approver's fields from its record; a change is saved with its id and version in the body. */
export const EditsAndSaves: Story = {
  loaders: [
    authorStoryLoader({
      handlers: [
        [authorFx.list, () => someAuthors],
        [authorFx.get, () => someAuthors[0]],
        [authorFx.choices, () => someChoices],
        [authorFx.update, () => outcome({ id: 1, version: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '承認者 広報 花子' })).toBeVisible();
    await expect(canvas.getByText(/^koho@example.go.jp\s+Webサイト：本庁サイト$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '承認者を削除' })).toHaveAttribute('href', '/author/1/delete');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Webサイト/ })).toHaveTextContent('本庁サイト'));
    await userEvent.click(canvas.getByRole('button', { name: '承認段階を上げる' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(callsOf(loaded, authorFx.update)).toEqual([
        { body: { id: 1, accountId: 2, webId: 1, step: 2, notifyByMail: true, version: 1 } },
      ]),
    );
  },
};

/** Below CONFIG 2: the fields read only, no save, no delete, and the reason. */
export const ReadOnly: Story = {
  loaders: [
    authorStoryLoader({
      user: configReader,
      handlers: [
        [authorFx.list, () => someAuthors],
        [authorFx.get, () => someAuthors[0]],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '承認者 広報 花子' })).toBeVisible();
    await expect(canvas.getByText(/承認者を変更する権限がありません/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存する' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '承認者を削除' })).toBeNull();
    await expect(callsOf(loaded, authorFx.choices)).toEqual([]);
  },
};

/** Its read failed and the list has no copy: said, with a retry. */
export const LoadFailed: Story = {
  loaders: [
    authorStoryLoader({
      handlers: [
        [authorFx.list, () => []],
        [
          authorFx.get,
          () => {
            throw new Error('down');
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '再試行' })).toBeVisible();
  },
};
