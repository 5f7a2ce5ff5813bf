import type { Meta, StoryObj } from '@storybook/react-vite';
import { scopeBind } from 'effector';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type Group, HttpError } from '../../contract/index.ts';
import { groupEditor, groupFx, groups } from '../../model/group/index.ts';
import {
  aGroup,
  anAccount,
  digitalManager,
  groupStoryLoader,
  kohoManager,
  outcome,
  refusal,
  signedInAs,
  someAccounts,
  someGroups,
} from '../group-shared/story.ts';
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
      [groupFx.get, () => aGroup(over)],
      [groupFx.listAccounts, () => someAccounts],
    ],
  });

const conflict = () => refusal('他の人が先に保存しました。最新の内容を確認してください。', { stale: true });
const theirs = aGroup({ name: '広報戦略課', permission: [5, 2, 1, 2, 0, 1, 0], version: 5 });

/** Saving is refused once as stale (someone saved 広報戦略課 first), then accepted. */
const staleOnce = groupStoryLoader({
  values: [listed, fulfilled],
  watch: [groupEditor.keepMineClicked, groupEditor.takeTheirsClicked],
  handlers: () => {
    let saves = 0;
    return [
      // The page's own read finds the group as it was; once the save was refused, theirs is saved.
      [groupFx.get, () => (saves === 0 ? aGroup() : theirs)],
      [groupFx.listAccounts, () => someAccounts],
      [
        groupFx.update,
        () => {
          saves += 1;
          return saves === 1 ? conflict() : outcome({ id: 2, version: 6 });
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
    await expect(canvas.getByRole('button', { name: '組織を削除' })).toBeDisabled();
    await expect(
      within(hanako as HTMLElement).getByRole('link', { name: /^所属組織の変更\s*：広報 花子$/ }),
    ).toHaveAttribute('href', '/group/2/7/change-group');
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
        [groupFx.get, never],
        [groupFx.listAccounts, never],
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
        // The answer rules make a 404 or an `error` answer no item, and an `error` answer an empty list.
        [groupFx.get, () => undefined],
        [groupFx.listAccounts, () => []],
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

const serverError = () => {
  throw new HttpError(500, { error: true, message: 'Internal Server Error' }, 'group.get', 'Internal Server Error');
};

/** The page's own load fails and the list has no copy: said so with a retry, never "not found". */
export const LoadFailedWithoutACopy: Story = {
  loaders: [
    groupStoryLoader({
      handlers: () => {
        let tries = 0;
        return [
          [groupFx.get, () => (++tries === 1 ? serverError() : aGroup())],
          [groupFx.listAccounts, () => someAccounts],
        ];
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '組織を読み込めませんでした' })).toBeVisible();
    await expect(canvas.queryByText('組織が見つかりません')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '広報課' })).toBeVisible();
  },
};

/** The page's own load fails while the list has the group: its copy is shown, and the page says so. */
export const LoadFailedShowsTheListsCopy: Story = {
  loaders: [
    groupStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [groupFx.get, serverError],
        [groupFx.listAccounts, () => someAccounts],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('最新の内容を読み込めませんでした');
    await expect(within(alert).getByRole('button', { name: '再試行' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('広報課');
  },
};

export const DeleteAsksNamingTheGroup: Story = {
  loaders: [
    groupStoryLoader({
      values: [[groups.$items, [aGroup({ memberCount: 0 })]] as [typeof groups.$items, unknown], fulfilled],
      handlers: [
        [groupFx.get, () => aGroup({ memberCount: 0 })],
        [groupFx.listAccounts, () => []],
        [groupFx.remove, () => outcome({ id: 2, message: '組織を削除しました。' })],
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
    await expect(callsOf(loaded, groupFx.remove)).toEqual([{ params: { id: 2 } }]);
    const message = await body(canvasElement).findByText('組織「広報課」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/**
 * The list said the group had no accounts, but someone added one meanwhile: the server refuses, and the
 * refusal is said in the dialog.
 */
export const DeleteRefusedWhileItHasAccounts: Story = {
  loaders: [
    groupStoryLoader({
      values: [[groups.$items, [aGroup({ memberCount: 0 })]] as [typeof groups.$items, unknown], fulfilled],
      handlers: [
        [groupFx.get, () => aGroup({ memberCount: 0 })],
        [groupFx.listAccounts, () => someAccounts.slice(0, 1)],
        [groupFx.remove, () => refusal('所属アカウントがあるため削除できません。先にアカウントを移動してください。')],
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
    await expect(canvas.getByText('他の人が先に保存しました')).toBeVisible();
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
    await expect(callsOf(loaded, groupEditor.keepMineClicked)).toHaveLength(1);
    await waitFor(() => expect(canvas.queryByRole('table', { name: /比較/ })).toBeNull());
    // Saved again, naming their version: mine wins.
    await expect(callsOf(loaded, groupFx.update).at(-1)).toEqual({
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
    await expect(callsOf(loaded, groupEditor.takeTheirsClicked)).toHaveLength(1);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '組織名' })).toHaveValue('広報戦略課'));
    // The stepper's machine takes the new value a moment after the text field.
    await waitFor(() => expect(canvas.getByRole('spinbutton', { name: 'CMS' })).toHaveValue('5'));
    await expect(canvas.queryByRole('table', { name: /比較/ })).toBeNull();
    // Nothing was saved over theirs.
    await expect(callsOf(loaded, groupFx.update)).toHaveLength(1);
  },
};

/** The super group (id 1) passes every check: it is never deleted, and the page says so beside the button. */
export const SuperGroupCannotBeDeleted: Story = {
  loaders: [
    groupStoryLoader({
      values: [listed, fulfilled],
      handlers: [
        [groupFx.get, () => someGroups[0]],
        [
          groupFx.listAccounts,
          () => [anAccount({ id: 1, groupId: 1, name: '管理 太郎', email: 'admin@example.go.jp' })],
        ],
      ],
    }),
  ],
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/group/:id" entries={['/group', '/group/1']}>
      <GroupDetailPage />
    </PageStory>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'システム管理' })).toBeVisible();
    const remove = canvas.getByRole('button', { name: '組織を削除' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('システム管理組織は削除できません。');
    await expect(canvas.getByText('システム管理組織は削除できません。')).toBeVisible();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(callsOf(loaded, groupFx.remove)).toEqual([]);
  },
};

/** A group with accounts is not offered for deletion: the reason says what to do first. */
export const GroupWithMembersCannotBeDeleted: Story = {
  loaders: [opened()],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '広報課' })).toBeVisible();
    const reason = 'アカウントが所属している組織は削除できません。先にアカウントを別の組織へ移動してください。';
    const remove = canvas.getByRole('button', { name: '組織を削除' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription(reason);
    await expect(canvas.getByText(reason)).toBeVisible();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(callsOf(loaded, groupFx.remove)).toEqual([]);
  },
};

/** An organisation (Entra ID) account has no password nor one-time password here: no reset is offered. */
export const MsalAccountHasNoReset: Story = {
  loaders: [opened()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '「広報課」に所属するアカウント' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const saburo = within(table).getByText('クラウド 三郎').closest('tr') as HTMLElement;
    await expect(within(saburo).getByText('リセット不可')).toBeVisible();
    await expect(within(saburo).queryByRole('link', { name: /リセット/ })).toBeNull();
    // Moving it to another group is still offered; a Default account keeps its reset link.
    await expect(within(saburo).getByRole('link', { name: /^所属組織の変更\s*：クラウド 三郎$/ })).toHaveAttribute(
      'href',
      '/group/2/9/change-group',
    );
    const hanako = within(table).getByText('広報 花子').closest('tr') as HTMLElement;
    await expect(within(hanako).queryByText('リセット不可')).toBeNull();
    await expect(within(hanako).getByRole('link', { name: /^リセット\s*：広報 花子$/ })).toBeVisible();
  },
};

/** The group on screen is still being read when the read of another group (a real-time event) answers. */
let answerOwnRead: (group: Group) => void = () => undefined;
const ownReadSlow = groupStoryLoader({
  // The list does not have the group yet (created a moment ago elsewhere).
  values: [[groups.$items, someGroups.filter((group) => group.id !== 2)] as [typeof groups.$items, unknown], fulfilled],
  handlers: () => {
    const ownRead = new Promise<Group>((resolve) => {
      answerOwnRead = resolve;
    });
    return [
      [
        groupFx.get,
        ({ params }: { params: { id: number } }) =>
          params.id === 2
            ? ownRead
            : { ...(someGroups.find((group) => group.id === params.id) as Group), description: '更新された説明' },
      ],
      [groupFx.listAccounts, () => someAccounts],
    ];
  },
});

export const AnotherGroupsFetchDoesNotFlashNotFound: Story = {
  loaders: [ownReadSlow],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { scope } = sessionOf(loaded);
    await expect(await canvas.findByRole('heading', { level: 1, name: '組織を読み込み中' })).toBeVisible();
    // Another group (3) is read and answered while this one's read is still under way.
    scopeBind(groups.itemRequested, { scope })(3);
    await waitFor(() =>
      expect(scope.getState(groups.$items).find((group) => group.id === 3)?.description).toBe('更新された説明'),
    );
    await waitFor(() => expect(scope.getState(groups.$fetchingIds)).toEqual([2]));
    // Still waiting for its own: never 「組織が見つかりません」 meanwhile.
    await expect(canvas.getByRole('heading', { level: 1, name: '組織を読み込み中' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '組織が見つかりません' })).toBeNull();
    answerOwnRead(aGroup());
    await expect(await canvas.findByRole('heading', { level: 1, name: '広報課' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: '組織が見つかりません' })).toBeNull();
  },
};

/**
 * A manager below 広報課 in one area (contract/authority.ts): its settings are shown read-only with the
 * reason, it cannot be deleted, and its accounts are not added, moved or reset from here.
 */
export const GroupAboveTheUserIsNotOffered: Story = {
  loaders: [
    groupStoryLoader({
      values: [listed, fulfilled, signedInAs(digitalManager)],
      handlers: [
        [groupFx.get, () => aGroup()],
        [groupFx.listAccounts, () => someAccounts],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '広報課' })).toBeVisible();
    await expect(canvas.getByText('閲覧のみ')).toBeVisible();
    // In the settings' note and under 「組織を削除」.
    await expect(canvas.getAllByText('自分より高い権限レベルを持つ組織は変更・削除できません。')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: '組織名' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存する' })).toBeNull();
    const remove = canvas.getByRole('button', { name: '組織を削除' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('自分より高い権限レベルを持つ組織は変更・削除できません。');
    await expect(canvas.queryByRole('link', { name: 'アカウントを追加' })).toBeNull();
    await expect(canvas.getByText('この組織のアカウントは追加・変更できません')).toBeVisible();
    await expect(await canvas.findByRole('cell', { name: '広報 花子' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /所属組織の変更/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /リセット/ })).toBeNull();
    await expect(canvas.getAllByText('変更不可')).toHaveLength(someAccounts.length);
  },
};

/** A manager's own group: its levels are their own, so it is not edited from here; its accounts are. */
export const OwnGroupIsNotEditable: Story = {
  loaders: [
    groupStoryLoader({
      values: [listed, fulfilled, signedInAs({ ...kohoManager, groupId: 2, permissions: [4, 2, 1, 2, 3, 1, 0] })],
      handlers: [
        [groupFx.get, () => aGroup()],
        [groupFx.listAccounts, () => someAccounts],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('閲覧のみ')).toBeVisible();
    // In the settings' note and under 「組織を削除」.
    await expect(canvas.getAllByText(/^自分の所属組織は変更・削除できません。/)).toHaveLength(2);
    await expect(canvas.getByRole('spinbutton', { name: 'CMS' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '組織を削除' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'アカウントを追加' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /^所属組織の変更\s*：広報 花子$/ })).toBeVisible();
  },
};

/** The super group, to a manager holding every level it has: neither edited nor deleted. */
export const SuperGroupIsNotOfferedOutsideIt: Story = {
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/group/:id" entries={['/group', '/group/1']}>
      <GroupDetailPage />
    </PageStory>
  ),
  loaders: [
    groupStoryLoader({
      values: [listed, fulfilled, signedInAs({ ...kohoManager, permissions: [9, 9, 9, 9, 9, 9, 9] })],
      handlers: [
        [groupFx.get, () => someGroups[0]],
        [groupFx.listAccounts, () => []],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('閲覧のみ')).toBeVisible();
    // In the settings' note and under 「組織を削除」.
    await expect(
      canvas.getAllByText('システム管理組織は、システム管理組織のアカウントだけが変更できます。'),
    ).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: '組織を削除' })).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: 'アカウントを追加' })).toBeNull();
  },
};
