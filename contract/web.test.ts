import { describe, expect, test } from 'vitest';
import { editsWebsite, WebCreateBody, WebUpdateBody } from './index.ts';

const user = (groupId: number, cms: number) => ({ groupId, permissions: [cms, 0, 0, 0, 0, 0, 0] });

describe('editsWebsite (ours: the groups of a website name who edits it)', () => {
  const web = { groups: [2, 3] };
  test('the super group and CMS 4 edit every website', () => {
    expect(editsWebsite({ groupId: 1, permissions: [0, 0, 0, 0, 0, 0, 0] }, web)).toBe(true);
    expect(editsWebsite(user(9, 4), web)).toBe(true);
  });
  test('below CMS 4, CMS 1 in a group the website names; nobody without CMS, nobody signed out', () => {
    expect(editsWebsite(user(3, 1), web)).toBe(true);
    expect(editsWebsite(user(4, 3), web)).toBe(false);
    expect(editsWebsite(user(2, 0), web)).toBe(false);
    expect(editsWebsite(null, web)).toBe(false);
  });
});

describe('website bodies', () => {
  const site = { name: '観光サイト', url: 'https://kanko.example.go.jp/' };
  test('URLs are http(s) with a real host, or blank where optional', () => {
    expect(WebCreateBody.safeParse(site).success).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://kanko.example.go.jp/', 'kanko', ''])
      expect(WebCreateBody.safeParse({ ...site, url }).success).toBe(false);
    for (const field of ['favicon', 'ogImage', 'ogURL']) {
      expect(WebCreateBody.safeParse({ ...site, [field]: '' }).success).toBe(true);
      expect(WebCreateBody.safeParse({ ...site, [field]: 'javascript:alert(1)' }).success).toBe(false);
    }
  });
  test('strict: an unknown field is refused; the update names the version', () => {
    expect(WebCreateBody.safeParse({ ...site, extra: 1 }).success).toBe(false);
    const update = { favicon: '', ogDescription: '', ogImage: '', ogURL: '', groups: [2] };
    expect(WebUpdateBody.safeParse(update).success).toBe(false);
    expect(WebUpdateBody.safeParse({ ...update, version: 1 }).success).toBe(true);
  });
});
