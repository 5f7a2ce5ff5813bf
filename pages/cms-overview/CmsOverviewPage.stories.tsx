import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { webFx } from '../../model/web/index.ts';
import { someWebsites, somuCmsReader, websiteStoryLoader } from '../cms-website-list/story.ts';
import { PageStory, sessionOf } from '../shared/story.tsx';
import { CmsOverviewPage } from './page.tsx';

const meta = {
  title: 'pages/cms/CmsOverviewPage',
  component: CmsOverviewPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/cms">
      <CmsOverviewPage />
    </PageStory>
  ),
} satisfies Meta<typeof CmsOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator: every CMS screen, every website with its pages at a glance. */
export const EverythingForTheAdministrator: Story = {
  loaders: [websiteStoryLoader({ handlers: [[webFx.list, () => someWebsites]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '編集できるWebサイト' });
    const honcho = (await within(table).findByRole('link', { name: '「本庁サイト」のページ一覧' })).closest('tr');
    await expect(honcho).toHaveTextContent('ページ 2 件（有効 1 件）');
    await expect(honcho).toHaveTextContent('（広報 花子）');
    await expect(within(table).getByText('ページはまだありません')).toBeVisible();
    for (const name of ['テーマ', 'テンプレート', '画像・ファイル管理', 'Webページ'])
      await expect(canvas.getByRole('link', { name })).toBeVisible();
  },
};

/** 総務課 at CMS 1: only the website naming 総務課, and only the screens CMS 1 opens. */
export const OnlyWhatTheGroupEdits: Story = {
  loaders: [websiteStoryLoader({ user: somuCmsReader, handlers: [[webFx.list, () => someWebsites]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '「防災情報サイト」のページ一覧' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '「本庁サイト」のページ一覧' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'テンプレート' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Webページ' })).toBeVisible();
  },
};

export const NoneToEdit: Story = {
  loaders: [websiteStoryLoader({ user: somuCmsReader, handlers: [[webFx.list, () => someWebsites.slice(0, 1)]] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('編集できるWebサイトはありません')).toBeVisible();
  },
};

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
    await expect(await canvas.findByRole('link', { name: '「本庁サイト」のページ一覧' })).toBeVisible();
  },
};
