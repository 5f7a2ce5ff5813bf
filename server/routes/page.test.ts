import { describe, expect, it } from 'vitest';
import { listOrEmpty, NO_PERMISSION_MESSAGE, pageApi, webApi } from '../../contract/index.ts';
import { STALE_MESSAGE } from './mutations.ts';
import { linkedPaths, pageMessages } from './page.ts';
import { refusal, setUpSeededServer } from './routeTesting.ts';

const t = setUpSeededServer();

/** 広報課: CMS 4, edits every website. */
const KOHO = 'koho@example.go.jp';
const ADMIN = 'admin@example.go.jp';
/** The seeded 本庁サイト (two pages) and 防災情報サイト (none). */
const HONCHO = 1;
const BOUSAI = 2;

const good = '<h2>お知らせ</h2>\n<p>本日の更新です。</p>';

describe('pages', () => {
  it('lists the seeded pages with their paths and templates, and narrows to one website', async () => {
    const koho = await t.server.as(KOHO);
    const all = listOrEmpty(await koho.call(pageApi.list, {}));
    expect(all.map((page) => [page.webId, page.title, page.path, page.active])).toEqual([
      [HONCHO, 'トップページ', '', true],
      [HONCHO, 'お問い合わせ', 'contact', true],
    ]);
    expect(all.every((page) => page.templateId !== null)).toBe(true);
    expect(listOrEmpty(await koho.call(pageApi.list, { query: { webId: BOUSAI } }))).toEqual([]);
  });

  it('the seeded pages pass the check', async () => {
    const koho = await t.server.as(KOHO);
    for (const page of listOrEmpty(await koho.call(pageApi.list, {}))) {
      expect(await koho.call(pageApi.validate, { body: { html: page.html } })).toEqual({ valid: true, problems: [] });
    }
  });

  it('creates, saves, toggles and deletes, announcing cms-page and the website each time', async () => {
    const koho = await t.server.as(KOHO);
    const { id = 0 } = await koho.call(pageApi.create, {
      body: { webId: BOUSAI, title: '避難所一覧', path: 'hinanjo', html: good },
    });
    expect(await koho.call(pageApi.get, { params: { id } })).toMatchObject({
      data: { webId: BOUSAI, title: '避難所一覧', path: 'hinanjo', templateId: null, active: false, version: 1 },
    });
    expect(
      await koho.call(pageApi.update, {
        params: { id },
        body: { title: '避難所', html: good, path: 'shelter', templateId: 1, version: 1 },
      }),
    ).toMatchObject({ id, version: 2, message: pageMessages.saved('避難所') });
    expect(await koho.call(pageApi.setActive, { params: { id }, body: { active: true } })).toMatchObject({
      id,
      version: 2,
      message: pageMessages.activated('避難所'),
    });
    expect(await koho.call(pageApi.get, { params: { id } })).toMatchObject({
      data: { path: 'shelter', templateId: 1, active: true, version: 2, updatedBy: expect.any(String) },
    });
    expect(
      await refusal(koho.call(pageApi.update, { params: { id }, body: { title: '避難所', html: good, version: 1 } })),
    ).toMatchObject({ status: 409, message: STALE_MESSAGE });
    expect(
      await refusal(koho.call(pageApi.update, { params: { id }, body: { title: '避難所', html: good } })),
    ).toMatchObject({ status: 400, message: pageMessages.versionRequired });
    await koho.call(pageApi.remove, { params: { id } });
    const web = { event: 'cms-web', action: 'updated', id: BOUSAI };
    expect(t.server.published).toEqual([
      { event: 'cms-page', action: 'created', id },
      web,
      { event: 'cms-page', action: 'updated', id },
      web,
      { event: 'cms-page', action: 'updated', id },
      web,
      { event: 'cms-page', action: 'deleted', id },
      web,
    ]);
  });

  it('refuses a save whose HTML has errors, with the problems in Japanese; warnings do not block', async () => {
    const koho = await t.server.as(KOHO);
    const bad = '<h2>地図</h2>\n<img src="/map.png">\n<h4>詳細</h4>';
    const answer = await refusal(koho.call(pageApi.create, { body: { webId: BOUSAI, title: '地図', html: bad } }));
    expect(answer).toMatchObject({
      status: 400,
      message: pageMessages.htmlErrors(2),
      body: {
        valid: false,
        problems: [
          { line: 2, column: 2, severity: 'error', rule: 'wcag/h37', message: expect.stringContaining('代替テキスト') },
          { line: 3, severity: 'error', rule: 'heading-level', message: expect.stringContaining('見出し') },
        ],
      },
    });
    expect(t.server.published).toEqual([]);
    // An inline style is a warning; its colour, dark enough on white, passes the contrast check.
    const warned = '<p style="color: darkred">注意</p>';
    const check = await koho.call(pageApi.validate, { body: { html: warned } });
    expect(check).toMatchObject({ valid: true, problems: [{ severity: 'warning', rule: 'no-inline-style' }] });
    expect(await koho.call(pageApi.create, { body: { webId: BOUSAI, title: '注意', html: warned } })).toMatchObject({
      message: pageMessages.created('注意'),
    });
  });

  it('validates the accessibility rules: alt, heading levels, link text, table headers, low contrast', async () => {
    const koho = await t.server.as(KOHO);
    const answer = await koho.call(pageApi.validate, {
      body: {
        html: '<h1>a</h1><h3>b</h3><img src="x.png"><a href="/x"></a><table><tr><td>1</td></tr></table><p style="color: #999">c</p>',
      },
    });
    expect(answer.valid).toBe(false);
    expect(answer.problems.map((problem) => problem.rule)).toEqual(
      expect.arrayContaining([
        'heading-level',
        'wcag/h37',
        'wcag/h30',
        'console/table-headers',
        'console/inline-contrast',
      ]),
    );
    for (const problem of answer.problems) expect(problem.message).not.toMatch(/^検証:/);
  });

  it('refuses a taken path, an unknown website or template, and unknown fields, in Japanese', async () => {
    const koho = await t.server.as(KOHO);
    expect(
      await refusal(koho.call(pageApi.create, { body: { webId: HONCHO, title: '別', path: 'contact' } })),
    ).toMatchObject({ status: 400, message: pageMessages.pathTaken('contact') });
    expect(await refusal(koho.call(pageApi.create, { body: { webId: HONCHO, title: '別' } }))).toMatchObject({
      status: 400,
      message: pageMessages.pathTaken(''),
    });
    expect(await refusal(koho.call(pageApi.create, { body: { webId: 9999, title: '別' } }))).toMatchObject({
      status: 404,
      message: pageMessages.unknownWebsite,
    });
    expect(
      await refusal(koho.call(pageApi.create, { body: { webId: BOUSAI, title: '別', templateId: 9999 } })),
    ).toMatchObject({ status: 400, message: pageMessages.unknownTemplate });
    const extra = await fetch(`${t.server.baseUrl}/api/cms/page/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: (await t.server.as(KOHO)).cookieHeader() },
      body: JSON.stringify({ webId: BOUSAI, title: '別', path: '../etc' }),
    });
    expect(extra.status).toBe(400);
    expect(await refusal(koho.call(pageApi.remove, { params: { id: 9999 } }))).toMatchObject({
      status: 404,
      message: pageMessages.notFound,
    });
  });

  it('lets CMS 1 read every page but change only those of websites naming its group', async () => {
    const reader = await t.server.userWith({ CMS: 1 });
    // The tests share one database: earlier ones added pages.
    expect(listOrEmpty(await reader.call(pageApi.list, {})).map((page) => page.title)).toEqual(
      expect.arrayContaining(['トップページ', 'お問い合わせ']),
    );
    expect(await refusal(reader.call(pageApi.setActive, { params: { id: 1 }, body: { active: false } }))).toMatchObject(
      { status: 403, message: pageMessages.notYourWebsite },
    );
    expect(
      await refusal(reader.call(pageApi.create, { body: { webId: HONCHO, title: '別', path: 'other' } })),
    ).toMatchObject({ status: 403, message: pageMessages.notYourWebsite });
    const admin = await t.server.as(ADMIN);
    const { id: webId = 0 } = await admin.call(webApi.create, {
      body: { name: '子育てサイト', url: 'https://kosodate.example.go.jp/', groups: [reader.groupId] },
    });
    const { id = 0 } = await reader.call(pageApi.create, { body: { webId, title: '子育て', html: good } });
    expect(await reader.call(pageApi.setActive, { params: { id }, body: { active: true } })).toMatchObject({ id });
    const none = await t.server.userWith({});
    expect(await refusal(none.call(pageApi.list, {}))).toMatchObject({ status: 403, message: NO_PERMISSION_MESSAGE });
  });

  it('checkUsed answers the pages of the same website that link to the page', async () => {
    const koho = await t.server.as(KOHO);
    // トップページ links to /contact; お問い合わせ links back to /.
    expect(await koho.call(pageApi.checkUsed, { params: { id: 2 } })).toEqual({
      used: true,
      usedBy: [{ kind: 'page', id: 1, title: 'トップページ' }],
    });
    expect(await koho.call(pageApi.checkUsed, { params: { id: 1 } })).toEqual({
      used: true,
      usedBy: [{ kind: 'page', id: 2, title: 'お問い合わせ' }],
    });
    const { id = 0 } = await koho.call(pageApi.create, {
      body: { webId: BOUSAI, title: '孤立', path: 'alone', html: good },
    });
    expect(await koho.call(pageApi.checkUsed, { params: { id } })).toEqual({ used: false, usedBy: [] });
  });
});

describe('linkedPaths', () => {
  it('reads links relative to the site, by its own address and by its /site address', () => {
    const web = { id: 3, url: 'https://www.example.go.jp/' };
    const source =
      '<a href="/news/">a</a><a href=\'about\'>b</a><a href="https://www.example.go.jp/faq?x=1#y">c</a>' +
      '<a href="https://other.example.jp/x">d</a><a href="#top">e</a><a href="/site/3/access">f</a>' +
      '<form action="/contact"></form><a href="mailto:a@example.go.jp">g</a>';
    expect([...linkedPaths(source, web)].sort()).toEqual(['about', 'access', 'contact', 'faq', 'news']);
  });
});
