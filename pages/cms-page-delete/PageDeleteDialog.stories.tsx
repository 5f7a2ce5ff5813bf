import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pageFx } from '../../model/cms/index.ts';
import { otherGroupReader, pageStoryLoader, somePages } from '../cms-page-list/story.ts';
import { outcome } from '../cms-shared/story.ts';
import { refusal } from '../cms-website-list/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { PageDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/cms/PageDeleteDialog',
  component: PageDeleteDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/cms/:webId/page/:id/delete"
      entries={dialogEntries('/cms/1/page', '/cms/1/page/2/delete')}
    >
      <PageDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof PageDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const used = {
  used: true,
  usedBy: [
    { kind: 'page', id: 1, title: 'トップページ' },
    { kind: 'form', id: 7, title: '意見募集' },
  ],
};

/** Asked where the page is used first: the links that will break are named; the delete still goes. */
export const NamesThePageAndWhereItIsUsed: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [pageFx.list, () => somePages],
        [pageFx.checkUsed, () => outcome(used)],
        [pageFx.remove, () => outcome({ id: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'ページ「お知らせ一覧」を削除しますか？' });
    await within(dialog).findByText('このページは 2 か所で使われています');
    await animationsDone(canvasElement.ownerDocument);
    await expect(callsOf(loaded, pageFx.checkUsed)).toEqual([{ params: { id: 2 } }]);
    await expect(within(dialog).getByText(/次の場所からこのページへのリンクが切れます/)).toBeVisible();
    await expect(within(dialog).getByText('ページ「トップページ」のリンク')).toBeVisible();
    await expect(within(dialog).getByText('フォーム「意見募集」の送信先')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, pageFx.remove)).toEqual([{ params: { id: 2 } }]));
    const message = await body(canvasElement).findByText('ページ「お知らせ一覧」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Used nowhere: said so, and the delete goes. */
export const UsedNowhere: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [pageFx.list, () => somePages],
        [pageFx.checkUsed, () => outcome({ used: false, usedBy: [] })],
        [pageFx.remove, () => outcome({ id: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'ページ「お知らせ一覧」を削除しますか？' });
    await within(dialog).findByText('このページにリンクしているページやフォームはありません。');
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await waitFor(() => expect(callsOf(loaded, pageFx.remove)).toEqual([{ params: { id: 2 } }]));
  },
};

/** The server refuses: its reason inside the dialog, which stays open; the usage is read again. */
export const RefusalStaysInside: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [pageFx.list, () => somePages],
        [pageFx.checkUsed, () => outcome({ used: false, usedBy: [] })],
        [
          pageFx.remove,
          () => refusal('このWebサイトのページを変更できるのは、Webサイトの編集担当に指定された組織の方だけです。'),
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'ページ「お知らせ一覧」を削除しますか？' });
    await within(dialog).findByText('このページにリンクしているページやフォームはありません。');
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await within(dialog).findByText(/編集担当に指定された組織の方だけです/)).toBeVisible();
    await expect(within(dialog).getByText('削除できませんでした')).toBeVisible();
    await waitFor(() => expect(callsOf(loaded, pageFx.checkUsed)).toHaveLength(2));
    await expect(body(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/** Opened for a page already gone: said so, nothing to delete. */
export const PageAlreadyGone: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [pageFx.list, () => somePages.filter((page) => page.id !== 2)],
        [pageFx.checkUsed, () => refusal('ページが見つかりません。')],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'このページは見つかりません' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText('すでに削除されたか、アドレスが違います。')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
    await expect(callsOf(loaded, pageFx.remove)).toEqual([]);
  },
};

/** A reader whose group the website does not name: told why, nothing offered. */
export const ReadOnlyForAnotherGroup: Story = {
  loaders: [
    pageStoryLoader({
      user: otherGroupReader,
      handlers: [
        [pageFx.list, () => somePages],
        [pageFx.checkUsed, () => outcome({ used: false, usedBy: [] })],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'ページ「お知らせ一覧」を削除しますか？' });
    const reason = await within(dialog).findByText(/Webサイトの編集担当に指定された組織の方/);
    await animationsDone(canvasElement.ownerDocument);
    await expect(reason).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
  },
};
