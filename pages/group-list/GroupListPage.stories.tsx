import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import { groupFx } from '../../model/group/index.ts';
import { groupStoryLoader, someGroups } from '../group-shared/story.ts';
import { callsOf, never, PageStory, sessionOf } from '../shared/story.tsx';
import { GroupListPage } from './page.tsx';

const meta = {
  title: 'pages/group/GroupListPage',
  component: GroupListPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/group" entries={['/group']}>
      <GroupListPage />
    </PageStory>
  ),
} satisfies Meta<typeof GroupListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = groupStoryLoader({ handlers: [[groupFx.list, () => someGroups]] });

/** The group names in the table, top to bottom. */
const namesShown = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent ?? '');

const ready = (canvasElement: HTMLElement) => within(canvasElement).findByRole('link', { name: 'システム管理' });

export const Loading: Story = {
  loaders: [groupStoryLoader({ handlers: [[groupFx.list, never]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '組織' })).toBeVisible();
    const spinner = await canvas.findByRole('status');
    await expect(spinner).toHaveTextContent('組織の一覧を読み込み中');
    await expect(canvas.getByRole('table', { name: '組織の一覧' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // No "nothing here yet" while the answer is awaited.
    await expect(canvas.queryByText('組織はまだありません')).toBeNull();
  },
};

export const Empty: Story = {
  loaders: [groupStoryLoader({ handlers: [[groupFx.list, () => []]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('組織はまだありません')).toBeVisible();
    await expect(canvas.getByText('「組織を作成」から最初の組織を作成してください。')).toBeVisible();
    await expect(canvas.queryByText('組織の一覧を読み込み中')).toBeNull();
  },
};

/** The list could not be loaded: an error with a retry, never 「組織はまだありません」; the retry loads it. */
export const LoadFailedOffersRetry: Story = {
  loaders: [
    groupStoryLoader({
      handlers: () => {
        let calls = 0;
        return [
          [
            groupFx.list,
            () => {
              calls += 1;
              if (calls === 1) throw new HttpError(0, undefined, 'group.list', 'network');
              return someGroups;
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('組織の一覧を読み込めませんでした')).toBeVisible();
    await expect(canvas.queryByText('組織はまだありません')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await ready(canvasElement);
    await expect(namesShown(canvasElement)).toHaveLength(5);
    await expect(canvas.queryByText('組織の一覧を読み込めませんでした')).toBeNull();
    await expect(callsOf(loaded, groupFx.list)).toHaveLength(2);
  },
};

export const Full: Story = {
  loaders: [loaded],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(namesShown(canvasElement)).toEqual([
      'システム管理',
      '広報課',
      'デジタル推進室',
      'ＩＴ政策課',
      'こども家庭課',
    ]);
    await expect(canvas.getByRole('link', { name: '広報課' })).toHaveAttribute('href', '/group/2');
    await expect(canvas.getByText('5 件')).toBeVisible();
    // Seven cells, each area named in Japanese with its level.
    const levels = canvas.getByRole('list', { name: '広報課の権限レベル' });
    const cells = within(levels).getAllByRole('listitem');
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      'CMS 4',
      'フォーム 2',
      'メール送信 1',
      'メーリングリスト 2',
      '組織・アカウント 0',
      'フォーム回答 1',
      'システム設定 0',
    ]);
    const row = canvas.getByRole('link', { name: '広報課' }).closest('tr') as HTMLElement;
    await expect(within(row).getByText('3')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '組織を作成' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/group/create');
  },
};

/** The page in a box as wide as the content area beside the side navigation on a given screen. */
const atContentWidth =
  (width: number): Story['render'] =>
  (_, { loaded }) => (
    <div style={{ width }}>
      <PageStory scope={sessionOf(loaded).scope} main path="/group" entries={['/group']}>
        <GroupListPage />
      </PageStory>
    </div>
  );

/** The content area of a 1024px screen beside the side navigation: every area's name still fits its cell. */
export const LevelsOnANarrowScreen: Story = {
  loaders: [loaded],
  render: atContentWidth(760),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    const cells = within(within(canvasElement).getByRole('list', { name: '広報課の権限レベル' })).getAllByRole(
      'listitem',
    );
    // None cut short or running into the next (「メーリングリスト」 and 「組織・アカウント」 are the longest).
    for (const cell of cells) {
      const name = cell.firstElementChild as HTMLElement;
      await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(cell.clientWidth);
    }
  },
};

/** Descriptions as long as the demo data's, at the content width of a 1280px screen beside the side navigation. */
export const NamesOnOneLine: Story = {
  loaders: [
    groupStoryLoader({
      handlers: [
        [
          groupFx.list,
          () => someGroups.map((group) => ({ ...group, description: `${group.description}を扱うスーパーグループ` })),
        ],
      ],
    }),
  ],
  render: atContentWidth(992),
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    // A usual section name is not broken in two for a longer description: a broken link has two boxes.
    const name = within(canvasElement).getByRole('link', { name: 'システム管理' });
    await expect(name.getClientRects()).toHaveLength(1);
  },
};

export const SearchIgnoresKanaAndWidth: Story = {
  loaders: [loaded],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const search = canvas.getByRole('searchbox', { name: '組織名で検索' });
    // Hiragana finds a katakana name.
    await userEvent.type(search, 'しすてむ');
    await expect(namesShown(canvasElement)).toEqual(['システム管理']);
    await expect(canvas.getByText('5 件中 1 件を表示')).toBeVisible();
    // Half-width katakana finds full-width katakana.
    await userEvent.clear(search);
    await userEvent.type(search, 'ﾃﾞｼﾞﾀﾙ');
    await expect(namesShown(canvasElement)).toEqual(['デジタル推進室']);
    // Half-width lower case finds a full-width upper-case name.
    await userEvent.clear(search);
    await userEvent.type(search, 'it');
    await expect(namesShown(canvasElement)).toEqual(['ＩＴ政策課']);
    // Katakana finds a hiragana name.
    await userEvent.clear(search);
    await userEvent.type(search, 'コドモ');
    await expect(namesShown(canvasElement)).toEqual(['こども家庭課']);
    await userEvent.clear(search);
    await userEvent.type(search, '存在しない課');
    await expect(canvas.getByText('該当する組織はありません')).toBeVisible();
    await userEvent.clear(search);
    await waitFor(() => expect(namesShown(canvasElement)).toHaveLength(5));
  },
};

export const SortsByColumn: Story = {
  loaders: [loaded],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    const byCount = canvas.getByRole('button', { name: 'アカウント数' });
    await userEvent.click(byCount);
    await expect(byCount.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(namesShown(canvasElement)).toEqual([
      'ＩＴ政策課',
      'システム管理',
      '広報課',
      'デジタル推進室',
      'こども家庭課',
    ]);
    await userEvent.click(byCount);
    await expect(byCount.closest('th')).toHaveAttribute('aria-sort', 'descending');
    await expect(namesShown(canvasElement)[0]).toBe('こども家庭課');
    // By name: Latin, then kana in reading order, then kanji; the keyboard works the header too.
    const byName = canvas.getByRole('button', { name: '組織名' });
    byName.focus();
    await userEvent.keyboard('{Enter}');
    await expect(byName.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await expect(byCount.closest('th')).toHaveAttribute('aria-sort', 'none');
    await expect(namesShown(canvasElement)).toEqual([
      'ＩＴ政策課',
      'こども家庭課',
      'システム管理',
      'デジタル推進室',
      '広報課',
    ]);
  },
};
