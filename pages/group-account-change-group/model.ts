import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $groupAuthority,
  type AccountTarget,
  accountMove,
  accountOf,
  accounts,
  findById,
  groups,
} from '../../model/group/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /group/{gId}/{id}/change-group on screen; opened on its own (a reload) it loads the account and the groups. */
export const AccountMoveGate = createGate<AccountTarget>({ name: 'account-move' });
sample({ clock: AccountMoveGate.open, target: accountMove.opened });
sample({ clock: AccountMoveGate.open, fn: ({ groupId }) => groupId, target: accounts.keyNeeded });
shownWhile(AccountMoveGate, groups);
sample({ clock: AccountMoveGate.close, target: accountMove.closed });

export const $movingAccount = accountOf(accountMove);
/** Why the account cannot be moved at all (contract/authority.ts: its group, or the account itself), or null. */
export const $moveBlocked = combine(groups.$items, $movingAccount, $groupAuthority, (items, account, authority) => {
  const from = account ? findById(items, account.groupId) : undefined;
  return account && from ? authority.moveAccount(account, from) : null;
});

/**
 * The groups to choose from: the account's own is shown but cannot be chosen, nor can a group the user may
 * not move it into (`refused`: above their rights, or the super group).
 */
export const $moveChoices = combine(groups.$items, $movingAccount, $groupAuthority, (items, account, authority) => {
  const from = account ? findById(items, account.groupId) : undefined;
  return items.map((group) => ({
    group,
    current: group.id === account?.groupId,
    refused: account && from ? authority.moveAccount(account, from, group) : null,
  }));
});
