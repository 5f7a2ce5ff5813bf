import { describe, expect, it } from 'vitest';
import { Name, nameMessages, normaliseName } from './ids.ts';

describe('Name: one rule for every name written (issue 14: look-alike names)', () => {
  it('is normalised with NFKC and trimmed, so look-alikes of one name are one name', () => {
    expect(normaliseName('  ＡＢＣ課　')).toBe('ABC課');
    expect(Name.parse('ｶﾞｲﾄﾞ')).toBe('ガイド');
    expect(Name.parse('㈱広報')).toBe('(株)広報');
    expect(Name.parse('総務課')).toBe('総務課');
  });

  it.for([
    ['zero-width space', '総務\u200B課'],
    ['zero-width joiner', '総務\u200D課'],
    ['right-to-left override', '\u202Eexe.txt'],
    ['left-to-right isolate', '総務\u2066課'],
    ['byte order mark', '\uFEFF総務課'],
    ['soft hyphen', '総\u00ADmu'],
    ['NUL', '総務\u0000課'],
    ['a line break', '総務\n課'],
  ])('refuses a %s with a Japanese message', ([, name]) => {
    const result = Name.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(nameMessages.invisible);
  });

  it('still refuses an empty name and one over 100 characters after normalising', () => {
    expect(Name.safeParse('　').success).toBe(false);
    expect(Name.safeParse('あ'.repeat(101)).success).toBe(false);
  });
});
