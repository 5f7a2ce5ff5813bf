import {
  type Actor,
  areas,
  authorityRefusal,
  type GroupLevels,
  isSuperGroup,
  levelCeiling,
  MAX_LEVEL,
} from '../../contract/index.ts';
import { $tokenInfo } from '../session/index.ts';

/**
 * What the signed-in user may do to groups and accounts (contract/authority.ts, the rule the server
 * enforces), so the screens do not offer what it would refuse. Each check answers the reason in Japanese
 * (shown beside the disabled control), or null when it is offered.
 */
export interface GroupAuthority {
  /** The highest level each area's picker offers (indexed by `areas`). */
  ceiling: readonly number[];
  /** The pickers stop at the user's own levels (outside the super group). */
  capped: boolean;
  editGroup: (group: GroupLevels) => string | null;
  removeGroup: (group: GroupLevels) => string | null;
  /** Adding, changing, resetting or removing the group's accounts. */
  manageAccounts: (group: GroupLevels) => string | null;
  /** Moving an account out of `from`; with `to`, into that group. */
  moveAccount: (account: { id: number }, from: GroupLevels, to?: GroupLevels) => string | null;
}

/**
 * The checks for one user. Without a user (not yet known) nothing is refused here: the route guards keep
 * signed-out users away, and the server still decides.
 */
export const authorityOf = (actor: Actor | null): GroupAuthority => {
  const refusal = actor ? authorityRefusal.bind(null, actor) : () => null;
  return {
    ceiling: actor ? levelCeiling(actor) : areas.map(() => MAX_LEVEL),
    capped: actor !== null && !isSuperGroup(actor),
    editGroup: (group) => refusal({ kind: 'editGroup', group }),
    removeGroup: (group) => refusal({ kind: 'removeGroup', group }),
    manageAccounts: (group) => refusal({ kind: 'manageAccounts', group }),
    moveAccount: (account, from, to) =>
      refusal({ kind: 'moveAccount', accountId: account.id, from, ...(to ? { to } : {}) }),
  };
};

/** The signed-in user's checks. */
export const $groupAuthority = $tokenInfo.map((info) => authorityOf(info));
