import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { themeFx } from '../../model/cms/index.ts';
import { cmsStoryLoader, kohoUser, outcome, someThemes } from '../cms-shared/story.ts';
import { callsOf, PageStory, sessionOf } from '../shared/story.tsx';
import { ThemeDetailPage } from './page.tsx';

const theme = someThemes[1] ?? someThemes[0];
if (!theme) throw new Error('no theme fixture');

const meta = {
  title: 'pages/cms/ThemeDetailPage',
  component: ThemeDetailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms/theme/:id" entries={[`/cms/theme/${theme.id}`]}>
      <ThemeDetailPage />
    </PageStory>
  ),
} satisfies Meta<typeof ThemeDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed = (): [typeof themeFx.list | typeof themeFx.get, () => unknown][] => [
  [themeFx.list, () => someThemes],
  [themeFx.get, () => theme],
];

/** Name and code in code editors (HTML, CSS, JavaScript); a renamed theme is saved with the version read. */
export const EditsAndSaves: Story = {
  loaders: [cmsStoryLoader({ handlers: [...listed(), [themeFx.update, () => outcome({ id: theme.id, version: 3 })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '防災テーマ' });
    for (const label of ['head（HTML）', 'body（HTML）', 'スタイル（CSS）', 'スクリプト（JavaScript）']) {
      await expect(await canvas.findByRole('textbox', { name: label })).toBeVisible();
    }
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'スタイル（CSS）' })).toHaveTextContent('.alert { color: #ec0000; }'),
    );
    const name = canvas.getByRole('textbox', { name: /名前/ });
    await userEvent.clear(name);
    await userEvent.type(name, '防災テーマ（改）');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await waitFor(() =>
      expect(callsOf(loaded, themeFx.update)).toEqual([
        {
          params: { id: theme.id },
          body: {
            name: '防災テーマ（改）',
            head: theme.head,
            body: theme.body,
            script: theme.script,
            style: theme.style,
            version: theme.version,
          },
        },
      ]),
    );
    const message = await within(canvasElement.ownerDocument.body).findByText(
      'テーマ「防災テーマ（改）」を保存しました。',
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** A stale save: what I typed beside what is saved now, and keep-mine saves over theirs. */
export const ConflictOnStaleVersion: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: () => {
        let saves = 0;
        let gets = 0;
        return [
          [themeFx.list, () => someThemes],
          [
            themeFx.get,
            () => {
              gets += 1;
              return gets === 1 ? theme : { ...theme, name: '防災テーマ（他の人）', version: 9 };
            },
          ],
          [
            themeFx.update,
            () => {
              saves += 1;
              return saves === 1
                ? outcome({ ok: false, stale: true, message: '他の人が先に保存しました。' })
                : outcome({ id: theme.id, version: 10 });
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /名前/ });
    await userEvent.type(name, '（私）');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(await canvas.findByText('他の人が先に保存しました')).toBeVisible();
    await expect(canvas.getByText('防災テーマ（他の人）')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '自分の変更で上書き' }));
    await waitFor(() => expect(callsOf(loaded, themeFx.update)).toHaveLength(2));
    await expect(callsOf(loaded, themeFx.update)[1]).toMatchObject({ body: { name: '防災テーマ（私）', version: 9 } });
  },
};

/** Below CONFIG 7: the code is shown read-only, with the reason, and no save. */
export const ReadOnlyBelowConfig7: Story = {
  loaders: [cmsStoryLoader({ user: kohoUser, handlers: listed() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: '防災テーマ' });
    await expect(canvas.getByText(/権限レベル7以上が必要です/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存する' })).toBeNull();
    const style = await canvas.findByRole('textbox', { name: 'スタイル（CSS）' });
    await expect(style).toHaveAttribute('aria-readonly', 'true');
  },
};

/** A theme that is not there: said in Japanese, with the way back to the list. */
export const NotFound: Story = {
  loaders: [
    cmsStoryLoader({
      handlers: [
        [themeFx.list, () => []],
        [themeFx.get, () => undefined],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'テーマが見つかりません' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'テーマの一覧へ戻る' })).toBeVisible();
  },
};
