import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorApi, authorMessages, NO_PERMISSION_MESSAGE } from '../../contract/index.ts';
import { accounts } from '../db/schema.ts';
import { anAccount } from '../db/testFactories.ts';
import { authorServerMessages as says } from './author.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();

const ADMIN = 'admin@example.go.jp';
/** 広報課 (CONFIG 0, workflow flag): may be an approver, may not manage approvers. */
const KOHO = 'koho@example.go.jp';
/** 総務課 (CONFIG 2, no workflow flag): manages approvers, is none. */
const SOMU = 'somu@example.go.jp';

const listed = async (email: string) => {
  const answer = await (await t.server.as(email)).call(authorApi.list);
  return 'data' in answer ? answer.data : [];
};

describe('approvers', () => {
  it('adds, reads, changes and deletes an approver at CONFIG 2, announcing author each time', async () => {
    const somu = await t.server.as(SOMU);
    const koho = await t.server.idOf(KOHO);
    const created = await somu.call(authorApi.create, {
      body: { accountId: koho, webId: 1, step: 1, notifyByMail: true },
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      version: 1,
      message: '広報 花子 さんを承認者に追加しました。',
    });
    const id = created.id ?? 0;

    // Anyone signed in reads approvers as people and places, not ids.
    expect(await listed('form@example.go.jp')).toContainEqual({
      id,
      accountId: koho,
      accountName: '広報 花子',
      accountEmail: KOHO,
      webId: 1,
      webName: '本庁サイト',
      groupId: null,
      groupName: null,
      step: 1,
      notifyByMail: true,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const saved = await somu.call(authorApi.update, {
      body: { id, accountId: koho, groupId: 2, step: 3, notifyByMail: false, version: 1 },
    });
    expect(saved).toMatchObject({ id, version: 2 });
    expect(await somu.call(authorApi.get, { params: { id } })).toMatchObject({
      data: { webId: null, webName: null, groupId: 2, groupName: '広報課', step: 3, notifyByMail: false, version: 2 },
    });
    expect(
      await refusal(somu.call(authorApi.update, { body: { id, accountId: koho, groupId: 2, step: 2, version: 1 } })),
    ).toMatchObject({ status: 409, message: STALE_MESSAGE });

    expect(await somu.call(authorApi.remove, { params: { id } })).toMatchObject({ id, message: says.deleted });
    expect(await refusal(somu.call(authorApi.get, { params: { id } }))).toMatchObject({
      status: 404,
      message: says.notFound,
    });
    expect(t.server.published).toEqual([
      { event: 'author', action: 'created', id },
      { event: 'author', action: 'updated', id },
      { event: 'author', action: 'deleted', id },
    ]);
  });

  it('refuses an account without the workflow flag, a second approver of the same scope and a missing target, in Japanese', async () => {
    const admin = await t.server.as(ADMIN);
    const somu = await t.server.idOf(SOMU);
    expect(await refusal(admin.call(authorApi.create, { body: { accountId: somu, webId: 1, step: 1 } }))).toMatchObject(
      { status: 400, message: says.noWorkflowFlag('総務 一郎') },
    );

    const koho = await t.server.idOf(KOHO);
    const first = await admin.call(authorApi.create, { body: { accountId: koho, groupId: 3, step: 2 } });
    expect(
      await refusal(admin.call(authorApi.create, { body: { accountId: koho, groupId: 3, step: 1 } })),
    ).toMatchObject({ status: 409, message: says.taken('広報 花子', '総務課') });
    // The same account may approve another scope.
    const second = await admin.call(authorApi.create, { body: { accountId: koho, webId: 2, step: 1 } });
    // …but not be moved onto a scope it already approves.
    expect(
      await refusal(
        admin.call(authorApi.update, {
          body: { id: second.id ?? 0, accountId: koho, groupId: 3, step: 1, version: 1 },
        }),
      ),
    ).toMatchObject({ status: 409, message: says.taken('広報 花子', '総務課') });

    expect(
      await refusal(admin.call(authorApi.create, { body: { accountId: koho, webId: 9999, step: 1 } })),
    ).toMatchObject({ status: 400, message: says.webMissing });
    expect(
      await refusal(admin.call(authorApi.create, { body: { accountId: koho, groupId: 9999, step: 1 } })),
    ).toMatchObject({ status: 400, message: says.groupMissing });
    expect(
      await refusal(admin.call(authorApi.create, { body: { accountId: 99999, webId: 1, step: 1 } })),
    ).toMatchObject({ status: 400, message: says.accountMissing });
    expect(
      await refusal(
        admin.call(authorApi.update, { body: { id: 99999, accountId: koho, webId: 1, step: 1, version: 1 } }),
      ),
    ).toMatchObject({ status: 404, message: says.notFound });
    expect(
      await refusal(
        admin.call(authorApi.update, { body: { id: first.id ?? 0, accountId: koho, groupId: 3, step: 1 } }),
      ),
    ).toMatchObject({ status: 400, message: says.versionRequired });
    await admin.call(authorApi.remove, { params: { id: first.id ?? 0 } });
    await admin.call(authorApi.remove, { params: { id: second.id ?? 0 } });
  });

  it('refuses both or neither of a website and a group, and a step outside 1–10, before and at the server', async () => {
    expect(
      authorApi.create.body.safeParse({ accountId: 2, webId: 1, groupId: 2, step: 1 }).error?.issues[0]?.message,
    ).toBe(authorMessages.scopeXor);
    const cookie = (await t.server.as(ADMIN)).cookieHeader();
    const post = (body: unknown) =>
      fetch(`${t.server.baseUrl}/api/author`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    for (const body of [
      { accountId: 2, webId: 1, groupId: 2, step: 1 },
      { accountId: 2, step: 1 },
      { accountId: 2, webId: 1, step: 11 },
    ]) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toMatchObject({ error: true });
    }
  });

  it('offers the accounts with the workflow flag, the websites and the groups to choose from, at CONFIG 2', async () => {
    const answer = await (await t.server.as(SOMU)).call(authorApi.choices);
    const choices = 'data' in answer ? answer.data : undefined;
    expect(choices?.accounts.map((account) => account.email)).toEqual(expect.arrayContaining([ADMIN, KOHO]));
    expect(choices?.accounts.map((account) => account.email)).not.toContain(SOMU);
    expect(choices?.accounts.find((account) => account.email === KOHO)).toMatchObject({
      name: '広報 花子',
      groupName: '広報課',
    });
    expect(choices?.websites).toContainEqual({ id: 1, name: '本庁サイト' });
    expect(choices?.groups).toContainEqual({ id: 3, name: '総務課' });
    expect((await refusal((await t.server.as(KOHO)).call(authorApi.choices))).status).toBe(403);
  });

  it('lets any signed-in user read approvers but only CONFIG 2 change them', async () => {
    const koho = await t.server.as(KOHO);
    expect(Array.isArray(await listed(KOHO))).toBe(true);
    expect(
      await refusal(koho.call(authorApi.create, { body: { accountId: await t.server.idOf(KOHO), webId: 1, step: 1 } })),
    ).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
    const one = await t.server.userWith({ CONFIG: 1 });
    expect((await refusal(one.call(authorApi.remove, { params: { id: 1 } }))).status).toBe(403);
    expect(
      (await refusal(one.call(authorApi.update, { body: { id: 1, accountId: 1, webId: 1, step: 1, version: 1 } })))
        .status,
    ).toBe(403);
    // CONFIG 2 of its own group suffices; the approver is any account with the flag.
    const two = await t.server.userWith({ CONFIG: 2 });
    const approver = await anAccount(t.server.database.db, { workflow: true });
    const created = await two.call(authorApi.create, {
      body: { accountId: approver.id, groupId: two.groupId, step: 1 },
    });
    expect(created).toMatchObject({ id: expect.any(Number) });
    // An account deleted takes its approvals with it (foreign key cascade).
    await t.server.database.db.delete(accounts).where(eq(accounts.id, approver.id));
    expect((await listed(ADMIN)).map((author) => author.id)).not.toContain(created.id);
  });
});
