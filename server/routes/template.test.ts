import { describe, expect, it } from 'vitest';
import { NO_PERMISSION_MESSAGE, templateApi } from '../../contract/index.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';
import { templateMessages } from './template.ts';

const t = setUpSeededServer();

/** A body sent as-is (the console's client would refuse it before sending). */
const raw = async (email: string, path: string, body: unknown) =>
  fetch(`${t.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: (await t.server.as(email)).cookieHeader() },
    body: JSON.stringify(body),
  });
/** 広報課: CMS 4. */
const KOHO = 'koho@example.go.jp';

const code = { body: '<article>{{content}}</article>', style: 'a{}', script: '', formScript: '', formStyle: 'form{}' };

describe('templates', () => {
  it('lists the three seeded templates, one of them inactive', async () => {
    const answer = await (await t.server.as(KOHO)).call(templateApi.list);
    const list = 'data' in answer ? answer.data : [];
    expect(list.map((template) => [template.name, template.active])).toEqual([
      ['標準ページ', true],
      ['お問い合わせフォーム', true],
      ['イベント告知（作成中）', false],
    ]);
  });

  it('creates, saves, toggles and deletes with CMS 4, announcing cms-template each time', async () => {
    const koho = await t.server.as(KOHO);
    const { id = 0 } = await koho.call(templateApi.create, { body: { name: '新着情報' } });
    expect(await koho.call(templateApi.get, { params: { id } })).toMatchObject({
      data: { name: '新着情報', body: '', active: false, version: 1, updatedBy: expect.any(String) },
    });
    expect(
      await koho.call(templateApi.update, { params: { id }, body: { name: '新着情報', ...code, version: 1 } }),
    ).toMatchObject({ id, version: 2, message: templateMessages.saved('新着情報') });
    expect(await koho.call(templateApi.setActive, { params: { id }, body: { active: true } })).toMatchObject({
      id,
      version: 2,
      message: templateMessages.activated('新着情報'),
    });
    expect(await koho.call(templateApi.get, { params: { id } })).toMatchObject({
      data: { ...code, active: true, version: 2 },
    });
    // The toggle keeps the version: an editor that read version 2 still saves.
    await koho.call(templateApi.update, { params: { id }, body: { name: '新着情報', ...code, version: 2 } });
    expect(
      await refusal(koho.call(templateApi.update, { params: { id }, body: { name: '新着情報', ...code, version: 2 } })),
    ).toMatchObject({ status: 409, message: STALE_MESSAGE });
    await koho.call(templateApi.remove, { params: { id } });
    expect(t.server.published).toEqual([
      { event: 'cms-template', action: 'created', id },
      { event: 'cms-template', action: 'updated', id },
      { event: 'cms-template', action: 'updated', id },
      { event: 'cms-template', action: 'updated', id },
      { event: 'cms-template', action: 'deleted', id },
    ]);
  });

  it('refuses a taken name, unknown fields and missing templates in Japanese', async () => {
    const koho = await t.server.as(KOHO);
    expect(await refusal(koho.call(templateApi.create, { body: { name: '標準ページ' } }))).toMatchObject({
      status: 400,
      message: templateMessages.nameTaken('標準ページ'),
    });
    const extra = await raw(KOHO, '/api/cms/template/', { name: '別', html: '' });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toMatchObject({ error: true, message: expect.stringContaining('入力内容に誤り') });
    expect(
      await refusal(koho.call(templateApi.setActive, { params: { id: 9999 }, body: { active: true } })),
    ).toMatchObject({ status: 404, message: templateMessages.notFound });
    expect(await refusal(koho.call(templateApi.remove, { params: { id: 9999 } }))).toMatchObject({ status: 404 });
  });

  it('lets CMS 1 read but not change templates', async () => {
    const reader = await t.server.userWith({ CMS: 1 });
    expect('data' in (await reader.call(templateApi.list))).toBe(true);
    expect(
      await refusal(reader.call(templateApi.setActive, { params: { id: 1 }, body: { active: false } })),
    ).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
  });
});
