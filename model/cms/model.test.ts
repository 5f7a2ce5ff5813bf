import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { TemplateRead, ThemeRead, TokenInfo } from '../../contract/index.ts';
import type { ForkHandlers, ForkValues } from '../kit/forkHandlers.ts';
import { messageShown, messageTimerFx } from '../messages/index.ts';
import { messageReceived } from '../realtime/index.ts';
import { $tokenInfo } from '../session/session.ts';
import { $templatesBlocked, templateActive, templateEditor, templateFx, templateList, templates } from './templates.ts';
import { $themesBlocked, themeCreate, themeDelete, themeEditor, themeFx, themes, themeUsage } from './themes.ts';

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
const koho = user([4, 2, 1, 2, 0, 1, 0]);
const admin = user([9, 9, 9, 9, 9, 9, 9], 1);

const theme = (id: number, patch: Partial<ThemeRead> = {}): ThemeRead => ({
  id,
  name: `テーマ${id}`,
  head: '',
  body: '<main>{{page}}</main>',
  script: '',
  style: '',
  version: 1,
  ...patch,
});
const template = (id: number, patch: Partial<TemplateRead> = {}): TemplateRead => ({
  id,
  name: `テンプレート${id}`,
  body: '',
  style: '',
  script: '',
  formScript: '',
  formStyle: '',
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
  const shown: string[] = [];
  createWatch({ unit: messageShown, fn: ({ message }) => shown.push(message), scope });
  return { scope, shown };
};

describe('who may change themes and templates (spec §2.6: both readings)', () => {
  test('CMS 4 reads themes but changing them asks CONFIG 7; templates are changed at CMS 4', () => {
    const scope = fork({ values: [[$tokenInfo, koho]] });
    expect(scope.getState($themesBlocked)).toContain('7以上');
    expect(scope.getState($templatesBlocked)).toBeNull();
    const reader = fork({ values: [[$tokenInfo, user([1, 0, 0, 0, 0, 0, 0])]] });
    expect(reader.getState($templatesBlocked)).toContain('4以上');
    expect(fork({ values: [[$tokenInfo, admin]] }).getState($themesBlocked)).toBeNull();
  });
});

describe('the theme editor', () => {
  test('saves the name and code with the version read, and the list shows the save at once', async () => {
    const update = vi.fn(async () => ok({ id: 1, version: 2 }));
    const { scope, shown } = scopeOf({ values: [[themes.$items, [theme(1)]]], handlers: [[themeFx.update, update]] });
    await allSettled(themeEditor.opened, { scope, params: theme(1) });
    await allSettled(themeEditor.changed, { scope, params: { style: 'main { color: red; }' } });
    expect(scope.getState(themeEditor.$dirty)).toBe(true);
    await allSettled(themeEditor.saveClicked, { scope });
    expect(update).toHaveBeenCalledWith({
      params: { id: 1 },
      body: {
        name: 'テーマ1',
        head: '',
        body: '<main>{{page}}</main>',
        script: '',
        style: 'main { color: red; }',
        version: 1,
      },
    });
    expect(scope.getState(themes.$items)[0]).toMatchObject({ style: 'main { color: red; }', version: 2 });
    expect(scope.getState(themeEditor.$dirty)).toBe(false);
    expect(shown).toEqual(['テーマ「テーマ1」を保存しました。']);
  });

  test('a stale save shows both versions; keeping mine saves over theirs with their version', async () => {
    const update = vi
      .fn()
      .mockResolvedValueOnce({ ok: false, stale: true, noPermission: false, message: '他の人が先に保存しました。' })
      .mockResolvedValueOnce(ok({ id: 1, version: 4 }));
    const { scope } = scopeOf({
      values: [[themes.$items, [theme(1)]]],
      handlers: [
        [themeFx.update, update],
        [themeFx.get, async () => theme(1, { version: 3, body: '<div>theirs</div>' })],
      ],
    });
    await allSettled(themeEditor.opened, { scope, params: theme(1) });
    await allSettled(themeEditor.changed, { scope, params: { body: '<div>mine</div>' } });
    await allSettled(themeEditor.saveClicked, { scope });
    expect(scope.getState(themeEditor.$conflict)).toMatchObject({
      mine: { body: '<div>mine</div>' },
      theirs: { body: '<div>theirs</div>', version: 3 },
    });
    await allSettled(themeEditor.keepMineClicked, { scope });
    expect(update).toHaveBeenLastCalledWith(
      expect.objectContaining({ body: expect.objectContaining({ body: '<div>mine</div>', version: 3 }) }),
    );
    expect(scope.getState(themeEditor.$conflict)).toBeNull();
  });

  test('an empty name is refused in Japanese before anything is sent', async () => {
    const update = vi.fn();
    const { scope } = scopeOf({ handlers: [[themeFx.update, update]] });
    await allSettled(themeEditor.opened, { scope, params: theme(1) });
    await allSettled(themeEditor.changed, { scope, params: { name: '  ' } });
    await allSettled(themeEditor.saveClicked, { scope });
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState(themeEditor.$fieldErrors).name).toBeTruthy();
  });
});

describe('creating and deleting themes', () => {
  test('the create dialog sends the trimmed name and fetches the new theme into the list', async () => {
    const create = vi.fn(async () => ok({ id: 7, version: 1 }));
    const { scope, shown } = scopeOf({
      handlers: [
        [themeFx.create, create],
        [themeFx.get, async () => theme(7, { name: '秋' })],
      ],
    });
    await allSettled(themeCreate.opened, { scope, params: 'new' });
    await allSettled(themeCreate.changed, { scope, params: { name: ' 秋 ' } });
    await allSettled(themeCreate.submitted, { scope });
    expect(create).toHaveBeenCalledWith({ body: { name: '秋' } });
    expect(scope.getState(themes.$items).map((each) => each.name)).toEqual(['秋']);
    expect(scope.getState(themeCreate.$done)).toBe(true);
    expect(shown).toEqual(['テーマ「秋」を作成しました。']);
  });

  test('opening the delete lists the websites and pages that use the theme; a refusal reads them again', async () => {
    const pages = vi
      .fn()
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([{ webId: 1, webName: '本庁サイト', pages: [{ id: 5, title: 'トップ' }] }]);
    const { scope } = scopeOf({
      values: [[themes.$items, [theme(1)]]],
      handlers: [
        [themeFx.usage, pages],
        [themeFx.remove, async () => ({ ok: false, stale: true, noPermission: false, message: '使われています' })],
      ],
    });
    await allSettled(themeDelete.opened, { scope, params: 1 });
    expect(pages).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(scope.getState(themeUsage.$items)).toEqual([]);
    await allSettled(themeDelete.submitted, { scope });
    expect(scope.getState(themeDelete.$error)).toBe('使われています');
    expect(scope.getState(themeUsage.$items)).toHaveLength(1);
    expect(scope.getState(themes.$items)).toHaveLength(1);
  });

  test('a delete that went through removes the theme from the list', async () => {
    const { scope } = scopeOf({
      values: [[themes.$items, [theme(1), theme(2)]]],
      handlers: [
        [themeFx.usage, async () => []],
        [themeFx.remove, async () => ok({ id: 2 })],
      ],
    });
    await allSettled(themeDelete.opened, { scope, params: 2 });
    await allSettled(themeDelete.submitted, { scope });
    expect(scope.getState(themes.$items).map((each) => each.id)).toEqual([1]);
  });
});

describe('templates', () => {
  test('the list searches names as the kit does (kana and width do not matter)', async () => {
    const { scope } = scopeOf({
      values: [[templates.$items, [template(1, { name: 'お問い合わせ' }), template(2, { name: 'イベント' })]]],
    });
    await allSettled(templateList.changed, { scope, params: { query: 'いべんと' } });
    expect(scope.getState(templateList.$visible).map((each) => each.id)).toEqual([2]);
    expect(scope.getState(templateList.$total)).toBe(2);
  });

  test('the active switch sends the new state and the list follows', async () => {
    const setActive = vi.fn(async () => ok({ id: 1 }));
    const { scope, shown } = scopeOf({
      values: [[templates.$items, [template(1)]]],
      handlers: [[templateFx.setActive, setActive]],
    });
    await allSettled(templateActive.toggled, { scope, params: { id: 1, active: true } });
    expect(setActive).toHaveBeenCalledWith({ params: { id: 1 }, body: { active: true } });
    expect(scope.getState(templates.$items)[0]?.active).toBe(true);
    expect(shown).toEqual(['テンプレート「テンプレート1」を有効にしました。']);
  });

  test('the editor creates a template with all its code', async () => {
    const create = vi.fn(async () => ok({ id: 9, version: 1 }));
    const { scope } = scopeOf({ handlers: [[templateFx.create, create]] });
    const created = vi.fn();
    createWatch({ unit: templateEditor.created, fn: created, scope });
    await allSettled(templateEditor.opened, { scope, params: null });
    await allSettled(templateEditor.changed, { scope, params: { name: '新着', body: '<p>{{content}}</p>' } });
    await allSettled(templateEditor.saveClicked, { scope });
    expect(create).toHaveBeenCalledWith({
      body: { name: '新着', body: '<p>{{content}}</p>', style: '', script: '', formScript: '', formStyle: '' },
    });
    expect(created).toHaveBeenCalledWith(expect.objectContaining({ id: 9, active: false }));
    expect(scope.getState(templates.$items).map((each) => each.id)).toEqual([9]);
  });

  test('a cms-template event refetches the template by id (CMS 1 or more), async refetches the list', async () => {
    const get = vi.fn(async () => template(1, { active: true }));
    const list = vi.fn(async () => [template(1), template(2)]);
    const { scope } = scopeOf({
      values: [
        [$tokenInfo, koho],
        [templates.$items, [template(1)]],
        [templates.$status, 'fulfilled'],
      ],
      handlers: [
        [templateFx.get, get],
        [templateFx.list, list],
      ],
    });
    await allSettled(messageReceived, { scope, params: { event: 'cms-template', action: 'updated', id: 1 } });
    expect(get).toHaveBeenCalledWith({ params: { id: 1 } });
    expect(scope.getState(templates.$items)[0]?.active).toBe(true);
    await allSettled(messageReceived, { scope, params: { event: 'cms-template', action: 'async', id: 0 } });
    expect(list).toHaveBeenCalled();
  });
});
