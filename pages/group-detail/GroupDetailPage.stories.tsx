import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError } from '../../contract/index.ts';
import {
  fetchCurrentGroupFx,
  getGroupFx,
  groups,
  keepMineClicked,
  listAccountsFx,
  removeGroupFx,
  takeTheirsClicked,
  updateGroupFx,
} from '../../model/group/index.ts';
import { aGroup, groupStoryLoader, someAccounts, someGroups } from '../group-shared/story.ts';
import { animationsDone, callsOf, never, PageStory, sessionOf } from '../shared/story.tsx';
import { GroupDetailPage } from './page.tsx';

const meta = {
  title: 'pages/group/GroupDetailPage',
  component: GroupDetailPage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/group/:id" entries={['/group', '/group/2']}>
      <GroupDetailPage />
    </PageStory>
  ),
} satisfies Meta<typeof GroupDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const listed = [groups.$items, someGroups] as [typeof groups.$items, unknown];
const fulfilled = [groups.$status, 'fulfilled'] as [typeof groups.$status, unknown];

const opened = (over: Parameters<typeof aGroup>[0] = {}) =>
  groupStoryLoader({
    values: [listed, fulfilled],
    handlers: [
      [getGroupFx, () => ({ data: aGroup(over) })],
      [listAccountsFx, () => ({ data: someAccounts })],
    ],
  });

const conflict = new HttpError(
  409,
  { error: true, message: '他の人が先に保存しました。最新の内容を確認してください。' },
  'group.update',
  'conflict',
);
const theirs = aGroup({ name: '広報戦略課', permission: [5, 2, 1, 2, 0, 1, 0], version: 5 });

/** Saving is refused once as stale (someone saved 広報戦略課 first), then accepted. */
const staleOnce = groupStoryLoader({
  values: [listed, fulfilled],
  watch: [keepMineClicked, takeTheirsClicked],
  handlers: () => {
    let saves = 0;
    return [
      [getGroupFx, () => ({ data: aGroup() })],
      [listAccountsFx, () => ({ data: someAccounts })],
      [fetchCurrentGroupFx, () => theirs],
      [
        updateGroupFx,
        () => {
          saves += 1;
          if (saves === 1) throw conflict;
          return { id: 2, version: 6 };
        },
      ],
    ];
  },
});

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const editAndSave = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const name = await canvas.findByRole('textbox', { name: '組織名' });
  await userEvent.clear(name);
  await userEvent.type(name, '広報広聴課');
  await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
  return canvas.findByRole('table', { name: 'あなたの変更と保存されている内容の比較' });
};

export const WithAccounts: Story = {
  loaders: [opened()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '広報課' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('広報課');
    await expect(canvas.getByRole('spinbutton', { name: 'CMS' })).toHaveValue('4');
    await expect(canvas.getByRole('spinbutton', { name: 'CMS' })).toHaveAccessibleDescription(
      'サイドメニュー：CMS、テンプレート、画像・ファイル管理、Webページ、フォーム定義',
    );
    const table = await canvas.findByRole('table', { name: '「広報課」に所属するアカウント' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const [, hanako, ichiro, saburo] = within(table).getAllByRole('row') as HTMLElement[];
    await expect(hanako).toHaveTextContent('広報 花子hanako@example.go.jp通常登録済み不要');
    await expect(ichiro).toHaveTextContent('記事 一郎ichiro@example.go.jp通常未登録次回ログイン時に必要');
    await expect(saburo).toHaveTextContent('クラウド 三郎saburo@example.go.jp組織アカウント使用しない不要');
    await expect(within(hanako as HTMLElement).getByRole('link', { name: /^所属変更\s*：広報 花子$/ })).toHaveAttribute(
      'href',
      '/group/2/7/change-group',
    );
    await expect(within(hanako as HTMLElement).getByRole('link', { name: /^リセット\s*：広報 花子$/ })).toHaveAttribute(
      'href',
      '/group/2/7/reset',
    );
    await expect(canvas.getByRole('link', { name: 'アカウントを追加' })).toHaveAttribute(
      'href',
      '/group/2/account/create',
    );
  },
};

export const OpeningADialogRouteKeepsTypedChanges: Story = {
  loaders: [opened()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: '組織名' });
    await userEvent.type(name, '（仮）');
    // A dialog route opens over this page: no "unsaved changes" question.
    await userEvent.click(canvas.getByRole('link', { name: 'アカウントを追加' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/group/2/account/create');
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const LoadingAGroupNotYetListed: Story = {
  loaders: [
    groupStoryLoader({
      handlers: [
        [getGroupFx, never],
        [listAccountsFx, never],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '組織を読み込み中' })).toBeVisible();
  },
};

export const NotFound: Story = {
  loaders: [
    groupStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [
          getGroupFx,
          () => {
            throw new HttpError(404, { error: true, message: '組織が見つかりません。' }, 'group.get', 'not found');
          },
        ],
        [listAccountsFx, () => ({ error: true, message: '組織が見つかりません。' })],
      ],
    }),
  ],
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/group/:id" entries={['/group/99']}>
      <GroupDetailPage />
    </PageStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '組織が見つかりません' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '組織の一覧へ戻る' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/group');
  },
};

export const DeleteAsksNamingTheGroup: Story = {
  loaders: [
    groupStoryLoader({
      values: [[groups.$items, [aGroup({ memberCount: 0 })]] as [typeof groups.$items, unknown], fulfilled],
      handlers: [
        [getGroupFx, () => ({ data: aGroup({ memberCount: 0 }) })],
        [listAccountsFx, () => ({ data: [] })],
        [removeGroupFx, () => ({ id: 2, message: '組織を削除しました。' })],
      ],
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('この組織にはアカウントがありません')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '組織を削除' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '組織を削除しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await expect(dialog).toHaveAccessibleDescription('組織「広報課」を削除します。削除した組織は元に戻せません。');
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/group');
    await expect(callsOf(loaded, removeGroupFx)).toEqual([{ params: { id: 2 } }]);
    const message = await body(canvasElement).findByText('組織「広報課」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const DeleteRefusedWhileItHasAccounts: Story = {
  loaders: [
    groupStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [getGroupFx, () => ({ data: aGroup() })],
        [listAccountsFx, () => ({ data: someAccounts })],
        [
          removeGroupFx,
          () => {
            throw new HttpError(
              409,
              { error: true, message: '所属アカウントがあるため削除できません。先にアカウントを移動してください。' },
              'group.remove',
              'conflict',
            );
          },
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '組織を削除' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '組織を削除しますか？' });
    await animationsDone(canvasElement.ownerDocument);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const refusal = await within(dialog).findByRole('alert');
    await expect(refusal).toHaveTextContent('削除できませんでした');
    await expect(refusal).toHaveTextContent(
      '所属アカウントがあるため削除できません。先にアカウントを移動してください。',
    );
    // Still here, the dialog open; cancelling closes it.
    await expect(canvas.queryByTestId('location')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
  },
};

export const ConflictShowsBothVersions: Story = {
  loaders: [staleOnce],
  play: async ({ canvasElement }) => {
    const table = await editAndSave(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('他の人がこの組織を先に保存しました')).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows[0]).toHaveTextContent('項目あなたの変更保存されている内容');
    await expect(rows[1]).toHaveTextContent('組織名広報広聴課（違いあり）広報戦略課（違いあり）');
    await expect(rows[3]).toHaveTextContent('権限レベル：CMS4（違いあり）5（違いあり）');
    await expect(rows[4]).toHaveTextContent('権限レベル：フォーム22');
    // What I typed is still in the form.
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('広報広聴課');
  },
};

export const ConflictKeepMineSavesOverTheirs: Story = {
  loaders: [staleOnce],
  play: async ({ canvasElement, loaded }) => {
    await editAndSave(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '自分の変更で上書き' }));
    await expect(callsOf(loaded, keepMineClicked)).toHaveLength(1);
    await waitFor(() => expect(canvas.queryByRole('table', { name: /比較/ })).toBeNull());
    // Saved again, naming their version: mine wins.
    await expect(callsOf(loaded, updateGroupFx).at(-1)).toEqual({
      params: { id: 2 },
      body: {
        name: '広報広聴課',
        description: '広報誌とWebサイトの記事を担当',
        permission: [4, 2, 1, 2, 0, 1, 0],
        version: 5,
      },
    });
    const message = await body(canvasElement).findByText('組織「広報広聴課」を保存しました。');
    await waitFor(() => expect(message).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('広報広聴課');
  },
};

export const ConflictTakeTheirsLoadsTheirVersion: Story = {
  loaders: [staleOnce],
  play: async ({ canvasElement, loaded }) => {
    await editAndSave(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '相手の変更を読み込む' }));
    await expect(callsOf(loaded, takeTheirsClicked)).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('広報戦略課'));
    await expect(canvas.getByRole('spinbutton', { name: 'CMS' })).toHaveValue('5');
    await expect(canvas.queryByRole('table', { name: /比較/ })).toBeNull();
    // Nothing was saved over theirs.
    await expect(callsOf(loaded, updateGroupFx)).toHaveLength(1);
  },
};
