import { allSettled, createWatch, fork, type Scope } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { MutationOutcome, TokenInfo, WebRead } from '../../contract/index.ts';
import { aWeb } from '../../contract/testing/examples.ts';
import { type MessageRequest, messageShown, messageTimerFx } from '../messages/index.ts';
import { messageReceived } from '../realtime/index.ts';
import { $tokenInfo } from '../session/index.ts';
// The shell wires the real-time events into the registry's domains (websites included).
import '../shell/index.ts';
import { $webNavEntries, webFx, webs } from '../web/index.ts';
import {
  $cmsDestinations,
  $editableWebsites,
  websiteCreate,
  websiteDelete,
  websiteDeleteBlocked,
  websiteEdit,
  websiteList,
  websitesBlocked,
  websiteText,
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

const user = (groupId: number, permissions: number[]): TokenInfo => ({
  id: 5,
  email: 'user@example.go.jp',
  name: '職員',
  groupId,
  groupName: '組織',
  type: 'Default',
  workflow: false,
  permissions,
});
const admin = user(1, [9, 9, 9, 9, 9, 9, 9]);

const honcho: WebRead = { ...aWeb, id: 1, name: '本庁サイト', groups: [2] };
const bousai: WebRead = {
  ...aWeb,
  id: 2,
  name: '防災情報サイト',
  url: 'https://bousai.example.go.jp/',
  groups: [2, 3],
  pages: { count: 0, active: 0, lastChangedAt: null, lastChangedBy: null },
};

const messagesIn = (scope: Scope) => {
  const shown: MessageRequest[] = [];
  createWatch({ unit: messageShown, fn: (message) => shown.push(message), scope });
  return shown;
};

const setUp = (handlers: [unknown, unknown][] = [], who: TokenInfo = admin) =>
  fork({
    values: [
      [$tokenInfo, who],
      [webs.$items, [honcho, bousai]],
      [webs.$status, 'fulfilled'],
    ] as never,
    handlers: [[messageTimerFx, () => {}], ...handlers] as never,
  });

const filled = {
  name: '観光サイト',
  url: 'https://kanko.example.go.jp/',
  themeId: 2,
  groups: [3],
  favicon: '',
  ogDescription: '観光のご案内',
  ogImage: 'https://kanko.example.go.jp/og.png',
  ogURL: '',
};

describe('website dialogs', () => {
  test('creating checks first: a taken name (in any width), a URL that is not http(s), a missing address', async () => {
    const create = vi.fn(() => ok({ id: 3 }));
    const scope = setUp([[webFx.create, create]]);
    await allSettled(websiteCreate.opened, { scope, params: 'new' });
    await allSettled(websiteCreate.changed, {
      scope,
      params: { name: '本庁サイト', url: '', ogImage: 'javascript:alert(1)', favicon: 'ftp://x.example.go.jp/' },
    });
    await allSettled(websiteCreate.submitted, { scope });
    expect(create).not.toHaveBeenCalled();
    expect(scope.getState(websiteCreate.$fieldErrors)).toEqual({
      name: websiteText.nameTaken('本庁サイト'),
      url: '入力してください。',
      ogImage: websiteText.httpUrl,
      favicon: websiteText.httpUrl,
    });
  });

  test('creating sends the trimmed body, says so and fetches the new website into the list and the navigation', async () => {
    const created: WebRead = { ...bousai, id: 3, name: '観光サイト', url: filled.url };
    const create = vi.fn(() => ok({ id: 3, version: 1 }));
    const scope = setUp([
      [webFx.create, create],
      [webFx.get, () => created],
    ]);
    const shown = messagesIn(scope);
    await allSettled(websiteCreate.opened, { scope, params: 'new' });
    await allSettled(websiteCreate.changed, { scope, params: { ...filled, name: ' 観光サイト ' } });
    await allSettled(websiteCreate.submitted, { scope });
    expect(create).toHaveBeenCalledWith({ body: { ...filled, name: '観光サイト' } });
    expect(scope.getState(websiteCreate.$done)).toBe(true);
    expect(shown.map((message) => message.message)).toEqual([websiteText.created('観光サイト')]);
    expect(scope.getState($webNavEntries).map((entry) => entry.label)).toEqual([
      '本庁サイト',
      '防災情報サイト',
      '観光サイト',
    ]);
  });

  test('editing starts from the website, sends its version, and a refusal keeps the input', async () => {
    const update = vi.fn(() => refused('他の人が先に保存しました。'));
    const scope = setUp([[webFx.update, update]]);
    await allSettled(websiteEdit.opened, { scope, params: 2 });
    expect(scope.getState(websiteEdit.$form)).toMatchObject({ name: '防災情報サイト', groups: [2, 3], themeId: 1 });
    expect(scope.getState(websiteEdit.$dirty)).toBe(false);
    await allSettled(websiteEdit.changed, { scope, params: { name: '防災サイト', groups: [3] } });
    await allSettled(websiteEdit.submitted, { scope });
    expect(update).toHaveBeenCalledWith({
      params: { id: 2 },
      body: expect.objectContaining({ name: '防災サイト', groups: [3], version: 1 }),
    });
    expect(scope.getState(websiteEdit.$error)).toBe('他の人が先に保存しました。');
    expect(scope.getState(websiteEdit.$form).name).toBe('防災サイト');
  });

  test('deleting removes it from the list and the navigation; a website with pages says why it is refused', async () => {
    const scope = setUp([[webFx.remove, () => ok({ id: 2 })]]);
    expect(websiteDeleteBlocked(honcho)).toBe(websiteText.hasPages(2));
    expect(websiteDeleteBlocked(bousai)).toBeNull();
    await allSettled(websiteDelete.opened, { scope, params: 2 });
    await allSettled(websiteDelete.submitted, { scope });
    expect(scope.getState($webNavEntries)).toEqual([{ id: 1, label: '本庁サイト' }]);
  });

  test('a cms-web event from another console renames the navigation entry', async () => {
    const scope = setUp([[webFx.get, () => ({ ...honcho, name: '本庁公式サイト' })]]);
    await allSettled(messageReceived, { scope, params: { event: 'cms-web', action: 'updated', id: 1 } });
    expect(scope.getState($webNavEntries)[0]).toEqual({ id: 1, label: '本庁公式サイト' });
    await allSettled(messageReceived, { scope, params: { event: 'cms-web', action: 'deleted', id: 1 } });
    expect(scope.getState($webNavEntries)).toEqual([{ id: 2, label: '防災情報サイト' }]);
  });
});

describe('what a user sees of websites', () => {
  test('/cms lists the websites the user edits: all for the super group and CMS 4, those naming the group below', () => {
    expect(
      setUp([], admin)
        .getState($editableWebsites)
        .map((web) => web.id),
    ).toEqual([1, 2]);
    expect(
      setUp([], user(9, [4, 0, 0, 0, 0, 0, 0]))
        .getState($editableWebsites)
        .map((web) => web.id),
    ).toEqual([1, 2]);
    expect(
      setUp([], user(3, [1, 0, 0, 0, 0, 0, 0]))
        .getState($editableWebsites)
        .map((web) => web.id),
    ).toEqual([2]);
    expect(setUp([], user(4, [1, 0, 0, 0, 0, 0, 0])).getState($editableWebsites)).toEqual([]);
    expect(setUp([], user(3, [0, 0, 0, 0, 0, 0, 0])).getState($editableWebsites)).toEqual([]);
  });

  test('/cms links to the CMS screens the levels open, as the side navigation does', () => {
    const hrefs = (who: TokenInfo) =>
      setUp([], who)
        .getState($cmsDestinations)
        .map((entry) => entry.href);
    expect(hrefs(admin)).toEqual(['/cms/theme', '/cms/template', '/cms/files', '/cms/website']);
    expect(hrefs(user(2, [4, 0, 0, 0, 0, 0, 0]))).toEqual(['/cms/template', '/cms/files', '/cms/website']);
    expect(hrefs(user(2, [1, 0, 0, 0, 0, 0, 0]))).toEqual(['/cms/website']);
  });

  test('below CMS 4 websites are read only; the search matches name or address', async () => {
    expect(websitesBlocked(user(2, [3, 0, 0, 0, 0, 0, 0]))).toBe(websiteText.readOnly);
    expect(websitesBlocked(user(2, [4, 0, 0, 0, 0, 0, 0]))).toBeNull();
    const scope = setUp();
    await allSettled(websiteList.changed, { scope, params: { query: 'bousai' } });
    expect(scope.getState(websiteList.$visible).map((web) => web.id)).toEqual([2]);
  });
});
