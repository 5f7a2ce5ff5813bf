import { describe, expect, test } from 'vitest';
import { areas } from '../../contract/index.ts';
import { dialogRouteAreas, mayOpenDialog, mayOpenRoute, routeAreas } from './routeAccess.ts';

const withLevel = (area: (typeof areas)[number], level: number, groupId = 5) => ({
  groupId,
  permissions: areas.map((a) => (a === area ? level : 0)),
});

describe('route guards (spec §2.2, §6)', () => {
  test('every signed-in route of the spec is in the table', () => {
    expect(Object.keys(routeAreas)).toHaveLength(31);
    expect(routeAreas['/cms/:webId/page/create']).toBeNull();
    expect(routeAreas['/workflow']).toBeNull();
  });

  test.each(areas.flatMap((area) => [0, 1, 2].map((level) => [area, level] as const)))(
    '%s at level %i opens exactly the routes of its area (and the open ones)',
    (area, level) => {
      const user = withLevel(area, level);
      for (const [route, routeArea] of Object.entries(routeAreas)) {
        const expected = routeArea === null || (routeArea === area && level > 0);
        expect(mayOpenRoute(routeArea, user), route).toBe(expected);
      }
    },
  );

  test('nobody signed in opens nothing', () => {
    expect(mayOpenRoute(null, null)).toBe(false);
  });
});

describe('dialog routes (spec §2.3)', () => {
  test('19 dialog routes', () => {
    expect(Object.keys(dialogRouteAreas)).toHaveLength(19);
  });

  test('need the previous location in the navigation state', () => {
    expect(mayOpenDialog('ACCOUNT', withLevel('ACCOUNT', 3), false)).toBe(false);
    expect(mayOpenDialog('ACCOUNT', withLevel('ACCOUNT', 3), true)).toBe(true);
  });

  test('the super group sees every dialog, others need a level above 0', () => {
    expect(mayOpenDialog('CONFIG', withLevel('ACCOUNT', 0, 1), true)).toBe(true);
    expect(mayOpenDialog('CONFIG', withLevel('ACCOUNT', 5), true)).toBe(false);
    expect(mayOpenDialog('CONFIG', withLevel('CONFIG', 1), true)).toBe(true);
  });
});
