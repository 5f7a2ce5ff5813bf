import { describe, expect, it } from 'vitest';
import { HtmlValidation, Page, PageCreateBody, PagePath, PageRead, PageUpdateBody, PageUsage } from './page.ts';
import { aPage } from './testing/examples.ts';

describe('page contract', () => {
  it('reads a page with the spec fields only (id, html, active), refuses one without them', () => {
    expect(PageRead.safeParse({ id: 1, html: '<p>a</p>', active: true }).success).toBe(true);
    expect(PageRead.safeParse({ id: 1, html: '<p>a</p>' }).success).toBe(false);
    expect(Page.safeParse({ id: 1, html: '', active: true }).success).toBe(false);
    expect(Page.parse(aPage)).toEqual(aPage);
  });

  it('paths: blank for the top page, lowercase segments, nothing that climbs or starts with a slash', () => {
    for (const path of ['', 'contact', 'news/2026', 'a-b_c.html'])
      expect(PagePath.safeParse(path).success, path).toBe(true);
    for (const path of ['/contact', 'contact/', '../etc', 'News', 'a//b', 'お知らせ', 'a b'])
      expect(PagePath.safeParse(path).success, path).toBe(false);
  });

  it('strict bodies: creation by website and title, updates naming the version (optional: a server without versions)', () => {
    expect(PageCreateBody.parse({ webId: 1, title: ' 新しいページ ' })).toEqual({
      webId: 1,
      title: '新しいページ',
      path: '',
      templateId: null,
      html: '',
      active: false,
    });
    expect(PageCreateBody.safeParse({ webId: 1, title: 'a', extra: 1 }).success).toBe(false);
    expect(PageCreateBody.safeParse({ webId: 1, title: ' ' }).success).toBe(false);
    // A console reading a server without versions sends none (ours refuses it: server/routes/page.test.ts).
    expect(PageUpdateBody.safeParse({ title: 'a', html: '' }).success).toBe(true);
    expect(PageUpdateBody.safeParse({ title: 'a', html: '', extra: 1 }).success).toBe(false);
    expect(PageUpdateBody.parse({ title: 'a', html: '', version: 2 })).toEqual({ title: 'a', html: '', version: 2 });
  });

  it('the validate result and the checkUsed answer (ours)', () => {
    expect(
      HtmlValidation.safeParse({
        valid: false,
        problems: [
          { line: 1, column: 2, message: '画像に代替テキストがありません。', severity: 'error', rule: 'wcag/h37' },
        ],
      }).success,
    ).toBe(true);
    expect(
      HtmlValidation.safeParse({
        valid: true,
        problems: [{ line: 1, column: 2, message: 'x', severity: 'info', rule: 'r' }],
      }).success,
    ).toBe(false);
    expect(PageUsage.safeParse({ used: true, usedBy: [{ kind: 'page', id: 1, title: 'トップページ' }] }).success).toBe(
      true,
    );
    expect(PageUsage.safeParse({ used: true, usedBy: [{ kind: 'link', id: 1, title: 'x' }] }).success).toBe(false);
  });
});
