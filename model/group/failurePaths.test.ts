import { allSettled, fork, type Scope, type StoreWritable } from 'effector';
import { describe, expect, test } from 'vitest';
import { ContractError, clientMessages, HttpError, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { makeAccount, makeGroup } from '../../contract/testing/examples.ts';
import { outcomeOf } from '../kit/index.ts';
import { messageTimerFx } from '../messages/index.ts';
import { accountCreate, accountMove, accountReset, accounts, groupDelete, groupFx, groups } from './index.ts';

/**
 * Every account and group dialog against the failures a call can meet: a 403 with the no-permission text,
 * no answer at all (network), and an answer that does not fit the contract. The endpoint effect turns each
 * into an outcome (model/kit `outcomeOf`); each dialog must stay open with a readable message and the
 * user's input where it was.
 */
const group = makeGroup({ id: 2, memberCount: 1 });
const account = makeAccount({ id: 7, groupId: 2 });
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

const dialogs: DialogCase[] = [
  {
    name: 'adding an account',
    failing: { effect: groupFx.createAccount, endpoint: 'group.createAccount' },
    values: [],
    act: async (scope) => {
      await allSettled(accountCreate.opened, { scope, params: 2 });
      await allSettled(accountCreate.changed, { scope, params: { name: '新任 太郎', email: 'new@example.go.jp' } });
      await allSettled(accountCreate.submitted, { scope });
    },
    error: accountCreate.$error as StoreWritable<string | null>,
    kept: (scope) => {
      expect(scope.getState(accountCreate.$form)).toMatchObject({ name: '新任 太郎', email: 'new@example.go.jp' });
      expect(scope.getState(accountCreate.$result)).toBeNull();
    },
  },
  {
    name: 'moving an account',
    failing: { effect: groupFx.changeAccountGroup, endpoint: 'group.changeAccountGroup' },
    values: [
      [accounts.$items as never, [account]],
      [accounts.$key as never, 2],
      [groups.$items as never, [group, { ...group, id: 3, name: '総務課' }]],
      [groups.$status as never, 'fulfilled'],
    ],
    act: async (scope) => {
      await allSettled(accountMove.opened, { scope, params: { groupId: 2, accountId: 7 } });
      await allSettled(accountMove.changed, { scope, params: { groupId: 3 } });
      await allSettled(accountMove.submitted, { scope });
    },
    error: accountMove.$error as StoreWritable<string | null>,
    kept: (scope) => {
      expect(scope.getState(accountMove.$form)).toEqual({ groupId: 3 });
      expect(scope.getState(accountMove.$done)).toBe(false);
    },
  },
  {
    name: 'resetting an account',
    failing: { effect: groupFx.resetAccount, endpoint: 'group.resetAccount' },
    values: [
      [accounts.$items as never, [account]],
      [accounts.$key as never, 2],
    ],
    act: async (scope) => {
      await allSettled(accountReset.opened, { scope, params: { groupId: 2, accountId: 7 } });
      await allSettled(accountReset.changed, { scope, params: { password: true, otp: true } });
      await allSettled(accountReset.submitted, { scope });
    },
    error: accountReset.$error as StoreWritable<string | null>,
    kept: (scope) => {
      expect(scope.getState(accountReset.$form)).toEqual({ password: true, otp: true });
      expect(scope.getState(accountReset.$result)).toBeNull();
    },
  },
  {
    name: 'deleting a group',
    failing: { effect: groupFx.remove, endpoint: 'group.remove' },
    values: [[groups.$items as never, [group]]],
    act: async (scope) => {
      await allSettled(groupDelete.opened, { scope, params: 2 });
      await allSettled(groupDelete.submitted, { scope });
    },
    error: groupDelete.$error as StoreWritable<string | null>,
    kept: (scope) => {
      expect(scope.getState(groupDelete.$target)).toBe(2);
      expect(scope.getState(groupDelete.$done)).toBe(false);
      expect(scope.getState(groups.$items)).toEqual([group]);
    },
  },
];

describe.each(dialogs)('$name', (dialog) => {
  test.each(failures)('$name: the dialog stays open with the message, the input kept', async (failure) => {
    const scope = fork({
      values: dialog.values as never,
      handlers: [
        [dialog.failing.effect as never, () => outcomeOf(failure.raise(dialog.failing.endpoint))],
        [groupFx.listAccounts, () => [account]],
        [groupFx.get, () => group],
        [messageTimerFx, () => {}],
      ],
    });
    await dialog.act(scope);
    expect(scope.getState(dialog.error)).toBe(failure.shown);
    dialog.kept(scope);
  });
});
