import { allSettled, fork as forkScope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { anAuthor, aTokenInfo } from '../../contract/testing/examples.ts';
import { messageTimerFx } from '../messages/index.ts';
import { $tokenInfo } from '../session/index.ts';
import {
  $authorBlocked,
  $choices,
  authorCreate,
  authorDelete,
  authorEditor,
  authorFx,
  authorSearch,
  authors,
  choicesNeeded,
  scopeLabel,
} from './index.ts';

const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const quiet = [messageTimerFx, () => {}];
const fork = (config: { values?: unknown[]; handlers?: unknown[] } = {}) =>
  forkScope({ ...config, handlers: [quiet, ...(config.handlers ?? [])] } as never);

/** CONFIG is the seventh area: 2 manages approvers, 1 only reads them. */
const withConfig = (level: number) => ({ ...aTokenInfo, permissions: [0, 0, 0, 0, 0, 0, level] });
const choices = {
  accounts: [{ id: 2, name: '広報 花子', email: 'koho@example.go.jp', groupName: '広報課' }],
  websites: [{ id: 1, name: '本庁サイト' }],
  groups: [{ id: 3, name: '総務課' }],
};
const byGroup = { ...anAuthor, id: 2, webId: null, webName: null, groupId: 3, groupName: '総務課' };

describe('approvers', () => {
  test('say why writes are refused below CONFIG 2, and ask the choices only at it', async () => {
    const choicesFx = vi.fn(() => choices);
    const reader = fork({ values: [[$tokenInfo, withConfig(1)]], handlers: [[authorFx.choices, choicesFx]] });
    expect(reader.getState($authorBlocked)).toContain('権限がありません');
    await allSettled(choicesNeeded, { scope: reader });
    expect(choicesFx).not.toHaveBeenCalled();

    const manager = fork({ values: [[$tokenInfo, withConfig(2)]], handlers: [[authorFx.choices, choicesFx]] });
    expect(manager.getState($authorBlocked)).toBeNull();
    await allSettled(choicesNeeded, { scope: manager });
    expect(manager.getState($choices)).toEqual(choices);
  });

  test('name what each approver approves, and search by person, website or group', async () => {
    expect(scopeLabel(anAuthor)).toBe('Webサイト：本庁サイト');
    expect(scopeLabel(byGroup)).toBe('組織：総務課');
    // A server of the spec sends only ids: the place is still told.
    expect(scopeLabel({ id: 3, webId: 7 })).toBe('Webサイト：#7');
    const scope = fork({ values: [[authors.$items, [anAuthor, byGroup]]] });
    await allSettled(authorSearch.changed, { scope, params: { query: '総務' } });
    expect(scope.getState(authorSearch.$visible)).toEqual([byGroup]);
    await allSettled(authorSearch.changed, { scope, params: { query: 'koho@' } });
    expect(scope.getState(authorSearch.$visible).map((author) => author.id)).toEqual([1, 2]);
  });

  test('the add dialog checks before sending, sends one scope only, and reads the new approver', async () => {
    const create = vi.fn(() => ok({ id: 9, version: 1 }));
    const get = vi.fn(() => ({ ...byGroup, id: 9 }));
    const scope = fork({
      values: [[$choices, choices]],
      handlers: [
        [authorFx.create, create],
        [authorFx.get, get],
      ],
    });
    await allSettled(authorCreate.opened, { scope, params: 'new' });
    await allSettled(authorCreate.submitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState(authorCreate.$fieldErrors)).toEqual({
      accountId: '承認者を選んでください。',
      webId: 'Webサイトを選んでください。',
    });
    await allSettled(authorCreate.changed, {
      scope,
      params: { accountId: 2, webId: 1, scope: 'group', groupId: 3, step: 2, notifyByMail: true },
    });
    await allSettled(authorCreate.submitted, { scope });
    expect(create).toHaveBeenCalledWith({ body: { accountId: 2, groupId: 3, step: 2, notifyByMail: true } });
    expect(scope.getState(authorCreate.$done)).toBe(true);
    expect(scope.getState(authors.$items).map((author) => author.id)).toEqual([9]);
  });

  test('the add dialog keeps what was typed and shows the server refusal', async () => {
    const refusal = {
      ok: false,
      stale: false,
      noPermission: false,
      message: '広報 花子 さんはすでに「本庁サイト」の承認者です。',
    };
    const scope = fork({ values: [[$choices, choices]], handlers: [[authorFx.create, () => refusal]] });
    await allSettled(authorCreate.opened, { scope, params: 'new' });
    await allSettled(authorCreate.changed, { scope, params: { accountId: 2, webId: 1 } });
    await allSettled(authorCreate.submitted, { scope });
    expect(scope.getState(authorCreate.$error)).toBe(refusal.message);
    expect(scope.getState(authorCreate.$form)).toMatchObject({ accountId: 2, webId: 1 });
  });

  test('the editor saves with the id and version in the body and reads the names again', async () => {
    const update = vi.fn(() => ok({ id: 1, version: 2 }));
    const get = vi.fn(() => ({ ...byGroup, id: 1, version: 2 }));
    const scope = fork({
      values: [[authors.$items, [anAuthor]]],
      handlers: [
        [authorFx.update, update],
        [authorFx.get, get],
      ],
    });
    await allSettled(authorEditor.opened, { scope, params: anAuthor });
    await allSettled(authorEditor.changed, { scope, params: { scope: 'group', groupId: 3 } });
    await allSettled(authorEditor.saveClicked, { scope });
    expect(update).toHaveBeenCalledWith({
      body: { id: 1, accountId: 2, groupId: 3, step: 1, notifyByMail: true, version: 1 },
    });
    expect(scope.getState(authors.$items)).toEqual([{ ...byGroup, id: 1, version: 2 }]);
  });

  test('the delete dialog removes the approver from the list', async () => {
    const scope = fork({
      values: [[authors.$items, [anAuthor, byGroup]]],
      handlers: [[authorFx.remove, () => ok({ id: 1 })]],
    });
    await allSettled(authorDelete.opened, { scope, params: 1 });
    await allSettled(authorDelete.submitted, { scope });
    expect(scope.getState(authors.$items)).toEqual([byGroup]);
  });
});
