import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authorFx } from '../../model/author/index.ts';
import { authorStoryLoader, configReader, outcome, someAuthors, someChoices } from '../author-shared/story.ts';
import { animationsDone, callsOf, dialogEntries, PageStory, sessionOf } from '../shared/story.tsx';
import { AuthorCreateDialog } from './page.tsx';

const meta = {
  title: 'pages/author/AuthorCreateDialog',
  component: AuthorCreateDialog,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory
      scope={sessionOf(loaded).scope}
      path="/author/create"
      entries={dialogEntries('/author', '/author/create')}
    >
      <AuthorCreateDialog />
    </PageStory>
  ),
} satisfies Meta<typeof AuthorCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const choose = async (canvasElement: HTMLElement, dialog: HTMLElement, field: RegExp, option: string) => {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  await userEvent.click(await body(canvasElement).findByRole('option', { name: option }));
};

/** Nothing chosen is refused before sending; a group's approver is sent with the group only, and the dialog closes. */
export const AddsAnApproverOfAGroup: Story = {
  loaders: [
    authorStoryLoader({
      handlers: [
        [authorFx.choices, () => someChoices],
        [authorFx.create, () => outcome({ id: 4, version: 1 })],
        [authorFx.get, () => ({ ...someAuthors[2], id: 4 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '承認者の追加' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(await within(dialog).findByText('承認者を選んでください。')).toBeVisible();
    await expect(callsOf(loaded, authorFx.create)).toEqual([]);
    await choose(canvasElement, dialog, /承認者/, '広報 花子（koho@example.go.jp・広報課）');
    await choose(canvasElement, dialog, /承認する対象/, '組織のアカウントからの承認依頼');
    await choose(canvasElement, dialog, /^組織/, '総務課');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /メールでも知らせる/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await waitFor(() =>
      expect(callsOf(loaded, authorFx.create)).toEqual([
        { body: { accountId: 2, groupId: 3, step: 1, notifyByMail: true } },
      ]),
    );
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/author');
  },
};

/** The server refuses (already an approver there): its words inside the dialog, the choices kept. */
export const RefusalInside: Story = {
  loaders: [
    authorStoryLoader({
      handlers: [
        [authorFx.choices, () => someChoices],
        [authorFx.create, () => outcome({ ok: false, message: '広報 花子 さんはすでに「本庁サイト」の承認者です。' })],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '承認者の追加' });
    await animationsDone(canvasElement.ownerDocument);
    await choose(canvasElement, dialog, /承認者/, '広報 花子（koho@example.go.jp・広報課）');
    await choose(canvasElement, dialog, /^Webサイト/, '本庁サイト');
    await userEvent.click(within(dialog).getByRole('button', { name: '追加する' }));
    await expect(await within(dialog).findByText(/すでに「本庁サイト」の承認者です/)).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: /承認者/ })).toHaveTextContent('広報 花子');
  },
};

/** Below CONFIG 2: the reason, and no way to send. */
export const ReadOnly: Story = {
  loaders: [authorStoryLoader({ user: configReader })],
  play: async ({ canvasElement, loaded }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '承認者の追加' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(within(dialog).getByText(/承認者を変更する権限がありません/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '追加する' })).toBeDisabled();
    await expect(callsOf(loaded, authorFx.choices)).toEqual([]);
  },
};
