import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { NoticeRead, TokenInfo } from '../../contract/index.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/session.ts';
import { noticeDelete } from './dialogs.ts';
import { noticeEditor, noticeFx } from './editor.ts';
import { $canWriteNotices, noticeList } from './list.ts';
import { $noticesWithState, $readIds, $unreadCount, notices } from './model.ts';

const user = (permissions: number[], groupId = 3): TokenInfo => ({
  id: 3,
  email: 'somu@example.go.jp',
  name: '総務 次郎',
  groupId,
  groupName: '総務課',
  type: 'Default',
  workflow: false,
  permissions,
});
const config = (level: number) => user([0, 0, 0, 0, 0, 0, level]);

const notice = (id: number, patch: Partial<NoticeRead> = {}): NoticeRead => ({
  id,
  type: 'others',
  title: `お知らせ${id}`,
  content: `<p>本文${id}</p>`,
  important: false,
  version: 1,
  createdAt: '2026-11-01T09:00:00+09:00',
  ...patch,
});
/** A scope whose messages' timers end at once; the messages shown are recorded. */
// biome-ignore lint/suspicious/noExplicitAny: fork's own option types
const scopeOf = (options: { values?: any[]; handlers?: any[] } = {}) => {
  const scope = fork({
    values: options.values ?? [],
    handlers: [[messageTimerFx, () => {}], ...(options.handlers ?? [])],
  });
  const shown: string[] = [];
  createWatch({ unit: messageShown, fn: ({ message }) => shown.push(message), scope });
  return { scope, shown };
};
const ok = (extra: object = {}) => ({ ok: true, stale: false, noPermission: false, ...extra });

describe('who may send notices', () => {
  test.each([
    [config(0), false],
    [config(1), false],
    [config(2), true],
    [user([0, 0, 0, 0, 0, 0, 0], 1), true],
  ])('%#: CONFIG above 1 or the super group', (tokenInfo, expected) => {
    expect(fork({ values: [[$tokenInfo, tokenInfo]] }).getState($canWriteNotices)).toBe(expected);
  });
});

describe('the notice editor', () => {
  test('checks before sending: content is required, the title at most 200 characters', async () => {
    const create = vi.fn();
    const { scope } = scopeOf({ handlers: [[noticeFx.create, create]] });
    await allSettled(noticeEditor.opened, { scope, params: null });
    await allSettled(noticeEditor.changed, { scope, params: { content: '   ', title: 'あ'.repeat(201) } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState(noticeEditor.$fieldErrors)).toEqual({
      content: '入力してください。',
      title: '200 文字以内で入力してください（いま 201 文字）。',
    });
  });

  test('sends a new notice trimmed, without an empty title, and shows it at the front at once', async () => {
    const create = vi.fn(() => ok({ id: 9, version: 1 }));
    const { scope, shown } = scopeOf({
      values: [[notices.$items, [notice(1)]]],
      handlers: [[noticeFx.create, create]],
    });
    await allSettled(noticeEditor.opened, { scope, params: null });
    await allSettled(noticeEditor.changed, {
      scope,
      params: { type: 'urgent', title: '  ', content: ' <p><b>停電</b></p> ', important: true },
    });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(create).toHaveBeenCalledWith({
      body: { type: 'urgent', content: '<p><b>停電</b></p>', important: true },
    });
    expect(scope.getState(notices.$items).map((item) => [item.id, item.type, item.important])).toEqual([
      [9, 'urgent', true],
      [1, 'others', false],
    ]);
    expect(shown).toEqual(['お知らせを送信しました。']);
  });

  test('a refused save keeps what was typed and says why', async () => {
    const { scope } = scopeOf({
      handlers: [
        [noticeFx.create, () => ({ ok: false, stale: false, noPermission: false, message: '権限がありません。' })],
      ],
    });
    await allSettled(noticeEditor.opened, { scope, params: null });
    await allSettled(noticeEditor.changed, { scope, params: { content: '<p>下書き</p>' } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(scope.getState(noticeEditor.$saveError)).toBe('権限がありません。');
    expect(scope.getState(noticeEditor.$draft).content).toBe('<p>下書き</p>');
    expect(scope.getState(noticeEditor.$dirty)).toBe(true);
  });

  test('an edit names the version read, updates the list in place, and leaves read state alone (spec §2.8)', async () => {
    const update = vi.fn(() => ok({ id: 2, version: 2 }));
    const { scope, shown } = scopeOf({
      values: [
        [notices.$items, [notice(3), notice(2), notice(1)]],
        [$readIds, [2]],
      ],
      handlers: [[noticeFx.update, update]],
    });
    await allSettled(noticeEditor.opened, { scope, params: notice(2) });
    await allSettled(noticeEditor.changed, { scope, params: { content: '<p>訂正</p>', type: 'warning' } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(update).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { type: 'warning', title: 'お知らせ2', content: '<p>訂正</p>', important: false, version: 1 },
    });
    const items = scope.getState($noticesWithState);
    expect(items.map((item) => item.id)).toEqual([3, 2, 1]);
    expect(items[1]).toMatchObject({ content: '<p>訂正</p>', type: 'warning', version: 2, unread: false });
    expect(scope.getState($unreadCount)).toBe(2);
    expect(shown).toEqual(['お知らせ「お知らせ2」を保存しました。']);
  });

  test('a stale save shows both versions; keeping mine saves over theirs with their version', async () => {
    const update = vi
      .fn()
      .mockReturnValueOnce({ ok: false, stale: true, noPermission: false })
      .mockReturnValueOnce(ok({ id: 2, version: 3 }));
    const theirs = notice(2, { content: '<p>相手の版</p>', version: 2 });
    const { scope } = scopeOf({
      handlers: [
        [noticeFx.update, update],
        [noticeFx.get, () => theirs],
      ],
    });
    await allSettled(noticeEditor.opened, { scope, params: notice(2) });
    await allSettled(noticeEditor.changed, { scope, params: { content: '<p>自分の版</p>' } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(scope.getState(noticeEditor.$conflict)).toMatchObject({
      mine: { content: '<p>自分の版</p>' },
      theirs: { version: 2 },
    });
    await allSettled(noticeEditor.keepMineClicked, { scope });
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ content: '<p>自分の版</p>', version: 2 }) }),
    );
    expect(scope.getState(noticeEditor.$conflict)).toBeNull();
  });

  test('a server without versions gets an update without one', async () => {
    const update = vi.fn(() => ok());
    const { scope } = scopeOf({ handlers: [[noticeFx.update, update]] });
    const { version: _version, ...unversioned } = notice(4);
    await allSettled(noticeEditor.opened, { scope, params: unversioned });
    await allSettled(noticeEditor.changed, { scope, params: { important: true } });
    await allSettled(noticeEditor.saveClicked, { scope });
    expect(update).toHaveBeenCalledWith({
      params: { id: 4 },
      body: { type: 'others', title: 'お知らせ4', content: '<p>本文4</p>', important: true },
    });
  });
});

describe('deleting a notice', () => {
  test('asked for one notice, removes it from the list and names it', async () => {
    const remove = vi.fn(() => ok({ id: 2 }));
    const { scope, shown } = scopeOf({
      values: [[notices.$items, [notice(3), notice(2)]]],
      handlers: [[noticeFx.remove, remove]],
    });
    await allSettled(noticeDelete.opened, { scope, params: 2 });
    await allSettled(noticeDelete.submitted, { scope });
    expect(remove).toHaveBeenCalledWith({ params: { id: 2 } });
    expect(scope.getState(notices.$items).map((item) => item.id)).toEqual([3]);
    expect(scope.getState(noticeDelete.$done)).toBe(true);
    expect(shown).toEqual(['お知らせ「お知らせ2」を削除しました。']);
  });

  test('a refusal keeps the notice and the question open with the reason', async () => {
    const { scope } = scopeOf({
      values: [[notices.$items, [notice(2)]]],
      handlers: [[noticeFx.remove, () => ({ ok: false, stale: false, noPermission: false })]],
    });
    await allSettled(noticeDelete.opened, { scope, params: 2 });
    await allSettled(noticeDelete.submitted, { scope });
    expect(scope.getState(notices.$items)).toHaveLength(1);
    expect(scope.getState(noticeDelete.$error)).toBe('お知らせを削除できませんでした。');
    expect(scope.getState(noticeDelete.$target)).toBe(2);
  });
});

describe('the notice list filter', () => {
  test('by type (a label of another server counts as its type) and by unread, newest first', async () => {
    const { scope } = scopeOf({
      values: [
        [
          notices.$items,
          [notice(4, { type: 'urgent' }), notice(3, { type: '緊急' }), notice(2), notice(1, { type: 'urgent' })],
        ],
        [$readIds, [1, 2]],
      ],
    });
    expect(scope.getState(noticeList.$visible)).toHaveLength(4);
    await allSettled(noticeList.changed, { scope, params: { type: 'urgent' } });
    expect(scope.getState(noticeList.$visible).map((item) => item.id)).toEqual([4, 3, 1]);
    await allSettled(noticeList.changed, { scope, params: { unreadOnly: true } });
    expect(scope.getState(noticeList.$visible).map((item) => item.id)).toEqual([4, 3]);
    await allSettled(noticeList.changed, { scope, params: { type: 'all' } });
    expect(scope.getState(noticeList.$visible).map((item) => item.id)).toEqual([4, 3]);
    expect(scope.getState(noticeList.$active)).toBe(true);
    expect(scope.getState(noticeList.$total)).toBe(4);
  });
});
