import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { anImage } from '../../contract/testing/examples.ts';
import { authorFx } from '../../model/author/index.ts';
import { localFileFx, pageFx, pageRequestFx } from '../../model/cms/index.ts';
import { workflowFx } from '../../model/workflow/index.ts';
import { callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { PageCreatePage, PageDetailPage } from './page.tsx';
import { clean, missingAlt, otherGroupUser, outcome, page, pageStoryLoader, withProblems } from './story.ts';

const meta = {
  title: 'pages/cms/PageEditor',
  component: PageDetailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/:webId/page/:id" entries={[`/cms/1/page/${page.id}`]}>
      <PageDetailPage />
    </PageStory>
  ),
} satisfies Meta<typeof PageDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The HTML editor once CodeMirror's chunk has loaded. */
const htmlEditor = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: 'HTML' });

/** Types at the end of the HTML as the browser does for a keystroke or a paste. */
const typeAtEnd = async (content: HTMLElement, text: string) => {
  content.focus();
  await userEvent.keyboard('{Control>}{End}{/Control}');
  document.execCommand('insertText', false, text);
};

/**
 * An image without alt typed: once typing pauses the server's check lists the problem at its line, the save
 * is held back saying why; alt added, the check is clean and the save goes with the HTML and the version.
 */
export const ProblemAtItsLineThenSaved: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [
          pageFx.validate,
          ({ body }: { body: { html: string } }) =>
            /<img(?![^>]*alt=)/.test(body.html) ? withProblems([missingAlt(4)]) : clean,
        ],
        [pageFx.update, () => outcome({ id: page.id, version: 4 })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'お知らせ一覧' });
    await expect(canvas.getByRole('textbox', { name: /タイトル/ })).toHaveValue('お知らせ一覧');
    await expect(canvas.getByTitle('「お知らせ一覧」のプレビュー')).toBeVisible();
    const content = await htmlEditor(canvasElement);
    await canvas.findByText('問題はありません');

    await typeAtEnd(content, '<img src="shelter.png">');
    const problem = await canvas.findByRole('button', { name: /エラー.*4 行.*代替テキスト/ });
    await expect(canvas.getByText('エラー 1 件、警告 0 件')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await canvas.findByText(/HTMLの検証でエラーが見つかったため、保存していません/);
    await expect(callsOf(loaded, pageFx.update)).toEqual([]);

    // The problem chosen puts the cursor on its line.
    await userEvent.click(problem);
    await waitFor(() => expect(content).toHaveFocus());
    // The closing `>` taken back and alt typed before it.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    document.execCommand('delete');
    document.execCommand('insertText', false, ' alt="避難所の地図">');
    await canvas.findByText('問題はありません');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(callsOf(loaded, pageFx.update)).toEqual([
        {
          params: { id: page.id },
          body: {
            title: 'お知らせ一覧',
            path: 'news',
            templateId: 4,
            html: `${page.html}<img src="shelter.png" alt="避難所の地図">`,
            version: 3,
          },
        },
      ]),
    );
  },
};

/** 「画像を挿入」: an image of the library chosen, its alt text asked for, its tag put where the cursor is. */
export const ImageFromTheLibrary: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [[localFileFx.list, () => ({ images: [{ ...anImage, id: 5, name: '庁舎.png' }], docs: [] })]],
      replaced: [localFileFx.list],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const content = await htmlEditor(canvasElement);
    await typeAtEnd(content, '');
    await userEvent.click(canvas.getByRole('button', { name: '画像を挿入' }));
    const body = within(canvasElement.ownerDocument.body);
    const picker = await body.findByRole('dialog', { name: '画像を選択' });
    await userEvent.click(await within(picker).findByRole('button', { name: /庁舎\.png/ }));
    await userEvent.type(within(picker).getByRole('textbox', { name: /代替テキスト/ }), '本庁舎の外観');
    await userEvent.click(within(picker).getByRole('button', { name: '選択' }));
    await waitFor(() =>
      expect(content).toHaveTextContent(`<img src="${anImage.url}" alt="本庁舎の外観" width="320" height="120">`),
    );
  },
};

/** Someone outside the website's groups: the page is shown read-only, saying why; nothing to save or delete. */
export const ReadOnlyForOtherGroups: Story = {
  loaders: [pageStoryLoader({ user: otherGroupUser })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'お知らせ一覧' });
    await expect(canvas.getByText(/編集担当に指定された/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存する' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /削除/ })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /タイトル/ })).toBeDisabled();
  },
};

/** The page's own fetch fails and the list has none: said with a retry, never "not found". */
export const LoadFailedWithRetry: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [pageFx.list, () => []],
        [
          pageFx.get,
          () => {
            throw new Error('offline');
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'ページを読み込めませんでした' });
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await waitFor(() => expect(callsOf(loaded, pageFx.get).length).toBe(2));
  },
};

/** A website id that is not there: said, with the way back to the websites. */
export const UnknownWebsite: Story = {
  loaders: [pageStoryLoader()],
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/:webId/page/:id" entries={['/cms/99/page/10']}>
      <PageDetailPage />
    </PageStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'このWebサイトは見つかりません' });
    await expect(canvas.getByRole('link', { name: 'Webサイトの一覧へ' })).toBeVisible();
  },
};

/** /cms/1/page/create: an empty title is said before sending; a path that is not one too; then created in the website. */
export const CreateInTheWebsite: Story = {
  loaders: [pageStoryLoader({ handlers: [[pageFx.create, () => outcome({ id: 11, version: 1 })]] })],
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/:webId/page/create" entries={['/cms/1/page/create']}>
      <PageCreatePage />
    </PageStory>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'ページの作成' });
    await htmlEditor(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ページを作成' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /タイトル/ })).toHaveAccessibleDescription(/入力/));
    await userEvent.type(canvas.getByRole('textbox', { name: /タイトル/ }), '避難所一覧');
    await userEvent.type(canvas.getByRole('textbox', { name: /パス/ }), '/Hinanjo');
    await userEvent.click(canvas.getByRole('button', { name: 'ページを作成' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /パス/ })).toHaveAccessibleDescription(/半角英小文字/),
    );
    await expect(callsOf(loaded, pageFx.create)).toEqual([]);
    await userEvent.clear(canvas.getByRole('textbox', { name: /パス/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /パス/ }), 'hinanjo');
    await userEvent.click(canvas.getByRole('button', { name: 'ページを作成' }));
    await waitFor(() =>
      expect(callsOf(loaded, pageFx.create)).toEqual([
        { body: { title: '避難所一覧', path: 'hinanjo', templateId: null, html: '', webId: 1 } },
      ]),
    );
  },
};

/**
 * 承認を依頼 sends the saved version with a note; 緊急公開 asks for its reason first. Both are held back while the
 * page has unsaved changes, with the reason said.
 */
export const RequestApprovalAndEmergency: Story = {
  loaders: [
    pageStoryLoader({
      handlers: [
        [pageRequestFx.create, () => outcome({ id: 21 })],
        [pageRequestFx.emergency, () => outcome({ id: 22 })],
        [workflowFx.list, () => [{ id: 20, pageId: page.id, status: 'remanded', outdated: true }]],
        [workflowFx.get, () => ({ id: 21, pageId: page.id, status: 'pending', outdated: false })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'お知らせ一覧' });
    // The website's saves wait for approval: said above the page's latest request and its state, with a way to it.
    await canvas.findByText('このWebサイトでは、保存しただけでは公開されません。', { exact: false });
    await canvas.findByText(/承認依頼：差し戻し中（依頼後に変更あり）/);
    await expect(canvas.getByRole('link', { name: '承認依頼を開く' })).toHaveAttribute('href', '/workflow?id=20');
    const request = canvas.getByRole('button', { name: '承認を依頼' });
    await waitFor(() => expect(request).toBeEnabled());
    await userEvent.click(request);
    const dialog = await within(document.body).findByRole('dialog', { name: '承認を依頼' });
    await expect(dialog).toHaveTextContent('版 3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /依頼の内容/ }), '日時を更新しました');
    await userEvent.click(within(dialog).getByRole('button', { name: '依頼する' }));
    await waitFor(() =>
      expect(callsOf(loaded, pageRequestFx.create)).toEqual([
        { body: { pageId: page.id, comment: '日時を更新しました', pageVersion: 3 } },
      ]),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '承認を依頼' })).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: '緊急公開' }));
    const emergency = await within(document.body).findByRole('dialog', { name: '緊急公開' });
    await userEvent.click(within(emergency).getByRole('button', { name: '緊急公開する' }));
    await within(emergency).findByText('緊急公開の理由を入力してください。');
    await expect(callsOf(loaded, pageRequestFx.emergency)).toEqual([]);
    await userEvent.type(within(emergency).getByRole('textbox', { name: /緊急公開の理由/ }), '災害情報の訂正');
    await userEvent.click(within(emergency).getByRole('button', { name: '緊急公開する' }));
    await waitFor(() =>
      expect(callsOf(loaded, pageRequestFx.emergency)).toEqual([
        { body: { pageId: page.id, comment: '災害情報の訂正', pageVersion: 3 } },
      ]),
    );
    await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: '緊急公開' })).toBeNull());

    // Typed into the title: unsaved, so both wait, saying why.
    await userEvent.type(canvas.getByRole('textbox', { name: /タイトル/ }), '（改）');
    await waitFor(() => expect(canvas.getByRole('button', { name: '承認を依頼' })).toBeDisabled());
    await expect(canvas.getByRole('button', { name: '緊急公開' })).toBeDisabled();
    await expect(canvas.getByText(/変更を保存してから依頼してください/)).toBeVisible();
  },
};

/** A website nobody approves: a save publishes, so no request is offered (the server would refuse it). */
export const WebsiteWithoutApprovers: Story = {
  loaders: [pageStoryLoader({ handlers: [[authorFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'お知らせ一覧' });
    await expect(
      await canvas.findByText('このWebサイトには承認者がいないため、保存すると公開されます。'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '承認を依頼' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '緊急公開' })).toBeNull();
  },
};
