import { describe, expect, it } from 'vitest';
import { areaLabels, glossary } from './glossary.ts';
import { noticeTypeLabels } from './notice.ts';
import { areas } from './permissions.ts';

describe('glossary', () => {
  it('labels the seven areas in the order of `areas`, each with its own word', () => {
    expect(Object.keys(areaLabels)).toEqual([...areas]);
    expect(new Set(Object.values(areaLabels)).size).toBe(areas.length);
  });

  it('names each navigation entry once', () => {
    const labels = Object.values(glossary.navigation);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('gives each notice mark its own word, none of them a notice type', () => {
    const marks = Object.values(glossary.noticeMarks);
    expect(new Set(marks).size).toBe(marks.length);
    for (const mark of marks) expect(Object.values(noticeTypeLabels)).not.toContain(mark);
  });

  it('keeps the retired words out', () => {
    const all = JSON.stringify({ glossary, areaLabels });
    for (const retired of [
      'サインアウト',
      'サインイン',
      'ワンタイムコード',
      '所属グループ',
      'システム管理グループ',
      '環境変数',
      '概要',
    ]) {
      expect(all).not.toContain(retired);
    }
  });
});
