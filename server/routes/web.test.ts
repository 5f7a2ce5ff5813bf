import { describe, expect, it } from 'vitest';
import { NO_PERMISSION_MESSAGE, webApi } from '../../contract/index.ts';
import { pages } from '../db/schema.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';
import { webMessages } from './web.ts';

const t = setUpSeededServer();

/** A body sent as-is (the console's client would refuse it before sending). */
const raw = async (email: string, path: string, body: unknown) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: (await t.server.as(email)).cookieHeader() },
    body: JSON.stringify(body),
  });
const ADMIN = 'admin@example.go.jp';
/** 広報課: CMS 4. */
const KOHO = 'koho@example.go.jp';

const settings = {
  favicon: 'https://kanko.example.go.jp/favicon.ico',
  ogDescription: '観光のご案内',
  ogImage: 'https://kanko.example.go.jp/og.png',
  ogURL: 'https://kanko.example.go.jp/',
};

describe('websites', () => {
  it('lists the seeded websites at CMS 1 with their theme, groups and pages at a glance', async () => {
    const reader = await t.server.userWith({ CMS: 1 });
    const answer = await reader.call(webApi.list);
    const list = 'data' in answer ? answer.data : [];
    expect(list.map((web) => [web.name, web.themeId, web.groups])).toEqual([
      ['本庁サイト', 1, [2]],
      ['防災情報サイト', 2, [2, 3]],
    ]);
    expect(list[0]).toMatchObject({
      url: 'https://www.example.go.jp/',
      pages: { count: 2, active: 2, lastChangedAt: expect.any(String), lastChangedBy: null },
    });
    expect(list[1]?.pages).toEqual({ count: 0, active: 0, lastChangedAt: null, lastChangedBy: null });
  });

  it('creates, saves and deletes at CMS 4, announcing cms-web each time', async () => {
    const koho = await t.server.as(KOHO);
    const created = await koho.call(webApi.create, {
      body: { name: '観光サイト', url: 'https://kanko.example.go.jp/', themeId: 2, groups: [3, 2, 3] },
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      version: 1,
      message: 'Webサイト「観光サイト」を作成しました。',
    });
    const id = created.id ?? 0;
    const saved = await koho.call(webApi.update, {
      params: { id },
      body: { name: '観光案内サイト', ...settings, groups: [2], themeId: 1, version: 1 },
    });
    expect(saved).toMatchObject({ id, version: 2, message: 'Webサイト「観光案内サイト」を保存しました。' });
    expect(await koho.call(webApi.get, { params: { id } })).toMatchObject({
      data: { ...settings, name: '観光案内サイト', groups: [2], themeId: 1, version: 2, updatedBy: '広報 花子' },
    });
    // The spec's body alone (no name, url or theme) keeps them.
    await koho.call(webApi.update, { params: { id }, body: { ...settings, groups: [], version: 2 } });
    expect(await koho.call(webApi.get, { params: { id } })).toMatchObject({
      data: { name: '観光案内サイト', themeId: 1, url: 'https://kanko.example.go.jp/', groups: [] },
    });
    expect(
      await refusal(koho.call(webApi.update, { params: { id }, body: { ...settings, groups: [], version: 1 } })),
    ).toMatchObject({ status: 409, message: STALE_MESSAGE });
    expect(await koho.call(webApi.remove, { params: { id } })).toMatchObject({ id, message: webMessages.deleted });
    expect(t.server.published).toEqual([
      { event: 'cms-web', action: 'created', id },
      { event: 'cms-web', action: 'updated', id },
      { event: 'cms-web', action: 'updated', id },
      { event: 'cms-web', action: 'deleted', id },
    ]);
  });

  it('refuses the delete of a website with pages, in Japanese, and counts who changed a page', async () => {
    const admin = await t.server.as(ADMIN);
    expect(await refusal(admin.call(webApi.remove, { params: { id: 1 } }))).toMatchObject({
      status: 409,
      message: webMessages.hasPages(2),
    });
    await t.server.database.db
      .insert(pages)
      .values({ webId: 2, title: '避難所', active: true, updatedBy: await t.server.idOf(ADMIN) });
    const answer = await admin.call(webApi.get, { params: { id: 2 } });
    expect('data' in answer && answer.data?.pages).toEqual({
      count: 1,
      active: 1,
      lastChangedAt: expect.any(String),
      lastChangedBy: '管理 太郎',
    });
    expect(t.server.published).toEqual([]);
  });

  it('refuses a taken name, a URL that is not http(s), unknown fields, themes and groups, in Japanese', async () => {
    const admin = await t.server.as(ADMIN);
    const body = { name: '本庁サイト', url: 'https://x.example.go.jp/' };
    expect(await refusal(admin.call(webApi.create, { body }))).toMatchObject({
      status: 400,
      message: webMessages.nameTaken('本庁サイト'),
    });
    for (const bad of [
      { name: 'a', url: 'javascript:alert(1)' },
      { name: 'a', url: 'https://a.example.go.jp/', ogImage: 'data:image/png;base64,AAAA' },
      { name: 'a', url: 'https://a.example.go.jp/', extra: 1 },
      { name: 'a' },
    ]) {
      const answer = await raw(ADMIN, '/api/cms/web/', bad);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: true, message: expect.stringContaining('入力内容に誤り') });
    }
    expect(
      await refusal(admin.call(webApi.create, { body: { name: 'b', url: 'https://b.example.go.jp/', themeId: 999 } })),
    ).toMatchObject({ status: 400, message: webMessages.unknownTheme });
    expect(
      await refusal(admin.call(webApi.create, { body: { name: 'b', url: 'https://b.example.go.jp/', groups: [999] } })),
    ).toMatchObject({ status: 400, message: webMessages.unknownGroups });
    expect(await refusal(admin.call(webApi.get, { params: { id: 9999 } }))).toMatchObject({
      status: 404,
      message: webMessages.notFound,
    });
    expect(await refusal(admin.call(webApi.remove, { params: { id: 9999 } }))).toMatchObject({ status: 404 });
  });

  it('lets CMS 1 read but not change websites, and nobody below CMS 1 read them', async () => {
    const reader = await t.server.userWith({ CMS: 3 });
    expect(
      await refusal(reader.call(webApi.create, { body: { name: 'c', url: 'https://c.example.go.jp/' } })),
    ).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
    expect((await refusal(reader.call(webApi.remove, { params: { id: 2 } }))).status).toBe(403);
    const none = await t.server.userWith({ CONFIG: 7 });
    expect((await refusal(none.call(webApi.list))).status).toBe(403);
  });
});
