import type { Meta, StoryObj } from '@storybook/react-vite';
import { createWatch, type Effect, fork, type Scope, scopeBind } from 'effector';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Notice, TokenInfo, UserLocation, WebRead } from '../../contract/index.ts';
import { aWeb } from '../../contract/testing/examples.ts';
import { messageTimerFx } from '../../model/messages/index.ts';
import { navigateFx } from '../../model/navigation/index.ts';
import {
  $readIds,
  getNoticeFx,
  listNoticesFx,
  loadReadRecordFx,
  notices,
  saveReadRecordFx,
} from '../../model/notice/index.ts';
import {
  $connection,
  $currentPaths,
  connectFx,
  connectionFailed,
  disconnectFx,
  pathChanged,
  reconnected,
} from '../../model/realtime/index.ts';
import { $tokenInfo, clearStorageFx, logoutFx, saveDraftFx } from '../../model/session/index.ts';
import { admin, msalUser } from '../../model/session/testing.ts';
import { webs } from '../../model/web/index.ts';
import { SignedInLayout } from './SignedInLayout.tsx';

/**
 * The signed-in frame as the app composes it (header, notice bell, side navigation, presence, content),
 * in its own effector scope with every effect it can reach replaced: no network, storage or socket.
 */

// biome-ignore lint/suspicious/noExplicitAny: effects of every shape share one handler table.
type AnyEffect = Effect<any, any, any>;

interface LayoutStory {
  scope: Scope;
  /** Calls of the replaced effects and firings of `pathChanged`, by a short name, in order. */
  calls: Record<string, unknown[]>;
  order: string[];
}

const storyOf = (loaded: unknown): LayoutStory => (loaded as { story: LayoutStory }).story;

const layoutLoader =
  ({
    user,
    items = [],
    read = [],
    others = [],
    websites = [],
  }: {
    user: TokenInfo;
    items?: Notice[];
    read?: number[];
    others?: UserLocation[];
    websites?: WebRead[];
  }) =>
  async (): Promise<{ story: LayoutStory }> => {
    const calls: Record<string, unknown[]> = {};
    const order: string[] = [];
    const recorded =
      (name: string, answer: (params: unknown) => unknown = () => undefined) =>
      (params: unknown) => {
        calls[name] = [...(calls[name] ?? []), params];
        order.push(name);
        return answer(params);
      };
    const handlers: [AnyEffect, (params: unknown) => unknown][] = [
      [clearStorageFx, recorded('clearStorage')],
      [logoutFx, recorded('logout', () => ({}))],
      [saveDraftFx, recorded('saveDraft')],
      [saveReadRecordFx, recorded('saveReadRecord')],
      [loadReadRecordFx, recorded('loadReadRecord', () => read)],
      [listNoticesFx, recorded('listNotices', () => ({ data: items }))],
      [getNoticeFx, recorded('getNotice', () => ({ error: true }))],
      [connectFx, recorded('connect', () => null)],
      [disconnectFx, recorded('disconnect')],
      [navigateFx, recorded('navigate')],
      // Messages stay on screen in stories: their timers never end.
      [messageTimerFx, () => new Promise<never>(() => undefined)],
    ];
    const scope = fork({
      values: [
        [$tokenInfo, user],
        [notices.$items, items],
        [notices.$status, 'fulfilled'],
        [$currentPaths, others],
        [$connection, 'online'],
        [$readIds, read],
        [webs.$items, websites],
        [webs.$status, 'fulfilled'],
      ],
      handlers,
    });
    createWatch({ unit: pathChanged, fn: recorded('pathChanged'), scope });
    return { story: { scope, calls, order } };
  };

/** Stands for whatever screen the route shows, and tells the play function where it is. */
const Screen = () => {
  const location = useLocation();
  return (
    <>
      <h1>表示中の画面</h1>
      <p data-testid="location">{location.pathname}</p>
    </>
  );
};

const LayoutAt = ({ loaded, path }: { loaded: unknown; path: string }) => {
  const [router] = useState(() =>
    createMemoryRouter([{ element: <SignedInLayout />, children: [{ path: '*', element: <Screen /> }] }], {
      initialEntries: [path],
    }),
  );
  return (
    <Provider value={storyOf(loaded).scope}>
      <RouterProvider router={router} />
    </Provider>
  );
};

const meta = {
  title: 'app/layout/SignedInLayout',
  component: SignedInLayout,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => <LayoutAt loaded={loaded} path="/overview" />,
} satisfies Meta<typeof SignedInLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Fixtures

const aNotice = (id: number, over: Partial<Notice> = {}): Notice => ({
  id,
  type: (['error', 'urgent', 'success', 'warning', 'others'] as const)[id % 5] ?? 'others',
  title: `お知らせ ${id}`,
  content: `<p>お知らせ ${id} の本文です。</p>`,
  important: id % 10 === 0,
  createdBy: 1,
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

/** Newest first; 7, 6 and 5 unread. */
const sevenNotices = [7, 6, 5, 4, 3, 2, 1].map((id) => aNotice(id));

/** A user with FORM 2 and FORM_ANSWER 1 and nothing else, signing in with e-mail and password. */
const formOnly: TokenInfo = {
  ...admin,
  id: 6,
  email: 'form@example.go.jp',
  name: '様式 次郎',
  groupId: 5,
  groupName: 'こども家庭課',
  workflow: false,
  permissions: [0, 2, 0, 0, 0, 1, 0],
};

// ---- Helpers

const header = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('banner'));
const sideNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'メインメニュー' }));
const navLinks = (canvasElement: HTMLElement) =>
  sideNav(canvasElement)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
/** The badge sits beside the bell button (hidden from screen readers: the button's name carries the count). */
const badgeOf = (bell: HTMLElement) => bell.nextElementSibling?.textContent ?? null;

// ---- Stories

/** Group 1, type Default, level 9 everywhere: the whole header and every entry of spec §2.6. */
export const SuperGroupDefaultAccount: Story = {
  loaders: [layoutLoader({ user: admin, items: sevenNotices, read: [4, 3, 2, 1] })],
  play: async ({ canvasElement, loaded }) => {
    const bar = header(canvasElement);
    await expect(bar.getByText('管理コンソール')).toBeVisible();
    await expect(bar.getByText('システム管理')).toBeVisible();
    await expect(bar.getByText('管理 太郎')).toBeVisible();
    await expect(bar.getByText('admin@example.go.jp')).toBeVisible();
    const bell = bar.getByRole('button', { name: 'お知らせ (未読 3 件)' });
    await expect(badgeOf(bell)).toBe('3');
    await expect(bar.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'パスワード変更' })).toBeVisible();

    await expect(navLinks(canvasElement)).toEqual([
      ['ホーム', '/overview'],
      ['組織', '/group'],
      ['組織の作成', '/group/create'],
      ['CMS', '/cms'],
      ['テーマ', '/cms/theme'],
      ['テンプレート', '/cms/template'],
      ['画像・ファイル管理', '/cms/files'],
      ['Webページ', '/cms/website'],
      ['フォーム', '/form'],
      ['フォーム定義', '/form/create'],
      ['フォーム回答', '/form-answer'],
      ['メール送信', '/mail'],
      ['メーリングリスト', '/mailing'],
      ['メールアドレスの追加', '/mailing/create'],
      ['ワークフロー', '/workflow'],
      ['承認者管理', '/author'],
      ['お知らせ配信', '/notice'],
      ['システム設定', '/setting'],
    ]);
    // The side navigation's 「ホーム」 (/) lands on the overview, marked as the page shown.
    await expect(sideNav(canvasElement).getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');
    // Told from an effect after the first paint.
    await waitFor(() => expect(storyOf(loaded).calls.pathChanged).toEqual(['/overview']));

    // The content follows the side navigation, and the mark moves with it.
    await userEvent.click(sideNav(canvasElement).getByRole('link', { name: 'テンプレート' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/cms/template'));
    await expect(sideNav(canvasElement).getByRole('link', { name: 'テンプレート' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sideNav(canvasElement).getByRole('link', { name: 'ホーム' })).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(storyOf(loaded).calls.pathChanged).toEqual(['/overview', '/cms/template']));

    // The password change opens its own screen.
    await userEvent.click(bar.getByRole('button', { name: 'パスワード変更' }));
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/pw-update'));
  },
};

/** FORM 2 and FORM_ANSWER 1 only: the notices entry, forms and answers; nothing gated by CMS or CONFIG. */
export const FormOnlyAccount: Story = {
  loaders: [layoutLoader({ user: formOnly, items: sevenNotices, read: [7, 6, 5, 4, 3, 2, 1] })],
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    await expect(bar.getByText('こども家庭課')).toBeVisible();
    await expect(bar.getByText('様式 次郎')).toBeVisible();
    await expect(bar.getByText('form@example.go.jp')).toBeVisible();
    // Type Default: the password change is offered.
    await expect(bar.getByRole('button', { name: 'パスワード変更' })).toBeVisible();
    // Everything read: the bell has its plain name and no badge.
    const bell = bar.getByRole('button', { name: 'お知らせ' });
    await expect(badgeOf(bell)).toBeNull();

    await expect(navLinks(canvasElement)).toEqual([
      ['ホーム', '/overview'],
      ['フォーム', '/form'],
      ['フォーム回答', '/form-answer'],
    ]);
    // /form/create asks CMS 2 in the side navigation (spec §2.6): not under 「フォーム」 here.
    await expect(sideNav(canvasElement).queryByRole('link', { name: 'フォーム定義' })).toBeNull();
  },
};

/** Signed in through the identity provider: no password to change here. */
export const IdentityProviderAccount: Story = {
  loaders: [layoutLoader({ user: msalUser, items: sevenNotices })],
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    await expect(bar.getByText('クラウド 三郎')).toBeVisible();
    await expect(bar.getByText('msal@example.go.jp')).toBeVisible();
    await expect(bar.queryByRole('button', { name: 'パスワード変更' })).toBeNull();
    await expect(bar.getByRole('button', { name: 'ログアウト' })).toBeVisible();
    await expect(badgeOf(bar.getByRole('button', { name: 'お知らせ (未読 7 件)' }))).toBe('7');
  },
};

/** Opening and then closing the bell marks everything read: the badge goes, the record is saved. */
export const BellMarksAllRead: Story = {
  loaders: [layoutLoader({ user: admin, items: sevenNotices, read: [4, 3, 2, 1] })],
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(header(canvasElement).getByRole('button', { name: 'お知らせ (未読 3 件)' }));
    const popup = await body.findByRole('dialog', { name: 'お知らせ' });
    await expect(await within(popup).findAllByRole('listitem')).toHaveLength(7);
    await expect(within(popup).getByRole('link', { name: 'お知らせ一覧へ' })).toHaveAttribute('href', '/notice');
    await userEvent.click(within(popup).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    const bell = header(canvasElement).getByRole('button', { name: 'お知らせ' });
    await expect(badgeOf(bell)).toBeNull();
    await expect(storyOf(loaded).calls.saveReadRecord).toEqual([
      { email: 'admin@example.go.jp', ids: [4, 3, 2, 1, 7, 6, 5] },
    ]);
  },
};

/** Group 1 receives up to 100 notices: 150 unread show a badge capped at 99. */
export const BadgeCappedAt99: Story = {
  loaders: [layoutLoader({ user: admin, items: Array.from({ length: 150 }, (_, index) => aNotice(150 - index)) })],
  play: async ({ canvasElement }) => {
    const bell = header(canvasElement).getByRole('button', { name: 'お知らせ (未読 150 件)' });
    await expect(badgeOf(bell)).toBe('99+');
  },
};

/** Others on the same screen appear in the toolbar; someone on another screen and the user themself do not. */
export const OthersOnThisScreen: Story = {
  loaders: [
    layoutLoader({
      user: admin,
      others: [
        { id: 2, name: '広報 花子', email: 'koho@example.go.jp', path: '/overview' },
        { id: 3, name: '記事 一郎', email: 'ichiro@example.go.jp', path: '/group' },
        { id: admin.id, name: admin.name, email: admin.email, path: '/overview' },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const bar = header(canvasElement);
    await expect(bar.getByText('この画面を見ている人: 広報 花子')).toBeInTheDocument();
    await userEvent.click(sideNav(canvasElement).getByRole('link', { name: '組織' }));
    await waitFor(() => expect(bar.getByText('この画面を見ている人: 記事 一郎')).toBeInTheDocument());
  },
};

/**
 * Spec §8: the channel times out. The toolbar says updates have stopped (and why) until it is back, the
 * error message says so once, and coming back refetches the open lists (the notices here).
 */
export const ChannelTimesOutAndComesBack: Story = {
  loaders: [layoutLoader({ user: admin, items: sevenNotices })],
  play: async ({ canvasElement, loaded }) => {
    const { scope, calls } = storyOf(loaded);
    const bar = header(canvasElement);
    await expect(bar.getByRole('status')).toHaveTextContent('リアルタイム更新: 接続中');
    await expect(bar.queryByText('更新停止中・再接続しています')).toBeNull();

    // Not allSettled: the error message it shows has a timer that never ends in stories.
    scopeBind(connectionFailed, { scope })({ timedOut: true, reason: 'timeout' });
    const lost = await bar.findByTitle('サーバーの応答がありません（20秒でタイムアウト）');
    await expect(lost).toBeVisible();
    await expect(lost).toHaveTextContent('更新停止中・再接続しています');

    const listedBefore = calls.listNotices?.length ?? 0;
    scopeBind(reconnected, { scope })();
    await waitFor(() => expect(bar.getByRole('status')).toHaveTextContent('リアルタイム更新: 接続中'));
    await expect(bar.queryByText('更新停止中・再接続しています')).toBeNull();
    await waitFor(() => expect(calls.listNotices?.length).toBe(listedBefore + 1));
  },
};

/** A screen under an entry (a group's page) marks that entry; a sub-entry's own screen marks only it. */
export const MarksTheEntryAboveTheScreen: Story = {
  loaders: [layoutLoader({ user: admin })],
  render: (_, { loaded }) => <LayoutAt loaded={loaded} path="/group/5" />,
  play: async ({ canvasElement }) => {
    const nav = sideNav(canvasElement);
    await expect(nav.getByRole('link', { name: '組織' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toHaveLength(1);
    await userEvent.click(nav.getByRole('link', { name: '組織の作成' }));
    await waitFor(() => expect(nav.getByRole('link', { name: '組織の作成' })).toHaveAttribute('aria-current', 'page'));
    await expect(nav.getByRole('link', { name: '組織' })).not.toHaveAttribute('aria-current');
  },
};

/**
 * Spec §2.6: one sub-entry per website under Webページ, by its name, leading to its pages; the website on screen
 * is marked. A rename or a deletion (the cms-web event's refetch) changes the entries at once.
 */
export const OneEntryPerWebsite: Story = {
  loaders: [
    layoutLoader({
      user: admin,
      websites: [
        { ...aWeb, id: 1, name: '本庁サイト' },
        { ...aWeb, id: 2, name: '防災情報サイト' },
      ],
    }),
  ],
  render: (_, { loaded }) => <LayoutAt loaded={loaded} path="/cms/2/page" />,
  play: async ({ canvasElement, loaded }) => {
    const nav = sideNav(canvasElement);
    await expect(nav.getByRole('link', { name: '本庁サイト' })).toHaveAttribute('href', '/cms/1/page');
    await expect(nav.getByRole('link', { name: '防災情報サイト' })).toHaveAttribute('aria-current', 'page');
    const { scope } = storyOf(loaded);
    scopeBind(webs.upserted, { scope })({ ...aWeb, id: 1, name: '本庁公式サイト' });
    await waitFor(() =>
      expect(nav.getByRole('link', { name: '本庁公式サイト' })).toHaveAttribute('href', '/cms/1/page'),
    );
    scopeBind(webs.removed, { scope })(2);
    await waitFor(() => expect(nav.queryByRole('link', { name: '防災情報サイト' })).toBeNull());
  },
};

/** Signout clears storage, then tells the server, then the frame is gone. */
export const SignsOut: Story = {
  loaders: [layoutLoader({ user: formOnly })],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(header(canvasElement).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(storyOf(loaded).calls.logout).toHaveLength(1));
    const { order } = storyOf(loaded);
    await expect(order.indexOf('clearStorage')).toBeLessThan(order.indexOf('logout'));
    await waitFor(() => expect(within(canvasElement).queryByRole('banner')).toBeNull());
  },
};
