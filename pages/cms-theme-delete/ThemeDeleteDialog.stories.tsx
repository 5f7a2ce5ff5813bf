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

/** Websites use the theme: they are listed with their pages, and the delete is not offered (the server would refuse it). */
export const RefusedWhilePagesUseIt: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [themeFx.list, () => someThemes],
        [
          themeFx.usage,
          () => [
            {
              webId: 1,
              webName: '本庁サイト',
              pages: [
                { id: 1, title: 'トップページ' },
                { id: 2, title: 'お問い合わせ' },
              ],
            },
            { webId: 2, webName: '防災情報サイト', pages: [] },
          ],
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'テーマ「標準テーマ」を削除しますか？' });
    await within(dialog).findByText(/2 件のWebサイト（ページ 2 件）で使われている/);
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('本庁サイト：トップページ、お問い合わせ')).toBeVisible();
    await expect(within(dialog).getByText('防災情報サイト（ページなし）')).toBeVisible();

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
        [themeFx.usage, () => []],
        [themeFx.remove, () => outcome({ id: 1 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'テーマ「標準テーマ」を削除しますか？' });
    await within(dialog).findByText('このテーマを使っているWebサイトとページはありません。');
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('このテーマを使っているWebサイトとページはありません。')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, themeFx.remove)).toEqual([{ params: { id: 1 } }]));
    const message = await body(canvasElement).findByText('テーマ「標準テーマ」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
  },
};
