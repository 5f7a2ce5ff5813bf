import { glossary } from './glossary.ts';
import { areas, isSuperGroup, MAX_LEVEL, SUPER_GROUP_ID } from './permissions.ts';

/**
 * Who may manage which groups and accounts (issue 14): the area check of an endpoint (ACCOUNT 3 for groups,
 * 2 for accounts) says who may manage at all; this rule says over whom. It keeps an account manager from
 * raising their own rights, directly or through an account they control. The server refuses with 403 and
 * the reason (server/routes/group.ts, account.ts); the console does not offer what it would refuse.
 *
 * Outside the super group (group 1), nobody may
 * - set a level above their own in any area (creating or editing a group);
 * - edit or delete their own group (所属組織): its levels are their own levels;
 * - edit or delete the super group at all, or a group whose levels exceed their own in any area;
 * - move their own account to another group;
 * - create, change, reset, move or remove accounts in the super group or in a group whose levels exceed
 *   their own in any area (a move: both the group it leaves and the group it joins).
 * Managing the accounts of the own group stays open: its levels are the manager's own.
 *
 * Members of the super group are not held by this rule. The super group's own guards stay on the server:
 * it is never deleted, its levels never lowered, and its last member never moved out.
 */

const { group, ownGroup, superGroup, account, permissionLevel } = glossary.organisation;

/** The reason of each refusal, in the glossary's words. */
export const authorityMessages = {
  levelAboveOwn: `自分の${permissionLevel}より高い${permissionLevel}は設定できません。`,
  ownGroup: `自分の${ownGroup}は変更・削除できません。${superGroup}に依頼してください。`,
  superGroup: `${superGroup}は、${superGroup}の${account}だけが変更できます。`,
  groupAboveOwn: `自分より高い${permissionLevel}を持つ${group}は変更・削除できません。`,
  superGroupAccounts: `${superGroup}の${account}は、${superGroup}の${account}だけが追加・変更・リセット・移動・削除できます。`,
  accountsAboveOwn: `自分より高い${permissionLevel}を持つ${group}の${account}は、追加・変更・リセット・移動・削除できません。`,
  ownAccountGroup: `自分の${account}の${ownGroup}は変更できません。${superGroup}に依頼してください。`,
} as const;

/** Who acts: the signed-in account (the server's principal, the console's tokenInfo). */
export interface Actor {
  id: number;
  groupId: number;
  permissions: readonly number[];
}

/** A group as the rule reads it: its id and its level per area (indexed by `areas`). */
export interface GroupLevels {
  id: number;
  permission: readonly number[];
}

/** What the actor means to do. */
export type AuthorityAction =
  /** POST /api/group/ with these levels. */
  | { kind: 'createGroup'; levels: readonly number[] }
  /** PUT /api/group/{id}; without `levels`: whether editing the group is open at all. */
  | { kind: 'editGroup'; group: GroupLevels; levels?: readonly number[] }
  | { kind: 'removeGroup'; group: GroupLevels }
  /** Create, change, reset or remove accounts of the group. */
  | { kind: 'manageAccounts'; group: GroupLevels }
  /** Move an account out of `from`; without `to`: whether moving it anywhere is open at all. */
  | { kind: 'moveAccount'; accountId: number; from: GroupLevels; to?: GroupLevels };

const levelAt = (levels: readonly number[], index: number) => levels[index] ?? 0;

/** Whether `levels` exceed the actor's own in any area (a missing level is 0). */
const aboveOwn = (actor: Pick<Actor, 'permissions'>, levels: readonly number[]) =>
  levels.some((level, index) => level > levelAt(actor.permissions, index));

const accountsRefusal = (actor: Actor, target: GroupLevels): string | null => {
  if (target.id === SUPER_GROUP_ID) return authorityMessages.superGroupAccounts;
  if (aboveOwn(actor, target.permission)) return authorityMessages.accountsAboveOwn;
  return null;
};

const groupRefusal = (actor: Actor, target: GroupLevels): string | null => {
  if (target.id === SUPER_GROUP_ID) return authorityMessages.superGroup;
  if (target.id === actor.groupId) return authorityMessages.ownGroup;
  if (aboveOwn(actor, target.permission)) return authorityMessages.groupAboveOwn;
  return null;
};

/**
 * Why the actor may not do this (a Japanese sentence, shown as it is), or null when the rule lets it
 * through. The endpoint's area check and the other rules of the server (a name taken, a group with
 * members) come on top.
 */
export const authorityRefusal = (actor: Actor, action: AuthorityAction): string | null => {
  if (isSuperGroup(actor)) return null;
  switch (action.kind) {
    case 'createGroup':
      return aboveOwn(actor, action.levels) ? authorityMessages.levelAboveOwn : null;
    case 'editGroup':
      return (
        groupRefusal(actor, action.group) ??
        (action.levels && aboveOwn(actor, action.levels) ? authorityMessages.levelAboveOwn : null)
      );
    case 'removeGroup':
      return groupRefusal(actor, action.group);
    case 'manageAccounts':
      return accountsRefusal(actor, action.group);
    case 'moveAccount':
      if (action.accountId === actor.id) return authorityMessages.ownAccountGroup;
      return accountsRefusal(actor, action.from) ?? (action.to ? accountsRefusal(actor, action.to) : null);
  }
};

/** The highest level the actor may set in each area (indexed by `areas`): their own, or the top of the scale in the super group. */
export const levelCeiling = (actor: Pick<Actor, 'groupId' | 'permissions'>): number[] =>
  areas.map((_, index) =>
    isSuperGroup(actor) ? MAX_LEVEL : Math.min(MAX_LEVEL, Math.max(0, levelAt(actor.permissions, index))),
  );
