import { describe, expect, test } from 'vitest';
import { matchesQuery, normaliseForSearch } from './search.ts';

describe('normaliseForSearch', () => {
  test('half-width katakana, katakana and hiragana are the same', () => {
    expect(normaliseForSearch('ｺｳﾎｳ')).toBe('こうほう');
    expect(normaliseForSearch('コウホウ')).toBe('こうほう');
    expect(normaliseForSearch('こうほう')).toBe('こうほう');
    expect(normaliseForSearch('ｶﾞｯｺｳ')).toBe('がっこう');
  });

  test('full-width Latin and digits fold to half-width lower case', () => {
    expect(normaliseForSearch('ＣＭＳ')).toBe('cms');
    expect(normaliseForSearch('CMS')).toBe('cms');
    expect(normaliseForSearch('２０２６')).toBe('2026');
  });

  test('the katakana range ends where hiragana has a partner', () => {
    expect(normaliseForSearch('ァヶヽヾ')).toBe('ぁゖゝゞ');
    expect(normaliseForSearch('ヷ')).toBe('ヷ');
    expect(normaliseForSearch('ー')).toBe('ー');
    expect(normaliseForSearch('漢字')).toBe('漢字');
  });
});

describe('matchesQuery', () => {
  test('every word of the query must be in the text', () => {
    expect(matchesQuery('広報課 コウホウ', 'こうほう')).toBe(true);
    expect(matchesQuery('デジタル推進室', 'でじ 推進')).toBe(true);
    expect(matchesQuery('デジタル推進室', 'でじ 広報')).toBe(false);
  });

  test('words split on full-width spaces too', () => {
    expect(matchesQuery('デジタル推進室', 'でじ\u3000推進')).toBe(true);
    expect(matchesQuery('デジタル推進室', 'でじ\u3000広報')).toBe(false);
    expect(matchesQuery('デジタル推進室', ' でじ\t 推進 ')).toBe(true);
  });

  test('the width and case of the text do not matter', () => {
    expect(matchesQuery('ＩＴ政策課', 'it')).toBe(true);
    expect(matchesQuery('it政策課', 'ＩＴ')).toBe(true);
  });

  test('an empty or blank query matches everything', () => {
    expect(matchesQuery('なんでも', '')).toBe(true);
    expect(matchesQuery('なんでも', ' \u3000 ')).toBe(true);
  });
});
