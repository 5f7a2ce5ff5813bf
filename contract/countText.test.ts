import { describe, expect, it } from 'vitest';
import { countOf, formatCount, shownCount } from './countText.ts';

describe('count text', () => {
  it('groups the digits of a count', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(50_000)).toBe('50,000');
  });

  it('says every number as ja-JP Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('ja-JP');
    for (const value of [
      0,
      7,
      999,
      1000,
      99_999,
      123_456_789,
      Number.MAX_SAFE_INTEGER,
      -1,
      -4321,
      1.5,
      1234.5678,
      1e21,
    ]) {
      expect(formatCount(value), String(value)).toBe(intl.format(value));
    }
  });

  it('says a number of records with a space before 件', () => {
    expect(countOf(0)).toBe('0 件');
    expect(countOf(1234)).toBe('1,234 件');
  });

  it('says only the total when every record is shown', () => {
    expect(shownCount(1234, 1234)).toBe('1,234 件');
    expect(shownCount(0, 0)).toBe('0 件');
  });

  it('says the total and the shown when a search or filter narrows the list', () => {
    expect(shownCount(12, 1234)).toBe('1,234 件中 12 件を表示');
    expect(shownCount(0, 3)).toBe('3 件中 0 件を表示');
  });
});
