import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formMarker } from '../../contract/formHtml.ts';
import { templates } from '../db/schema.ts';
import { item, setUpFormServer } from './formTesting.ts';

const t = setUpFormServer();
const items = [item('text', 'name', { label: 'お名前', required: true }), item('email', 'mail')];

describe('forms on website pages', () => {
  it('puts an open form where its marker stands, with a token; a draft or another site’s form becomes nothing', async () => {
    const open = await t.server.makeForm({ items, name: '<b>相談</b>' });
    const draft = await t.server.makeForm({ items, status: 'draft' });
    const page = `<p>前</p>${formMarker(open)}<p>後</p>${formMarker(draft)}${formMarker(99999)}`;
    await t.server.makePage('form-inline', page);
    const answer = await t.server.get('/site/1/form-inline');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`<p>前</p><form class="cms-form" id="cms-form-${open}"`);
    expect(answer.body).toContain('aria-label="&lt;b&gt;相談&lt;/b&gt;"');
    expect(answer.body).toMatch(/name="_token" value="[0-9a-z]+\.[\w-]+"/u);
    expect(answer.body).not.toContain(`cms-form-${draft}`);
    expect(answer.body).not.toContain('{{form:');
    expect(answer.headers.get('content-security-policy')).toContain(`form-action https: ${t.server.baseUrl}`);
  });

  it('shows a closed or out-of-period form’s errorContent instead of its fields', async () => {
    const closed = await t.server.makeForm({ items, status: 'closed', errorContent: '<p>受付は終了しました</p>' });
    const ended = await t.server.makeForm({
      items,
      endDate: new Date(t.server.clock.at - 1000),
      errorContent: '<p>期間外です</p>',
    });
    await t.server.makePage('form-closed', `${formMarker(closed)}${formMarker(ended)}`);
    const { body } = await t.server.get('/site/1/form-closed');
    expect(body).toContain(`<div class="cms-form-closed" id="cms-form-${closed}"><p>受付は終了しました</p></div>`);
    expect(body).toContain('<p>期間外です</p>');
    expect(body).not.toContain('<form class="cms-form"');
  });

  it('puts the first form at the template’s {{form}}', async () => {
    const form = await t.server.makeForm({ items });
    const [template] = await t.server.database.db
      .insert(templates)
      .values({ name: 'フォーム用', body: '<article>{{content}}</article><aside>{{form}}</aside>' })
      .returning({ id: templates.id });
    await t.server.makePage('form-template', `<p>本文</p>${formMarker(form)}`, template?.id);
    const { body } = await t.server.get('/site/1/form-template');
    expect(body).toContain(`<article><p>本文</p></article><aside><form class="cms-form" id="cms-form-${form}"`);
  });

  it('serves a page whose form allows no script with no script at all', async () => {
    const form = await t.server.makeForm({ items, allowJs: false });
    const [template] = await t.server.database.db
      .insert(templates)
      .values({ name: 'スクリプトあり', body: '{{content}}', script: 'alert(1)', formScript: 'alert(2)' })
      .returning({ id: templates.id });
    await t.server.makePage('form-nojs', formMarker(form), template?.id);
    const answer = await t.server.get('/site/1/form-nojs');
    expect(answer.body).toContain('<form class="cms-form"');
    expect(answer.body).not.toContain('<script');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'none'");
    expect(policy).not.toContain('allow-scripts');
    await t.server.database.db
      .update(templates)
      .set({ script: '' })
      .where(eq(templates.id, template?.id ?? 0));
  });
});

describe('a form at its own address', () => {
  it('shows an open form in its website’s theme, with the site policy', async () => {
    const form = await t.server.makeForm({ items, name: '申込' });
    const answer = await t.server.get(`/public/form/${form}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<header class="site-header">行政機関</header>');
    expect(answer.body).toContain('<h1>申込</h1>');
    expect(answer.body).toContain(`action="/public/form/${form}"`);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^sandbox /u);
    expect(policy).toContain(`form-action https: ${t.server.baseUrl}`);
  });

  it('answers 404 for a draft or an unknown form; shows a closed one’s errorContent', async () => {
    const draft = await t.server.makeForm({ items, status: 'draft' });
    expect((await t.server.get(`/public/form/${draft}`)).status).toBe(404);
    expect((await t.server.get('/public/form/99999')).status).toBe(404);
    expect((await t.server.get('/public/form/abc')).status).toBe(404);
    const closed = await t.server.makeForm({ items, status: 'closed', errorContent: '<p>終了</p>' });
    const answer = await t.server.get(`/public/form/${closed}`);
    expect(answer.body).toContain('<p>終了</p>');
    expect(answer.body).not.toContain('<form class="cms-form"');
  });
});
