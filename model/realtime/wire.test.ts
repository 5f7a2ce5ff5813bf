import { allSettled, createEffect, createEvent, createStore, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import { createListResource } from '../kit/index.ts';
import type { RealtimeUser } from './route.ts';
import { messageReceived, reconnected } from './socket.ts';
import { wireRealtime } from './wire.ts';

interface Row {
  id: number;
  name: string;
}

const setUp = () => {
  const $user = createStore<RealtimeUser | null>(null);
  const groupListFx = createEffect<void, Row[]>(() => []);
  const groupGetFx = createEffect<number, Row | undefined>(() => undefined);
  const groups = createListResource<Row>({ name: 'group', listFx: groupListFx, getFx: groupGetFx });
  const noticeListFx = createEffect<void, Row[]>(() => []);
  const noticeGetFx = createEffect<number, Row | undefined>(() => undefined);
  const notices = createListResource<Row>({
    name: 'notice',
    listFx: noticeListFx,
    getFx: noticeGetFx,
    insertAtFront: true,
  });
  const domainsRefreshed = createEvent();
  const noticeAnnounced = createEvent();
  const ownAccountChanged = createEvent();
  wireRealtime($user, {
    resources: { group: groups, 'system-notice': notices },
    domainsRefreshed,
    noticeAnnounced,
    ownAccountChanged,
  });
  return {
    $user,
    groups,
    notices,
    groupGetFx,
    noticeGetFx,
    groupListFx,
    domainsRefreshed,
    noticeAnnounced,
    ownAccountChanged,
  };
};

const admin: RealtimeUser = { id: 1, workflow: false, permissions: [1, 1, 1, 1, 1, 1, 1] };
const noAccount: RealtimeUser = { id: 2, workflow: false, permissions: [1, 1, 1, 1, 0, 1, 1] };

describe('real-time wiring', () => {
  test('group updated → that group is fetched again and replaced in the list', async () => {
    const model = setUp();
    const scope = fork({
      values: [
        [model.$user, admin],
        [model.groups.$items, [{ id: 3, name: 'old' }]],
      ],
      handlers: [[model.groupGetFx, (id: number) => ({ id, name: 'new' })]],
    });
    await allSettled(messageReceived, { scope, params: { event: 'group', action: 'updated', id: 3 } });
    expect(scope.getState(model.groups.$items)).toEqual([{ id: 3, name: 'new' }]);
  });

  test('a user without ACCOUNT ignores group events', async () => {
    const model = setUp();
    const get = vi.fn(() => ({ id: 3, name: 'new' }));
    const scope = fork({ values: [[model.$user, noAccount]], handlers: [[model.groupGetFx, get]] });
    await allSettled(messageReceived, { scope, params: { event: 'group', action: 'created', id: 3 } });
    expect(get).not.toHaveBeenCalled();
  });

  test('deleted removes; notices go to the front and are announced', async () => {
    const model = setUp();
    const announced = vi.fn();
    const scope = fork({
      values: [
        [model.$user, admin],
        [model.groups.$items, [{ id: 3, name: 'x' }]],
        [model.notices.$items, [{ id: 1, name: 'old notice' }]],
      ],
      handlers: [[model.noticeGetFx, (id: number) => ({ id, name: 'new notice' })]],
    });
    model.noticeAnnounced.watch(announced);
    await allSettled(messageReceived, { scope, params: { event: 'group', action: 'deleted', id: 3 } });
    await allSettled(messageReceived, { scope, params: { event: 'system-notice', action: 'created', id: 9 } });
    expect(scope.getState(model.groups.$items)).toEqual([]);
    expect(scope.getState(model.notices.$items).map((n) => n.id)).toEqual([9, 1]);
    expect(announced).toHaveBeenCalledTimes(1);
  });

  test('own account changed → reload requested; domain created → domains refreshed', async () => {
    const model = setUp();
    const reload = vi.fn();
    const domains = vi.fn();
    model.ownAccountChanged.watch(reload);
    model.domainsRefreshed.watch(domains);
    const scope = fork({ values: [[model.$user, admin]] });
    await allSettled(messageReceived, { scope, params: { event: 'account', action: 'updated', id: admin.id } });
    await allSettled(messageReceived, { scope, params: { event: 'domain', action: 'created', id: 4 } });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(domains).toHaveBeenCalledTimes(1);
  });

  test('a list resource registered for domain: created/updated reload it, deleted removes the item', async () => {
    const $user = createStore<RealtimeUser | null>(null);
    const domainListFx = createEffect<void, Row[]>(() => []);
    const domains = createListResource<Row>({ name: 'domain', listFx: domainListFx });
    const domainRemoved = createEvent<number>();
    wireRealtime($user, { resources: { domain: domains }, domainRemoved });
    const list = vi.fn(() => [
      { id: 1, name: 'example.go.jp' },
      { id: 2, name: 'new.example.jp' },
    ]);
    const removedIds: number[] = [];
    domainRemoved.watch((id) => removedIds.push(id));
    const scope = fork({
      values: [
        [$user, admin],
        [domains.$items, [{ id: 1, name: 'example.go.jp' }]],
        [domains.$status, 'fulfilled'],
      ],
      handlers: [[domainListFx, list]],
    });
    await allSettled(messageReceived, { scope, params: { event: 'domain', action: 'created', id: 2 } });
    expect(list).toHaveBeenCalledTimes(1);
    expect(scope.getState(domains.$items).map((row) => row.id)).toEqual([1, 2]);
    await allSettled(messageReceived, { scope, params: { event: 'domain', action: 'deleted', id: 1 } });
    expect(scope.getState(domains.$items).map((row) => row.id)).toEqual([2]);
    expect(removedIds).toEqual([1]);
    expect(list).toHaveBeenCalledTimes(1);
  });

  test('after a reconnect, the lists already loaded are fetched again (and only those)', async () => {
    const model = setUp();
    const groupList = vi.fn(() => [{ id: 5, name: 'missed while offline' }]);
    const noticeList = vi.fn(() => []);
    const scope = fork({
      values: [
        [model.$user, admin],
        [model.groups.$status, 'fulfilled'],
      ],
      handlers: [
        [model.groupListFx, groupList],
        [model.notices.listFx, noticeList],
      ],
    });
    await allSettled(reconnected, { scope });
    expect(groupList).toHaveBeenCalledTimes(1);
    expect(noticeList).not.toHaveBeenCalled();
    expect(scope.getState(model.groups.$items)).toEqual([{ id: 5, name: 'missed while offline' }]);
  });
});
