import { describe, expect, it } from 'vitest';
import {
  countVerdicts,
  inAllowedDomains,
  judgeAddresses,
  normaliseAddress,
  parseAddressList,
} from './mailAddresses.ts';

const inputs = (text: string) => parseAddressList(text).map((entry) => entry.input);

describe('parseAddressList', () => {
  it('reads one per line, comma, semicolon, tab or space separated, with the line each came from', () => {
    expect(parseAddressList('a@x.jp\r\nb@x.jp, c@x.jp;d@x.jp\te@x.jp f@x.jp\n\n')).toEqual([
      { input: 'a@x.jp', line: 1 },
      { input: 'b@x.jp', line: 2 },
      { input: 'c@x.jp', line: 2 },
      { input: 'd@x.jp', line: 2 },
      { input: 'e@x.jp', line: 2 },
      { input: 'f@x.jp', line: 2 },
    ]);
  });

  it('takes the address column of a CSV with a header and names, quotes and a BOM', () => {
    const csv = '\uFEFF氏名,メールアドレス,所属\n"山田, 太郎",yamada@x.jp,総務課\n佐藤,"sato@x.jp",広報課\n';
    expect(inputs(csv)).toEqual(['yamada@x.jp', 'sato@x.jp']);
    expect(inputs('メールアドレス\na@x.jp')).toEqual(['a@x.jp']);
  });

  it('reads "Name <address>", full-width ＠ and mailto:', () => {
    expect(inputs('山田 太郎 <yamada@x.jp>\nsato＠x.jp\nmailto:kato@x.jp')).toEqual([
      'yamada@x.jp',
      'sato@x.jp',
      'kato@x.jp',
    ]);
  });

  it('keeps what is not an address, so it is shown as malformed', () => {
    expect(inputs('not-an-address\na@x.jp')).toEqual(['not-an-address', 'a@x.jp']);
  });
});

describe('normaliseAddress', () => {
  it('lower-cases and turns a Japanese domain into its ASCII form', () => {
    expect(normaliseAddress('Yamada@Example.GO.JP')).toBe('yamada@example.go.jp');
    expect(normaliseAddress('a@日本語.example.lg.jp')).toBe('a@xn--wgv71a119e.example.lg.jp');
  });
  it('answers null for what is not an address', () => {
    for (const bad of ['', '@x.jp', 'a@', 'a@@x.jp', 'a b@x.jp', 'a@x']) expect(normaliseAddress(bad)).toBeNull();
  });
});

describe('inAllowedDomains', () => {
  it('allows a domain and its subdomains, not look-alikes', () => {
    expect(inAllowedDomains('example.go.jp', ['example.go.jp'])).toBe(true);
    expect(inAllowedDomains('soumu.example.go.jp', ['example.go.jp'])).toBe(true);
    expect(inAllowedDomains('badexample.go.jp', ['example.go.jp'])).toBe(false);
  });
});

describe('judgeAddresses', () => {
  const paste = parseAddressList(
    ['a@example.go.jp', 'broken', 'b@outside.com', 'A@EXAMPLE.GO.JP', 'member@example.go.jp', 'x@@y'].join('\n'),
  );
  const options = { allowedDomains: ['example.go.jp'], members: ['member@example.go.jp'] };

  it('gives each address its verdict, in the order pasted', () => {
    const judged = judgeAddresses(paste, { ...options, type: 'external' });
    expect(judged.map((entry) => entry.verdict)).toEqual([
      'ok',
      'malformed',
      'outside',
      'duplicate',
      'member',
      'malformed',
    ]);
    expect(judged[3]).toMatchObject({ input: 'A@EXAMPLE.GO.JP', email: 'a@example.go.jp', line: 4 });
    expect(countVerdicts(judged)).toEqual({
      ok: 1,
      outside: 1,
      refusedDomain: 0,
      malformed: 2,
      duplicate: 1,
      member: 1,
    });
  });

  it('refuses an address outside the allowed domains for a staff list', () => {
    const judged = judgeAddresses(paste, { ...options, type: 'internal' });
    expect(judged[2]?.verdict).toBe('refusedDomain');
  });
});
