import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { themeFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, outcome, someThemes } from '../cms-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { ThemeDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/cms/ThemeDeleteDialog',
  component: ThemeDeleteDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/cms/theme/:id/delete"
      entries={dialogEntries('/cms/theme', '/cms/theme/1/delete')}
    >
      <ThemeDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof ThemeDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Pages use the theme: they are listed, and the delete is not offered (the server would refuse it). */
export const RefusedWhilePagesUseIt: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [themeFx.list, () => someThemes],
        [
          themeFx.pages,
          () => [
            { id: 1, title: 'トップページ', webId: 1, webName: '本庁サイト' },
            { id: 2, title: 'お問い合わせ', webId: 1, webName: '本庁サイト' },
          ],
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'テーマ「標準テーマ」を削除しますか？' });
    await within(dialog).findByText(/2件のページで使われている/);
    await animationsDone(canvasElement.ownerDocument);
    await expect(await within(dialog).findByText('トップページ（Webサイト：本庁サイト）')).toBeVisible();
    await expect(within(dialog).getByText(/2件のページで使われているため削除できません/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
    await expect(callsOf(loaded, themeFx.remove)).toEqual([]);
  },
};

/** No page uses it: said so, and the delete goes, back to the list. */
export const DeletesWhenUnused: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [themeFx.list, () => someThemes],
        [themeFx.pages, () => []],
        [themeFx.remove, () => outcome({ id: 1 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'テーマ「標準テーマ」を削除しますか？' });
    await within(dialog).findByText('このテーマを使っているページはありません。');
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('このテーマを使っているページはありません。')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, themeFx.remove)).toEqual([{ params: { id: 1 } }]));
    const message = await body(canvasElement).findByText('テーマ「標準テーマ」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
  },
};
