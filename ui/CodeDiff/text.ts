import type { CodeDiffWords } from './types.ts';

export const defaultCodeDiffWords: CodeDiffWords = {
  loading: '差分を読み込んでいます',
  changes: (count) => `${count} か所が異なります。`,
  noChanges: '違いはありません。',
  keyboardHint: '読み取り専用です。Tab キーで左右を移動します。検索は Ctrl+F（Mac は Command+F）です。',
};

/** @codemirror/merge's interface words in Japanese (EditorState.phrases; `$` is a number it fills in). */
export const mergePhrases: Record<string, string> = {
  '$ unchanged lines': '変更のない $ 行',
  Accept: '採用',
  Reject: '却下',
  'Revert this chunk': 'この部分を戻す',
};
