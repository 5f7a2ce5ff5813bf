import { sample } from 'effector';
import { createGate } from 'effector-react';
import { type AccountTarget, accountOf, accountReset, accounts } from '../../model/group/index.ts';

/** /group/{gId}/{id}/reset on screen; opened on its own (a reload) it loads the account. */
export const AccountResetGate = createGate<AccountTarget>({ name: 'account-reset' });
sample({ clock: AccountResetGate.open, target: accountReset.opened });
sample({ clock: AccountResetGate.open, fn: ({ groupId }) => groupId, target: accounts.keyNeeded });
sample({ clock: AccountResetGate.close, target: accountReset.closed });

export const $resettingAccount = accountOf(accountReset);
