import { describe, expect, expectTypeOf, test } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  test('each route keeps its router pattern', () => {
    expect(paths.home.pattern).toBe('/overview');
    expect(paths.group.list.pattern).toBe('/group');
    expect(paths.group.detail.pattern).toBe('/group/:id');
    expect(paths.group.accountMove.pattern).toBe('/group/:gId/:id/change-group');
  });

  test('a route without parameters is its pattern', () => {
    expect(paths.home.to()).toBe('/overview');
    expect(paths.group.list.to()).toBe('/group');
    expect(paths.group.create.to()).toBe('/group/create');
  });

  test('parameters fill their places, numbers and texts alike', () => {
    expect(paths.group.detail.to({ id: 5 })).toBe('/group/5');
    expect(paths.group.detail.to({ id: '5' })).toBe('/group/5');
    expect(paths.group.accountCreate.to({ id: 2 })).toBe('/group/2/account/create');
    expect(paths.group.accountMove.to({ gId: 2, id: 7 })).toBe('/group/2/7/change-group');
    expect(paths.group.accountReset.to({ id: 7, gId: 2 })).toBe('/group/2/7/reset');
  });

  test('a parameter is encoded, so it never adds a path segment or a query', () => {
    expect(paths.group.detail.to({ id: 'a/b' })).toBe('/group/a%2Fb');
    expect(paths.group.detail.to({ id: '1?x=2#y' })).toBe('/group/1%3Fx%3D2%23y');
    expect(paths.group.detail.to({ id: '広報' })).toBe(`/group/${encodeURIComponent('広報')}`);
  });

  test('the parameters are typed by the pattern', () => {
    // @ts-expect-error: /group/:id needs its id
    paths.group.detail.to();
    // @ts-expect-error: /group/:gId/:id/change-group needs gId as well
    paths.group.accountMove.to({ id: 7 });
    // @ts-expect-error: /overview takes none
    paths.home.to({ id: 1 });
    expectTypeOf(paths.group.accountMove.to).parameters.toEqualTypeOf<[Record<'gId' | 'id', number | string>]>();
    expectTypeOf(paths.home.to).parameters.toEqualTypeOf<[]>();
  });
});
