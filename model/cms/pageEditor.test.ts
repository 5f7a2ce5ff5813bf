import { allSettled, createWatch, fork, scopeBind } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { PageRead, TokenInfo } from '../../contract/index.ts';
import type { ForkHandlers } from '../kit/forkHandlers.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/session.ts';
import { workflowFx } from '../workflow/index.ts';
import {
  $pageCheckFailed,
  $pageProblems,
  newPageWebSet,
  PAGE_TYPING_PAUSE_MS,
  pageEditor,
  pageHtmlSettled,
} from './pageEditor.ts';
import { pageFx, pages } from './pages.ts';

const admin: TokenInfo = {
  id: 1,
  email: 'admin@example.go.jp',
  name: '管理 太郎',
  groupId: 1,
  groupName: '管理',
  type: 'Default',
  workflow: false,
  permissions: [9, 9, 9, 9, 9, 9, 9],
};
const page: PageRead = {
  id: 10,
  webId: 3,
  title: 'お知らせ',
  path: 'news',
  templateId: null,
  html: '<p>もと</p>',
  active: false,
  version: 2,
};
const ok = (extra: object = {}) => ({ ok: true, stale: false, noPermission: false, ...extra });
const clean = ok({ valid: true, problems: [] });
const missingAlt = ok({
  valid: false,
  problems: [
    { line: 2, column: 1, message: '画像に代替テキスト（alt属性）がありません。', severity: 'error', rule: 'wcag/h37' },
  ],
});

const scopeOf = (handlers: ForkHandlers) => {
  const scope = fork({
    values: [[$tokenInfo, admin]],
    handlers: [[messageTimerFx, () => {}], [workflowFx.list, () => []], ...handlers],
  });
  const shown: string[] = [];
  createWatch({ unit: messageShown, fn: ({ message }) => shown.push(message), scope });
  return { scope, shown };
};

describe('the page editor', () => {
  test('a save is checked first: errors hold it back with the problems shown, the draft kept', async () => {
    const update = vi.fn(() => ok({ version: 3 }));
    const { scope } = scopeOf([
      [pageFx.validate, () => missingAlt],
      [pageFx.update, update],
    ]);
    await allSettled(pageEditor.opened, { scope, params: page });
    await allSettled(pageEditor.changed, { scope, params: { html: '<p>x</p>\n<img src="a.png">' } });
    await allSettled(pageEditor.saveClicked, { scope });
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState(pageEditor.$saveError)).toContain('エラーが見つかった');
    expect(scope.getState($pageProblems).map((problem) => problem.line)).toEqual([2]);
    expect(scope.getState(pageEditor.$draft).html).toBe('<p>x</p>\n<img src="a.png">');
  });

  test('a clean check lets the save go with the version; the list has the page at once', async () => {
    const update = vi.fn(() => ok({ version: 3 }));
    const { scope, shown } = scopeOf([
      [pageFx.validate, () => clean],
      [pageFx.update, update],
    ]);
    await allSettled(pages.upserted, { scope, params: page });
    await allSettled(pageEditor.opened, { scope, params: page });
    await allSettled(pageEditor.changed, { scope, params: { html: '<p>あたらしい</p>', title: ' お知らせ一覧 ' } });
    await allSettled(pageEditor.saveClicked, { scope });
    expect(update).toHaveBeenCalledWith({
      params: { id: 10 },
      body: { title: 'お知らせ一覧', path: 'news', templateId: null, html: '<p>あたらしい</p>', version: 2 },
    });
    expect(scope.getState(pages.$items)[0]).toMatchObject({ id: 10, title: 'お知らせ一覧', version: 3 });
    expect(shown).toEqual(['ページ「お知らせ一覧」を保存しました。']);
  });

  test('a new page is created in the website on screen, and listed there', async () => {
    const create = vi.fn(() => ok({ id: 11, version: 1 }));
    const { scope } = scopeOf([
      [pageFx.validate, () => clean],
      [pageFx.create, create],
    ]);
    await allSettled(newPageWebSet, { scope, params: 3 });
    await allSettled(pageEditor.opened, { scope, params: null });
    await allSettled(pageEditor.changed, { scope, params: { title: '新しいページ', path: 'new' } });
    await allSettled(pageEditor.saveClicked, { scope });
    expect(create).toHaveBeenCalledWith({
      body: { title: '新しいページ', path: 'new', templateId: null, html: '', webId: 3 },
    });
    expect(scope.getState(pages.$items)).toEqual([expect.objectContaining({ id: 11, webId: 3, active: false })]);
  });

  test('a path that is not one is said at the field and nothing is sent', async () => {
    const create = vi.fn(() => ok({ id: 11, version: 1 }));
    const { scope } = scopeOf([
      [pageFx.validate, () => clean],
      [pageFx.create, create],
    ]);
    await allSettled(pageEditor.opened, { scope, params: null });
    await allSettled(pageEditor.changed, { scope, params: { title: 'ページ', path: '/Top Page' } });
    await allSettled(pageEditor.saveClicked, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState(pageEditor.$fieldErrors).path).toContain('パスは');
  });

  test('the HTML is checked once typing pauses; an answer for text typed over is dropped', async () => {
    const typeMore: { send?: (change: { html: string }) => void } = {};
    const checked: string[] = [];
    const validate = vi.fn(({ body }: { body: { html: string } }) => {
      checked.push(body.html);
      // More is typed while the check of b is on its way: its answer (a problem) must not be shown.
      if (body.html === '<img src="b.png">') {
        typeMore.send?.({ html: '<img src="c.png" alt="c">' });
        return missingAlt;
      }
      return clean;
    });
    const { scope } = scopeOf([[pageFx.validate, validate]]);
    typeMore.send = scopeBind(pageEditor.changed, { scope });
    const settled: string[] = [];
    createWatch({ unit: pageHtmlSettled, fn: (html) => settled.push(html), scope });
    await allSettled(pageEditor.opened, { scope, params: page });
    checked.length = 0;
    settled.length = 0;
    await Promise.all([
      allSettled(pageEditor.changed, { scope, params: { html: '<img src="a.png">' } }),
      allSettled(pageEditor.changed, { scope, params: { html: '<img src="b.png">' } }),
    ]);
    // a was typed over within the pause: only b and then c were checked.
    expect(settled).toEqual(['<img src="b.png">', '<img src="c.png" alt="c">']);
    expect(checked).toEqual(['<img src="b.png">', '<img src="c.png" alt="c">']);
    expect(scope.getState($pageProblems)).toEqual([]);
    expect(scope.getState($pageCheckFailed)).toBe(false);
    expect(PAGE_TYPING_PAUSE_MS).toBeLessThanOrEqual(500);
  });

  test('a check without an answer says so (not "no problems") and holds the save back: nothing is sent on a failure', async () => {
    const update = vi.fn(() => ok({ version: 3 }));
    const { scope } = scopeOf([
      [pageFx.validate, () => ({ ok: false, stale: false, noPermission: false, message: '通信できません' })],
      [pageFx.update, update],
    ]);
    await allSettled(pageEditor.opened, { scope, params: page });
    expect(scope.getState($pageCheckFailed)).toBe(true);
    await allSettled(pageEditor.changed, { scope, params: { html: '<p>y</p>' } });
    await allSettled(pageEditor.saveClicked, { scope });
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState(pageEditor.$saveError)).toContain('検証できなかった');
  });
});
