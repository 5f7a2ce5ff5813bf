import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { authorityMessages, MAX_LEVEL, type TokenInfo } from '../../contract/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { admin } from '../session/testing.ts';
import { $groupAuthority, authorityOf } from './authority.ts';

/** 総務課 of the demo: ACCOUNT 3, CONFIG 2. */
const somu: TokenInfo = { ...admin, id: 3, groupId: 3, groupName: '総務課', permissions: [0, 0, 0, 0, 3, 0, 2] };
const own = { id: 3, permission: somu.permissions };
const koho = { id: 2, permission: [4, 2, 1, 2, 0, 1, 0] };
const lower = { id: 5, permission: [0, 0, 0, 0, 1, 0, 0] };
const superGroup = { id: 1, permission: [9, 9, 9, 9, 9, 9, 9] };

describe('authorityOf (contract/authority.ts for the signed-in user)', () => {
  it('caps the level pickers at the own levels outside the super group', () => {
    expect(authorityOf(somu).ceiling).toEqual([0, 0, 0, 0, 3, 0, 2]);
    expect(authorityOf(somu).capped).toBe(true);
    expect(authorityOf(admin).ceiling).toEqual(Array(7).fill(MAX_LEVEL));
    expect(authorityOf(admin).capped).toBe(false);
  });

  it('answers why a group or its accounts are not offered', () => {
    const rights = authorityOf(somu);
    expect(rights.editGroup(own)).toBe(authorityMessages.ownGroup);
    expect(rights.editGroup(superGroup)).toBe(authorityMessages.superGroup);
    expect(rights.removeGroup(superGroup)).toBe(authorityMessages.superGroup);
    expect(rights.editGroup(koho)).toBe(authorityMessages.groupAboveOwn);
    expect(rights.editGroup(lower)).toBeNull();
    expect(rights.manageAccounts(koho)).toBe(authorityMessages.accountsAboveOwn);
    expect(rights.manageAccounts(own)).toBeNull();
    expect(rights.moveAccount({ id: somu.id }, own)).toBe(authorityMessages.ownAccountGroup);
    expect(rights.moveAccount({ id: 40 }, lower, koho)).toBe(authorityMessages.accountsAboveOwn);
    expect(rights.moveAccount({ id: 40 }, lower, own)).toBeNull();
  });

  it('leaves the decision to the server while no one is known (nothing is refused here)', () => {
    const rights = authorityOf(null);
    expect(rights.capped).toBe(false);
    expect(rights.editGroup(superGroup)).toBeNull();
    expect(rights.manageAccounts(koho)).toBeNull();
  });
});

describe('$groupAuthority', () => {
  it("follows the signed-in user's tokenInfo", () => {
    const scope = fork({ values: [[$tokenInfo, somu]] });
    expect(scope.getState($groupAuthority).ceiling).toEqual(somu.permissions);
    expect(scope.getState($groupAuthority).editGroup(own)).toBe(authorityMessages.ownGroup);
  });
});
