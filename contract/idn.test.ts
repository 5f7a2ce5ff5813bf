import { describe, expect, it } from 'vitest';
import { DomainCreateBody, DomainRead, DomainUpdateBody } from './domain.ts';
import { canonicalDomain, decodePunycode, domainToUnicode } from './idn.ts';

describe('canonicalDomain', () => {
  it('lower-cases and trims an ASCII name', () => {
    expect(canonicalDomain(' City.Example.GO.JP ')).toBe('city.example.go.jp');
  });

  it('encodes a Unicode name as punycode, and keeps a punycode one as it is: one canonical form', () => {
    expect(canonicalDomain('デジタル.example.jp')).toBe('xn--yckow0m.example.jp');
    expect(canonicalDomain('XN--YCKOW0M.example.jp')).toBe('xn--yckow0m.example.jp');
    expect(canonicalDomain('日本語.jp')).toBe('xn--wgv71a119e.jp');
  });

  it('reads full-width letters and dots as people type them', () => {
    expect(canonicalDomain('ＥＸＡＭＰＬＥ．ｇｏ．ｊｐ')).toBe('example.go.jp');
    expect(canonicalDomain('デジタル。example。jp')).toBe('xn--yckow0m.example.jp');
  });

  it.each([
    '',
    '   ',
    'localhost',
    'not a domain',
    'user@example.go.jp',
    'https://example.go.jp',
    'example.go.jp/path',
    'example..jp',
    '.example.jp',
    'example.jp.',
    '-bad.example.jp',
    'bad-.example.jp',
    'example.123',
    'under_score.example.jp',
    `${'a'.repeat(64)}.jp`,
    `${'a.'.repeat(127)}jp`,
    'xn--zz.jp',
  ])('refuses %j', (typed) => {
    expect(canonicalDomain(typed)).toBeNull();
  });
});

describe('domainToUnicode', () => {
  it('shows punycode labels in their script and leaves ASCII ones', () => {
    expect(domainToUnicode('xn--yckow0m.example.jp')).toBe('デジタル.example.jp');
    expect(domainToUnicode('example.go.jp')).toBe('example.go.jp');
  });

  it('round-trips with canonicalDomain', () => {
    for (const name of ['日本語.jp', 'まち.example.lg.jp', 'bücher.example', 'πανεπιστήμιο.gr']) {
      expect(domainToUnicode(canonicalDomain(name) ?? '')).toBe(name);
    }
  });

  it('leaves a label it cannot decode as it is', () => {
    expect(decodePunycode('zz')).toBeNull();
    expect(domainToUnicode('xn--zz.jp')).toBe('xn--zz.jp');
  });
});

describe('domain bodies', () => {
  it('store the canonical form and refuse a bad name in Japanese', () => {
    expect(DomainCreateBody.parse({ domain: 'デジタル.Example.jp' })).toEqual({
      domain: 'xn--yckow0m.example.jp',
      purpose: 'any',
      description: '',
    });
    const refused = DomainUpdateBody.safeParse({ domain: 'a b', purpose: 'any', description: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('ドメインの形式が正しくありません');
  });

  it('are strict: a field of no one is refused, and so is an unknown purpose', () => {
    expect(DomainCreateBody.safeParse({ domain: 'example.jp', extra: 1 }).success).toBe(false);
    expect(DomainUpdateBody.safeParse({ domain: 'example.jp', purpose: 'all', description: '' }).success).toBe(false);
  });

  it('are read with only the id required, and an unknown purpose kept as text', () => {
    expect(DomainRead.parse({ id: 3 })).toEqual({ id: 3 });
    expect(DomainRead.parse({ id: 3, purpose: 'web' })).toEqual({ id: 3, purpose: 'web' });
  });
});
