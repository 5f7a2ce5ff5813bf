import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { type Group, HttpError, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import {
  $accounts,
  $conflict,
  $dirty,
  $draft,
  $saveError,
  accountsRequested,
  addAccountFx,
  createAccountFx,
  createGroupFx,
  deleteGroupFx,
  editorOpened,
  getGroupFx,
  groups,
  keepMineClicked,
  levelChanged,
  listAccountsFx,
  listGroupsFx,
  nameChanged,
  removeGroupFx,
  saveClicked,
  saved,
  takeTheirsClicked,
  updateGroupFx,
} from './index.ts';

const group = (over: Partial<Group> = {}): Group => ({
  id: 2,
  name: '広報課',
  description: '広報を担当',
  permission: [4, 2, 1, 2, 0, 1, 0],
  memberCount: 2,
  version: 3,
  ...over,
});

const conflict = new HttpError(409, { error: true, message: '他の人が先に保存しました。' }, 'group.update', 'conflict');
const forbidden = new HttpError(403, { error: true, message: NO_PERMISSION_MESSAGE }, 'group.update', 'forbidden');

describe('group list', () => {
  test('loads through the shared list resource', async () => {
    const scope = fork({ handlers: [[listGroupsFx, () => ({ data: [group()] })]] });
    await allSettled(groups.refreshed, { scope });
    expect(scope.getState(groups.$items)).toEqual([group()]);
  });

  test('an error answer is an empty list (spec §7.1)', async () => {
    const scope = fork({ handlers: [[listGroupsFx, () => ({ error: true, message: NO_PERMISSION_MESSAGE })]] });
    await allSettled(groups.refreshed, { scope });
    expect(scope.getState(groups.$items)).toEqual([]);
  });

  test('a group updated elsewhere is fetched again by id', async () => {
    const scope = fork({
      values: [[groups.$items, [group()]]],
      handlers: [[getGroupFx, () => ({ data: group({ name: '広報広聴課', version: 4 }) })]],
    });
    await allSettled(groups.itemRequested, { scope, params: 2 });
    expect(scope.getState(groups.$items)[0]?.name).toBe('広報広聴課');
  });

  test('accounts of the open group', async () => {
    const list = vi.fn(() => ({ data: [] }));
    const scope = fork({ handlers: [[listAccountsFx, list]] });
    await allSettled(accountsRequested, { scope, params: 2 });
    expect(list).toHaveBeenCalledWith({ params: { id: 2 } });
    expect(scope.getState($accounts)).toEqual([]);
  });
});

describe('group editor', () => {
  test('creating: typed values go to the server; success shows a message and reports the new id', async () => {
    const create = vi.fn(() => ({ id: 9, version: 1 }));
    const onSaved = vi.fn();
    const onMessage = vi.fn();
    saved.watch(onSaved);
    messageShown.watch(onMessage);
    const scope = fork({
      handlers: [
        [createGroupFx, create],
        [messageTimerFx, () => {}],
      ],
    });
    await allSettled(editorOpened, { scope, params: null });
    expect(scope.getState($dirty)).toBe(false);
    await allSettled(nameChanged, { scope, params: '防災課' });
    await allSettled(levelChanged, { scope, params: { index: 0, level: 2 } });
    expect(scope.getState($dirty)).toBe(true);
    await allSettled(saveClicked, { scope });
    expect(create).toHaveBeenCalledWith({
      body: { name: '防災課', description: '', permission: [2, 0, 0, 0, 0, 0, 0] },
    });
    expect(onSaved).toHaveBeenCalledWith({ id: 9, name: '防災課' });
    expect(onMessage).toHaveBeenCalledWith({ message: '組織「防災課」を保存しました。', type: 'success' });
    expect(scope.getState($saveError)).toBeNull();
  });

  test('an error answer keeps the typed values and shows the server text', async () => {
    const scope = fork({ handlers: [[createGroupFx, () => ({ error: true, message: '同じ名前の組織があります。' })]] });
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(nameChanged, { scope, params: '広報課' });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($saveError)).toBe('同じ名前の組織があります。');
    expect(scope.getState($draft).name).toBe('広報課');
  });

  test('403: the no-permission text is shown and nothing typed is lost', async () => {
    const scope = fork({
      handlers: [
        [
          updateGroupFx,
          () => {
            throw forbidden;
          },
        ],
      ],
    });
    await allSettled(editorOpened, { scope, params: group() });
    await allSettled(nameChanged, { scope, params: '広報広聴課' });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($saveError)).toContain(NO_PERMISSION_MESSAGE);
    expect(scope.getState($draft).name).toBe('広報広聴課');
  });

  test('409: both versions are shown; keeping mine saves over theirs with their version', async () => {
    const update = vi.fn<(input: { body: { version: number } }) => object>().mockImplementationOnce(() => {
      throw conflict;
    });
    update.mockImplementation(() => ({ id: 2, version: 6 }));
    const theirs = group({ name: '広報戦略課', version: 5 });
    const scope = fork({
      handlers: [
        [updateGroupFx, update],
        [getGroupFx, () => ({ data: theirs })],
        [messageTimerFx, () => {}],
      ],
    });
    await allSettled(editorOpened, { scope, params: group() });
    await allSettled(nameChanged, { scope, params: '広報広聴課' });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($conflict)).toEqual({ mine: expect.objectContaining({ name: '広報広聴課' }), theirs });
    expect(scope.getState($saveError)).toContain('他の人が先に');
    await allSettled(keepMineClicked, { scope });
    expect(scope.getState($conflict)).toBeNull();
    await allSettled(saveClicked, { scope });
    expect(update).toHaveBeenLastCalledWith({
      params: { id: 2 },
      body: expect.objectContaining({ name: '広報広聴課', version: 5 }),
    });
  });

  test('409: taking theirs puts their record in the form', async () => {
    const theirs = group({ name: '広報戦略課', version: 5 });
    const scope = fork({
      handlers: [
        [
          updateGroupFx,
          () => {
            throw conflict;
          },
        ],
        [getGroupFx, () => ({ data: theirs })],
      ],
    });
    await allSettled(editorOpened, { scope, params: group() });
    await allSettled(nameChanged, { scope, params: '広報広聴課' });
    await allSettled(saveClicked, { scope });
    await allSettled(takeTheirsClicked, { scope });
    expect(scope.getState($draft).name).toBe('広報戦略課');
    expect(scope.getState($dirty)).toBe(false);
  });
});

describe('group and account writes', () => {
  test('deleting a group with members hands the refusal back', async () => {
    const scope = fork({
      handlers: [
        [
          removeGroupFx,
          () => {
            throw new HttpError(
              409,
              { error: true, message: '所属アカウントがあるため削除できません。' },
              'group.remove',
              'x',
            );
          },
        ],
      ],
    });
    const result = await allSettled(deleteGroupFx, { scope, params: 2 });
    expect(result).toEqual({
      status: 'done',
      value: expect.objectContaining({ ok: false, message: '所属アカウントがあるため削除できません。' }),
    });
  });

  test('creating an account hands back its temporary password once', async () => {
    const scope = fork({ handlers: [[createAccountFx, () => ({ id: 7, temporaryPassword: 'Tmp-2026-abcdef' })]] });
    const result = await allSettled(addAccountFx, {
      scope,
      params: { groupId: 2, name: '新任 太郎', email: 'new@example.go.jp', type: 'Default', workflow: false },
    });
    expect(result).toEqual({
      status: 'done',
      value: expect.objectContaining({ ok: true, id: 7, temporaryPassword: 'Tmp-2026-abcdef' }),
    });
  });
});
