import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { $groupAuthority, accountCreate, findById, groups } from '../../model/group/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /group/{id}/account/create on screen. */
export const AccountCreateGate = createGate<{ groupId: number }>({ name: 'account-create' });
sample({ clock: AccountCreateGate.open, fn: ({ groupId }) => groupId, target: accountCreate.opened });
shownWhile(AccountCreateGate, groups);
sample({ clock: AccountCreateGate.close, target: accountCreate.closed });

/** The group the account joins (its name is said in the dialog). */
export const $targetGroup = combine(groups.$items, accountCreate.$target, findById);

/** Why the user may not add accounts to this group (contract/authority.ts), or null. */
export const $createBlocked = combine($targetGroup, $groupAuthority, (group, authority) =>
  group ? authority.manageAccounts(group) : null,
);
