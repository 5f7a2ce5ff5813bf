import { allSettled, fork, type Scope, type StoreWritable } from 'effector';
import { describe, expect, test } from 'vitest';
import {
  type Account,
  ContractError,
  clientMessages,
  type Group,
  HttpError,
  NO_PERMISSION_MESSAGE,
} from '../../contract/index.ts';
import { messageTimerFx } from '../messages/index.ts';
import {
  $accountCreateError,
  $accountForm,
  $accountMoved,
  $accounts,
  $accountsGroupId,
  $createdAccount,
  $deletedGroupId,
  $groupDeleteError,
  $groupDeleteOpen,
  $moveError,
  $moveTarget,
  $resetChoice,
  $resetError,
  $resetResult,
  accountCreateOpened,
  accountCreateSubmitted,
  accountFormChanged,
  accountMoveOpened,
  accountMoveSubmitted,
  accountResetConfirmed,
  accountResetOpened,
  changeAccountGroupFx,
  createAccountFx,
  getGroupFx,
  groupDeleteConfirmed,
  groupDeleteOpened,
  groups,
  loadAccountsFx,
  moveTargetChanged,
  removeGroupFx,
  resetAccountFx,
  resetChoiceChanged,
} from './index.ts';

/**
 * Every account and group dialog against the failures the endpoint effects can raise: a 403 with the
 * no-permission text, no answer at all (network), and an answer that does not fit the contract. Each must
 * leave its dialog open with a readable message and the user's input where it was.
 */
const group: Group = {
  id: 2,
  name: '広報課',
  description: '',
  permission: [4, 2, 1, 2, 0, 1, 0],
  memberCount: 1,
  version: 3,
};
const account: Account = {
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
};

const failures = [
  {
    name: '403 no permission',
    raise: (endpoint: string) => new HttpError(403, { error: true, message: NO_PERMISSION_MESSAGE }, endpoint, '403'),
    shown: NO_PERMISSION_MESSAGE,
  },
  {
    name: 'no answer (network)',
    raise: (endpoint: string) => new HttpError(0, undefined, endpoint, 'Failed to fetch'),
    shown: clientMessages.network,
  },
  {
    name: 'an answer outside the contract',
    raise: (endpoint: string) => new ContractError(endpoint, 'response', []),
    shown: clientMessages.unreadable,
  },
] as const;

interface DialogCase {
  name: string;
  failing: { effect: unknown; endpoint: string };
  values: [StoreWritable<unknown>, unknown][];
  act: (scope: Scope) => Promise<void>;
  error: StoreWritable<string | null>;
  kept: (scope: Scope) => void;
}

const quiet = [messageTimerFx, () => {}] as const;

const dialogs: DialogCase[] = [
  {
    name: 'adding an account',
    failing: { effect: createAccountFx, endpoint: 'group.createAccount' },
    values: [[$accountsGroupId as never, 2]],
    act: async (scope) => {
      await allSettled(accountCreateOpened, { scope, params: 2 });
      await allSettled(accountFormChanged, { scope, params: { name: '新任 太郎', email: 'new@example.go.jp' } });
      await allSettled(accountCreateSubmitted, { scope });
    },
    error: $accountCreateError,
    kept: (scope) => {
      expect(scope.getState($accountForm)).toMatchObject({ name: '新任 太郎', email: 'new@example.go.jp' });
      expect(scope.getState($createdAccount)).toBeNull();
    },
  },
  {
    name: 'moving an account',
    failing: { effect: changeAccountGroupFx, endpoint: 'group.changeAccountGroup' },
    values: [
      [$accounts as never, [account]],
      [$accountsGroupId as never, 2],
      [groups.$items as never, [group, { ...group, id: 3, name: '総務課' }]],
      [groups.$status as never, 'fulfilled'],
    ],
    act: async (scope) => {
      await allSettled(accountMoveOpened, { scope, params: { groupId: 2, accountId: 7 } });
      await allSettled(moveTargetChanged, { scope, params: 3 });
      await allSettled(accountMoveSubmitted, { scope });
    },
    error: $moveError,
    kept: (scope) => {
      expect(scope.getState($moveTarget)).toBe(3);
      expect(scope.getState($accountMoved)).toBe(false);
    },
  },
  {
    name: 'resetting an account',
    failing: { effect: resetAccountFx, endpoint: 'group.resetAccount' },
    values: [
      [$accounts as never, [account]],
      [$accountsGroupId as never, 2],
    ],
    act: async (scope) => {
      await allSettled(accountResetOpened, { scope, params: { groupId: 2, accountId: 7 } });
      await allSettled(resetChoiceChanged, { scope, params: { password: true, otp: true } });
      await allSettled(accountResetConfirmed, { scope });
    },
    error: $resetError,
    kept: (scope) => {
      expect(scope.getState($resetChoice)).toEqual({ password: true, otp: true });
      expect(scope.getState($resetResult)).toBeNull();
    },
  },
  {
    name: 'deleting a group',
    failing: { effect: removeGroupFx, endpoint: 'group.remove' },
    values: [
      [groups.$items as never, [group]],
      [groups.$selectedId as never, 2],
    ],
    act: async (scope) => {
      await allSettled(groupDeleteOpened, { scope });
      await allSettled(groupDeleteConfirmed, { scope });
    },
    error: $groupDeleteError,
    kept: (scope) => {
      expect(scope.getState($groupDeleteOpen)).toBe(true);
      expect(scope.getState($deletedGroupId)).toBeNull();
      expect(scope.getState(groups.$items)).toEqual([group]);
    },
  },
];

describe.each(dialogs)('$name', (dialog) => {
  test.each(failures)('$name: the dialog stays open with the message, the input kept', async (failure) => {
    const scope = fork({
      values: dialog.values as never,
      handlers: [
        [
          dialog.failing.effect as never,
          () => {
            throw failure.raise(dialog.failing.endpoint);
          },
        ],
        [loadAccountsFx, () => [account]],
        [getGroupFx, () => ({ data: group })],
        quiet as never,
      ],
    });
    await dialog.act(scope);
    expect(scope.getState(dialog.error)).toBe(failure.shown);
    dialog.kept(scope);
  });
});
