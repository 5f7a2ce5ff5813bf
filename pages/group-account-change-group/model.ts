import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { type AccountTarget, accountMove, accountOf, accounts, groups } from '../../model/group/index.ts';

/** /group/{gId}/{id}/change-group on screen; opened on its own (a reload) it loads the account and the groups. */
export const AccountMoveGate = createGate<AccountTarget>({ name: 'account-move' });
sample({ clock: AccountMoveGate.open, target: accountMove.opened });
sample({ clock: AccountMoveGate.open, fn: ({ groupId }) => groupId, target: accounts.keyNeeded });
sample({ clock: AccountMoveGate.open, fn: () => undefined, target: groups.needed });
sample({ clock: AccountMoveGate.close, target: accountMove.closed });

export const $movingAccount = accountOf(accountMove);
/** The groups to choose from: the account's own is shown but cannot be chosen. */
export const $moveChoices = combine(groups.$items, $movingAccount, (items, account) =>
  items.map((group) => ({ group, current: group.id === account?.groupId })),
);
