import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { webFx } from '../../model/web/index.ts';
import { workflowFx } from '../../model/workflow/index.ts';
import { animationsDone, callsOf, never, PageStory, sessionOf } from '../shared/story.tsx';
import { WebsiteCreatePage, WebsiteListPage } from './page.tsx';
import { outcome, refusal, someWebsites, somuCmsReader, websiteStoryLoader } from './story.ts';

const meta = {
  title: 'pages/cms/WebsiteListPage',
  component: WebsiteListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/website">
      <WebsiteListPage />
    </PageStory>
  ),
} satisfies Meta<typeof WebsiteListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Every website with its address, theme and groups by name, and its pages; the search narrows by address too. */
export const ListedAndSearched: Story = {
  loaders: [websiteStoryLoader({ handlers: [[webFx.list, () => someWebsites]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Webサイトの一覧' });
    const row = (await within(table).findByRole('link', { name: '防災情報サイト' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(row).toHaveTextContent('防災テーマ'));
    await expect(row).toHaveTextContent('広報課、総務課');
    await expect(row).toHaveTextContent('0 件');
    await expect(canvas.getByRole('link', { name: 'Webサイトを作成' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Webサイトを名前かURLで検索' }), 'bousai');
    await waitFor(() => expect(within(table).queryByRole('link', { name: '本庁サイト' })).toBeNull());
    await expect(canvas.getByText('2 件中 1 件を表示')).toBeVisible();
  },
};

/** Editing is a dialog over the list (ours), starting from the website; the refusal is shown inside, input kept. */
export const EditedInADialog: Story = {
  loaders: [
    websiteStoryLoader({
      handlers: [
        [webFx.list, () => someWebsites],
        [webFx.update, () => refusal('他の人が先に保存しました。最新の内容を確認してください。')],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '「防災情報サイト」を編集する' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '「防災情報サイト」の編集' });
    await animationsDone(canvasElement.ownerDocument);
    const name = within(dialog).getByRole('textbox', { name: /^名前/ });
    await expect(name).toHaveValue('防災情報サイト');
    await expect(within(dialog).getByRole('checkbox', { name: '総務課' })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, '防災サイト');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存する' }));
    await expect(
      await within(dialog).findByText('他の人が先に保存しました。最新の内容を確認してください。'),
    ).toBeVisible();
    await expect(name).toHaveValue('防災サイト');
    await expect(callsOf(loaded, webFx.update)).toEqual([
      {
        params: { id: 2 },
        body: expect.objectContaining({ name: '防災サイト', groups: [2, 3], themeId: 2, version: 1 }),
      },
    ]);
  },
};

/**
 * Below CMS 4 the websites are read; nothing the server would refuse is offered, and why is said. A website
 * naming the user's group may still be republished (rePublic needs CMS 1 on a website the user edits).
 */
export const ReadOnlyBelowCms4: Story = {
  loaders: [websiteStoryLoader({ user: somuCmsReader, handlers: [[webFx.list, () => someWebsites]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '本庁サイト' });
    await expect(canvas.getByText(/権限レベル4以上が必要です/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Webサイトを作成' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /を編集する$/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '「防災情報サイト」のWebサイトの再公開' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '「本庁サイト」のWebサイトの再公開' })).toBeNull();
  },
};

/**
 * 「Webサイトの再公開」 on a row: a dialog says what it does and takes an optional comment; the server's answer
 * (published at once here: no approvers) is the message shown, and the dialog closes.
 */
export const RepublishedFromTheRow: Story = {
  loaders: [
    websiteStoryLoader({
      handlers: [
        [webFx.list, () => someWebsites],
        [workflowFx.republish, () => outcome({ id: 40, version: 1, message: 'Webサイトを再公開しました。' })],
      ],
      replaced: Object.values(workflowFx),
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '「本庁サイト」のWebサイトの再公開' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Webサイトの再公開' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(dialog).toHaveTextContent(
      '「本庁サイト」のすべてのページを、いま公開されている内容のまま公開し直します。',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'コメント（任意）' }), '表示崩れを直しました');
    await userEvent.click(within(dialog).getByRole('button', { name: '再公開する' }));
    await body(canvasElement).findByText('Webサイトを再公開しました。');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Webサイトの再公開' })).toBeNull());
    await expect(callsOf(loaded, workflowFx.republish)).toEqual([
      { body: { webId: 1, comment: '表示崩れを直しました' } },
    ]);
  },
};

/** A refusal is shown inside the dialog with the comment kept; nothing is said as done. */
export const RepublishRefusedInTheDialog: Story = {
  loaders: [
    websiteStoryLoader({
      handlers: [
        [webFx.list, () => someWebsites],
        [workflowFx.republish, () => refusal('このWebサイトのページを編集する権限がありません。')],
      ],
      replaced: Object.values(workflowFx),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '「防災情報サイト」のWebサイトの再公開' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Webサイトの再公開' });
    await animationsDone(canvasElement.ownerDocument);
    const comment = within(dialog).getByRole('textbox', { name: 'コメント（任意）' });
    await userEvent.type(comment, '至急お願いします');
    await userEvent.click(within(dialog).getByRole('button', { name: '再公開する' }));
    await expect(await within(dialog).findByText('このWebサイトのページを編集する権限がありません。')).toBeVisible();
    await expect(within(dialog).getByText('Webサイトの再公開ができませんでした')).toBeVisible();
    await expect(comment).toHaveValue('至急お願いします');
  },
};

export const Loading: Story = {
  loaders: [websiteStoryLoader({ handlers: [[webFx.list, never]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Webサイトを読み込み中');
  },
};

/** The list could not be loaded: said with a retry, never 「まだありません」; the retry loads it. */
export const LoadFailedOffersRetry: Story = {
  loaders: [
    websiteStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            webFx.list,
            () => {
              calls += 1;
              if (calls === 1) throw new HttpError(0, undefined, 'web.list', 'network');
              return someWebsites;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('link', { name: '本庁サイト' })).toBeVisible();
    await expect(canvas.queryByText('Webサイトはまだありません')).toBeNull();
  },
};

/** /cms/website/create: checked before sending (an address that is not http(s)); a theme and groups picked. */
export const CreatedFromItsRoute: StoryObj<typeof meta> = {
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/website/create">
      <WebsiteCreatePage />
    </PageStory>
  ),
  loaders: [
    websiteStoryLoader({
      handlers: [
        [webFx.list, () => someWebsites],
        [webFx.create, () => outcome({ id: 3, version: 1 })],
        [webFx.get, () => ({ ...someWebsites[1], id: 3, name: '観光サイト' })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Webサイトの作成' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^名前/ }), '観光サイト');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^URL/ }), 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
    await expect(
      await within(dialog).findByText(
        'http:// または https:// で始まるURLを入力してください（例：https://www.example.go.jp/）。',
      ),
    ).toBeVisible();
    await expect(callsOf(loaded, webFx.create)).toEqual([]);
    const url = within(dialog).getByRole('textbox', { name: /^URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://kanko.example.go.jp/');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'テーマ' }));
    await userEvent.click(await page.findByRole('option', { name: '防災テーマ' }));
    await userEvent.click(within(dialog).getByText('総務課'));
    await userEvent.click(within(dialog).getByRole('button', { name: '作成する' }));
    // The success message is there (under a loaded CI machine it may already be leaving when looked at again).
    await page.findByText('Webサイト「観光サイト」を作成しました。');
    await expect(callsOf(loaded, webFx.create)).toEqual([
      {
        body: expect.objectContaining({
          name: '観光サイト',
          url: 'https://kanko.example.go.jp/',
          themeId: 2,
          groups: [3],
        }),
      },
    ]);
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent('/cms/website');
  },
};
