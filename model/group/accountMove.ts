import { attach, combine, createEvent, createStore, sample } from 'effector';
import { messageShown } from '../messages/index.ts';
import { accountsNeeded, type DialogTarget, findAccount, groupsNeeded } from './accountDialogs.ts';
import { $accounts, accountsRefreshed, groups, moveAccountFx } from './groups.ts';
import { groupText } from './text.ts';

/** Moving an account to another group (/group/{gId}/{id}/change-group). */

// The dialog's own call: what follows a success here (message, refreshes) is not for other callers.
const moveFromDialogFx = attach({ effect: moveAccountFx });

export const accountMoveOpened = createEvent<DialogTarget>();
export const accountMoveClosed = createEvent();
export const moveTargetChanged = createEvent<number | null>();
export const accountMoveSubmitted = createEvent();

const $moveAccountId = createStore<number | null>(null).on(accountMoveOpened, (_, { accountId }) => accountId);
/** The account as the group's list has it: its name, group and the version the move names. */
export const $movingAccount = combine($accounts, $moveAccountId, findAccount);
export const $moveTarget = createStore<number | null>(null)
  .on(moveTargetChanged, (_, id) => id)
  .reset(accountMoveOpened, accountMoveClosed);
export const $moveError = createStore<string | null>(null).reset(
  accountMoveOpened,
  accountMoveClosed,
  accountMoveSubmitted,
);
export const $movePending = moveFromDialogFx.pending;
/** The move went through: the dialog closes. */
export const $accountMoved = createStore(false).reset(accountMoveOpened, accountMoveClosed);

sample({ clock: accountMoveOpened, target: accountsNeeded });
sample({ clock: accountMoveOpened, fn: () => undefined, target: groupsNeeded });

sample({
  clock: accountMoveSubmitted,
  source: { account: $movingAccount, target: $moveTarget, pending: $movePending },
  filter: ({ account, target, pending }) =>
    account !== null && target !== null && target !== account.groupId && !pending,
  fn: ({ account, target }) => ({ id: account?.id ?? 0, groupId: target ?? 0, version: account?.version ?? 0 }),
  target: moveFromDialogFx,
});

const moved = sample({
  clock: moveFromDialogFx.done,
  source: { account: $movingAccount, items: groups.$items },
  filter: (_, { result }) => result.ok,
  fn: ({ account, items }, { params }) => ({
    name: account?.name ?? '',
    from: account?.groupId ?? 0,
    to: params.groupId,
    groupName: items.find((group) => group.id === params.groupId)?.name ?? '',
  }),
});
$accountMoved.on(moved, () => true);
$moveError.on(moveFromDialogFx.doneData, (current, outcome) =>
  outcome.ok ? current : (outcome.message ?? groupText.failed),
);
sample({
  clock: moved,
  fn: ({ name, groupName }) => ({ message: groupText.accountMoved(name, groupName), type: 'success' as const }),
  target: messageShown,
});
// A stale version (someone changed the account meanwhile) is fixed by reading the list again.
sample({ clock: moveFromDialogFx.done, fn: () => undefined, target: accountsRefreshed });
sample({ clock: moved, fn: ({ from }) => from, target: groups.itemRequested });
sample({ clock: moved, fn: ({ to }) => to, target: groups.itemRequested });
