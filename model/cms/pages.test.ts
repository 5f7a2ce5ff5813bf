import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { PageRead, TokenInfo } from '../../contract/index.ts';
import type { ForkHandlers, ForkValues } from '../kit/forkHandlers.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { messageReceived } from '../realtime/index.ts';
import { $tokenInfo } from '../session/session.ts';
import { $pageListTotal, pageActive, pageDelete, pageFx, pageList, pages, pagesBlocked, pageUsage } from './pages.ts';

const user = (permissions: number[], groupId = 2): TokenInfo => ({
  id: 2,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId,
  groupName: '広報課',
  type: 'Default',
  workflow: false,
  permissions,
});
const admin = user([9, 9, 9, 9, 9, 9, 9], 1);

const page = (id: number, patch: Partial<PageRead> = {}): PageRead => ({
  id,
  webId: 1,
  title: `ページ${id}`,
  path: `p${id}`,
  templateId: null,
  html: '<p>本文</p>',
  active: false,
  version: 1,
  ...patch,
});
const ok = (extra: object = {}) => ({ ok: true, stale: false, noPermission: false, ...extra });

const scopeOf = (options: { values?: ForkValues; handlers?: ForkHandlers } = {}) => {
  const scope = fork({
    values: [[$tokenInfo, admin], ...(options.values ?? [])],
    handlers: [[messageTimerFx, () => {}], ...(options.handlers ?? [])],
  });
  const shown: { message: string; type: string }[] = [];
  createWatch({ unit: messageShown, fn: ({ message, type }) => shown.push({ message, type }), scope });
  return { scope, shown };
};

describe('the page list of one website', () => {
  const items = [
    page(1, { title: 'トップページ', path: '' }),
    page(2, { title: 'ニュース一覧', path: 'news' }),
    page(3, { webId: 2, title: '避難所', path: 'shelter' }),
    // A server without webId (ours): the page is shown under every website.
    { id: 4, html: '', active: true, title: 'アクセス', path: 'access' } as PageRead,
  ];

  test('shows the pages of the chosen website and those read without a website', async () => {
    const { scope } = scopeOf({ values: [[pages.$items, items]] });
    await allSettled(pageList.changed, { scope, params: { webId: 1 } });
    expect(scope.getState(pageList.$visible).map((each) => each.id)).toEqual([1, 2, 4]);
    await allSettled(pageList.changed, { scope, params: { webId: 2 } });
    expect(scope.getState(pageList.$visible).map((each) => each.id)).toEqual([3, 4]);
    expect(scope.getState($pageListTotal)).toBe(2);
  });

  test('searches title and path as the kit does (kana and width do not matter)', async () => {
    const { scope } = scopeOf({ values: [[pages.$items, items]] });
    await allSettled(pageList.changed, { scope, params: { webId: 1, query: 'にゅーす' } });
    expect(scope.getState(pageList.$visible).map((each) => each.id)).toEqual([2]);
    await allSettled(pageList.changed, { scope, params: { query: 'ＡＣＣＥＳＳ' } });
    expect(scope.getState(pageList.$visible).map((each) => each.id)).toEqual([4]);
    await allSettled(pageList.changed, { scope, params: { query: '/news' } });
    expect(scope.getState(pageList.$visible).map((each) => each.id)).toEqual([2]);
    // The website's pages whatever the search: "none match", not "none yet".
    expect(scope.getState($pageListTotal)).toBe(3);
  });
});

describe('who may change a website’s pages (contract editsWebsite)', () => {
  const web = { groups: [2, 3] };
  test('the super group and CMS 4 change every website; CMS 1 those naming their group', () => {
    expect(pagesBlocked(admin, { groups: [] })).toBeNull();
    expect(pagesBlocked(user([4, 0, 0, 0, 0, 0, 0], 9), { groups: [] })).toBeNull();
    expect(pagesBlocked(user([1, 0, 0, 0, 0, 0, 0], 3), web)).toBeNull();
    expect(pagesBlocked(user([1, 0, 0, 0, 0, 0, 0], 9), web)).toContain('編集担当に指定された組織');
    expect(pagesBlocked(user([0, 0, 0, 0, 0, 0, 0], 3), web)).not.toBeNull();
    expect(pagesBlocked(null, web)).not.toBeNull();
  });

  test('a website not known yet opens only to those who edit every website', () => {
    expect(pagesBlocked(user([1, 0, 0, 0, 0, 0, 0], 3), null)).not.toBeNull();
    expect(pagesBlocked(user([4, 0, 0, 0, 0, 0, 0], 3), undefined)).toBeNull();
  });
});

describe('the active switch', () => {
  test('sends the new state; the list follows and the message names the page, escaped', async () => {
    const setActive = vi.fn(async () => ok({ id: 1 }));
    const { scope, shown } = scopeOf({
      values: [[pages.$items, [page(1, { title: '<b>採用</b>' })]]],
      handlers: [[pageFx.setActive, setActive]],
    });
    await allSettled(pageActive.toggled, { scope, params: { id: 1, active: true } });
    expect(setActive).toHaveBeenCalledWith({ params: { id: 1 }, body: { active: true } });
    expect(scope.getState(pages.$items)[0]?.active).toBe(true);
    expect(shown).toEqual([{ message: 'ページ「&lt;b&gt;採用&lt;/b&gt;」を有効にしました。', type: 'success' }]);
  });

  test('a refusal is said with the server’s reason and the list stays as it was', async () => {
    const { scope, shown } = scopeOf({
      values: [[pages.$items, [page(1, { active: true })]]],
      handlers: [[pageFx.setActive, async () => ({ ok: false, stale: false, noPermission: false, message: '拒否' })]],
    });
    await allSettled(pageActive.toggled, { scope, params: { id: 1, active: false } });
    expect(scope.getState(pages.$items)[0]?.active).toBe(true);
    expect(shown).toEqual([{ message: '拒否', type: 'error' }]);
  });
});

describe('deleting a page', () => {
  test('opening the delete asks where the page is used; a delete that went through removes it', async () => {
    const checkUsed = vi.fn(async () => ok({ used: true, usedBy: [{ kind: 'page', id: 2, title: 'お知らせ' }] }));
    const remove = vi.fn(async () => ok({ id: 1 }));
    const { scope, shown } = scopeOf({
      values: [[pages.$items, [page(1, { title: 'トップページ' }), page(2)]]],
      handlers: [
        [pageFx.checkUsed, checkUsed],
        [pageFx.remove, remove],
      ],
    });
    await allSettled(pageDelete.opened, { scope, params: 1 });
    expect(checkUsed).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(scope.getState(pageUsage.$key)).toBe(1);
    expect(scope.getState(pageUsage.$items)).toEqual([{ kind: 'page', id: 2, title: 'お知らせ' }]);
    // A used page may still be deleted: the dialog says which links break.
    await allSettled(pageDelete.submitted, { scope });
    expect(remove).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(scope.getState(pages.$items).map((each) => each.id)).toEqual([2]);
    expect(shown.map((each) => each.message)).toEqual(['ページ「トップページ」を削除しました。']);
  });

  test('a refused check is a failed check, not "used nowhere"', async () => {
    const { scope } = scopeOf({
      values: [[pages.$items, [page(1)]]],
      handlers: [[pageFx.checkUsed, async () => ({ ok: false, stale: false, noPermission: false, message: 'x' })]],
    });
    await allSettled(pageDelete.opened, { scope, params: 1 });
    expect(scope.getState(pageUsage.$failed)).toBe(true);
    expect(scope.getState(pageUsage.$items)).toEqual([]);
  });

  test('a refusal stays in the dialog and reads the usage again', async () => {
    const checkUsed = vi
      .fn()
      .mockResolvedValueOnce(ok({ used: false, usedBy: [] }))
      .mockResolvedValueOnce(ok({ used: true, usedBy: [{ kind: 'form', id: 7, title: '申込' }] }));
    const { scope } = scopeOf({
      values: [[pages.$items, [page(1)]]],
      handlers: [
        [pageFx.checkUsed, checkUsed],
        [pageFx.remove, async () => ({ ok: false, stale: false, noPermission: false, message: '変更できません' })],
      ],
    });
    await allSettled(pageDelete.opened, { scope, params: 1 });
    await allSettled(pageDelete.submitted, { scope });
    expect(scope.getState(pageDelete.$error)).toBe('変更できません');
    expect(scope.getState(pageDelete.$done)).toBe(false);
    expect(scope.getState(pageUsage.$items)).toEqual([{ kind: 'form', id: 7, title: '申込' }]);
    expect(scope.getState(pages.$items)).toHaveLength(1);
  });
});

describe('real-time', () => {
  test('a cms-page event refetches the page by id, async refetches the list', async () => {
    const get = vi.fn(async () => page(1, { active: true }));
    const list = vi.fn(async () => [page(1), page(2)]);
    const { scope } = scopeOf({
      values: [
        [pages.$items, [page(1)]],
        [pages.$status, 'fulfilled'],
      ],
      handlers: [
        [pageFx.get, get],
        [pageFx.list, list],
      ],
    });
    await allSettled(messageReceived, { scope, params: { event: 'cms-page', action: 'updated', id: 1 } });
    expect(get).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(scope.getState(pages.$items)[0]?.active).toBe(true);
    await allSettled(messageReceived, { scope, params: { event: 'cms-page', action: 'async', id: 0 } });
    expect(list).toHaveBeenCalled();
  });
});
