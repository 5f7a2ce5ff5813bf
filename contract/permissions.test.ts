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

describe('read tolerantly, write strictly (issue 14)', () => {
  it('a request writes levels 0–9 only; a read takes any non-negative integer', async () => {
    const { PermissionsWrite, MAX_LEVEL } = await import('./permissions.ts');
    const { GroupRead, GroupCreateBody } = await import('./group.ts');
    expect(MAX_LEVEL).toBe(9);
    expect(PermissionsWrite.safeParse([0, 9, 0, 0, 0, 0, 0]).success).toBe(true);
    for (const level of [10, 2 ** 53, -1, 1.5]) {
      expect(PermissionsWrite.safeParse([0, level, 0, 0, 0, 0, 0]).success, String(level)).toBe(false);
    }
    expect(GroupCreateBody.safeParse({ name: '課', permission: [0, 10, 0, 0, 0, 0, 0] }).success).toBe(false);
    const read = { id: 2 ** 40, name: '課', permission: [0, 12, 0, 0, 0, 0, 0], description: '' };
    expect(GroupRead.safeParse(read).success).toBe(true);
  });

  it('a request names ids up to 2^31-1 (a PostgreSQL integer)', async () => {
    const { IdParam, IdRef, MAX_ID } = await import('./ids.ts');
    expect(IdParam.parse('2147483647')).toBe(MAX_ID);
    for (const id of ['2147483648', '99999999999', '1e300', '0', '-1', '1.5']) {
      expect(IdParam.safeParse(id).success, id).toBe(false);
    }
    expect(IdRef.safeParse(MAX_ID).success).toBe(true);
    expect(IdRef.safeParse(MAX_ID + 1).success).toBe(false);
  });
});
