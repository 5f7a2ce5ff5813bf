import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { webFx } from '../../model/web/index.ts';
import { outcome, refusal, someWebsites, websiteStoryLoader } from '../cms-website-list/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { WebsiteDeleteDialog } from './page.tsx';

const meta = {
  title: 'pages/cms/WebsiteDeleteDialog',
  component: WebsiteDeleteDialog,
  parameters: { layout: 'fullscreen' },
  args: {},
  render: (_, { loaded, parameters }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      main
      path="/cms/website/:id/delete"
      entries={dialogEntries('/cms/website', `/cms/website/${(parameters.webId as number | undefined) ?? 2}/delete`)}
    >
      <WebsiteDeleteDialog />
    </PageStory>
  ),
} satisfies Meta<typeof WebsiteDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const openDialog = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await body(canvasElement).findByRole('dialog', { name });
  await animationsDone(canvasElement.ownerDocument);
  return dialog;
};

/** A website without pages: asked first, naming it; deleted, said so, back to the list. */
export const ConfirmsNamingTheWebsite: Story = {
  loaders: [
    websiteStoryLoader({
      handlers: [
        [webFx.list, () => someWebsites],
        [webFx.remove, () => outcome({ id: 2 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await openDialog(canvasElement, '「防災情報サイト」を削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const message = await body(canvasElement).findByText('Webサイト「防災情報サイト」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
    await expect(callsOf(loaded, webFx.remove)).toEqual([{ params: { id: 2 } }]);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/cms/website');
  },
};

/** A website with pages: nothing offered, the reason said (the server refuses it too). */
export const WithPagesOffersNothing: Story = {
  parameters: { webId: 1 },
  loaders: [websiteStoryLoader({ handlers: [[webFx.list, () => someWebsites]] })],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '「本庁サイト」を削除しますか？');
    await expect(within(dialog).getByText(/2 件のページがあるため削除できません/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
  },
};

/** The server's refusal (a page was added meanwhile) is shown inside the dialog. */
export const RefusalShownInside: Story = {
  loaders: [
    websiteStoryLoader({
      handlers: [
        [webFx.list, () => someWebsites],
        [webFx.remove, () => refusal('このWebサイトには1件のページがあるため削除できません。')],
        [webFx.get, () => someWebsites[1]],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '「防災情報サイト」を削除しますか？');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(
      await within(dialog).findByText('このWebサイトには1件のページがあるため削除できません。'),
    ).toBeVisible();
    await expect(within(dialog).getByText('削除できませんでした')).toBeVisible();
  },
};

export const GoneOffersNothing: Story = {
  loaders: [websiteStoryLoader({ handlers: [[webFx.list, () => someWebsites.slice(0, 1)]] })],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Webサイトが見つかりません');
    await expect(within(dialog).getByRole('button', { name: '削除する' })).toBeDisabled();
  },
};
