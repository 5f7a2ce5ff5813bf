import { allSettled, fork as forkScope } from 'effector';
import { describe, expect, test } from 'vitest';
import { aMailing } from '../../contract/testing/examples.ts';
import { messageTimerFx } from '../messages/index.ts';
import {
  $forceOffered,
  $goneMailingIds,
  $memberPage,
  $memberPageCount,
  $memberPageRows,
  assignToggled,
  MEMBER_PAGE_SIZE,
  mailingAssign,
  mailingCreate,
  mailingDelete,
  mailingFx,
  mailings,
  memberPageChanged,
  memberRemove,
  memberSearch,
  members,
} from './index.ts';

const ok = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
const refused = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});
const quiet = [messageTimerFx, () => {}];
const fork = (config: { values?: unknown[]; handlers?: unknown[] } = {}) =>
  forkScope({ ...config, handlers: [quiet, ...(config.handlers ?? [])] } as never);

const many = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ memberId: index + 1, email: `user${index + 1}@example.go.jp` }));

describe('mailing lists and their addresses', () => {
  test('the members list reads the list by id and puts the record into the list resource', async () => {
    const scope = fork({ handlers: [[mailingFx.get, () => aMailing]] });
    await allSettled(members.keyRequested, { scope, params: 1 });
    expect(scope.getState(members.$items)).toEqual(aMailing.members);
    expect(scope.getState(mailings.$items)).toEqual([aMailing]);
  });

  test('a list answered as not there is gone: removed from the resource, told from a failure', async () => {
    const scope = fork({
      values: [[mailings.$items, [aMailing]]],
      handlers: [[mailingFx.get, () => undefined]],
    });
    await allSettled(members.keyRequested, { scope, params: 1 });
    expect(scope.getState($goneMailingIds)).toEqual([1]);
    expect(scope.getState(mailings.$items)).toEqual([]);
    expect(scope.getState(members.$failed)).toBe(false);
  });

  test('a failed read is a failure, not "gone"', async () => {
    const scope = fork({
      handlers: [
        [
          mailingFx.get,
          () => {
            throw new Error('down');
          },
        ],
      ],
    });
    await allSettled(members.keyRequested, { scope, params: 1 });
    expect(scope.getState(members.$failed)).toBe(true);
    expect(scope.getState($goneMailingIds)).toEqual([]);
  });

  test('thousands of addresses: searched, then shown a page at a time', async () => {
    const scope = fork({ handlers: [[mailingFx.get, () => ({ ...aMailing, members: many(3000) })]] });
    await allSettled(members.keyRequested, { scope, params: 1 });
    expect(scope.getState($memberPageCount)).toBe(3000 / MEMBER_PAGE_SIZE);
    expect(scope.getState($memberPageRows)).toHaveLength(MEMBER_PAGE_SIZE);
    await allSettled(memberPageChanged, { scope, params: 3 });
    expect(scope.getState($memberPageRows)[0]?.email).toBe(`user${2 * MEMBER_PAGE_SIZE + 1}@example.go.jp`);
    await allSettled(memberSearch.changed, { scope, params: { query: 'ＵＳＥＲ2999' } });
    expect(scope.getState($memberPage)).toBe(1);
    expect(scope.getState($memberPageRows).map((member) => member.email)).toEqual(['user2999@example.go.jp']);
  });

  test('create sends the name and type, then reads the new list', async () => {
    const created = { ...aMailing, id: 7, name: '防災情報', type: 'external', members: [] };
    const scope = fork({
      handlers: [
        [mailingFx.create, () => ok({ id: 7 })],
        [mailingFx.get, () => created],
      ],
    });
    await allSettled(mailingCreate.opened, { scope, params: 'new' });
    await allSettled(mailingCreate.submitted, { scope });
    expect(scope.getState(mailingCreate.$fieldErrors).name).toBeTruthy();
    await allSettled(mailingCreate.changed, { scope, params: { name: ' 防災情報 ', type: 'external' } });
    await allSettled(mailingCreate.submitted, { scope });
    expect(scope.getState(mailingCreate.$done)).toBe(true);
    expect(scope.getState(mailings.$items)).toEqual([created]);
  });

  test('assign sends the groups ticked with the name and version of the list', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[mailings.$items, [aMailing]]],
      handlers: [
        [
          mailingFx.update,
          (call: unknown) => {
            sent.push(call);
            return ok({ version: 2 });
          },
        ],
        [mailingFx.get, () => ({ ...aMailing, allowGroup: [2, 3], version: 2 })],
      ],
    });
    await allSettled(mailingAssign.opened, { scope, params: 1 });
    expect(scope.getState(mailingAssign.$form)).toEqual({ allowGroup: [2] });
    await allSettled(assignToggled, { scope, params: { groupId: 3, allowed: true } });
    await allSettled(mailingAssign.submitted, { scope });
    expect(sent).toEqual([{ params: { id: 1 }, body: { name: '職員連絡網', allowGroup: [2, 3], version: 1 } }]);
    expect(scope.getState(mailings.$items)[0]?.allowGroup).toEqual([2, 3]);
  });

  test('removing an address reads the list again', async () => {
    let reads = 0;
    const scope = fork({
      handlers: [
        [mailingFx.removeMember, () => ok()],
        [mailingFx.get, () => (++reads === 1 ? aMailing : { ...aMailing, members: [] })],
      ],
    });
    await allSettled(members.keyRequested, { scope, params: 1 });
    await allSettled(memberRemove.opened, { scope, params: { id: 1, memberId: 1 } });
    await allSettled(memberRemove.submitted, { scope });
    expect(scope.getState(members.$items)).toEqual([]);
  });

  test('a delete refused as in use offers the forced delete, and the next press sends force', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      values: [[mailings.$items, [aMailing]]],
      handlers: [
        [
          mailingFx.remove,
          (call: { query?: { force?: boolean } }) => {
            sent.push(call);
            return call.query?.force
              ? ok()
              : refused('宛先が登録されているため削除できません。', { stale: true, error: 'conflict' });
          },
        ],
      ],
    });
    await allSettled(mailingDelete.opened, { scope, params: 1 });
    await allSettled(mailingDelete.submitted, { scope });
    expect(scope.getState(mailingDelete.$error)).toBe('宛先が登録されているため削除できません。');
    expect(scope.getState($forceOffered)).toBe(true);
    await allSettled(mailingDelete.submitted, { scope });
    expect(sent).toEqual([{ params: { id: 1 } }, { params: { id: 1 }, query: { force: true } }]);
    expect(scope.getState(mailingDelete.$done)).toBe(true);
    expect(scope.getState(mailings.$items)).toEqual([]);
    await allSettled(mailingDelete.closed, { scope });
    expect(scope.getState($forceOffered)).toBe(false);
  });

  test('a delete refused for another reason offers no force', async () => {
    const scope = fork({
      values: [[mailings.$items, [aMailing]]],
      handlers: [[mailingFx.remove, () => refused('削除できませんでした。')]],
    });
    await allSettled(mailingDelete.opened, { scope, params: 1 });
    await allSettled(mailingDelete.submitted, { scope });
    expect(scope.getState($forceOffered)).toBe(false);
  });
});
