import type { CodeProblem } from './types.ts';

/** The editor's own words; CodeMirror's are in `phrases` below. */
export const codeEditorText = {
  loading: 'エディターを読み込んでいます',
  keyboardHint:
    'Tab キーで字下げします。エディターから移動するには、Esc キーを押してから Tab キーを押します。Ctrl+M（Mac は Shift+Option+M）で Tab キーを移動に使うよう切り替えられます。検索と置換は Ctrl+F（Mac は Command+F）です。',
  readOnlyKeyboardHint: '読み取り専用です。Tab キーで次の項目へ移動します。検索は Ctrl+F（Mac は Command+F）です。',
  problemSummary: (problems: readonly CodeProblem[]): string => {
    if (problems.length === 0) return '';
    const errors = problems.filter((problem) => problem.severity === 'error').length;
    const warnings = problems.length - errors;
    return `問題があります: エラー ${errors} 件、警告 ${warnings} 件。`;
  },
} as const;

/**
 * CodeMirror's interface words in Japanese (EditorState.phrases): the search panel, the go-to-line box, the
 * lint markers and what is announced to screen readers. Keys are CodeMirror's English phrases; `$` stands for a
 * number it fills in.
 */
export const phrases: Record<string, string> = {
  // @codemirror/view
  'Control character': '制御文字',
  close: '閉じる',
  // @codemirror/commands
  'Selection deleted': '選択範囲を削除しました',
  // @codemirror/search
  Find: '検索',
  Replace: '置換',
  next: '次へ',
  previous: '前へ',
  all: 'すべて選択',
  'match case': '大文字と小文字を区別',
  regexp: '正規表現',
  'by word': '単語単位',
  replace: '置換',
  'replace all': 'すべて置換',
  'current match': '現在の一致',
  'on line': '行',
  'replaced match on line $': '$ 行目の一致を置換しました',
  'replaced $ matches': '$ 件の一致を置換しました',
  'Go to line': '移動する行',
  go: '移動',
  // @codemirror/lint
  Diagnostics: '問題',
  'No diagnostics': '問題はありません',
  // @codemirror/language (folding; not bound by this editor, kept for completeness)
  'Folded lines': '折りたたんだ行',
  'Unfolded lines': '展開した行',
  to: '〜',
  'folded code': '折りたたんだコード',
  unfold: '展開',
  'Fold line': '行を折りたたむ',
  'Unfold line': '行を展開',
};
