import { describe, expect, it } from 'vitest';
import { NO_PERMISSION_MESSAGE, themeApi } from '../../contract/index.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';
import { themeMessages } from './theme.ts';

const t = setUpSeededServer();

/** A body sent as-is (the console's client would refuse it before sending). */
const raw = async (email: string, path: string, body: unknown) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: (await t.server.as(email)).cookieHeader() },
    body: JSON.stringify(body),
  });
const ADMIN = 'admin@example.go.jp';
/** 広報課: CMS 4, CONFIG 0 — reads themes, may not change them (CONFIG 7). */
const KOHO = 'koho@example.go.jp';

const fields = {
  head: '<meta charset="utf-8">',
  body: '<main>{{page}}</main>',
  script: 'console.log(1);',
  style: 'main{}',
};

describe('themes', () => {
  it('lists the two seeded themes for CMS 1, with who last changed them', async () => {
    const answer = await (await t.server.as(KOHO)).call(themeApi.list);
    const list = 'data' in answer ? answer.data : [];
    expect(list.map((theme) => theme.name)).toEqual(['標準テーマ', '防災テーマ']);
    expect(list[0]).toMatchObject({ version: 1, updatedBy: null, updatedAt: expect.any(String) });
  });

  it('creates, saves and deletes with CONFIG 7, announcing cms-theme each time', async () => {
    const admin = await t.server.as(ADMIN);
    const created = await admin.call(themeApi.create, { body: { name: '秋のテーマ' } });
    expect(created).toMatchObject({
      id: expect.any(Number),
      version: 1,
      message: 'テーマ「秋のテーマ」を作成しました。',
    });
    const id = created.id ?? 0;
    const saved = await admin.call(themeApi.update, {
      params: { id },
      body: { name: '秋のテーマ', ...fields, version: 1 },
    });
    expect(saved).toMatchObject({ id, version: 2 });
    const got = await admin.call(themeApi.get, { params: { id } });
    expect(got).toMatchObject({ data: { ...fields, name: '秋のテーマ', version: 2, updatedBy: expect.any(String) } });
    expect(
      await refusal(admin.call(themeApi.update, { params: { id }, body: { name: 'x', ...fields, version: 1 } })),
    ).toMatchObject({ status: 409, message: STALE_MESSAGE });
    expect(await admin.call(themeApi.usage, { params: { id } })).toEqual({ data: [] });
    await admin.call(themeApi.remove, { params: { id } });
    expect(t.server.published).toEqual([
      { event: 'cms-theme', action: 'created', id },
      { event: 'cms-theme', action: 'updated', id },
      { event: 'cms-theme', action: 'deleted', id },
    ]);
  });

  it('lists the websites and pages that use a theme and refuses its delete while any does', async () => {
    const admin = await t.server.as(ADMIN);
    expect(await admin.call(themeApi.usage, { params: { id: 1 } })).toEqual({
      data: [
        {
          webId: 1,
          webName: '本庁サイト',
          pages: [
            { id: 1, title: 'トップページ' },
            { id: 2, title: 'お問い合わせ' },
          ],
        },
      ],
    });
    expect(await refusal(admin.call(themeApi.remove, { params: { id: 1 } }))).toMatchObject({
      status: 409,
      message: themeMessages.inUse(1, 2),
    });
    // A website without pages holds its theme too.
    expect(await admin.call(themeApi.usage, { params: { id: 2 } })).toEqual({
      data: [{ webId: 2, webName: '防災情報サイト', pages: [] }],
    });
    expect(await refusal(admin.call(themeApi.remove, { params: { id: 2 } }))).toMatchObject({
      status: 409,
      message: themeMessages.inUse(1, 0),
    });
    expect(t.server.published).toEqual([]);
  });

  it('refuses a taken name, unknown fields, a missing version and a missing theme in Japanese', async () => {
    const admin = await t.server.as(ADMIN);
    expect(await refusal(admin.call(themeApi.create, { body: { name: '防災テーマ' } }))).toMatchObject({
      status: 400,
      message: themeMessages.nameTaken('防災テーマ'),
    });
    const extra = await raw(ADMIN, '/api/cms/theme/', { name: '別', extra: 1 });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({ error: true, message: expect.stringContaining('入力内容に誤り') });
    expect(
      await refusal(admin.call(themeApi.update, { params: { id: 2 }, body: { name: '防災テーマ', ...fields } })),
    ).toMatchObject({ status: 400, message: themeMessages.versionRequired });
    expect(await refusal(admin.call(themeApi.get, { params: { id: 9999 } }))).toMatchObject({
      status: 404,
      message: themeMessages.notFound,
    });
  });

  it('lets CMS 4 without CONFIG 7 read but not change themes', async () => {
    const koho = await t.server.as(KOHO);
    expect(await refusal(koho.call(themeApi.create, { body: { name: '広報テーマ' } }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
    const none = await t.server.userWith({ CONFIG: 7 });
    expect((await refusal(none.call(themeApi.list))).status).toBe(403);
  });
});
