import { createEvent, sample } from 'effector';
import type { Account } from '../../contract/index.ts';
import { $accountsGroupId, accountsRequested, groups } from './groups.ts';

/**
 * What the three account dialogs of /group/{id} share (add an account, move one to another group, reset
 * its secrets). A temporary password the server answers is kept only in memory and only until its dialog
 * closes: it is shown once.
 */

export interface DialogTarget {
  groupId: number;
  accountId: number;
}

/** A dialog route opened on its own (a reload) still finds its account and the groups to choose from. */
export const accountsNeeded = createEvent<DialogTarget>();
sample({
  clock: accountsNeeded,
  source: $accountsGroupId,
  filter: (loaded, { groupId }) => loaded !== groupId,
  fn: (_, { groupId }) => groupId,
  target: accountsRequested,
});
export const groupsNeeded = createEvent();
sample({
  clock: groupsNeeded,
  source: groups.$status,
  filter: (status) => status === 'init' || status === 'rejected',
  fn: () => undefined,
  target: groups.refreshed,
});

export const findAccount = (accounts: readonly Account[], id: number | null) =>
  accounts.find((account) => account.id === id) ?? null;
