import { allSettled, createEffect, fork } from 'effector';
import { describe, expect, test, vi } from 'vitest';
import type { TokenInfo } from '../../contract/index.ts';
import { createListResource, defineDomain } from '../kit/index.ts';
import { messageReceived } from '../realtime/index.ts';
import { $tokenInfo, signedOut } from '../session/index.ts';
import { $contentPending, attachDomain } from './index.ts';

interface Row {
  id: number;
  name: string;
}

/** A domain whose model loads late (as the CMS models do, with their screens), attached to the shell. */
const listFx = createEffect<void, Row[]>(() => []);
const getFx = createEffect<number, Row | undefined>(() => undefined);
const rows = createListResource<Row>({ name: 'late-rows', listFx, getFx });
attachDomain(defineDomain({ name: 'late-rows', resource: rows, event: 'cms-theme', overlay: true }));

const user = (cms: number): TokenInfo => ({
  id: 5,
  email: 'koho@example.go.jp',
  name: '広報 花子',
  groupId: 2,
  groupName: '広報課',
  type: 'Default',
  workflow: false,
  permissions: [cms, 0, 0, 0, 0, 0, 0],
});

describe('attachDomain: a domain that joins the shell when its model loads', () => {
  test('its real-time event refetches the record, under the permission of spec §6', async () => {
    const get = vi.fn(async (id: number) => ({ id, name: '新' }));
    const scope = fork({
      values: [
        [$tokenInfo, user(1)],
        [rows.$items, [{ id: 1, name: '旧' }]],
        [rows.$status, 'fulfilled'],
      ],
      handlers: [[getFx, get]],
    });
    await allSettled(messageReceived, { scope, params: { event: 'cms-theme', action: 'updated', id: 1 } });
    expect(scope.getState(rows.$items)).toEqual([{ id: 1, name: '新' }]);
    await allSettled(messageReceived, { scope, params: { event: 'cms-theme', action: 'deleted', id: 1 } });
    expect(scope.getState(rows.$items)).toEqual([]);

    const without = fork({ values: [[$tokenInfo, user(0)]], handlers: [[getFx, get]] });
    get.mockClear();
    await allSettled(messageReceived, { scope: without, params: { event: 'cms-theme', action: 'created', id: 2 } });
    expect(get).not.toHaveBeenCalled();
  });

  test('its list is dropped at sign-out', async () => {
    const scope = fork({
      values: [
        [$tokenInfo, user(1)],
        [rows.$items, [{ id: 1, name: 'a' }]],
        [rows.$status, 'fulfilled'],
      ],
    });
    await allSettled(signedOut, { scope, params: 'user' });
    expect(scope.getState(rows.$items)).toEqual([]);
    expect(scope.getState(rows.$status)).toBe('init');
  });

  test('its loading counts for the content overlay (spec §2.5)', async () => {
    let answer: (rows: Row[]) => void = () => undefined;
    const scope = fork({
      values: [[$tokenInfo, user(1)]],
      handlers: [[listFx, () => new Promise<Row[]>((resolve) => (answer = resolve))]],
    });
    const loading = allSettled(rows.refreshed, { scope });
    expect(scope.getState($contentPending)).toBe(true);
    answer([]);
    await loading;
    expect(scope.getState($contentPending)).toBe(false);
  });
});
