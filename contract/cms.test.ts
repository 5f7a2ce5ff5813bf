import { describe, expect, it } from 'vitest';
import { allows } from './endpoint.ts';
import { TemplateCreateBody, TemplateRead, TemplateUpdateBody, templateApi } from './template.ts';
import { ThemeCreateBody, ThemeRead, ThemeUpdateBody, ThemeUse, themeApi } from './theme.ts';

const levels = (cms: number, config: number) => ({ groupId: 5, permissions: [cms, 0, 0, 0, 0, 0, config] });

describe('themes and templates as read (spec §3: the spec fields required, ours optional)', () => {
  it('reads a theme or a template from a server that sends only the spec fields', () => {
    const theme = { id: 1, name: '標準', body: '', head: '', script: '', style: '' };
    expect(ThemeRead.parse(theme)).toEqual(theme);
    const template = {
      id: 2,
      name: '標準',
      body: '',
      style: '',
      script: '',
      formScript: '',
      formStyle: '',
      active: true,
    };
    expect(TemplateRead.parse(template)).toEqual(template);
  });

  it('refuses one without a spec field', () => {
    expect(ThemeRead.safeParse({ id: 1, name: '標準', body: '', head: '', script: '' }).success).toBe(false);
    expect(
      TemplateRead.safeParse({ id: 2, name: '標準', body: '', style: '', script: '', formScript: '', formStyle: '' })
        .success,
    ).toBe(false);
  });

  it('reads a theme usage: websites with their pages', () => {
    expect(ThemeUse.parse({ webId: 1, webName: '本庁サイト', pages: [{ id: 3, title: 'トップ' }] })).toEqual({
      webId: 1,
      webName: '本庁サイト',
      pages: [{ id: 3, title: 'トップ' }],
    });
  });
});

describe('theme and template bodies (written strictly)', () => {
  it('creates a theme by its name only (spec §7.1) and a template by name with empty code (ours)', () => {
    expect(ThemeCreateBody.safeParse({ name: '秋', head: '' }).success).toBe(false);
    expect(TemplateCreateBody.parse({ name: '新着' })).toEqual({
      name: '新着',
      body: '',
      style: '',
      script: '',
      formScript: '',
      formStyle: '',
    });
  });

  it('refuses an unknown field and an empty name in an update', () => {
    const theme = { name: '標準', body: '', head: '', script: '', style: '', version: 1 };
    expect(ThemeUpdateBody.safeParse(theme).success).toBe(true);
    expect(ThemeUpdateBody.safeParse({ ...theme, active: true }).success).toBe(false);
    expect(ThemeUpdateBody.safeParse({ ...theme, name: '' }).success).toBe(false);
    const template = { name: '標準', body: '', style: '', script: '', formScript: '', formStyle: '' };
    expect(TemplateUpdateBody.safeParse(template).success).toBe(true);
    expect(TemplateUpdateBody.safeParse({ ...template, active: true }).success).toBe(false);
  });
});

describe('who reads and changes them (spec §2.6 keeps both readings, §6)', () => {
  it('reads at CMS 1; themes change at CONFIG 7 (the navigation entry), templates at CMS 4', () => {
    expect(allows(themeApi.list.access, levels(1, 0))).toBe(true);
    expect(allows(themeApi.update.access, levels(9, 6))).toBe(false);
    expect(allows(themeApi.update.access, levels(0, 7))).toBe(true);
    expect(allows(templateApi.list.access, levels(1, 0))).toBe(true);
    expect(allows(templateApi.setActive.access, levels(3, 9))).toBe(false);
    expect(allows(templateApi.setActive.access, levels(4, 0))).toBe(true);
  });
});
