import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ContractError,
  clientMessages,
  groupApi,
  HttpError,
  NO_PERMISSION_MESSAGE,
  noPermissionAnswer,
} from '../../contract/index.ts';
import { makeAccount, makeGroup } from '../../contract/testing/examples.ts';
import { noPermissionAnswered } from '../api/endpointFx.ts';
import { apiEffects, outcomeOf } from './apiEffects.ts';

const fx = apiEffects(groupApi);

/** Every call answers with this status and JSON body; the calls are recorded. */
const answering = (status: number, body: unknown) => {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const noPermissionReports = (scope: Scope) => {
  let count = 0;
  createWatch({ unit: noPermissionAnswered, fn: () => count++, scope });
  return () => count;
};

const group = makeGroup();
const updateInput = {
  params: { id: group.id },
  body: { name: group.name, permission: group.permission, description: group.description, version: group.version },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outcomeOf', () => {
  test('a 409 is stale', () => {
    expect(outcomeOf(new HttpError(409, { message: '他の人が保存しました' }, 'group.update', 'x'))).toEqual({
      ok: false,
      error: true,
      message: '他の人が保存しました',
      noPermission: false,
      stale: true,
      status: 409,
    });
  });

  test('a refusal keeps its status and the fields of its answer beyond the outcome (a new count)', () => {
    const refused = new HttpError(
      409,
      { error: true, message: '受信者の数が変わりました', recipientCount: 18 },
      'mail.send',
      'x',
    );
    expect(outcomeOf(refused)).toEqual({
      ok: false,
      error: true,
      message: '受信者の数が変わりました',
      noPermission: false,
      stale: true,
      status: 409,
      recipientCount: 18,
    });
    expect(outcomeOf(new HttpError(404, 'Not Found', 'mailing.addMembers', 'x'))).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  test('no answer at all is the network message', () => {
    expect(outcomeOf(new HttpError(0, undefined, 'group.update', 'fetch failed'))).toMatchObject({
      ok: false,
      message: clientMessages.network,
      stale: false,
    });
  });

  test('an answer that does not fit the contract is unreadable, and so is no object at all', () => {
    const unreadable = {
      ok: false,
      error: true,
      message: clientMessages.unreadable,
      noPermission: false,
      stale: false,
      status: 0,
    };
    expect(outcomeOf(new ContractError('group.update', 'response', [{ path: 'id', message: 'x' }]))).toEqual(
      unreadable,
    );
    expect(outcomeOf(undefined)).toEqual(unreadable);
    expect(outcomeOf('保存しました')).toEqual(unreadable);
  });

  test('success keeps what else the answer carried (a temporary password)', () => {
    expect(outcomeOf({ id: 7, version: 1, message: '追加しました', temporaryPassword: 'Tmp-1234' })).toEqual({
      ok: true,
      id: 7,
      version: 1,
      message: '追加しました',
      temporaryPassword: 'Tmp-1234',
      noPermission: false,
      stale: false,
    });
  });

  test('an error answer is a refusal with its message', () => {
    expect(outcomeOf({ error: 'duplicate', message: '同じ名前があります' })).toEqual({
      ok: false,
      error: 'duplicate',
      message: '同じ名前があります',
      noPermission: false,
      stale: false,
    });
    expect(outcomeOf({ error: '', message: '保存しました' })).toMatchObject({ ok: true });
  });

  test('the no-permission message is flagged, answered or rejected', () => {
    expect(outcomeOf(noPermissionAnswer)).toMatchObject({ ok: false, noPermission: true });
    expect(outcomeOf(new HttpError(403, noPermissionAnswer, 'group.update', NO_PERMISSION_MESSAGE))).toMatchObject({
      ok: false,
      noPermission: true,
      message: NO_PERMISSION_MESSAGE,
    });
  });
});

describe('an endpoint effect', () => {
  test('is named after its endpoint and calls its path', async () => {
    const fetch = answering(200, { data: [group] });
    expect(fx.list.shortName).toBe('group.list');
    await allSettled(fx.list, { scope: fork(), params: undefined });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/group');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('GET');
  });

  test('a list resolves with its items, and with an empty list for an error answer', async () => {
    answering(200, { data: [group] });
    expect(await allSettled(fx.list, { scope: fork(), params: undefined })).toEqual({ status: 'done', value: [group] });
    answering(200, { error: true, message: '読み込めませんでした' });
    expect(await allSettled(fx.list, { scope: fork(), params: undefined })).toEqual({ status: 'done', value: [] });
    answering(200, { error: 'db' });
    const accounts = await allSettled(fx.listAccounts, { scope: fork(), params: { params: { id: 2 } } });
    expect(accounts).toEqual({ status: 'done', value: [] });
  });

  test('a get resolves with its item, and with undefined for an error answer', async () => {
    answering(200, { data: group });
    expect(await allSettled(fx.get, { scope: fork(), params: { params: { id: 2 } } })).toEqual({
      status: 'done',
      value: group,
    });
    answering(200, { error: true, message: '見つかりません' });
    expect(await allSettled(fx.get, { scope: fork(), params: { params: { id: 2 } } })).toEqual({
      status: 'done',
      value: undefined,
    });
  });

  test('a get answered 404 has no item (the record is gone); a 500 or a list answered 404 stays a failure', async () => {
    answering(404, { error: true, message: '組織が見つかりません。' });
    expect(await allSettled(fx.get, { scope: fork(), params: { params: { id: 2 } } })).toEqual({
      status: 'done',
      value: undefined,
    });
    expect((await allSettled(fx.list, { scope: fork(), params: undefined })).status).toBe('fail');
    answering(500, { error: true, message: 'Internal Server Error' });
    expect((await allSettled(fx.get, { scope: fork(), params: { params: { id: 2 } } })).status).toBe('fail');
  });

  test('a read that gets no answer fails with the client error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const result = await allSettled(fx.list, { scope: fork(), params: undefined });
    expect(result.status).toBe('fail');
    expect(result.value).toBeInstanceOf(HttpError);
    expect((result.value as HttpError).status).toBe(0);
  });

  test('a write answered 409 resolves with a stale outcome, never a failure', async () => {
    answering(409, { error: true, message: '他の人が先に保存しました' });
    const result = await allSettled(fx.update, { scope: fork(), params: updateInput });
    expect(result).toEqual({
      status: 'done',
      value: {
        ok: false,
        error: true,
        message: '他の人が先に保存しました',
        noPermission: false,
        stale: true,
        status: 409,
      },
    });
  });

  test('a write that gets no answer resolves with the network message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const result = await allSettled(fx.remove, { scope: fork(), params: { params: { id: 2 } } });
    expect(result).toMatchObject({ status: 'done', value: { ok: false, message: clientMessages.network } });
  });

  test('a write whose input breaks the contract resolves unreadable without calling', async () => {
    const fetch = answering(200, {});
    const result = await allSettled(fx.update, {
      scope: fork(),
      params: { ...updateInput, body: { ...updateInput.body, permission: [1] } },
    });
    expect(result).toMatchObject({ status: 'done', value: { ok: false, message: clientMessages.unreadable } });
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a write keeps what else its answer carried', async () => {
    const account = makeAccount();
    answering(200, { id: 11, version: 1, temporaryPassword: 'Tmp-5678' });
    const result = await allSettled(fx.createAccount, {
      scope: fork(),
      params: {
        params: { id: 2 },
        body: { name: account.name, email: account.email, type: 'Default', workflow: false },
      },
    });
    expect(result).toEqual({
      status: 'done',
      value: { ok: true, id: 11, version: 1, temporaryPassword: 'Tmp-5678', noPermission: false, stale: false },
    });
  });
});

describe('no permission', () => {
  // Each of these is reported at least once: the shell asks only once however often it hears it.
  test('a write refused with the message reports it', async () => {
    answering(403, noPermissionAnswer);
    const scope = fork();
    const reports = noPermissionReports(scope);
    const result = await allSettled(fx.update, { scope, params: updateInput });
    expect(result).toMatchObject({ status: 'done', value: { ok: false, noPermission: true } });
    expect(reports()).toBeGreaterThan(0);
  });

  test('a read refused with the message reports it', async () => {
    answering(403, noPermissionAnswer);
    const scope = fork();
    const reports = noPermissionReports(scope);
    const result = await allSettled(fx.list, { scope, params: undefined });
    expect(result.status).toBe('fail');
    expect(reports()).toBeGreaterThan(0);
  });

  test('a list or get answered 2xx with the message reports it, though it resolves empty', async () => {
    answering(200, noPermissionAnswer);
    const scope = fork();
    const reports = noPermissionReports(scope);
    expect(await allSettled(fx.list, { scope, params: undefined })).toEqual({ status: 'done', value: [] });
    expect(reports()).toBeGreaterThan(0);
    const afterList = reports();
    expect(await allSettled(fx.get, { scope, params: { params: { id: 2 } } })).toEqual({
      status: 'done',
      value: undefined,
    });
    expect(reports()).toBeGreaterThan(afterList);
  });

  test('a handler answering the effect itself with a no-permission outcome reports it', async () => {
    const scope = fork({
      handlers: [[fx.remove, () => ({ ok: false, error: true, noPermission: true, stale: false })]],
    });
    const reports = noPermissionReports(scope);
    await allSettled(fx.remove, { scope, params: { params: { id: 2 } } });
    expect(reports()).toBe(1);
  });

  test('other answers report nothing', async () => {
    const scope = fork();
    const reports = noPermissionReports(scope);
    answering(200, { id: 2, version: 4 });
    await allSettled(fx.update, { scope, params: updateInput });
    answering(500, { error: true, message: 'サーバーエラー' });
    await allSettled(fx.update, { scope, params: updateInput });
    await allSettled(fx.list, { scope, params: undefined });
    answering(200, { error: true, message: '見つかりません' });
    await allSettled(fx.get, { scope, params: { params: { id: 2 } } });
    expect(reports()).toBe(0);
  });
});
