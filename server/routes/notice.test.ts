import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_MESSAGE, type NoticeRead, noticeApi } from '../../contract/index.ts';
import { notices } from '../db/schema.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { noticeMessages } from './notice.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();
const ADMIN = 'admin@example.go.jp';
/** 総務課: CONFIG 2. */
const SOMU = 'somu@example.go.jp';
/** フォーム担当: CONFIG 0. */
const FORM = 'form@example.go.jp';

const dataOf = (answer: { data: NoticeRead[] } | { error: unknown }) => ('data' in answer ? answer.data : []);

describe('notice.list', () => {
  beforeAll(async () => {
    // 5 seeded + 40 older ones, a minute apart: more than any caller may fetch.
    const start = Date.parse('2020-01-01T00:00:00Z');
    await t.server.database.db.insert(notices).values(
      Array.from({ length: 40 }, (_, n) => ({
        type: 'others' as const,
        title: `過去のお知らせ ${n}`,
        content: `<p>${n}</p>`,
        createdAt: new Date(start + n * 60_000),
      })),
    );
  });

  it('gives everyone the 20 newest by default, newest first', async () => {
    for (const email of [FORM, ADMIN]) {
      const list = dataOf(await (await t.server.as(email)).call(noticeApi.list));
      expect(list).toHaveLength(20);
      const times = list.map((notice) => Date.parse(notice.createdAt ?? ''));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.slice(0, 5).map((notice) => notice.title)).not.toContain(undefined);
      expect(list[5]?.title).toBe('過去のお知らせ 39');
    }
  });

  it('lets the super group fetch up to 100, and caps everyone else at 20', async () => {
    const admin = await t.server.as(ADMIN);
    expect(dataOf(await admin.call(noticeApi.list, { query: { max: 100 } }))).toHaveLength(45);
    expect(dataOf(await admin.call(noticeApi.list, { query: { max: 30 } }))).toHaveLength(30);
    const other = await t.server.as(SOMU);
    expect(dataOf(await other.call(noticeApi.list, { query: { max: 100 } }))).toHaveLength(20);
    expect(dataOf(await other.call(noticeApi.list, { query: { max: 3 } }))).toHaveLength(3);
  });

  it('needs a session', async () => {
    expect(await refusal(t.server.newClient().call(noticeApi.list))).toMatchObject({ status: 401 });
  });
});

describe('notice.get', () => {
  it('gives one notice to any signed-in user, and a failure for a missing one', async () => {
    const client = await t.server.as(FORM);
    expect(await client.call(noticeApi.get, { params: { id: 1 } })).toEqual({
      data: {
        id: 1,
        type: 'urgent',
        title: '緊急メンテナンスのお知らせ',
        content: expect.stringContaining('緊急メンテナンス'),
        important: true,
        createdBy: await t.server.idOf(ADMIN),
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(await refusal(client.call(noticeApi.get, { params: { id: 9999 } }))).toEqual({
      status: 404,
      body: { error: true, message: noticeMessages.notFound },
      message: noticeMessages.notFound,
    });
  });
});

describe('notice.create, update and remove', () => {
  it('sends a notice in the caller’s name, newest first, and announces it', async () => {
    const client = await t.server.as(SOMU);
    const answer = await client.call(noticeApi.create, { body: { type: 'warning', content: '<p>点検します</p>' } });
    expect(answer).toEqual({ id: expect.any(Number), version: 1, message: noticeMessages.created });
    const [first] = dataOf(await client.call(noticeApi.list));
    expect(first).toEqual({
      id: answer.id,
      type: 'warning',
      content: '<p>点検します</p>',
      important: false,
      createdBy: await t.server.idOf(SOMU),
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(t.server.published).toEqual([{ event: 'system-notice', action: 'created', id: answer.id }]);
  });

  it('is refused below CONFIG 2', async () => {
    const client = await t.server.as(FORM);
    const body = { type: 'others' as const, content: '<p>x</p>' };
    expect(await refusal(client.call(noticeApi.create, { body }))).toMatchObject({
      status: 403,
      message: NO_PERMISSION_MESSAGE,
    });
    expect(await refusal(client.call(noticeApi.remove, { params: { id: 1 } }))).toMatchObject({ status: 403 });
  });

  it('updates with the version read, refuses a stale one, and keeps the author', async () => {
    const admin = await t.server.as(ADMIN);
    const { id = 0 } = await admin.call(noticeApi.create, { body: { type: 'others', content: '<p>初版</p>' } });
    t.server.published.splice(0);
    const client = await t.server.as(SOMU);
    const body = { type: 'urgent' as const, title: '訂正', content: '<p>第2版</p>', important: true, version: 1 };
    expect(await client.call(noticeApi.update, { params: { id }, body })).toEqual({
      id,
      version: 2,
      message: noticeMessages.saved,
    });
    expect(await client.call(noticeApi.get, { params: { id } })).toMatchObject({
      data: {
        title: '訂正',
        content: '<p>第2版</p>',
        important: true,
        version: 2,
        createdBy: await t.server.idOf(ADMIN),
      },
    });
    expect(await refusal(client.call(noticeApi.update, { params: { id }, body }))).toEqual({
      status: 409,
      body: { error: true, message: STALE_MESSAGE },
      message: STALE_MESSAGE,
    });
    expect(await refusal(client.call(noticeApi.update, { params: { id: 9999 }, body }))).toMatchObject({
      status: 404,
    });
    expect(t.server.published).toEqual([{ event: 'system-notice', action: 'updated', id }]);
  });

  it('removes a notice and announces it', async () => {
    const client = await t.server.as(SOMU);
    const { id = 0 } = await client.call(noticeApi.create, { body: { type: 'others', content: '<p>消す</p>' } });
    t.server.published.splice(0);
    expect(await client.call(noticeApi.remove, { params: { id } })).toEqual({ id, message: noticeMessages.deleted });
    expect(await t.server.database.db.select().from(notices).where(eq(notices.id, id))).toEqual([]);
    expect(await refusal(client.call(noticeApi.remove, { params: { id } }))).toMatchObject({ status: 404 });
    expect(t.server.published).toEqual([{ event: 'system-notice', action: 'deleted', id }]);
  });
});

/** A write the console's client would refuse to send: straight to the server, as another client could. */
const raw = async (email: string, method: 'POST' | 'PUT', path: string, body: unknown) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: (await t.server.as(email)).cookieHeader() },
    body: JSON.stringify(body),
  });

describe('notice writes are validated strictly', () => {
  const bodies: [string, unknown][] = [
    ['a type the spec does not name', { type: 'info', content: '<p>x</p>' }],
    ['no content', { type: 'others', content: '' }],
    ['content of spaces only', { type: 'others', content: '   ' }],
    ['content over 20000 characters', { type: 'others', content: 'あ'.repeat(20_001) }],
    ['a title over 200 characters', { type: 'others', title: 'あ'.repeat(201), content: '<p>x</p>' }],
    ['important as text', { type: 'others', content: '<p>x</p>', important: 'true' }],
    ['a field nobody knows', { type: 'others', content: '<p>x</p>', createdBy: 1 }],
  ];

  it.each(bodies)('refuses a notice with %s, sending nothing', async (_, body) => {
    const response = await raw(ADMIN, 'POST', '/api/notice', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: true, message: expect.stringContaining('入力内容に誤り') });
    expect(t.server.published).toEqual([]);
  });

  it('refuses an update without the version read (ours requires it), and one with a field nobody knows', async () => {
    const admin = await t.server.as(ADMIN);
    const { id = 0 } = await admin.call(noticeApi.create, { body: { type: 'others', content: '<p>版</p>' } });
    t.server.published.splice(0);
    const noVersion = await raw(ADMIN, 'PUT', `/api/notice/${id}`, {
      type: 'others',
      content: '<p>版なし</p>',
      important: false,
    });
    expect(noVersion.status).toBe(400);
    expect(await noVersion.json()).toEqual({ error: true, message: noticeMessages.versionRequired });
    const unknown = await raw(ADMIN, 'PUT', `/api/notice/${id}`, {
      type: 'others',
      content: '<p>x</p>',
      important: false,
      version: 1,
      read: true,
    });
    expect(unknown.status).toBe(400);
    expect(t.server.published).toEqual([]);
  });

  it('keeps a title of spaces as no title, and trims what it stores', async () => {
    const admin = await t.server.as(ADMIN);
    const { id = 0 } = await admin.call(noticeApi.create, {
      body: { type: 'success', title: '   ', content: '  <p>整いました</p>  ' },
    });
    const answer = await admin.call(noticeApi.get, { params: { id } });
    const notice = 'data' in answer ? answer.data : undefined;
    expect(notice?.title).toBeUndefined();
    expect(notice?.content).toBe('<p>整いました</p>');
  });

  it('keeps the id on an edit (the browser keeps read state by id, spec §2.8) and announces it as updated', async () => {
    const admin = await t.server.as(ADMIN);
    const { id = 0 } = await admin.call(noticeApi.create, { body: { type: 'others', content: '<p>既読</p>' } });
    t.server.published.splice(0);
    const answer = await admin.call(noticeApi.update, {
      params: { id },
      body: { type: 'error', content: '<p>訂正</p>', important: false, version: 1 },
    });
    expect(answer).toMatchObject({ id, version: 2 });
    expect(t.server.published).toEqual([{ event: 'system-notice', action: 'updated', id }]);
  });
});

describe('notices for some accounts (issue 20: a form’s owners told of an answer)', () => {
  it('are listed, read, changed and deleted by their recipients only', async () => {
    const formId = await t.server.idOf(FORM);
    const [mine] = await t.server.database.db
      .insert(notices)
      .values({ type: 'others', title: '宛先つきのお知らせ', content: '<p>x</p>', recipients: [formId] })
      .returning({ id: notices.id, version: notices.version });
    const id = mine?.id ?? 0;
    const form = await t.server.as(FORM);
    const somu = await t.server.as(SOMU);
    const titles = async (client: typeof form) =>
      dataOf(await client.call(noticeApi.list, { query: { max: 100 } })).map((notice) => notice.title);
    expect(await titles(form)).toContain('宛先つきのお知らせ');
    expect(await titles(somu)).not.toContain('宛先つきのお知らせ');
    expect(await form.call(noticeApi.get, { params: { id } })).toMatchObject({ data: { title: '宛先つきのお知らせ' } });
    expect((await refusal(somu.call(noticeApi.get, { params: { id } }))).status).toBe(404);
    const body = {
      type: 'others' as const,
      title: '書き換え',
      content: '<p>y</p>',
      important: false,
      version: mine?.version,
    };
    expect((await refusal(somu.call(noticeApi.update, { params: { id }, body }))).status).toBe(404);
    expect((await refusal(somu.call(noticeApi.remove, { params: { id } }))).status).toBe(404);
    const [kept] = await t.server.database.db.select().from(notices).where(eq(notices.id, id));
    expect(kept?.title).toBe('宛先つきのお知らせ');
  });
});
