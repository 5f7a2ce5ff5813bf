import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { Notice, TokenInfo } from '../../contract/index.ts';
import { $tokenInfo } from '../session/session.ts';
import {
  $noticeLimit,
  $noticesWithState,
  $readIds,
  $recentNotices,
  $unreadCount,
  bellClosed,
  bellOpened,
  getNoticeFx,
  listNoticesFx,
  loadReadRecordFx,
  notices,
  RECENT_NOTICE_COUNT,
  saveReadRecordFx,
} from './model.ts';

const user = (groupId: number): TokenInfo => ({
  id: 3,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId,
  groupName: '広報課',
  type: 'Default',
  workflow: false,
  permissions: [1, 1, 1, 1, 1, 1, 1],
});

const notice = (id: number): Notice =>
  ({
    id,
    type: 'others',
    content: `<p>お知らせ${id}</p>`,
    important: false,
    title: `お知らせ${id}`,
    createdAt: '2026-11-01T09:00:00+09:00',
  }) as Notice;

describe('notices', () => {
  test.each([
    [5, 20],
    [1, 100],
  ])('group %i asks the server for %i notices', async (groupId, max) => {
    const list = vi.fn(() => ({ data: [notice(1)] }));
    const scope = fork({ values: [[$tokenInfo, user(groupId)]], handlers: [[listNoticesFx, list]] });
    expect(scope.getState($noticeLimit)).toBe(max);
    await allSettled(notices.refreshed, { scope });
    expect(list).toHaveBeenCalledWith({ query: { max } });
    expect(scope.getState(notices.$items)).toEqual([notice(1)]);
  });

  test('an answer carrying error is an empty list', async () => {
    const scope = fork({
      values: [[$tokenInfo, user(5)]],
      handlers: [[listNoticesFx, () => ({ error: true, message: '権限がありません' })]],
    });
    await allSettled(notices.refreshed, { scope });
    expect(scope.getState(notices.$items)).toEqual([]);
    expect(scope.getState(notices.$status)).toBe('fulfilled');
  });

  test('a fetched new notice goes to the front', async () => {
    const scope = fork({
      values: [
        [$tokenInfo, user(5)],
        [notices.$items, [notice(1)]],
      ],
      handlers: [[getNoticeFx, ({ params }: { params: { id: number } }) => ({ data: notice(params.id) })]],
    });
    await allSettled(notices.itemRequested, { scope, params: 2 });
    expect(scope.getState(notices.$items).map((n) => n.id)).toEqual([2, 1]);
  });

  test('read state is loaded per e-mail; opening then closing the bell marks all read and saves', async () => {
    const save = vi.fn();
    const scope = fork({
      values: [[notices.$items, [notice(1), notice(2), notice(3)]]],
      handlers: [
        [loadReadRecordFx, (email: string) => (email === 'koho@example.go.jp' ? [1] : [])],
        [saveReadRecordFx, save],
      ],
    });
    await allSettled($tokenInfo, { scope, params: user(5) });
    expect(scope.getState($readIds)).toEqual([1]);
    expect(scope.getState($unreadCount)).toBe(2);
    expect(scope.getState($noticesWithState).map((n) => n.unread)).toEqual([false, true, true]);
    await allSettled(bellOpened, { scope });
    await allSettled(bellClosed, { scope });
    expect(scope.getState($unreadCount)).toBe(0);
    expect(save).toHaveBeenCalledWith({ email: 'koho@example.go.jp', ids: [1, 2, 3] });
  });
});

describe('read state', () => {
  test('derived in a scope from the values it starts with, before any update', () => {
    const scope = fork({
      values: [
        [notices.$items, [notice(3), notice(2), notice(1)]],
        [$readIds, [2]],
      ],
    });
    expect(scope.getState($noticesWithState).map(({ id, unread }) => [id, unread])).toEqual([
      [3, true],
      [2, false],
      [1, true],
    ]);
    expect(scope.getState($unreadCount)).toBe(2);
    expect(scope.getState($recentNotices)).toHaveLength(3);
  });
});

describe('recent notices (the overview)', () => {
  const newestFirst = [8, 7, 6, 5, 4, 3, 2, 1].map(notice);

  test('the newest few, newest first, with their read state; a new one pushes the oldest out', async () => {
    const scope = fork({
      handlers: [
        [loadReadRecordFx, () => [8, 6]],
        [listNoticesFx, () => ({ data: newestFirst })],
        [getNoticeFx, ({ params }: { params: { id: number } }) => ({ data: notice(params.id) })],
        [saveReadRecordFx, () => undefined],
      ],
    });
    await allSettled($tokenInfo, { scope, params: user(5) });
    await allSettled(notices.refreshed, { scope });
    expect(RECENT_NOTICE_COUNT).toBe(5);
    expect(scope.getState($recentNotices).map((n) => [n.id, n.unread])).toEqual([
      [8, false],
      [7, true],
      [6, false],
      [5, true],
      [4, true],
    ]);

    await allSettled(notices.itemRequested, { scope, params: 9 });
    expect(scope.getState($recentNotices).map((n) => n.id)).toEqual([9, 8, 7, 6, 5]);
    expect(scope.getState($recentNotices)[0]?.unread).toBe(true);

    await allSettled(bellOpened, { scope });
    await allSettled(bellClosed, { scope });
    expect(scope.getState($recentNotices).every((n) => !n.unread)).toBe(true);
  });

  test('fewer than the count: all of them; none: an empty list', async () => {
    const listed = (items: Notice[]) =>
      fork({ values: [[$tokenInfo, user(5)]], handlers: [[listNoticesFx, () => ({ data: items })]] });
    const two = listed([notice(2), notice(1)]);
    await allSettled(notices.refreshed, { scope: two });
    expect(two.getState($recentNotices).map((n) => n.id)).toEqual([2, 1]);
    const none = listed([]);
    await allSettled(notices.refreshed, { scope: none });
    expect(none.getState($recentNotices)).toEqual([]);
  });

  test('a deleted notice leaves the recent list', async () => {
    const scope = fork({ values: [[notices.$items, newestFirst]] });
    await allSettled(notices.removed, { scope, params: 7 });
    expect(scope.getState($recentNotices).map((n) => n.id)).toEqual([8, 6, 5, 4, 3]);
  });
});
