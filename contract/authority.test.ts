import { describe, expect, it } from 'vitest';
import { authorityRefusal, levelCeiling, authorityMessages as says } from './authority.ts';
import { MAX_LEVEL, SUPER_GROUP_ID } from './permissions.ts';

const superGroup = { id: SUPER_GROUP_ID, permission: [9, 9, 9, 9, 9, 9, 9] };
/** 総務課 of the demo: ACCOUNT 3, CONFIG 2. */
const own = { id: 3, permission: [0, 0, 0, 0, 3, 0, 2] };
const lower = { id: 5, permission: [0, 0, 0, 0, 2, 0, 1] };
/** Higher in one area only (CMS 1). */
const higher = { id: 2, permission: [1, 0, 0, 0, 0, 0, 0] };
const manager = { id: 10, groupId: own.id, permissions: own.permission };
const admin = { id: 1, groupId: SUPER_GROUP_ID, permissions: superGroup.permission };

describe('authorityRefusal outside the super group', () => {
  it('never sets a level above the own one in any area', () => {
    expect(authorityRefusal(manager, { kind: 'createGroup', levels: [0, 0, 0, 0, 3, 0, 2] })).toBeNull();
    expect(authorityRefusal(manager, { kind: 'createGroup', levels: [1, 0, 0, 0, 0, 0, 0] })).toBe(says.levelAboveOwn);
    expect(authorityRefusal(manager, { kind: 'createGroup', levels: [0, 0, 0, 0, 4, 0, 0] })).toBe(says.levelAboveOwn);
    expect(authorityRefusal(manager, { kind: 'editGroup', group: lower, levels: [0, 0, 0, 0, 3, 0, 2] })).toBeNull();
    expect(authorityRefusal(manager, { kind: 'editGroup', group: lower, levels: [0, 0, 0, 0, 3, 0, 3] })).toBe(
      says.levelAboveOwn,
    );
  });

  it('never edits the own group (its levels are the own levels), whatever the levels sent', () => {
    expect(authorityRefusal(manager, { kind: 'editGroup', group: own })).toBe(says.ownGroup);
    expect(authorityRefusal(manager, { kind: 'editGroup', group: own, levels: own.permission })).toBe(says.ownGroup);
    expect(authorityRefusal(manager, { kind: 'removeGroup', group: own })).toBe(says.ownGroup);
  });

  it('never edits or deletes the super group, even holding every level it has', () => {
    const nines = { id: 11, groupId: 7, permissions: [9, 9, 9, 9, 9, 9, 9] };
    expect(authorityRefusal(nines, { kind: 'editGroup', group: superGroup })).toBe(says.superGroup);
    expect(authorityRefusal(nines, { kind: 'removeGroup', group: superGroup })).toBe(says.superGroup);
    expect(authorityRefusal(nines, { kind: 'manageAccounts', group: superGroup })).toBe(says.superGroupAccounts);
  });

  it('never edits or deletes a group whose levels exceed the own ones in any area', () => {
    expect(authorityRefusal(manager, { kind: 'editGroup', group: higher })).toBe(says.groupAboveOwn);
    expect(authorityRefusal(manager, { kind: 'removeGroup', group: higher })).toBe(says.groupAboveOwn);
    expect(authorityRefusal(manager, { kind: 'editGroup', group: lower })).toBeNull();
    expect(authorityRefusal(manager, { kind: 'removeGroup', group: lower })).toBeNull();
  });

  it('manages accounts only in groups not above the own one (the own group included)', () => {
    expect(authorityRefusal(manager, { kind: 'manageAccounts', group: own })).toBeNull();
    expect(authorityRefusal(manager, { kind: 'manageAccounts', group: lower })).toBeNull();
    expect(authorityRefusal(manager, { kind: 'manageAccounts', group: higher })).toBe(says.accountsAboveOwn);
  });

  it('moves accounts only between groups not above the own one, and never the own account', () => {
    const move = (from: typeof own, to?: typeof own, accountId = 20) =>
      authorityRefusal(manager, { kind: 'moveAccount', accountId, from, ...(to ? { to } : {}) });
    expect(move(lower, own)).toBeNull();
    expect(move(lower)).toBeNull();
    expect(move(higher, lower)).toBe(says.accountsAboveOwn);
    expect(move(lower, higher)).toBe(says.accountsAboveOwn);
    expect(move(higher)).toBe(says.accountsAboveOwn);
    expect(move(lower, superGroup)).toBe(says.superGroupAccounts);
    expect(move(own, lower, manager.id)).toBe(says.ownAccountGroup);
    expect(move(own, undefined, manager.id)).toBe(says.ownAccountGroup);
  });

  it('reads a missing level as 0, both for the caller and for a group', () => {
    const short = { id: 12, groupId: 8, permissions: [1] };
    expect(authorityRefusal(short, { kind: 'createGroup', levels: [1] })).toBeNull();
    expect(authorityRefusal(short, { kind: 'createGroup', levels: [1, 1] })).toBe(says.levelAboveOwn);
  });
});

describe('authorityRefusal in the super group', () => {
  it('lets its members do all of it (the super group keeps its own guards on the server)', () => {
    expect(authorityRefusal(admin, { kind: 'createGroup', levels: [9, 9, 9, 9, 9, 9, 9] })).toBeNull();
    expect(authorityRefusal(admin, { kind: 'editGroup', group: superGroup, levels: superGroup.permission })).toBeNull();
    expect(authorityRefusal(admin, { kind: 'manageAccounts', group: superGroup })).toBeNull();
    expect(authorityRefusal(admin, { kind: 'moveAccount', accountId: admin.id, from: superGroup, to: own })).toBeNull();
  });
});

describe('levelCeiling', () => {
  it('is the own level per area outside the super group, the top of the scale inside it', () => {
    expect(levelCeiling(manager)).toEqual([0, 0, 0, 0, 3, 0, 2]);
    expect(levelCeiling(admin)).toEqual(Array(7).fill(MAX_LEVEL));
    expect(levelCeiling({ groupId: 8, permissions: [1] })).toEqual([1, 0, 0, 0, 0, 0, 0]);
  });
});

describe('authorityMessages', () => {
  it('are Japanese sentences in the glossary words', () => {
    for (const message of Object.values(says)) expect(message).toMatch(/^[^a-zA-Z]+。$/);
    expect(says.superGroup).toContain('システム管理組織');
    expect(says.ownGroup).toContain('所属組織');
    expect(says.levelAboveOwn).toContain('権限レベル');
  });
});
