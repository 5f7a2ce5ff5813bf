import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { DomainRead, MutationOutcome, TokenInfo } from '../../contract/index.ts';
import { type MessageRequest, messageShown, messageTimerFx } from '../messages/index.ts';
import { messageReceived, reconnected } from '../realtime/index.ts';
import { $config, $signinAge, $tokenInfo, loadConfigFx } from '../session/index.ts';
// The shell wires the real-time events into the registry's domains (this one included).
import '../shell/index.ts';
import {
  $signinAgeSetting,
  allowedDomains,
  configFx,
  domainAdd,
  domainDelete,
  domainEdit,
  domainFx,
  settingsBlocked,
  signinAgeEditor,
} from './index.ts';

const ok = (extra: Partial<MutationOutcome> = {}): MutationOutcome => ({
  ok: true,
  noPermission: false,
  stale: false,
  ...extra,
});
const refused = (message: string): MutationOutcome => ({
  ok: false,
  error: true,
  message,
  noPermission: false,
  stale: false,
});

const admin: TokenInfo = {
  id: 1,
  email: 'admin@example.go.jp',
  name: '管理者',
  groupId: 1,
  groupName: 'システム管理',
  type: 'Default',
  workflow: false,
  permissions: [9, 9, 9, 9, 9, 9, 9],
};

const listed: DomainRead[] = [
  { id: 1, domain: 'example.go.jp', purpose: 'any', description: '職員', updatedBy: null },
  { id: 2, domain: 'xn--h9jxc.example.lg.jp', purpose: 'mailing', description: '', updatedBy: '管理者' },
];

const messagesIn = (scope: Scope) => {
  const shown: MessageRequest[] = [];
  createWatch({ unit: messageShown, fn: (message) => shown.push(message), scope });
  return shown;
};

const setUp = (handlers: [unknown, unknown][] = [], values: [unknown, unknown][] = []) =>
  fork({
    values: [
      [$tokenInfo, admin],
      [allowedDomains.$items, listed],
      [allowedDomains.$status, 'fulfilled'],
      ...values,
    ] as never,
    handlers: [[messageTimerFx, () => {}], ...handlers] as never,
  });

describe('allowed domains', () => {
  test('adding checks the name first: not a domain, or one already listed in any spelling (IDN too)', async () => {
    const create = vi.fn(() => ok());
    const scope = setUp([[domainFx.create, create]]);
    await allSettled(domainAdd.opened, { scope, params: 'new' });
    for (const [typed, error] of [
      ['', '入力してください。'],
      ['not a domain', 'ドメインの形式が正しくありません'],
      ['EXAMPLE.go.jp', 'すでに許可ドメインに登録されています'],
      ['まち.example.lg.jp', 'すでに許可ドメインに登録されています'],
    ] as const) {
      await allSettled(domainAdd.changed, { scope, params: { domain: typed } });
      await allSettled(domainAdd.submitted, { scope });
      expect(scope.getState(domainAdd.$fieldErrors).domain).toContain(error);
    }
    await allSettled(domainAdd.changed, { scope, params: { domain: 'x'.repeat(3), description: 'あ'.repeat(201) } });
    await allSettled(domainAdd.submitted, { scope });
    expect(scope.getState(domainAdd.$fieldErrors).description).toContain('200 文字以内');
    expect(create).not.toHaveBeenCalled();
  });

  test('an added domain is sent in its canonical form, the list is read again, and the message names it in Unicode', async () => {
    const create = vi.fn(() => ok({ id: 3 }));
    const list = vi.fn(() => [...listed, { id: 3, domain: 'xn--yckow0m.example.jp' }]);
    const scope = setUp([
      [domainFx.create, create],
      [domainFx.list, list],
    ]);
    const shown = messagesIn(scope);
    await allSettled(domainAdd.opened, { scope, params: 'new' });
    await allSettled(domainAdd.changed, {
      scope,
      params: { domain: ' デジタル.Example.JP ', purpose: 'account', description: ' 新しい課 ' },
    });
    await allSettled(domainAdd.submitted, { scope });
    expect(create).toHaveBeenCalledWith({
      body: { domain: 'xn--yckow0m.example.jp', purpose: 'account', description: '新しい課' },
    });
    expect(list).toHaveBeenCalledTimes(1);
    expect(scope.getState(allowedDomains.$items).map((item) => item.id)).toEqual([1, 2, 3]);
    expect(scope.getState(domainAdd.$done)).toBe(true);
    expect(shown.map((message) => message.message)).toEqual(['許可ドメイン「デジタル.example.jp」を追加しました。']);
  });

  test("the server's refusal is shown with what was typed kept", async () => {
    const scope = setUp([[domainFx.create, () => refused('城.example.jp はすでに許可ドメインに登録されています。')]]);
    await allSettled(domainAdd.opened, { scope, params: 'new' });
    await allSettled(domainAdd.changed, { scope, params: { domain: 'city.example.jp' } });
    await allSettled(domainAdd.submitted, { scope });
    expect(scope.getState(domainAdd.$error)).toBe('城.example.jp はすでに許可ドメインに登録されています。');
    expect(scope.getState(domainAdd.$form).domain).toBe('city.example.jp');
    expect(scope.getState(domainAdd.$done)).toBe(false);
  });

  test('editing starts from the record in Unicode, may keep its own name, and sends the change', async () => {
    const update = vi.fn(() => ok({ id: 2 }));
    const scope = setUp([
      [domainFx.update, update],
      [domainFx.list, () => listed],
    ]);
    await allSettled(domainEdit.opened, { scope, params: 2 });
    expect(scope.getState(domainEdit.$form)).toEqual({
      domain: 'まち.example.lg.jp',
      purpose: 'mailing',
      description: '',
    });
    expect(scope.getState(domainEdit.$dirty)).toBe(false);
    await allSettled(domainEdit.changed, { scope, params: { description: '窓口' } });
    await allSettled(domainEdit.submitted, { scope });
    expect(update).toHaveBeenCalledWith({
      params: { id: 2 },
      body: { domain: 'xn--h9jxc.example.lg.jp', purpose: 'mailing', description: '窓口' },
    });
    expect(scope.getState(domainEdit.$done)).toBe(true);
  });

  test('deleting removes it from the list, naming it', async () => {
    const scope = setUp([[domainFx.remove, () => ok({ id: 2 })]]);
    const shown = messagesIn(scope);
    await allSettled(domainDelete.opened, { scope, params: 2 });
    await allSettled(domainDelete.submitted, { scope });
    expect(scope.getState(allowedDomains.$items).map((item) => item.id)).toEqual([1]);
    expect(shown.map((message) => message.message)).toEqual(['許可ドメイン「まち.example.lg.jp」を削除しました。']);
  });

  test('a refused delete keeps the domain and says why', async () => {
    const scope = setUp([[domainFx.remove, () => refused('許可ドメインが見つかりません。')]]);
    await allSettled(domainDelete.opened, { scope, params: 2 });
    await allSettled(domainDelete.submitted, { scope });
    expect(scope.getState(domainDelete.$error)).toBe('許可ドメインが見つかりません。');
    expect(scope.getState(allowedDomains.$items)).toHaveLength(2);
  });

  test('real-time: another console adding one reloads the list on screen; deleting one removes it', async () => {
    const list = vi.fn(() => [...listed, { id: 5, domain: 'new.example.jp' }]);
    const scope = setUp([[domainFx.list, list]]);
    await allSettled(allowedDomains.shown, { scope });
    await allSettled(messageReceived, { scope, params: { event: 'domain', action: 'created', id: 5 } });
    expect(scope.getState(allowedDomains.$items).map((item) => item.id)).toEqual([1, 2, 5]);
    await allSettled(messageReceived, { scope, params: { event: 'domain', action: 'deleted', id: 1 } });
    expect(scope.getState(allowedDomains.$items).map((item) => item.id)).toEqual([2, 5]);
  });
});

describe('signinAge', () => {
  test('edited in minutes from what the console has, checked against one minute to a day', async () => {
    const update = vi.fn(() => ok());
    const scope = setUp([[configFx.update, update]], [[$config, { signinAge: '3600000' }]]);
    await allSettled(signinAgeEditor.opened, { scope, params: scope.getState($signinAgeSetting) });
    expect(scope.getState(signinAgeEditor.$draft)).toEqual({ minutes: 60 });
    for (const minutes of [null, 0, 1441, 2.5]) {
      await allSettled(signinAgeEditor.changed, { scope, params: { minutes } });
      await allSettled(signinAgeEditor.saveClicked, { scope });
      expect(scope.getState(signinAgeEditor.$fieldErrors).minutes).toMatch(/入力してください|1 分から 1440 分/);
    }
    expect(update).not.toHaveBeenCalled();
  });

  test('saved in ms, then read again at once so this console signs out by the new limit', async () => {
    const update = vi.fn(() => ok());
    const load = vi.fn(() => ({ config: { signinAge: '120000' } }));
    const scope = setUp(
      [
        [configFx.update, update],
        [loadConfigFx, load],
      ],
      [[$config, { signinAge: 3_600_000 }]],
    );
    const shown = messagesIn(scope);
    await allSettled(signinAgeEditor.opened, { scope, params: scope.getState($signinAgeSetting) });
    await allSettled(signinAgeEditor.changed, { scope, params: { minutes: 2 } });
    await allSettled(signinAgeEditor.saveClicked, { scope });
    expect(update).toHaveBeenCalledWith({ body: { signinAge: 120_000 } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($signinAge)).toBe(120_000);
    expect(scope.getState(signinAgeEditor.$dirty)).toBe(false);
    expect(shown.map((message) => message.message)).toEqual(['自動ログアウトまでの時間を 2 分に変更しました。']);
  });

  test('a refused save keeps the minutes typed and shows the reason', async () => {
    const scope = setUp(
      [[configFx.update, () => refused('この操作を行う権限がありません。')]],
      [[$config, { signinAge: 3_600_000 }]],
    );
    await allSettled(signinAgeEditor.opened, { scope, params: scope.getState($signinAgeSetting) });
    await allSettled(signinAgeEditor.changed, { scope, params: { minutes: 30 } });
    await allSettled(signinAgeEditor.saveClicked, { scope });
    expect(scope.getState(signinAgeEditor.$saveError)).toBe('この操作を行う権限がありません。');
    expect(scope.getState(signinAgeEditor.$draft)).toEqual({ minutes: 30 });
  });

  test('a config event from another console updates the limit here, and the form follows while nothing is typed', async () => {
    const load = vi.fn(() => ({ config: { signinAge: 300_000 } }));
    const scope = setUp([[loadConfigFx, load]], [[$config, { signinAge: 3_600_000 }]]);
    await allSettled(signinAgeEditor.opened, { scope, params: scope.getState($signinAgeSetting) });
    await allSettled(messageReceived, { scope, params: { event: 'config', action: 'async' } });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($signinAge)).toBe(300_000);
    // The page passes the new record on (recordSeen); the editor takes it as nothing was typed.
    await allSettled(signinAgeEditor.recordSeen, { scope, params: scope.getState($signinAgeSetting) as never });
    expect(scope.getState(signinAgeEditor.$draft)).toEqual({ minutes: 5 });
  });

  test('after a reconnect the settings are read again (a config event may have been missed)', async () => {
    const load = vi.fn(() => ({ config: { signinAge: 600_000 } }));
    const scope = setUp([[loadConfigFx, load]], [[$config, { signinAge: 3_600_000 }]]);
    await allSettled(reconnected, { scope });
    expect(load).toHaveBeenCalledTimes(1);
    expect(scope.getState($signinAge)).toBe(600_000);
  });

  test('below CONFIG 2 the settings are read-only, with the reason', () => {
    expect(settingsBlocked(admin)).toBeNull();
    expect(settingsBlocked({ ...admin, groupId: 3, permissions: [0, 0, 0, 0, 0, 0, 1] })).toContain('2 以上');
    expect(settingsBlocked({ ...admin, groupId: 3, permissions: [0, 0, 0, 0, 0, 0, 2] })).toBeNull();
  });
});
