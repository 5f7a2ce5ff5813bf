/** The editor's words; the defaults follow glossary.form (項目, 説明文, 必須, 選択肢) and glossary.actions. */
export interface FormItemsEditorWords {
  listLabel: string;
  settingsHeading: (label: string, typeLabel: string) => string;
  label: string;
  statement: string;
  statementHint: string;
  help: string;
  required: string;
  requiredMark: string;
  details: string;
  key: string;
  keyHint: string;
  minLength: string;
  maxLength: string;
  min: string;
  max: string;
  options: string;
  optionsHint: string;
  accept: string;
  acceptHint: string;
  maxSize: string;
  maxSizeHint: (maxMb: number) => string;
  addType: string;
  add: string;
  moveUp: (label: string) => string;
  moveDown: (label: string) => string;
  drag: (label: string) => string;
  duplicate: (label: string) => string;
  remove: (label: string) => string;
  select: string;
  rowHint: string;
  hasError: string;
  copySuffix: string;
  moved: (label: string, position: number) => string;
  added: (label: string) => string;
  duplicated: (label: string) => string;
  removed: (label: string) => string;
  restored: (label: string) => string;
  undo: string;
  empty: string;
}

export const defaultFormItemsEditorWords: FormItemsEditorWords = {
  listLabel: 'フォームの項目',
  settingsHeading: (label, typeLabel) => `『${label}』の設定（${typeLabel}）`,
  label: '項目名',
  statement: '同意する内容',
  statementHint: 'チェックボックスの横に表示する文です。',
  help: '説明文',
  required: '必須にする',
  requiredMark: '必須',
  details: '詳細',
  key: 'キー',
  keyHint: '回答の列名と公開フォームの name です。半角英字で始まる英数字で入力してください。',
  minLength: '最小文字数',
  maxLength: '最大文字数',
  min: '最小値',
  max: '最大値',
  options: '選択肢',
  optionsHint: '1行に1つずつ入力してください。',
  accept: '受け付ける拡張子',
  acceptHint: 'カンマ区切りで入力してください（例：pdf, jpg, png）。',
  maxSize: '最大サイズ（MB）',
  maxSizeHint: (maxMb) => `${maxMb}MBまで指定できます。`,
  addType: '追加する項目の種類',
  add: '項目を追加',
  moveUp: (label) => `『${label}』を上へ移動`,
  moveDown: (label) => `『${label}』を下へ移動`,
  drag: (label) => `『${label}』をドラッグして移動`,
  duplicate: (label) => `『${label}』を複製`,
  remove: (label) => `『${label}』を削除`,
  select: '設定を表示',
  rowHint: 'Alt+↑ / Alt+↓ で順番を移動できます。',
  hasError: 'エラーあり',
  copySuffix: '（コピー）',
  moved: (label, position) => `『${label}』を${position}番目に移動しました`,
  added: (label) => `『${label}』を追加しました`,
  duplicated: (label) => `『${label}』を複製しました`,
  removed: (label) => `『${label}』を削除しました`,
  restored: (label) => `『${label}』を元に戻しました`,
  undo: '元に戻す',
  empty: '項目がありません。下の「項目を追加」から追加してください。',
};
