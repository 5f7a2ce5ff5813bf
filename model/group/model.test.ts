import { allSettled, createWatch, fork as forkScope, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { HttpError, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { makeAccount, makeGroup } from '../../contract/testing/examples.ts';
import { outcomeOf } from '../kit/index.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import {
  accountCreate,
  accountMove,
  accountReset,
  accounts,
  groupDelete,
  groupEditor,
  groupFx,
  groups,
} from './index.ts';

const group = makeGroup({ id: 2, name: '広報課', memberCount: 2, version: 3 });
const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const refused = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});
const quiet = [messageTimerFx, () => {}];
// Answers in these tests are plain outcomes and records: checked by what the model does with them.
const fork = (config: { values?: unknown[]; handlers?: unknown[] } = {}) => forkScope(config as never);
const messagesOf = (scope: Scope) => {
  const messages = vi.fn();
  createWatch({ unit: messageShown, fn: messages, scope });
  return messages;
};

describe('groups and their accounts', () => {
  test('the list loads through the kit; a group changed elsewhere is fetched again by id', async () => {
    const scope = fork({
      handlers: [
        [groupFx.list, () => [group]],
        [groupFx.get, () => ({ ...group, name: '広報広聴課', version: 4 })],
      ],
    });
    await allSettled(groups.refreshed, { scope });
    expect(scope.getState(groups.$items)).toEqual([group]);
    await allSettled(groups.itemRequested, { scope, params: 2 });
    expect(scope.getState(groups.$items)[0]?.name).toBe('広報広聴課');
  });

  test("a slow answer for the previous group's accounts never shows under the next group", async () => {
    let releaseFirst: (value: ReturnType<typeof makeAccount>[]) => void = () => {};
    const scope = fork({
      handlers: [
        [
          groupFx.listAccounts,
          ({ params: { id } }: { params: { id: number } }) =>
            id === 2
              ? new Promise((resolve) => (releaseFirst = resolve))
              : Promise.resolve([makeAccount({ id: 30, groupId: 3 })]),
        ],
      ],
    });
    const first = allSettled(accounts.keyRequested, { scope, params: 2 });
    const next = allSettled(accounts.keyRequested, { scope, params: 3 });
    await vi.waitFor(() => expect(scope.getState(accounts.$items).map((account) => account.id)).toEqual([30]));
    releaseFirst([makeAccount({ id: 20, groupId: 2 })]);
    await Promise.all([first, next]);
    expect(scope.getState(accounts.$items).map((account) => account.id)).toEqual([30]);
  });
});

describe('group editor', () => {
  test('creating: what was typed goes to the server, the list gets the new group, a message names it', async () => {
    const create = vi.fn(() => ok({ id: 9, version: 1 }));
    const scope = fork({ handlers: [[groupFx.create, create], quiet] });
    const messages = messagesOf(scope);
    await allSettled(groupEditor.opened, { scope, params: null });
    await allSettled(groupEditor.changed, { scope, params: { name: ' 新しい課 ', description: '説明' } });
    await allSettled(groupEditor.saveClicked, { scope });
    expect(create).toHaveBeenCalledWith({
      body: { name: '新しい課', description: '説明', permission: [0, 0, 0, 0, 0, 0, 0] },
    });
    expect(scope.getState(groups.$items).map((item) => item.id)).toEqual([9]);
    expect(scope.getState(groupEditor.$dirty)).toBe(false);
    expect(messages).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', message: '組織「新しい課」を保存しました。' }),
    );
  });

  test('a name the user typed is escaped in the message (shown as HTML)', async () => {
    const scope = fork({ handlers: [[groupFx.create, () => ok({ id: 9 })], quiet] });
    const messages = messagesOf(scope);
    await allSettled(groupEditor.opened, { scope, params: null });
    await allSettled(groupEditor.changed, { scope, params: { name: '<b>x</b>' } });
    await allSettled(groupEditor.saveClicked, { scope });
    expect(messages.mock.calls[0]?.[0].message).toBe('組織「&lt;b&gt;x&lt;/b&gt;」を保存しました。');
  });

  test('a name of only spaces, or over 100 characters, is said here and nothing is sent', async () => {
    const create = vi.fn(() => ok());
    const scope = fork({ handlers: [[groupFx.create, create]] });
    await allSettled(groupEditor.opened, { scope, params: null });
    await allSettled(groupEditor.changed, { scope, params: { name: '   ' } });
    await allSettled(groupEditor.saveClicked, { scope });
    expect(scope.getState(groupEditor.$fieldErrors).name).toBe('入力してください。');
    await allSettled(groupEditor.changed, { scope, params: { name: 'あ'.repeat(101) } });
    expect(scope.getState(groupEditor.$fieldErrors).name).toBeUndefined();
    await allSettled(groupEditor.saveClicked, { scope });
    expect(scope.getState(groupEditor.$fieldErrors).name).toMatch(/^100 文字以内/);
    expect(create).not.toHaveBeenCalled();
  });

  test('an update names the version it read; after it, the next save names the new version', async () => {
    const update = vi.fn(() => ok({ version: 4 }));
    const scope = fork({ handlers: [[groupFx.update, update], quiet] });
    await allSettled(groupEditor.opened, { scope, params: group });
    await allSettled(groupEditor.changed, { scope, params: { name: '広報広聴課' } });
    await allSettled(groupEditor.saveClicked, { scope });
    await allSettled(groupEditor.changed, { scope, params: { description: '次' } });
    await allSettled(groupEditor.saveClicked, { scope });
    expect(
      update.mock.calls.map((call) => (call as unknown as [{ body: { version: number } }])[0].body.version),
    ).toEqual([3, 4]);
  });

  test('a group read without a version (a server that has none) is saved without one: no conflict check', async () => {
    const update = vi.fn(() => ok());
    const { version: _version, memberCount: _count, ...specOnly } = group;
    const scope = fork({ handlers: [[groupFx.update, update], quiet] });
    await allSettled(groupEditor.opened, { scope, params: specOnly });
    await allSettled(groupEditor.changed, { scope, params: { name: '広報広聴課' } });
    await allSettled(groupEditor.saveClicked, { scope });
    expect(update).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { name: '広報広聴課', description: group.description, permission: group.permission, version: undefined },
    });
    expect(scope.getState(groupEditor.$dirty)).toBe(false);
  });

  test('403: the no-permission text is shown and nothing typed is lost', async () => {
    const forbidden = new HttpError(403, { error: true, message: NO_PERMISSION_MESSAGE }, 'group.update', '403');
    const scope = fork({ handlers: [[groupFx.update, () => outcomeOf(forbidden)]] });
    await allSettled(groupEditor.opened, { scope, params: group });
    await allSettled(groupEditor.changed, { scope, params: { name: '広報広聴課' } });
    await allSettled(groupEditor.saveClicked, { scope });
    expect(scope.getState(groupEditor.$saveError)).toBe(NO_PERMISSION_MESSAGE);
    expect(scope.getState(groupEditor.$draft).name).toBe('広報広聴課');
  });

  test('409: both versions are shown; keeping mine saves over theirs with their version, in one press', async () => {
    const theirs = { ...group, name: '広報戦略課', version: 5 };
    const update = vi
      .fn()
      .mockReturnValueOnce(refused('他の人が先に保存しました。', { stale: true }))
      .mockReturnValueOnce(ok({ version: 6 }));
    const scope = fork({ handlers: [[groupFx.update, update], [groupFx.get, () => theirs], quiet] });
    await allSettled(groupEditor.opened, { scope, params: group });
    await allSettled(groupEditor.changed, { scope, params: { name: '広報広聴課' } });
    await allSettled(groupEditor.saveClicked, { scope });
    expect(scope.getState(groupEditor.$conflict)).toEqual({
      mine: expect.objectContaining({ name: '広報広聴課' }),
      theirs,
    });
    await allSettled(groupEditor.keepMineClicked, { scope });
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ name: '広報広聴課', version: 5 }) }),
    );
    expect(scope.getState(groupEditor.$conflict)).toBeNull();
  });

  test('409: taking theirs puts their record in the form', async () => {
    const theirs = { ...group, name: '広報戦略課', version: 5 };
    const scope = fork({
      handlers: [
        [groupFx.update, () => refused('x', { stale: true })],
        [groupFx.get, () => theirs],
      ],
    });
    await allSettled(groupEditor.opened, { scope, params: group });
    await allSettled(groupEditor.changed, { scope, params: { name: '広報広聴課' } });
    await allSettled(groupEditor.saveClicked, { scope });
    await allSettled(groupEditor.takeTheirsClicked, { scope });
    expect(scope.getState(groupEditor.$draft).name).toBe('広報戦略課');
    expect(scope.getState(groupEditor.$dirty)).toBe(false);
  });

  test('a newer version is followed while nothing is typed, and waits while something is', async () => {
    const scope = fork();
    await allSettled(groupEditor.opened, { scope, params: group });
    await allSettled(groupEditor.recordSeen, { scope, params: { ...group, name: 'A', version: 4 } });
    expect(scope.getState(groupEditor.$draft).name).toBe('A');
    await allSettled(groupEditor.changed, { scope, params: { description: '入力中' } });
    await allSettled(groupEditor.recordSeen, { scope, params: { ...group, name: 'B', version: 5 } });
    expect(scope.getState(groupEditor.$draft)).toMatchObject({ name: 'A', description: '入力中' });
  });
});

describe('dialogs', () => {
  test('adding an account: a double click sends once; the temporary password stays until the dialog closes', async () => {
    let release: (value: unknown) => void = () => {};
    const create = vi.fn(() => new Promise((resolve) => (release = resolve)));
    const scope = fork({
      handlers: [
        [groupFx.createAccount, create],
        [groupFx.listAccounts, () => []],
        [groupFx.get, () => group],
      ],
    });
    await allSettled(accountCreate.opened, { scope, params: 2 });
    await allSettled(accountCreate.changed, { scope, params: { name: '新任 太郎', email: 'new@example.go.jp' } });
    const sent = allSettled(accountCreate.submitted, { scope });
    const again = allSettled(accountCreate.submitted, { scope });
    release(ok({ id: 40, temporaryPassword: 'Tmp-Secret-1' }));
    await Promise.all([sent, again]);
    await allSettled(accountCreate.submitted, { scope });
    expect(create).toHaveBeenCalledTimes(1);
    expect(scope.getState(accountCreate.$result)).toMatchObject({
      name: '新任 太郎',
      temporaryPassword: 'Tmp-Secret-1',
    });
    await allSettled(accountCreate.closed, { scope });
    expect(scope.getState(accountCreate.$result)).toBeNull();
  });

  test('adding an account: a malformed e-mail is said here and nothing is sent', async () => {
    const create = vi.fn(() => ok());
    const scope = fork({ handlers: [[groupFx.createAccount, create]] });
    await allSettled(accountCreate.opened, { scope, params: 2 });
    await allSettled(accountCreate.changed, { scope, params: { name: '太郎', email: 'taro@' } });
    await allSettled(accountCreate.submitted, { scope });
    expect(scope.getState(accountCreate.$fieldErrors).email).toMatch(/^メールアドレスの形式/);
    expect(create).not.toHaveBeenCalled();
  });

  test('moving names the account version from the list; a stale move reads the list again', async () => {
    const account = makeAccount({ id: 7, groupId: 2, version: 4 });
    const move = vi.fn(() => refused('他の人が先に保存しました。', { stale: true }));
    const reload = vi.fn(() => [account]);
    const scope = fork({
      values: [
        [accounts.$items, [account]],
        [accounts.$key, 2],
        [groups.$items, [group, makeGroup({ id: 3, name: '総務課' })]],
      ],
      handlers: [
        [groupFx.changeAccountGroup, move],
        [groupFx.listAccounts, reload],
      ],
    });
    await allSettled(accountMove.opened, { scope, params: { groupId: 2, accountId: 7 } });
    await allSettled(accountMove.changed, { scope, params: { groupId: 3 } });
    await allSettled(accountMove.submitted, { scope });
    expect(move).toHaveBeenCalledWith({ params: { id: 7 }, body: { groupId: 3, version: 4 } });
    expect(scope.getState(accountMove.$error)).toBe('他の人が先に保存しました。');
    expect(reload).toHaveBeenCalledWith({ params: { id: 2 } });
  });

  test('a reset needs a choice and hands back the temporary password', async () => {
    const reset = vi.fn(() => ok({ temporaryPassword: 'New-Tmp-2' }));
    const scope = fork({
      values: [[accounts.$key, 2]],
      handlers: [
        [groupFx.resetAccount, reset],
        [groupFx.listAccounts, () => []],
      ],
    });
    await allSettled(accountReset.opened, { scope, params: { groupId: 2, accountId: 7 } });
    await allSettled(accountReset.submitted, { scope });
    expect(reset).not.toHaveBeenCalled();
    await allSettled(accountReset.changed, { scope, params: { password: true } });
    await allSettled(accountReset.submitted, { scope });
    expect(reset).toHaveBeenCalledWith({ params: { id: 7 }, body: { password: true, otp: false } });
    expect(scope.getState(accountReset.$result)).toEqual({
      password: true,
      otp: false,
      temporaryPassword: 'New-Tmp-2',
    });
  });

  test('deleting: a refusal stays in the dialog; success removes the group and says so', async () => {
    const remove = vi
      .fn()
      .mockReturnValueOnce(refused('所属アカウントがあるため削除できません。'))
      .mockReturnValueOnce(ok({ id: 2 }));
    const scope = fork({ values: [[groups.$items, [group]]], handlers: [[groupFx.remove, remove], quiet] });
    const messages = messagesOf(scope);
    await allSettled(groupDelete.opened, { scope, params: 2 });
    await allSettled(groupDelete.submitted, { scope });
    expect(scope.getState(groupDelete.$error)).toBe('所属アカウントがあるため削除できません。');
    await allSettled(groupDelete.submitted, { scope });
    expect(scope.getState(groups.$items)).toEqual([]);
    expect(scope.getState(groupDelete.$done)).toBe(true);
    expect(messages).toHaveBeenCalledWith(expect.objectContaining({ message: '組織「広報課」を削除しました。' }));
  });
});
