import { describe, expect, test } from 'vitest';
import { areas } from '../../contract/index.ts';
import { currentHref, destinationsFor, hrefsOf, landingHref, type NavUser, navigationFor } from './navigation.ts';

const user = (levels: Partial<Record<(typeof areas)[number], number>>, workflow = false): NavUser => ({
  workflow,
  permissions: areas.map((area) => levels[area] ?? 0),
});

/** Spec §2.6 written out as (href, who sees it), independent of the implementation's table. */
const spec: [string, (u: NavUser) => boolean][] = [
  ['/', () => true],
  ['/group', (u) => (u.permissions[4] ?? 0) >= 1],
  ['/group/create', (u) => (u.permissions[4] ?? 0) >= 3],
  ['/cms', (u) => (u.permissions[0] ?? 0) >= 1],
  ['/cms/theme', (u) => (u.permissions[6] ?? 0) >= 7],
  ['/cms/template', (u) => (u.permissions[0] ?? 0) >= 4],
  ['/cms/files', (u) => (u.permissions[0] ?? 0) >= 4],
  ['/cms/website', (u) => (u.permissions[0] ?? 0) >= 1],
  ['/form', (u) => (u.permissions[1] ?? 0) >= 2],
  ['/form/create', (u) => (u.permissions[0] ?? 0) >= 2],
  ['/form-answer', (u) => (u.permissions[5] ?? 0) >= 1],
  ['/mail', (u) => (u.permissions[2] ?? 0) >= 1],
  ['/mailing', (u) => (u.permissions[3] ?? 0) >= 2],
  ['/mailing/create', (u) => (u.permissions[3] ?? 0) >= 2],
  ['/workflow', (u) => u.workflow || (u.permissions[6] ?? 0) > 4],
  ['/author', (u) => (u.permissions[6] ?? 0) > 1],
  ['/notice', (u) => (u.permissions[6] ?? 0) > 1],
  ['/setting', (u) => (u.permissions[6] ?? 0) > 1],
];

const grid: NavUser[] = areas.flatMap((area) =>
  [0, 1, 2, 3, 4, 5, 7, 8].flatMap((level) => [user({ [area]: level }), user({ [area]: level }, true)]),
);

describe('side navigation (spec §2.6)', () => {
  test.each(grid.map((u) => [u.permissions.join(','), u.workflow, u] as const))(
    'levels %s, workflow %s: exactly the entries the table allows',
    (_levels, _workflow, u) => {
      const shown = new Set(hrefsOf(navigationFor(u)));
      for (const [href, sees] of spec) expect(shown.has(href), href).toBe(sees(u));
    },
  );

  test('a user with only FORM 2 sees notices and forms, not the CMS-gated form definition', () => {
    expect(hrefsOf(navigationFor(user({ FORM: 2, FORM_ANSWER: 1 })))).toEqual(['/', '/form', '/form-answer']);
  });

  test('one sub-entry per website under Webページ', () => {
    const entries = navigationFor(user({ CMS: 1 }), [
      { id: 3, label: '本庁サイト' },
      { id: 4, label: '防災サイト' },
    ]);
    const cms = entries.find((e) => e.href === '/cms');
    const web = cms?.children?.find((e) => e.href === '/cms/website');
    expect(web?.children?.map((e) => [e.href, e.label])).toEqual([
      ['/cms/3/page', '本庁サイト'],
      ['/cms/4/page', '防災サイト'],
    ]);
  });

  test('children sit under their parent when it is shown', () => {
    const entries = navigationFor(user({ ACCOUNT: 3 }));
    expect(entries.find((e) => e.href === '/group')?.children?.map((e) => e.href)).toEqual(['/group/create']);
  });
});

describe("the overview's destinations", () => {
  test.each(grid.map((u) => [u.permissions.join(','), u.workflow, u] as const))(
    'levels %s, workflow %s: the side navigation less its landing entry, in the same tree',
    (_levels, _workflow, u) => {
      const offered = new Set(hrefsOf(destinationsFor(u)));
      for (const [href, sees] of spec) expect(offered.has(href), href).toBe(href !== '/' && sees(u));
      expect(destinationsFor(u)).toEqual(navigationFor(u).filter((entry) => entry.href !== landingHref));
    },
  );

  test('a FORM-only user is offered forms and form answers, nothing else', () => {
    expect(hrefsOf(destinationsFor(user({ FORM: 2, FORM_ANSWER: 1 })))).toEqual(['/form', '/form-answer']);
  });

  test('a user with no level anywhere is offered nothing', () => {
    expect(destinationsFor(user({}))).toEqual([]);
  });
});

describe('currentHref (the side navigation entry marked as the current page)', () => {
  const hrefs = ['/', '/group', '/group/create', '/cms', '/cms/theme', '/cms/website', '/form', '/form/create'];
  test.each([
    ['/overview', '/'],
    ['/', '/'],
    ['/group', '/group'],
    ['/group/5', '/group'],
    ['/group/5/account/create', '/group'],
    ['/group/create', '/group/create'],
    ['/cms/website/3/page', '/cms/website'],
    ['/cms', '/cms'],
    ['/form-answer', null],
    ['/groupies', null],
    ['/pw-update', null],
  ])('%s → %s', (pathname, expected) => {
    expect(currentHref(hrefs, pathname)).toBe(expected);
  });

  test('a user without the landing entry gets nothing marked on the overview', () => {
    expect(currentHref(['/group'], '/overview')).toBeNull();
  });
});
