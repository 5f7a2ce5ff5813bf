import { describe, expect, it } from 'vitest';
import { allows, anyOf, needs, publicAccess, signedIn } from './endpoint.ts';
import { areaIndex, areas, isSuperGroup, levelOf, Permissions } from './permissions.ts';

const user = { groupId: 2, permissions: [4, 2, 1, 0, 3, 1, 7] };

describe('areas (spec §3, §6)', () => {
  it('are the seven areas in the spec order', () => {
    expect(areas).toEqual(['CMS', 'FORM', 'MAIL', 'MAIL_ADDRESS', 'ACCOUNT', 'FORM_ANSWER', 'CONFIG']);
    expect(areaIndex('CMS')).toBe(0);
    expect(areaIndex('CONFIG')).toBe(6);
  });

  it('permissions hold one non-negative integer level per area', () => {
    expect(Permissions.safeParse([0, 0, 0, 0, 0, 0, 0]).success).toBe(true);
    expect(Permissions.safeParse([0, 0, 0, 0, 0, 0]).success).toBe(false);
    expect(Permissions.safeParse([0, 0, 0, 0, 0, 0, -1]).success).toBe(false);
    expect(Permissions.safeParse([0, 0, 0, 0, 0, 0, 1.5]).success).toBe(false);
  });
});

describe('levelOf', () => {
  it.each(areas.map((area, index) => [area, user.permissions[index]]))('%s → %d', (area, level) => {
    expect(levelOf(user, area)).toBe(level);
  });

  it('a missing level is 0', () => {
    expect(levelOf({ permissions: [] }, 'CONFIG')).toBe(0);
  });
});

describe('allows', () => {
  it('public lets anyone in, signedIn any user', () => {
    expect(allows(publicAccess, undefined)).toBe(true);
    expect(allows(signedIn, undefined)).toBe(false);
    expect(allows(signedIn, { groupId: 5, permissions: [0, 0, 0, 0, 0, 0, 0] })).toBe(true);
  });

  it('an area needs at least the level', () => {
    expect(allows(needs('CMS', 4), user)).toBe(true);
    expect(allows(needs('CMS', 5), user)).toBe(false);
    expect(allows(needs('MAIL_ADDRESS'), user)).toBe(false);
    expect(allows(needs('CMS'), undefined)).toBe(false);
  });

  it('anyOf needs one of its options', () => {
    const either = anyOf({ area: 'MAIL_ADDRESS', level: 1 }, { area: 'MAIL', level: 1 });
    expect(allows(either, user)).toBe(true);
    expect(allows(either, { ...user, permissions: [4, 2, 0, 0, 3, 1, 7] })).toBe(false);
  });

  it('the super group passes every check', () => {
    const superUser = { groupId: 1, permissions: [0, 0, 0, 0, 0, 0, 0] };
    expect(isSuperGroup(superUser)).toBe(true);
    expect(allows(needs('CONFIG', 7), superUser)).toBe(true);
    expect(isSuperGroup(user)).toBe(false);
  });
});
