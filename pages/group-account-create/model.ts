import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { accountCreate, findById, groups } from '../../model/group/index.ts';

/** /group/{id}/account/create on screen. */
export const AccountCreateGate = createGate<{ groupId: number }>({ name: 'account-create' });
sample({ clock: AccountCreateGate.open, fn: ({ groupId }) => groupId, target: accountCreate.opened });
sample({ clock: AccountCreateGate.open, fn: () => undefined, target: groups.needed });
sample({ clock: AccountCreateGate.close, target: accountCreate.closed });

/** The group the account joins (its name is said in the dialog). */
export const $targetGroup = combine(groups.$items, accountCreate.$target, findById);
