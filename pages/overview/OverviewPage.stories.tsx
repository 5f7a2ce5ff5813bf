import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Notice, TokenInfo } from '../../contract/index.ts';
import type { ListStatus } from '../../model/kit/index.ts';
import { $readIds, notices } from '../../model/notice/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin, msalUser } from '../../model/session/testing.ts';
import { blue, green, red, yellow } from '../../ui/theme/tokens.ts';
import { PageStory, sessionLoader, sessionOf } from '../shared/story.tsx';
import { OverviewPage } from './page.tsx';

const meta = {
  title: 'pages/overview/OverviewPage',
  component: OverviewPage,
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} path="/overview">
      <main>
        <OverviewPage />
      </main>
    </PageStory>
  ),
} satisfies Meta<typeof OverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const koho = {
  ...admin,
  id: 2,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId: 2,
  groupName: '広報課',
  permissions: [4, 2, 1, 2, 0, 1, 0],
};

/** Only forms (level 2) and their answers (level 1): the side navigation offers forms and answers only. */
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

const aNotice = (id: number, over: Partial<Notice> = {}): Notice => ({
  id,
  type: 'others',
  title: `お知らせ ${id}`,
  content: `<p>お知らせ ${id} の本文です。</p>`,
  important: false,
  createdBy: 1,
  version: 1,
  createdAt: `2026-11-${String(id).padStart(2, '0')}T00:30:00.000Z`,
  updatedAt: `2026-11-${String(id).padStart(2, '0')}T00:30:00.000Z`,
  ...over,
});

/** Newest first, as the server sends them: one of each type, then two more than the overview shows. */
const sevenNotices: Notice[] = [
  aNotice(7, {
    type: 'urgent',
    title: 'システムの緊急停止',
    content:
      '<p><b>本日 18 時</b>からシステムを停止します。</p><img src="x" onerror="window.__overviewXss = 1" alt=""><script>window.__overviewXss = 2</script>',
    important: true,
  }),
  aNotice(6, { type: 'error', title: 'メール送信の障害', content: '<p>一部のメールが届いていません。</p>' }),
  aNotice(5, { type: 'warning', title: 'パスワードの有効期限', content: '<p>期限が近づいています。</p>' }),
  aNotice(4, { type: 'success', title: 'メンテナンス完了', content: '<p>定期メンテナンスが完了しました。</p>' }),
  aNotice(3, { type: 'others', title: '', content: '<p>操作マニュアルを更新しました。</p>' }),
  aNotice(2),
  aNotice(1),
];

/**
 * The session's scope with the user and the notice list. The notices with their read state are derived
 * by a `sample`, which a scope's initial values do not run: setting the read ids afterwards runs it, as
 * loading the read record does in the app.
 */
const overviewLoader =
  ({
    user,
    items = [],
    read = [],
    status = 'fulfilled',
  }: {
    user: TokenInfo;
    items?: Notice[];
    read?: number[];
    status?: ListStatus;
  }) =>
  async () => {
    const { session } = await sessionLoader({
      values: [
        [$tokenInfo, user],
        [notices.$items, items],
        [notices.$status, status],
        [$readIds, read],
      ],
    })();
    return { session };
  };

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const noticeList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '最近のお知らせ' }));

const destinationHrefs = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '利用できる機能' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

export const DefaultAccount: Story = {
  loaders: [overviewLoader({ user: koho })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ホーム' })).toBeVisible();
    await expect(canvas.getByText('広報 花子 さん、ようこそ。')).toBeVisible();
    await expect(canvas.getByText('広報課')).toBeVisible();
    const table = canvas.getByRole('table', { name: /権限レベル/ });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    await expect(rows).toEqual([
      'CMS4',
      'フォーム2',
      'メール送信1',
      'メーリングリスト2',
      '組織・アカウント0（利用できません）',
      'フォーム回答1',
      'システム設定0（利用できません）',
    ]);
  },
};

/** Group 1 with every level: the five newest notices in the bell's colours, and every destination. */
export const SuperGroupWithNotices: Story = {
  loaders: [overviewLoader({ user: admin, items: sevenNotices, read: [6, 4, 2] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = noticeList(canvasElement);
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(canvas.getByText('新しい順に最大 5 件を表示しています。')).toBeVisible();
    await expect(list.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'システムの緊急停止',
      'メール送信の障害',
      'パスワードの有効期限',
      'メンテナンス完了',
      '（件名なし）',
    ]);

    // Unread: highlighted and tagged in words; read ones are not.
    await expect(items.map((item) => item.hasAttribute('data-unread'))).toEqual([true, false, true, false, true]);
    await expect(within(items[0] as HTMLElement).getByText('未読')).toBeVisible();
    await expect(within(items[1] as HTMLElement).queryByText('未読')).toBeNull();
    await expect(getComputedStyle(items[0] as Element).backgroundColor).not.toBe(
      getComputedStyle(items[1] as Element).backgroundColor,
    );

    // Spec §2.8: red for error or urgent, green for success, yellow for warning, blue for the others.
    const fill = (label: string) => getComputedStyle(list.getByText(label)).backgroundColor;
    await expect(fill('緊急')).toBe(rgb(red[900]));
    await expect(fill('エラー')).toBe(rgb(red[900]));
    await expect(fill('注意')).toBe(rgb(yellow[300]));
    await expect(fill('完了')).toBe(rgb(green[800]));
    await expect(fill('お知らせ')).toBe(rgb(blue[900]));

    // The important marker on the important one only.
    await expect(within(items[0] as HTMLElement).getByText('重要')).toBeVisible();
    await expect(list.getAllByText('重要')).toHaveLength(1);

    // The date in Japanese, Japan's time.
    const time = within(items[0] as HTMLElement).getByText('2026年11月7日 9:30');
    await expect(time.tagName).toBe('TIME');
    await expect(time.getAttribute('datetime')).toBe('2026-11-07T00:30:00.000Z');

    // HTML content, sanitised: markup kept, script and handlers gone.
    await expect(within(items[0] as HTMLElement).getByText('本日 18 時').tagName).toBe('B');
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect((window as { __overviewXss?: number }).__overviewXss).toBeUndefined();

    // Everything the side navigation shows group 1 with level 9 everywhere, less 「ホーム」 (this page).
    await expect(destinationHrefs(canvasElement)).toEqual([
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
  },
};

/** FORM 2 and FORM_ANSWER 1 only: links to forms and answers, nothing the side navigation would not show. */
export const FormOnlyUser: Story = {
  loaders: [overviewLoader({ user: formOnly, items: sevenNotices.slice(4), read: [3, 2, 1] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(destinationHrefs(canvasElement)).toEqual([
      ['フォーム', '/form'],
      ['フォーム回答', '/form-answer'],
    ]);
    // Not CMS-gated "form definition" (/form/create asks CMS 2 in the side navigation), not the rest.
    await expect(canvas.queryByRole('link', { name: 'フォーム定義' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'CMS' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '組織' })).toBeNull();

    const items = noticeList(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items.some((item) => item.hasAttribute('data-unread'))).toBe(false);

    await userEvent.click(canvas.getByRole('link', { name: 'フォーム回答' }));
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/form-answer'));
  },
};

export const NoNotices: Story = {
  loaders: [overviewLoader({ user: koho })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('お知らせはまだありません')).toBeVisible();
    await expect(canvas.getByText('新しいお知らせが届くと、ここと画面上部のベルに表示されます。')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '最近のお知らせ' })).toBeNull();
    // The links still follow the levels: CMS 4, FORM 2, MAIL 1, MAIL_ADDRESS 2, FORM_ANSWER 1, the workflow
    // flag; nothing of ACCOUNT or CONFIG (0).
    await expect(destinationHrefs(canvasElement).map(([, href]) => href)).toEqual([
      '/cms',
      '/cms/template',
      '/cms/files',
      '/cms/website',
      '/form',
      '/form/create',
      '/form-answer',
      '/mail',
      '/mailing',
      '/mailing/create',
      '/workflow',
    ]);
  },
};

/** The list is still on its way (the shell's overlay usually covers this). */
export const NoticesLoading: Story = {
  loaders: [overviewLoader({ user: koho, status: 'pending' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('お知らせを読み込み中');
  },
};

/** The list could not be fetched (no answer from the server): said so, with a way to try again. */
export const NoticesFailed: Story = {
  loaders: [overviewLoader({ user: koho, status: 'rejected' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('お知らせを読み込めませんでした');
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
    await expect(canvas.queryByText('お知らせはまだありません')).toBeNull();
  },
};

/** A user with no level anywhere: no destination to offer, and a word on whom to ask. */
export const NothingToUse: Story = {
  loaders: [overviewLoader({ user: { ...formOnly, permissions: [0, 0, 0, 0, 0, 0, 0] } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: '利用できる機能' })).toBeNull();
    await expect(canvas.getByText(/利用できる機能はまだありません。/)).toBeVisible();
  },
};

export const IdentityProviderAccount: Story = {
  loaders: [overviewLoader({ user: msalUser })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('組織アカウント（Microsoft Entra ID）')).toBeVisible();
  },
};

export const SigningOut: Story = {
  loaders: [overviewLoader({ user: admin })],
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(sessionOf(loaded).calls.logout).toHaveLength(1));
    await expect(sessionOf(loaded).order.indexOf('clearStorage')).toBeLessThan(
      sessionOf(loaded).order.indexOf('logout'),
    );
  },
};
