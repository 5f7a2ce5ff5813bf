import { describe, expect, it } from 'vitest';
import { nameMessages } from '../../contract/ids.ts';
import { authApi, groupApi, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { aGroup, anAccount } from '../db/testFactories.ts';
import { groupMessages } from './group.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();
const ADMIN = 'admin@example.go.jp';
/** 総務課: ACCOUNT 3, CONFIG 2. */
const SOMU = 'somu@example.go.jp';
/**
 * A manager outside the super group holding every level at the top of the scale: no group is above it, so
 * contract/authority.ts lets through whatever the tests of the other rules ask.
 */
const topManager = () =>
  t.server.userWith({ CMS: 9, FORM: 9, MAIL: 9, MAIL_ADDRESS: 9, ACCOUNT: 9, FORM_ANSWER: 9, CONFIG: 9 });

const newGroup = (name: string) => ({ name, permission: [1, 0, 0, 0, 1, 0, 0], description: '説明' });

describe('group.list and group.get', () => {
  it('lists every group with its member count and version', async () => {
    const client = await t.server.as(ADMIN);
    const answer = await client.call(groupApi.list);
    expect('data' in answer && answer.data.slice(0, 4)).toEqual([
      expect.objectContaining({ id: 1, name: 'システム管理', permission: [9, 9, 9, 9, 9, 9, 9], memberCount: 1 }),
      expect.objectContaining({ id: 2, name: '広報課', memberCount: 2, version: 1 }),
      expect.objectContaining({ id: 3, name: '総務課', memberCount: 1, description: expect.any(String) }),
      expect.objectContaining({ id: 4, name: 'フォーム担当', memberCount: 1 }),
    ]);
  });

  it('is read by website editing too (CMS 1 without ACCOUNT), but not by others', async () => {
    const editor = await t.server.userWith({ CMS: 1 });
    expect(await editor.call(groupApi.get, { params: { id: 2 } })).toMatchObject({ data: { id: 2, name: '広報課' } });
    const formOnly = await t.server.as('form@example.go.jp');
    expect(await refusal(formOnly.call(groupApi.list))).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
    expect(await refusal(t.server.newClient().call(groupApi.list))).toMatchObject({ status: 401 });
  });

  it('answers a failure for a group that does not exist', async () => {
    const client = await t.server.as(SOMU);
    expect(await refusal(client.call(groupApi.get, { params: { id: 9999 } }))).toEqual({
      status: 404,
      body: { error: true, message: groupMessages.notFound },
      message: groupMessages.notFound,
    });
  });
});

describe('group.create', () => {
  it('creates a group at ACCOUNT 3 and announces it', async () => {
    const client = await topManager();
    const answer = await client.call(groupApi.create, { body: newGroup('情報政策課') });
    expect(answer).toEqual({ id: expect.any(Number), version: 1, message: groupMessages.created });
    expect(await client.call(groupApi.get, { params: { id: answer.id ?? 0 } })).toEqual({
      data: {
        id: answer.id,
        name: '情報政策課',
        permission: [1, 0, 0, 0, 1, 0, 0],
        description: '説明',
        memberCount: 0,
        version: 1,
      },
    });
    expect(t.server.published).toEqual([{ event: 'group', action: 'created', id: answer.id }]);
  });

  it('refuses a name already taken, in Japanese', async () => {
    const client = await topManager();
    expect(await refusal(client.call(groupApi.create, { body: newGroup('広報課') }))).toMatchObject({
      status: 400,
      message: groupMessages.nameTaken('広報課'),
    });
    expect(t.server.published).toEqual([]);
  });

  it('is refused below ACCOUNT 3', async () => {
    const manager = await t.server.userWith({ ACCOUNT: 2 });
    expect(await refusal(manager.call(groupApi.create, { body: newGroup('会計課') }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
  });
});

describe('group.update', () => {
  it('stays strict: a save without the version read is refused (the contract lets consoles leave it out for other servers)', async () => {
    const group = await aGroup(t.server.database.db);
    const client = await topManager();
    const body = { name: group.name, permission: [2, 2, 0, 0, 0, 0, 0], description: '版なし' };
    expect(await refusal(client.call(groupApi.update, { params: { id: group.id }, body }))).toEqual({
      status: 400,
      body: { error: true, message: groupMessages.versionRequired },
      message: groupMessages.versionRequired,
    });
    expect(t.server.published).toEqual([]);
  });

  it('saves with the version read, bumps it, and refuses the stale version afterwards', async () => {
    const group = await aGroup(t.server.database.db);
    const client = await topManager();
    const body = { name: group.name, permission: [2, 2, 0, 0, 0, 0, 0], description: '新しい説明', version: 1 };
    expect(await client.call(groupApi.update, { params: { id: group.id }, body })).toEqual({
      id: group.id,
      version: 2,
      message: groupMessages.saved,
    });
    expect(await refusal(client.call(groupApi.update, { params: { id: group.id }, body }))).toEqual({
      status: 409,
      body: { error: true, message: STALE_MESSAGE },
      message: STALE_MESSAGE,
    });
    expect(await client.call(groupApi.get, { params: { id: group.id } })).toMatchObject({
      data: { permission: [2, 2, 0, 0, 0, 0, 0], description: '新しい説明', version: 2 },
    });
    expect(t.server.published).toEqual([{ event: 'group', action: 'updated', id: group.id }]);
  });

  it('refuses a name another group has, and a group that does not exist', async () => {
    const group = await aGroup(t.server.database.db);
    const client = await topManager();
    const body = { name: '総務課', permission: [0, 0, 0, 0, 0, 0, 0], description: '', version: 1 };
    expect(await refusal(client.call(groupApi.update, { params: { id: group.id }, body }))).toMatchObject({
      status: 400,
      message: groupMessages.nameTaken('総務課'),
    });
    expect(await refusal(client.call(groupApi.update, { params: { id: 9999 }, body }))).toMatchObject({
      status: 404,
    });
  });

  it('never lowers the super group, but lets it be renamed (its nines are the top of the scale)', async () => {
    const client = await t.server.as(ADMIN);
    const lowered = { name: 'システム管理', permission: [9, 9, 9, 9, 2, 9, 9], description: '', version: 1 };
    expect(await refusal(client.call(groupApi.update, { params: { id: 1 }, body: lowered }))).toMatchObject({
      status: 400,
      message: groupMessages.superGroupLowered,
    });
    const renamed = { name: 'システム管理者', permission: [9, 9, 9, 9, 9, 9, 9], description: '', version: 1 };
    expect(await client.call(groupApi.update, { params: { id: 1 }, body: renamed })).toMatchObject({ version: 2 });
  });
});

describe('group.remove', () => {
  it('refuses a group that still has accounts', async () => {
    const account = await anAccount(t.server.database.db);
    const client = await topManager();
    expect(await refusal(client.call(groupApi.remove, { params: { id: account.groupId } }))).toEqual({
      status: 409,
      body: { error: true, message: '所属アカウントがあるため削除できません。先にアカウントを移動してください。' },
      message: groupMessages.hasMembers,
    });
    expect(t.server.published).toEqual([]);
  });

  it('never deletes the super group', async () => {
    const client = await t.server.as(ADMIN);
    expect(await refusal(client.call(groupApi.remove, { params: { id: 1 } }))).toMatchObject({
      status: 400,
      message: groupMessages.superGroupDeleted,
    });
  });

  it('deletes an empty group and announces it', async () => {
    const group = await aGroup(t.server.database.db);
    const client = await topManager();
    expect(await client.call(groupApi.remove, { params: { id: group.id } })).toEqual({
      id: group.id,
      message: groupMessages.deleted,
    });
    expect(await refusal(client.call(groupApi.get, { params: { id: group.id } }))).toMatchObject({ status: 404 });
    expect(await refusal(client.call(groupApi.remove, { params: { id: group.id } }))).toMatchObject({ status: 404 });
    expect(t.server.published).toEqual([{ event: 'group', action: 'deleted', id: group.id }]);
  });

  it('is refused below ACCOUNT 3', async () => {
    const group = await aGroup(t.server.database.db);
    const manager = await t.server.userWith({ ACCOUNT: 2, CMS: 9 });
    expect(await refusal(manager.call(groupApi.remove, { params: { id: group.id } }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
  });
});

describe('nobody outside the super group raises their own rights (issue 14)', () => {
  it('a manager cannot set their own group to nines: refused, and their levels stay', async () => {
    const client = await t.server.as(SOMU);
    const own = await client.call(groupApi.get, { params: { id: 3 } });
    const group = 'data' in own ? own.data : undefined;
    const body = { name: '総務課', permission: [9, 9, 9, 9, 9, 9, 9], description: '', version: group?.version };
    expect(await refusal(client.call(groupApi.update, { params: { id: 3 }, body }))).toEqual({
      status: 403,
      body: { error: true, message: groupMessages.ownGroup },
      message: groupMessages.ownGroup,
    });
    expect(await client.call(authApi.check)).toMatchObject({ tokenInfo: { permissions: [0, 0, 0, 0, 3, 0, 2] } });
    expect(t.server.published).toEqual([]);
  });

  it('a manager cannot create a group above their own levels, only up to them', async () => {
    const client = await t.server.as(SOMU);
    const above = { name: '昇格課', permission: [0, 0, 0, 0, 4, 0, 2], description: '' };
    expect(await refusal(client.call(groupApi.create, { body: above }))).toMatchObject({
      status: 403,
      message: groupMessages.levelAboveOwn,
    });
    const equal = { ...above, name: '同格課', permission: [0, 0, 0, 0, 3, 0, 2] };
    expect(await client.call(groupApi.create, { body: equal })).toMatchObject({ version: 1 });
  });

  it('nobody outside the super group renames (with HTML) or raises group 1, even holding every level', async () => {
    const client = await topManager();
    const before = await client.call(groupApi.get, { params: { id: 1 } });
    const body = {
      name: '<img src=x onerror=alert(1)>',
      permission: [9, 9, 9, 9, 9, 9, 9],
      description: '',
      version: 1,
    };
    expect(await refusal(client.call(groupApi.update, { params: { id: 1 }, body }))).toMatchObject({
      status: 403,
      message: groupMessages.superGroupOnly,
    });
    expect(await refusal(client.call(groupApi.remove, { params: { id: 1 } }))).toMatchObject({
      status: 403,
      message: groupMessages.superGroupOnly,
    });
    expect(await client.call(groupApi.get, { params: { id: 1 } })).toEqual(before);
  });

  it('a manager cannot change or delete a group above their own levels', async () => {
    const client = await t.server.as(SOMU);
    const koho = { name: '広報課', permission: [0, 0, 0, 0, 0, 0, 0], description: '', version: 1 };
    expect(await refusal(client.call(groupApi.update, { params: { id: 2 }, body: koho }))).toMatchObject({
      status: 403,
      message: groupMessages.groupAboveOwn,
    });
    const higher = await aGroup(t.server.database.db, { permissions: [0, 0, 0, 0, 0, 0, 3] });
    expect(await refusal(client.call(groupApi.remove, { params: { id: higher.id } }))).toMatchObject({
      status: 403,
      message: groupMessages.groupAboveOwn,
    });
  });
});

describe('out-of-range ids and levels, and NUL characters (issue 14): 400 in Japanese, never 500', () => {
  const send = async (method: string, path: string, body?: unknown) => {
    const client = await topManager();
    const response = await fetch(`${t.server.baseUrl}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie: client.cookieHeader() },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as { error?: unknown; message?: string } };
  };
  const refusedIn400 = { status: 400, body: { error: true, message: expect.stringMatching(/[ぁ-んァ-ヶ一-龠]/) } };

  it.for([
    ['GET', '/api/group/99999999999'],
    ['GET', '/api/group/2147483648'],
    ['GET', '/api/group/1e300'],
    ['DELETE', '/api/group/99999999999'],
    ['GET', '/api/group/99999999999/account'],
  ])('%s %s', async ([method, path]) => {
    expect(await send(method as string, path as string)).toEqual(refusedIn400);
  });

  it('a level of 2^53 or above the scale, in a create and an update', async () => {
    for (const level of [2 ** 53, 10, 2 ** 31]) {
      const permission = [0, 0, 0, 0, level, 0, 0];
      expect(await send('POST', '/api/group/', { name: `範囲外${level}`, permission })).toEqual(refusedIn400);
      const group = await aGroup(t.server.database.db, { permissions: [0, 0, 0, 0, 0, 0, 0] });
      const body = { name: group.name, permission, description: '', version: 1 };
      expect(await send('PUT', `/api/group/${group.id}`, body)).toEqual(refusedIn400);
    }
  });

  it('an id of 2^53 in a body (moving an account)', async () => {
    const account = await anAccount(t.server.database.db, { groupId: (await aGroup(t.server.database.db)).id });
    expect(await send('PUT', `/api/account/${account.id}/group`, { groupId: 99999999999, version: 1 })).toEqual(
      refusedIn400,
    );
  });

  it('a NUL character in a name, a description or an e-mail', async () => {
    const permission = [0, 0, 0, 0, 0, 0, 0];
    expect(await send('POST', '/api/group/', { name: 'NUL\u0000課', permission })).toEqual(refusedIn400);
    expect(await send('POST', '/api/group/', { name: 'NUL課', permission, description: 'a\u0000b' })).toEqual(
      refusedIn400,
    );
    const group = await aGroup(t.server.database.db, { permissions: permission });
    expect(
      await send('POST', `/api/group/${group.id}/account`, { name: 'なまえ', email: 'nul\u0000@example.go.jp' }),
    ).toEqual(refusedIn400);
  });
});

describe('group names are normalised and look-alikes refused (issue 14)', () => {
  it('a full-width name is the same name as its ASCII look-alike', async () => {
    const client = await topManager();
    const permission = [0, 0, 0, 0, 0, 0, 0];
    const answer = await client.call(groupApi.create, { body: { name: 'ＩＴ推進課', permission } });
    expect(await client.call(groupApi.get, { params: { id: answer.id ?? 0 } })).toMatchObject({
      data: { name: 'IT推進課' },
    });
    expect(await refusal(client.call(groupApi.create, { body: { name: 'IT推進課', permission } }))).toMatchObject({
      status: 400,
      message: groupMessages.nameTaken('IT推進課'),
    });
  });

  it('refuses a name with a zero-width space or a right-to-left override', async () => {
    const client = await topManager();
    for (const name of ['広報\u200B課', '\u202E課報広']) {
      const response = await fetch(`${t.server.baseUrl}/api/group/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.cookieHeader() },
        body: JSON.stringify({ name, permission: [0, 0, 0, 0, 0, 0, 0] }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(nameMessages.invisible);
    }
  });
});

describe('names in messages are escaped (issue 14): messages are HTML (spec §2.7)', () => {
  const payload = '<img src=x onerror=alert(1)>';

  it('a group name taken is named as text, never as markup', async () => {
    const client = await topManager();
    const permission = [0, 0, 0, 0, 0, 0, 0];
    await client.call(groupApi.create, { body: { name: payload, permission } });
    const { message } = await refusal(client.call(groupApi.create, { body: { name: payload, permission } }));
    expect(message).toBe('「&lt;img src=x onerror=alert(1)&gt;」という組織はすでにあります。別の名前にしてください。');
    expect(message).toBe(groupMessages.nameTaken(payload));
  });
});
