import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { anImage } from '../../contract/testing/examples.ts';
import { localFileFx, localFileUploadFx } from '../../model/cms/index.ts';
import { admin } from '../../model/session/testing.ts';
import { outcome } from '../cms-shared/story.ts';
import { animationsDone, callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { FilesPage } from './page.tsx';
import { filesAnswer, filesStoryLoader, stepwiseUploads } from './story.ts';

const meta = {
  title: 'pages/cms/FilesPage',
  component: FilesPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/files">
      <FilesPage />
    </PageStory>
  ),
} satisfies Meta<typeof FilesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed: [typeof localFileFx.list, typeof filesAnswer][] = [[localFileFx.list, filesAnswer]];
const cardOf = async (canvasElement: HTMLElement, name: string) => {
  const grid = await within(canvasElement).findByRole('list', { name: '画像' });
  const card = within(grid)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name));
  if (!card) throw new Error(`no card for ${name}`);
  return card;
};
const chooser = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('ファイルを選択');

/** Images as a grid and documents as a list, each with copy and delete; the count of files. */
export const ListsImagesAndDocuments: Story = {
  loaders: [filesStoryLoader({ handlers: [...listed] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '画像・ファイル管理' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '画像（2 件）' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '文書（1 件）' })).toBeVisible();
    const logo = await cardOf(canvasElement, 'logo.png');
    await expect(within(logo).getByText('320×120')).toBeVisible();
    await expect(within(logo).getByRole('link', { name: /開く/ })).toHaveAttribute('href', anImage.url);
    await expect(canvas.getByRole('link', { name: '要綱.pdf' })).toBeVisible();
    await expect(canvas.getByText('3 件')).toBeVisible();
  },
};

/** Search by name, width- and kana-insensitive; a search that hides everything says so. */
export const SearchesByName: Story = {
  loaders: [filesStoryLoader({ handlers: [...listed] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardOf(canvasElement, 'logo.png');
    const search = canvas.getByRole('searchbox', { name: '名前で検索' });
    await userEvent.type(search, 'こうほう');
    await expect(await canvas.findByText('3 件中 1 件を表示')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '画像（1 件）' })).toBeVisible();
    await expect(canvas.getByText('文書はありません。')).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'ないもの');
    await expect(await canvas.findByText('条件に合うファイルはありません。')).toBeVisible();
  },
};

const twoAtOnce = stepwiseUploads();

/** Two files chosen at once: each with its own progress bar, moved by the upload's real progress, then done and listed. */
export const UploadsTwoFilesWithProgress: Story = {
  loaders: [filesStoryLoader({ handlers: () => [...listed, [localFileUploadFx, twoAtOnce.handler()]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardOf(canvasElement, 'logo.png');
    await userEvent.upload(chooser(canvasElement), [
      new File(['a'.repeat(2000)], 'map.png', { type: 'image/png' }),
      new File(['b'.repeat(3000)], '議事録.pdf', { type: 'application/pdf' }),
    ]);
    await waitFor(() => expect(twoAtOnce.pending).toHaveLength(2));
    const [map, minutes] = twoAtOnce.pending;
    map?.params.onProgress(500, 2000);
    minutes?.params.onProgress(2700, 3000);
    const bars = await canvas.findAllByRole('progressbar');
    await waitFor(() => expect(bars[0]).toHaveAttribute('value', '25'));
    await expect(bars[1]).toHaveAttribute('value', '90');

    map?.finish(outcome({ id: 10, file: { ...anImage, id: 10, name: 'map.png', thumbnailUrl: null } }));
    await expect(await canvas.findByText('2 件中 1 件完了')).toBeVisible();
    await expect(await cardOf(canvasElement, 'map.png')).toBeVisible();
    minutes?.finish(outcome({ id: 11, file: { ...anImage, id: 11, type: 'docs', name: '議事録.pdf' } }));
    await expect(await canvas.findByText('2 件中 2 件完了')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '議事録.pdf' })).toBeVisible();
    await expect(canvas.queryAllByRole('progressbar')).toHaveLength(0);
  },
};

/** A file of a type not allowed is refused with its reason before any byte is sent; the others go. */
export const RefusesByTypeBeforeSending: Story = {
  loaders: [
    filesStoryLoader({
      handlers: [
        ...listed,
        [localFileUploadFx, () => outcome({ id: 12, file: { ...anImage, id: 12, name: 'ok.png' } })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await cardOf(canvasElement, 'logo.png');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(chooser(canvasElement), [new File(['x'], 'setup.exe'), new File(['y'], 'ok.png')]);
    await expect(await canvas.findByText(/「setup.exe」はアップロードできない種類のファイルです/)).toBeVisible();
    await expect(await canvas.findByText('2 件中 1 件完了、1 件はアップロードできませんでした')).toBeVisible();
    const sent = callsOf(loaded, localFileUploadFx) as { file: File }[];
    await expect(sent.map((call) => call.file.name)).toEqual(['ok.png']);
  },
};

/** A name already listed waits for a choice; 置き換える sends it to replace the stored file. */
export const ResolvesAConflict: Story = {
  loaders: [
    filesStoryLoader({
      handlers: [...listed, [localFileUploadFx, () => outcome({ id: 1, file: { ...anImage, thumbnailUrl: null } })]],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await cardOf(canvasElement, 'logo.png');
    await userEvent.upload(chooser(canvasElement), [new File(['new'], 'logo.png', { type: 'image/png' })]);
    await expect(await canvas.findByText(/「logo.png」という名前のファイルが既にあります/)).toBeVisible();
    await expect(callsOf(loaded, localFileUploadFx)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: /置き換える/ }));
    await waitFor(() => expect(callsOf(loaded, localFileUploadFx)).toHaveLength(1));
    const [call] = callsOf(loaded, localFileUploadFx) as { query: unknown }[];
    await expect(call?.query).toEqual({ onConflict: 'replace' });
    await expect(await canvas.findByText('1 件中 1 件完了')).toBeVisible();
  },
};

/** The delete says where the file is used; the server refuses it while used, and only then is it deleted anyway. */
export const DeleteInUseRefusedThenForced: Story = {
  loaders: [
    filesStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          ...listed,
          [
            localFileFx.usage,
            () => ({ used: true, usedBy: [{ kind: 'website', id: 1, title: '本庁サイト', field: 'ogImage' }] }),
          ],
          [
            localFileFx.remove,
            () => {
              calls += 1;
              return calls === 1
                ? { ok: false, noPermission: false, stale: true, message: 'このファイルは使われています。' }
                : outcome({ id: 1 });
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    const logo = await cardOf(canvasElement, 'logo.png');
    await userEvent.click(within(logo).getByRole('button', { name: '削除' }));
    const dialog = await body.findByRole('alertdialog', { name: '「logo.png」を削除しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    // Waited for visible: the dialog and the messages fade in.
    const where = await within(dialog).findByText('Webサイト「本庁サイト」のOGP画像');
    await waitFor(() => expect(where).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const refused = await within(dialog).findByText(/使われているため削除できませんでした/);
    await waitFor(() => expect(refused).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '使用中でも削除する' }));
    // Found, not asserted visible afterwards: the message may already be leaving on a loaded machine.
    await body.findByText('ファイル「logo.png」を削除しました。');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(callsOf(loaded, localFileFx.remove)).toEqual([
      { params: { id: 1 } },
      { params: { id: 1 }, query: { force: 'true' } },
    ]);
    await waitFor(() => expect(within(canvasElement).queryByText('logo.png')).toBeNull());
  },
};

/** A failed load says so with 再試行, which loads again. */
export const FailedLoadWithRetry: Story = {
  loaders: [
    filesStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            localFileFx.list,
            () => {
              calls += 1;
              if (calls === 1) throw new Error('offline');
              return filesAnswer();
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ファイルの一覧を読み込めませんでした。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await cardOf(canvasElement, 'logo.png')).toBeVisible();
  },
};

/** Below CMS 4 the screen says why and loads nothing the server would refuse. */
export const BlockedBelowCmsFour: Story = {
  loaders: [filesStoryLoader({ user: { ...admin, groupId: 2, permissions: [1, 0, 0, 0, 0, 0, 0] } })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/CMSの権限レベル4以上が必要です/)).toBeVisible();
    await expect(callsOf(loaded, localFileFx.list)).toHaveLength(0);
  },
};
