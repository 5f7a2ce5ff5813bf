import { allSettled, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { type Account, type Group, HttpError } from '../../contract/index.ts';
import { messageTimerFx } from '../messages/index.ts';
import {
  $accountCreateError,
  $accountMoved,
  $accounts,
  $accountsGroupId,
  $base,
  $createdAccount,
  $deletedGroupId,
  $dirty,
  $groupDeleteError,
  $groupDeleteOpen,
  $moveError,
  $resetChoiceMade,
  $resetResult,
  accountCreateClosed,
  accountCreateOpened,
  accountCreateSubmitted,
  accountFormChanged,
  accountMoveOpened,
  accountMoveSubmitted,
  accountResetConfirmed,
  accountResetOpened,
  addAccountFx,
  createGroupFx,
  deleteGroupFx,
  editorOpened,
  getGroupFx,
  groupCreated,
  groupDeleteConfirmed,
  groupDeleteOpened,
  groups,
  levelChanged,
  loadAccountsFx,
  moveAccountFx,
  moveTargetChanged,
  nameChanged,
  removeGroupFx,
  resetAccountSecretsFx,
  resetChoiceChanged,
  saveClicked,
  updateGroupFx,
} from './index.ts';

const group = (over: Partial<Group> = {}): Group => ({
  id: 2,
  name: '広報課',
  description: '広報を担当',
  permission: [4, 2, 1, 2, 0, 1, 0],
  memberCount: 1,
  version: 3,
  ...over,
});

const account = (over: Partial<Account> = {}): Account => ({
  id: 7,
  groupId: 2,
  name: '広報 花子',
  email: 'hanako@example.go.jp',
  type: 'Default',
  workflow: false,
  otpEnrolled: true,
  mustChangePassword: false,
  version: 4,
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...over,
});

const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const refused = (message: string) => ({ ok: false, message, noPermission: false, stale: false });
const quiet: [typeof messageTimerFx, () => void] = [messageTimerFx, () => {}];

describe('after a save', () => {
  test('an update leaves nothing unsaved and the next save names the new version', async () => {
    const update = vi.fn(() => ({ id: 2, version: 4 }));
    const scope = fork({ values: [[groups.$items, [group()]]], handlers: [[updateGroupFx, update], quiet] });
    await allSettled(editorOpened, { scope, params: group() });
    await allSettled(levelChanged, { scope, params: { index: 4, level: 3 } });
    await allSettled(saveClicked, { scope });
    expect(scope.getState($dirty)).toBe(false);
    expect(scope.getState($base)).toMatchObject({ version: 4, permission: [4, 2, 1, 2, 3, 1, 0] });
    expect(scope.getState(groups.$items)[0]).toMatchObject({ version: 4, permission: [4, 2, 1, 2, 3, 1, 0] });
    await allSettled(nameChanged, { scope, params: '広報広聴課' });
    await allSettled(saveClicked, { scope });
    expect(update).toHaveBeenLastCalledWith({ params: { id: 2 }, body: expect.objectContaining({ version: 4 }) });
  });

  test('a created group is reported with its id and joins the list', async () => {
    const created = vi.fn();
    groupCreated.watch(created);
    const scope = fork({ handlers: [[createGroupFx, () => ({ id: 9, version: 1 })], quiet] });
    await allSettled(editorOpened, { scope, params: null });
    await allSettled(nameChanged, { scope, params: '防災課' });
    await allSettled(saveClicked, { scope });
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ id: 9, name: '防災課', memberCount: 0 }));
    expect(scope.getState(groups.$items).map((g) => g.id)).toEqual([9]);
    expect(scope.getState($dirty)).toBe(false);
  });
});

describe('deleting a group', () => {
  test('refused while it has accounts: the server text stays in the open dialog', async () => {
    const scope = fork({
      values: [
        [groups.$items, [group()]],
        [groups.$selectedId, 2],
      ],
      handlers: [[deleteGroupFx, () => refused('所属アカウントがあるため削除できません。')]],
    });
    await allSettled(groupDeleteOpened, { scope });
    await allSettled(groupDeleteConfirmed, { scope });
    expect(scope.getState($groupDeleteOpen)).toBe(true);
    expect(scope.getState($groupDeleteError)).toBe('所属アカウントがあるため削除できません。');
    expect(scope.getState($deletedGroupId)).toBeNull();
  });

  test('deleted: gone from the list, the dialog closes and the page is told', async () => {
    const remove = vi.fn(() => ok({ id: 2 }));
    const scope = fork({
      values: [
        [groups.$items, [group({ memberCount: 0 })]],
        [groups.$selectedId, 2],
      ],
      handlers: [[deleteGroupFx, remove], quiet],
    });
    await allSettled(groupDeleteOpened, { scope });
    await allSettled(groupDeleteConfirmed, { scope });
    expect(remove).toHaveBeenCalledWith(2);
    expect(scope.getState(groups.$items)).toEqual([]);
    expect(scope.getState($groupDeleteOpen)).toBe(false);
    expect(scope.getState($deletedGroupId)).toBe(2);
  });
});

describe('adding an account', () => {
  test('the temporary password is held until the dialog closes, then forgotten', async () => {
    const add = vi.fn(() => ok({ id: 8, temporaryPassword: 'Tmp-2026-abcdef' }));
    const scope = fork({
      values: [[$accountsGroupId, 2]],
      handlers: [[addAccountFx, add], [loadAccountsFx, () => []], [getGroupFx, () => ({ data: group() })], quiet],
    });
    await allSettled(accountCreateOpened, { scope, params: 2 });
    await allSettled(accountFormChanged, { scope, params: { name: ' 新任 太郎 ', email: 'new@example.go.jp' } });
    await allSettled(accountCreateSubmitted, { scope });
    expect(add).toHaveBeenCalledWith({
      groupId: 2,
      name: '新任 太郎',
      email: 'new@example.go.jp',
      type: 'Default',
      workflow: false,
    });
    expect(scope.getState($createdAccount)).toEqual({
      name: '新任 太郎',
      email: 'new@example.go.jp',
      type: 'Default',
      temporaryPassword: 'Tmp-2026-abcdef',
    });
    // A second press does not create it twice.
    await allSettled(accountCreateSubmitted, { scope });
    expect(add).toHaveBeenCalledTimes(1);
    await allSettled(accountCreateClosed, { scope });
    expect(scope.getState($createdAccount)).toBeNull();
  });

  test('a refusal is shown and the typed values stay', async () => {
    const scope = fork({ handlers: [[addAccountFx, () => refused('new@example.go.jp はすでに登録されています。')]] });
    await allSettled(accountCreateOpened, { scope, params: 2 });
    await allSettled(accountFormChanged, { scope, params: { name: '新任 太郎', email: 'new@example.go.jp' } });
    await allSettled(accountCreateSubmitted, { scope });
    expect(scope.getState($accountCreateError)).toBe('new@example.go.jp はすでに登録されています。');
    expect(scope.getState($createdAccount)).toBeNull();
  });
});

describe('moving and resetting an account', () => {
  test('the move names the account version from the list', async () => {
    const move = vi.fn(() => ok());
    const load = vi.fn(() => [account()]);
    const scope = fork({
      values: [
        [groups.$items, [group(), group({ id: 3, name: '総務課' })]],
        [groups.$status, 'fulfilled'],
      ],
      handlers: [
        [moveAccountFx, move],
        [loadAccountsFx, load],
        [getGroupFx, ({ params }: { params: { id: number } }) => ({ data: group({ id: params.id }) })],
        quiet,
      ],
    });
    await allSettled(accountMoveOpened, { scope, params: { groupId: 2, accountId: 7 } });
    expect(load).toHaveBeenCalledWith(2);
    await allSettled(moveTargetChanged, { scope, params: 3 });
    await allSettled(accountMoveSubmitted, { scope });
    expect(move).toHaveBeenCalledWith({ id: 7, groupId: 3, version: 4 });
    expect(scope.getState($accountMoved)).toBe(true);
  });

  test('a stale move shows the server text and reads the list again', async () => {
    const load = vi.fn(() => [account({ version: 5 })]);
    const scope = fork({
      values: [
        [$accounts, [account()]],
        [$accountsGroupId, 2],
        [groups.$status, 'fulfilled'],
      ],
      handlers: [
        [moveAccountFx, () => ({ ...refused('他の人が先に保存しました。'), stale: true })],
        [loadAccountsFx, load],
      ],
    });
    await allSettled(accountMoveOpened, { scope, params: { groupId: 2, accountId: 7 } });
    await allSettled(moveTargetChanged, { scope, params: 3 });
    await allSettled(accountMoveSubmitted, { scope });
    expect(scope.getState($moveError)).toBe('他の人が先に保存しました。');
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($accounts)[0]?.version).toBe(5);
  });

  test('a reset needs a choice and hands back the temporary password', async () => {
    const resetFx = vi.fn(() => ok({ temporaryPassword: 'Tmp-2026-zyxwvu' }));
    const scope = fork({
      values: [
        [$accounts, [account()]],
        [$accountsGroupId, 2],
      ],
      handlers: [[resetAccountSecretsFx, resetFx], [loadAccountsFx, () => [account()]], quiet],
    });
    await allSettled(accountResetOpened, { scope, params: { groupId: 2, accountId: 7 } });
    expect(scope.getState($resetChoiceMade)).toBe(false);
    await allSettled(accountResetConfirmed, { scope });
    expect(resetFx).not.toHaveBeenCalled();
    await allSettled(resetChoiceChanged, { scope, params: { password: true } });
    await allSettled(accountResetConfirmed, { scope });
    expect(resetFx).toHaveBeenCalledWith({ id: 7, password: true, otp: false });
    expect(scope.getState($resetResult)).toEqual({ password: true, otp: false, temporaryPassword: 'Tmp-2026-zyxwvu' });
  });
});

test('a 409 answer to the delete reaches the dialog as the server text', async () => {
  const scope = fork({
    values: [
      [groups.$items, [group()]],
      [groups.$selectedId, 2],
    ],
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
  await allSettled(groupDeleteConfirmed, { scope });
  expect(scope.getState($groupDeleteError)).toBe('所属アカウントがあるため削除できません。');
});
