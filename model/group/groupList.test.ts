import { allSettled, fork } from 'effector';
import { describe, expect, test } from 'vitest';
import type { Group } from '../../contract/index.ts';
import { makeGroup } from '../../contract/testing/examples.ts';
import { matchesQuery, normaliseForSearch } from '../kit/index.ts';
import {
  $groupSort,
  $groupsLoading,
  $visibleGroups,
  groupSearchChanged,
  groupSortChanged,
  groups,
  levelOpens,
} from './index.ts';

const groupMatches = (group: { name: string }, query: string) => matchesQuery(group.name, query);

const group = (id: number, name: string, over: Partial<Group> = {}): Group => makeGroup({ id, name, ...over });

describe('normaliseForSearch', () => {
  test('full-width and half-width, katakana and hiragana, upper and lower case are the same', () => {
    expect(normaliseForSearch('コウホウ')).toBe('こうほう');
    expect(normaliseForSearch('ｺｳﾎｳ')).toBe('こうほう');
    expect(normaliseForSearch('ＣＭＳ')).toBe('cms');
    expect(normaliseForSearch('ｶﾞｲﾄﾞ')).toBe('がいど');
    expect(normaliseForSearch('１２３　ABC')).toBe('123 abc');
    expect(normaliseForSearch('ヴァヶヽ')).toBe('ゔぁゖゝ');
  });

  test('kanji and symbols stay as they are', () => {
    expect(normaliseForSearch('広報課・本部')).toBe('広報課・本部');
  });
});

describe('group search', () => {
  test('every word of the query must be in the name', () => {
    expect(groupMatches({ name: 'システム管理' }, 'しすてむ')).toBe(true);
    expect(groupMatches({ name: 'システム管理' }, 'ｼｽﾃﾑ　管理')).toBe(true);
    expect(groupMatches({ name: 'システム管理' }, 'しすてむ 広報')).toBe(false);
    expect(groupMatches({ name: 'IT推進室' }, 'ｉｔ')).toBe(true);
    expect(groupMatches({ name: '広報課' }, '   ')).toBe(true);
  });

  test('the list narrows to matching names and sorts by a column', async () => {
    const items = [
      group(1, 'システム管理', { memberCount: 1 }),
      group(2, '広報課', { memberCount: 5 }),
      group(3, 'デジタル推進室', { memberCount: 3 }),
    ];
    const scope = fork({ values: [[groups.$items, items]] });
    expect(scope.getState($visibleGroups).map((g) => g.id)).toEqual([1, 2, 3]);

    await allSettled(groupSearchChanged, { scope, params: 'でじたる' });
    expect(scope.getState($visibleGroups).map((g) => g.id)).toEqual([3]);

    await allSettled(groupSearchChanged, { scope, params: '' });
    await allSettled(groupSortChanged, { scope, params: { key: 'memberCount', direction: 'descending' } });
    expect(scope.getState($visibleGroups).map((g) => g.id)).toEqual([2, 3, 1]);

    await allSettled(groupSortChanged, { scope, params: { key: 'name', direction: 'ascending' } });
    // Kana in reading order before kanji, as a Japanese reader expects.
    expect(scope.getState($visibleGroups).map((g) => g.name)).toEqual(['システム管理', 'デジタル推進室', '広報課']);

    await allSettled(groupSortChanged, { scope, params: { key: 'permission', direction: 'ascending' } });
    expect(scope.getState($groupSort)).toEqual({ key: 'name', direction: 'ascending' });
  });

  test('loading until the list has answered', async () => {
    const scope = fork({ handlers: [[groups.listFx, () => []]] });
    expect(scope.getState($groupsLoading)).toBe(true);
    await allSettled(groups.refreshed, { scope });
    expect(scope.getState($groupsLoading)).toBe(false);
  });
});

describe('what a level opens (spec §2.6)', () => {
  test('CMS 4 opens the CMS entries up to files and templates, and form definition', () => {
    expect(levelOpens('CMS', 4)).toEqual(['CMS', 'テンプレート', '画像・ファイル管理', 'Webページ', 'フォーム定義']);
    expect(levelOpens('CMS', 1)).toEqual(['CMS', 'Webページ']);
  });

  test('nothing at 0; children appear at their own level', () => {
    expect(levelOpens('CMS', 0)).toEqual([]);
    expect(levelOpens('ACCOUNT', 1)).toEqual(['組織']);
    expect(levelOpens('ACCOUNT', 3)).toEqual(['組織', '組織の作成']);
    expect(levelOpens('FORM', 1)).toEqual([]);
  });

  test('CONFIG opens its rule-based entries and, at 7, the theme', () => {
    expect(levelOpens('CONFIG', 1)).toEqual([]);
    expect(levelOpens('CONFIG', 2)).toEqual(['承認者管理', 'お知らせ配信', 'システム設定']);
    expect(levelOpens('CONFIG', 5)).toEqual(['ワークフロー', '承認者管理', 'お知らせ配信', 'システム設定']);
    expect(levelOpens('CONFIG', 7)).toContain('テーマ');
  });
});
