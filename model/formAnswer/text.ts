import { glossary, html } from '../../contract/index.ts';

const words = glossary.formAnswer;
const { answerId, receivedAt, files, downloaded, newAnswers } = words;

/**
 * Japanese text of the form answer models and screens (issue 21). The terms are the glossary's
 * (`glossary.formAnswer`: 回答番号, 受付日時, 添付ファイル, 書き出し…). Messages are HTML: names go through `html`.
 */
export const formAnswerText = {
  ...words,
  columnLabels: { id: answerId, receivedAt, files, downloaded },
  /** The mark in the downloaded column. */
  downloadedMark: '済',
  arrivals: (count: number) => `${newAnswers} ${count} 件`,
  removeConfirm: (count: number) => `選択した ${count} 件の回答を削除します。元に戻せません。`,
  removed: (count: number) => `${count} 件の回答を削除しました。`,
  removeFailed: '削除できませんでした。',
  nothingSelected: '削除する回答を選んでください。',
  tooManyToRemove: (max: number) =>
    `一度に削除できるのは ${max.toLocaleString('ja-JP')} 件までです。絞り込むか選び直してから、分けて削除してください。`,
  notRemovable:
    'このフォームの回答を削除できるのは、フォームの作成者、共同管理者、またはフォーム回答の権限（レベル2以上）を持つ人だけです。',
  formUnknown: 'フォームの情報を読み込めていないため、削除できるか確かめられません。',
  exportStarted: (name: string) => html`「${name}」の${words.export}を始めました。`,
  exportFailed: `${words.export}を始められませんでした。`,
  exportCancelled: `${words.export}を取り消しました。`,
  cancelFailed: '取り消せませんでした。',
  downloadedDone: (count: number) => `${count} 件の回答をダウンロードしました。`,
  nothingToExport: 'ダウンロードする回答がありません。',
  /** A server without export jobs: the console makes only what it can itself. */
  formatUnsupported: (format: string) =>
    `このサーバーは${format}の書き出しに対応していません。CSV（UTF-8）かZIPを選んでください。`,
  zipTooMany: (max: number) =>
    `このサーバーでZIPにまとめられるのは ${max.toLocaleString('ja-JP')} 件までです。絞り込むか選び直してください。`,
  zipFailed: 'ZIPを作れませんでした。',
  markFailed: 'ダウンロード済みの印を付けられませんでした。ファイルは保存されています。',
} as const;
