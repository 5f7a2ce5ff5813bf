import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authorFx } from '../../model/author/index.ts';
import { authorStoryLoader, fulfilled, listed, outcome, someAuthors } from '../author-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { AuthorDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/author/AuthorDeleteDialog',
  component: AuthorDeleteDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/author/:id/delete"
      entries={dialogEntries('/author', '/author/1/delete')}
    >
      <AuthorDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof AuthorDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Asked first, naming the person and what they approve; deleted, the dialog closes. */
export const AsksThenDeletes: Story = {
  loaders: [
    authorStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [authorFx.list, () => someAuthors],
        [authorFx.remove, () => outcome({ id: 1 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '承認者 広報 花子 さんを削除しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText(/Webサイト：本庁サイト の承認者から外します/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, authorFx.remove)).toEqual([{ params: { id: 1 } }]));
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/author');
  },
};
