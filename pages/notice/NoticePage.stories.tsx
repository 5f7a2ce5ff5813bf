import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpError, type Notice, type TokenInfo } from '../../contract/index.ts';
import type { ListStatus } from '../../model/kit/index.ts';
import { $readIds, getNoticeFx, listNoticesFx, noticeFx, notices } from '../../model/notice/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import {
  animationsDone,
  callsOf,
  never,
  PageStory,
  type StoryOptions,
  sessionLoader,
  sessionOf,
} from '../shared/story.tsx';
import { NoticePage } from './page.tsx';

const meta = {
  title: 'pages/notice/NoticePage',
  component: NoticePage,
  parameters: { layout: 'fullscreen' },
  render: (_, { loaded }) => (
    <PageStory scope={sessionOf(loaded).scope} main path="/notice">
      <NoticePage />
    </PageStory>
  ),
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 広報課: CONFIG 0, reads notices only. */
const koho: TokenInfo = {
  ...admin,
  id: 2,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId: 2,
  groupName: '広報課',
  permissions: [4, 2, 1, 2, 0, 1, 0],
};
/** 総務課: CONFIG 2, sends notices. */
const somu: TokenInfo = {
  ...admin,
  id: 3,
  email: 'somu@example.go.jp',
  name: '総務 次郎',
  groupId: 3,
  groupName: '総務課',
  permissions: [0, 0, 0, 0, 3, 0, 2],
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

/** Newest first, as the server sends them: one of each type. */
const fiveNotices: Notice[] = [
  aNotice(5, {
    type: 'urgent',
    title: 'システムの緊急停止',
    content:
      '<p><b>本日 18 時</b>からシステムを停止します。</p><img src="x" onerror="window.__noticePageXss = 1" alt=""><script>window.__noticePageXss = 2</script>',
    important: true,
  }),
  aNotice(4, { type: 'error', title: 'メール送信の障害', content: '<p>一部のメールが届いていません。</p>' }),
  aNotice(3, { type: 'warning', title: 'パスワードの有効期限', updatedAt: '2026-11-20T01:00:00.000Z' }),
  aNotice(2, { type: 'success', title: 'メンテナンス完了' }),
  aNotice(1, { type: 'urgent', title: '', content: '<p>訓練のお知らせ</p>' }),
];

const endpoints = [...Object.values(noticeFx), listNoticesFx, getNoticeFx];

const noticeLoader = ({
  user,
  items = fiveNotices,
  read = [2, 4],
  status = 'fulfilled',
  handlers = [],
}: {
  user: TokenInfo;
  items?: Notice[];
  read?: number[];
  status?: ListStatus;
  handlers?: StoryOptions['handlers'];
}) =>
  sessionLoader({
    values: [
      [$tokenInfo, user],
      [notices.$items, items],
      [notices.$status, status],
      [$readIds, read],
    ],
    handlers,
    replaced: endpoints,
  });

const ok = (over: object = {}) => ({ ok: true, stale: false, noPermission: false, ...over });

const list = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'お知らせ一覧' });
const titlesShown = (canvasElement: HTMLElement) =>
  within(list(canvasElement))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** A reader (CONFIG 0): every notice as the bell shows it, newest first; nothing to send, edit or delete. */
export const ReaderSeesEveryNotice: Story = {
  loaders: [noticeLoader({ user: koho })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'お知らせ' })).toBeVisible();
    await expect(titlesShown(canvasElement)).toEqual([
      'システムの緊急停止',
      'メール送信の障害',
      'パスワードの有効期限',
      'メンテナンス完了',
      '（件名なし）',
    ]);
    const first = within(list(canvasElement)).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first.querySelector('[data-type="urgent"]')).toHaveTextContent('緊急');
    await expect(within(first).getByText('重要')).toBeVisible();
    await expect(within(first).getByText('未読')).toBeVisible();
    await expect(within(first).getByText('本日 18 時').tagName).toBe('B');
    await expect(first.querySelector('img[onerror], script')).toBeNull();
    await expect((window as { __noticePageXss?: number }).__noticePageXss).toBeUndefined();
    await expect(within(first).getByText(/2026年11月5日/)).toBeVisible();
    await expect(canvas.getByText(/2026年11月20日 10:00 更新/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'お知らせを送信' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /を編集する$/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /を削除する$/ })).toBeNull();
    await expect(canvas.getByText('5 件')).toBeVisible();
    await expect(canvas.getByText('新しい順に最大 20 件を表示します。')).toBeVisible();
  },
};

/** The filters: one type, unread only, both; a filter that hides everything says so, and clearing shows all. */
export const FiltersByTypeAndUnread: Story = {
  loaders: [noticeLoader({ user: koho })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: '種類' }));
    await userEvent.click(await canvas.findByRole('option', { name: '緊急' }));
    await waitFor(() => expect(titlesShown(canvasElement)).toEqual(['システムの緊急停止', '（件名なし）']));
    await expect(canvas.getByText('5 件中 2 件を表示')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());

    await userEvent.click(canvas.getByRole('combobox', { name: '種類' }));
    await userEvent.click(await canvas.findByRole('option', { name: '完了' }));
    await waitFor(() => expect(titlesShown(canvasElement)).toEqual(['メンテナンス完了']));
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('checkbox', { name: '未読のみ' }));
    await expect(await canvas.findByText('条件に合うお知らせはありません')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '絞り込みを解除' }));
    await waitFor(() => expect(titlesShown(canvasElement)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('checkbox', { name: '未読のみ' }));
    await waitFor(() =>
      expect(titlesShown(canvasElement)).toEqual(['システムの緊急停止', 'パスワードの有効期限', '（件名なし）']),
    );
    await animationsDone(canvasElement.ownerDocument);
  },
};

export const Loading: Story = {
  loaders: [noticeLoader({ user: koho, items: [], status: 'pending', handlers: [[listNoticesFx, never]] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('お知らせを読み込み中');
    await expect(canvas.queryByText('お知らせはまだありません')).toBeNull();
  },
};

export const Empty: Story = {
  loaders: [noticeLoader({ user: koho, items: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('お知らせはまだありません')).toBeVisible();
    await expect(canvas.getByText('0 件')).toBeVisible();
  },
};

/** The list could not be loaded: said so with a retry (never 「まだありません」); the retry loads it. */
export const LoadFailedOffersRetry: Story = {
  loaders: [
    noticeLoader({
      user: koho,
      items: [],
      status: 'rejected',
      handlers: () => {
        let calls = 0;
        return [
          [
            listNoticesFx,
            () => {
              calls += 1;
              if (calls === 1) throw new HttpError(0, undefined, 'notice.list', 'network');
              return { data: fiveNotices };
            },
          ],
        ];
      },
    }),
  ],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('お知らせを読み込めませんでした')).toBeVisible();
    await expect(canvas.queryByText('お知らせはまだありません')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await waitFor(() => expect(titlesShown(canvasElement)).toHaveLength(5));
    await expect(callsOf(loaded, listNoticesFx).length).toBeGreaterThanOrEqual(1);
  },
};

/** CONFIG 2 sends a notice: the preview follows what is typed as the bell will show it, then the form empties. */
export const WriterSendsWithPreview: Story = {
  loaders: [noticeLoader({ user: somu, handlers: [[noticeFx.create, () => ok({ id: 6, version: 1 })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'お知らせを送信' });
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    await expect(within(form).getByRole('textbox', { name: /本文/ })).toHaveAccessibleDescription(
      expect.stringContaining('入力してください。'),
    );
    await expect(callsOf(loaded, noticeFx.create)).toHaveLength(0);

    await userEvent.click(within(form).getByRole('combobox', { name: /種類/ }));
    await userEvent.click(await canvas.findByRole('option', { name: '緊急' }));
    await waitFor(() => expect(canvas.queryByRole('listbox')).toBeNull());
    await userEvent.type(within(form).getByRole('textbox', { name: '件名' }), '避難訓練');
    await userEvent.type(within(form).getByRole('textbox', { name: /本文/ }), '<p><b>15 時</b>に避難訓練</p>');
    await userEvent.click(within(form).getByRole('checkbox', { name: '重要なお知らせにする' }));
    const preview = within(canvas.getByTestId('notice-preview'));
    await expect(preview.getByText('15 時').tagName).toBe('B');
    await expect(preview.getByText('緊急')).toHaveAttribute('data-type', 'urgent');
    await expect(preview.getByText('重要')).toBeVisible();

    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    await expect(callsOf(loaded, noticeFx.create)).toEqual([
      { body: { type: 'urgent', title: '避難訓練', content: '<p><b>15 時</b>に避難訓練</p>', important: true } },
    ]);
    const message = await canvas.findByText('お知らせを送信しました。');
    await waitFor(() => expect(message).toBeVisible());
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /本文/ })).toHaveValue(''));
    await expect(titlesShown(canvasElement)[0]).toBe('避難訓練');
  },
};

/** 編集する fills the form with the notice; saving names the version read and updates the list in place. */
export const WriterEditsInPlace: Story = {
  loaders: [noticeLoader({ user: somu, handlers: [[noticeFx.update, () => ok({ id: 4, version: 2 })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '「メール送信の障害」を編集する' }));
    const heading = canvas.getByRole('heading', { name: 'お知らせを編集' });
    await expect(heading).toHaveFocus();
    const form = canvas.getByRole('form', { name: 'お知らせを編集' });
    const content = within(form).getByRole('textbox', { name: /本文/ });
    await expect(content).toHaveValue('<p>一部のメールが届いていません。</p>');
    await userEvent.clear(content);
    await userEvent.type(content, '<p>復旧しました。</p>');
    await userEvent.click(within(form).getByRole('button', { name: '保存する' }));
    await expect(callsOf(loaded, noticeFx.update)).toEqual([
      {
        params: { id: 4 },
        body: {
          type: 'error',
          title: 'メール送信の障害',
          content: '<p>復旧しました。</p>',
          important: false,
          version: 1,
        },
      },
    ]);
    const message = await canvas.findByText('お知らせ「メール送信の障害」を保存しました。');
    await waitFor(() => expect(message).toBeVisible());
    await expect(titlesShown(canvasElement)[1]).toBe('メール送信の障害');
    await expect(within(list(canvasElement)).getByText('復旧しました。')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'お知らせを送信' })).toBeVisible();
  },
};

/** A refused save keeps what was typed and shows the server's reason as text. */
export const RefusedSaveKeepsTheDraft: Story = {
  loaders: [
    noticeLoader({
      user: somu,
      handlers: [
        [
          noticeFx.create,
          () => ({ ok: false, stale: false, noPermission: false, message: '本文に使えない文字が含まれています。' }),
        ],
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'お知らせを送信' });
    await userEvent.type(within(form).getByRole('textbox', { name: /本文/ }), '<p>下書き</p>');
    await userEvent.click(within(form).getByRole('button', { name: '送信する' }));
    await expect(await within(form).findByText('本文に使えない文字が含まれています。')).toBeVisible();
    await expect(within(form).getByRole('textbox', { name: /本文/ })).toHaveValue('<p>下書き</p>');
  },
};

/** Deleting is asked first, naming the notice; confirmed, it leaves the list. */
export const WriterDeletesAfterConfirming: Story = {
  loaders: [noticeLoader({ user: somu, handlers: [[noticeFx.remove, () => ok({ id: 2 })]] })],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '「メンテナンス完了」を削除する' }));
    const dialog = await body.findByRole('alertdialog', { name: 'お知らせを削除しますか？' });
    await expect(dialog).toHaveTextContent('「メンテナンス完了」を削除します。');
    await expect(callsOf(loaded, noticeFx.remove)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(callsOf(loaded, noticeFx.remove)).toEqual([{ params: { id: 2 } }]);
    await waitFor(() => expect(titlesShown(canvasElement)).not.toContain('メンテナンス完了'));
    // Focus does not fall to the page's start: the list's heading takes it.
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'お知らせ一覧' })).toHaveFocus());
    const message = await canvas.findByText('お知らせ「メンテナンス完了」を削除しました。');
    await waitFor(() => expect(message).toBeVisible());
    await animationsDone(canvasElement.ownerDocument);
  },
};
