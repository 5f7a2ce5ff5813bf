import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { HttpError, type TokenInfo } from '../../contract/index.ts';
import { formFx } from '../form/index.ts';
import { answerSummaries, formAnswerFx, formAnswers } from '../formAnswer/index.ts';
import { groupFx, groups } from '../group/index.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { listNoticesFx, notices } from '../notice/index.ts';
import { connectFx, connectionFailed, disconnectFx, messageReceived } from '../realtime/index.ts';
import { $tokenInfo, signedIn } from '../session/index.ts';
import { $contentPending, confirmReloadFx, reloadPageFx, shellOpened } from './index.ts';

const user = (permissions: number[], id = 4): TokenInfo => ({
  id,
  email: 'form@example.go.jp',
  name: '書式 担当',
  groupId: 5,
  groupName: 'フォーム担当',
  type: 'Default',
  workflow: false,
  permissions,
});

const handlers = () => ({
  connect: vi.fn(),
  groups: vi.fn(() => []),
  notices: vi.fn(() => ({ data: [] })),
});

const forkWith = (h: ReturnType<typeof handlers>, values: [unknown, unknown][] = []) =>
  fork({
    values: values as never,
    handlers: [
      [connectFx, h.connect],
      [disconnectFx, () => {}],
      [groupFx.list, h.groups],
      [listNoticesFx, h.notices],
      [messageTimerFx, () => new Promise(() => {})],
    ],
  });

describe('the signed-in shell', () => {
  test('signing in connects the channel once and loads only the lists the user may see', async () => {
    const h = handlers();
    const scope = forkWith(h);
    await allSettled(signedIn, { scope, params: user([0, 2, 0, 0, 0, 1, 0]) });
    expect(h.connect).toHaveBeenCalledWith('console');
    expect(h.notices).toHaveBeenCalledTimes(1);
    expect(h.groups).not.toHaveBeenCalled();
    // The same user's token changing (new levels) does not reconnect.
    await allSettled(signedIn, { scope, params: user([1, 2, 0, 0, 1, 1, 0]) });
    expect(h.connect).toHaveBeenCalledTimes(1);
  });

  test('opened after the sign-in (its code loads late), the shell starts for the user already signed in', async () => {
    const h = handlers();
    const scope = forkWith(h, [[$tokenInfo, user([0, 0, 0, 0, 1, 0, 0])]]);
    await allSettled(shellOpened, { scope });
    expect(h.connect).toHaveBeenCalledTimes(1);
    expect(h.groups).toHaveBeenCalledTimes(1);
    expect(h.notices).toHaveBeenCalledTimes(1);
    // Opened again (another mount) for the same user: nothing restarts.
    await allSettled(shellOpened, { scope });
    expect(h.connect).toHaveBeenCalledTimes(1);
  });

  test('opened with nobody signed in, the shell stays idle', async () => {
    const h = handlers();
    const scope = forkWith(h);
    await allSettled(shellOpened, { scope });
    expect(h.connect).not.toHaveBeenCalled();
    expect(h.notices).not.toHaveBeenCalled();
  });

  test('a user with ACCOUNT or CMS loads the groups', async () => {
    const h = handlers();
    const scope = forkWith(h);
    await allSettled(signedIn, { scope, params: user([0, 0, 0, 0, 1, 0, 0]) });
    expect(h.groups).toHaveBeenCalledTimes(1);
  });

  test('a new notice from the channel is fetched and announced for 10000 ms', async () => {
    const h = handlers();
    const shown = vi.fn();
    messageShown.watch(shown);
    const scope = fork({
      values: [[$tokenInfo, user([0, 0, 0, 0, 0, 0, 0])]],
      handlers: [
        [notices.getFx as never, (id: number) => ({ id, type: 'urgent', content: '<p>至急</p>', important: true })],
        [messageTimerFx, () => {}],
        [connectFx, h.connect],
      ],
    });
    await allSettled(messageReceived, { scope, params: { event: 'system-notice', action: 'created', id: 8 } });
    expect(scope.getState(notices.$items).map((n) => n.id)).toEqual([8]);
    expect(shown).toHaveBeenCalledWith({ message: '新しいお知らせがあります。', type: 'info', time: 10_000 });
  });

  test('the channel timing out is told once as an error, at the default time', async () => {
    const shown = vi.fn();
    const unwatch = messageShown.watch(shown);
    const scope = fork({ handlers: [[messageTimerFx, () => {}]] });
    await allSettled(connectionFailed, { scope, params: { timedOut: true, reason: 'timeout' } });
    await allSettled(connectionFailed, { scope, params: { timedOut: true, reason: 'timeout' } });
    unwatch();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith({
      message:
        'リアルタイム更新の接続がタイムアウトしました。再接続を試みています。その間、一覧は自動では更新されません。',
      type: 'error',
    });
  });

  test('an event about the user’s own account reloads the page', async () => {
    const reload = vi.fn();
    const scope = fork({ values: [[$tokenInfo, user([0, 0, 0, 0, 0, 0, 0], 4)]], handlers: [[reloadPageFx, reload]] });
    await allSettled(messageReceived, { scope, params: { event: 'account', action: 'updated', id: 4 } });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('the content is covered while a data section loads', async () => {
    let release: () => void = () => {};
    const scope = fork({
      handlers: [[groupFx.list, () => new Promise((resolve) => (release = () => resolve([])))]],
    });
    expect(scope.getState($contentPending)).toBe(false);
    const loading = allSettled(groups.refreshed, { scope });
    expect(scope.getState($contentPending)).toBe(true);
    release();
    await loading;
    expect(scope.getState($contentPending)).toBe(false);
  });
});

describe('form answers live (spec §7.2 answer)', () => {
  const answersUser = user([0, 1, 0, 0, 0, 1, 0]);
  const live = () => {
    const pages = vi.fn(() => [
      { id: 1, formId: 5, values: [], files: [], downloaded: false, createdAt: '2026-11-01T00:00:00Z', seq: 1 },
    ]);
    const summaries = vi.fn(() => []);
    const scope = fork({
      values: [[$tokenInfo, answersUser]],
      handlers: [
        [formAnswerFx.listByForm, pages],
        [formAnswerFx.list, summaries],
        [formFx.get, () => undefined],
        [formFx.list, () => []],
        [messageTimerFx, () => {}],
      ],
    });
    return { scope, pages, summaries };
  };

  test('an answer event refreshes only the answers of the form it names, and the summaries on screen', async () => {
    const { scope, pages, summaries } = live();
    await allSettled(formAnswers.keyRequested, { scope, params: 5 });
    await allSettled(answerSummaries.shown, { scope });
    await allSettled(answerSummaries.refreshed, { scope });
    expect(pages).toHaveBeenCalledTimes(1);
    expect(summaries).toHaveBeenCalledTimes(1);

    await allSettled(messageReceived, { scope, params: { event: 'answer', action: 'updated', id: 6 } });
    expect(pages).toHaveBeenCalledTimes(1);
    expect(summaries).toHaveBeenCalledTimes(2);

    await allSettled(messageReceived, { scope, params: { event: 'answer', action: 'updated', id: 5 } });
    expect(pages).toHaveBeenCalledTimes(2);
    expect(pages).toHaveBeenLastCalledWith({ params: { formId: 5 }, query: { after: 1, limit: 2000 } });

    await allSettled(messageReceived, { scope, params: { event: 'answer', action: 'async' } });
    expect(pages).toHaveBeenCalledTimes(3);

    // A form renamed or deleted reaches the summaries too.
    await allSettled(messageReceived, { scope, params: { event: 'form', action: 'deleted', id: 9 } });
    expect(summaries).toHaveBeenCalledTimes(5);
  });

  test('the first page of answers covers the content; the pages after it do not', async () => {
    let release: () => void = () => {};
    const scope = fork({
      handlers: [[formAnswerFx.listByForm, () => new Promise((resolve) => (release = () => resolve([])))]],
    });
    const loading = allSettled(formAnswers.keyRequested, { scope, params: 5 });
    expect(scope.getState($contentPending)).toBe(true);
    release();
    await loading;
    expect(scope.getState($contentPending)).toBe(false);
  });
});

describe('no permission (spec §6)', () => {
  test('a no-permission answer asks once per page load; agreeing reloads', async () => {
    const confirm = vi.fn(() => true);
    const reload = vi.fn();
    const scope = fork({
      handlers: [
        [
          groupFx.list,
          () => {
            throw new HttpError(403, { error: true, message: '権限がありません' }, 'group.list', '403');
          },
        ],
        [confirmReloadFx, confirm],
        [reloadPageFx, reload],
      ],
    });
    await allSettled(groups.refreshed, { scope });
    await allSettled(groups.refreshed, { scope });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('declining does not reload, and other errors do not ask', async () => {
    const confirm = vi.fn(() => false);
    const reload = vi.fn();
    const scope = fork({
      handlers: [
        [
          groupFx.list,
          () => {
            throw new HttpError(500, { error: true, message: '一時的なエラー' }, 'group.list', '500');
          },
        ],
        [confirmReloadFx, confirm],
        [reloadPageFx, reload],
      ],
    });
    await allSettled(groups.refreshed, { scope });
    expect(confirm).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
