import { countOf, formatCount, html } from '../../contract/index.ts';

/** Every word of the answers' side of the server (routes and export jobs), in one place. */
export const answerMessages = {
  formNotFound: 'フォームが見つかりません。',
  notReadable:
    'このフォームの回答を見られるのは、作成者・共同管理者と、すべての回答を見る権限のあるアカウントだけです。',
  notRemovable:
    'このフォームの回答を削除する権限がありません（回答の閲覧に加えて、フォーム回答の権限レベル2以上が必要です）。',
  someNotReadable: '選んだ回答の中に、閲覧する権限のないフォームの回答が含まれています。',
  removed: (count: number) => `${countOf(count)}の回答を削除しました`,
  nothingRemoved: '削除できる回答がありませんでした（すでに削除されているか、このフォームの回答ではありません）。',
  markedDownloaded: (count: number) => `${countOf(count)}の回答をダウンロード済みにしました`,
  fileNotFound: 'ファイルが見つかりません。',
  exportNotFound: '書き出しが見つかりません。',
  exportStarted: (name: string) => html`フォーム「${name}」の回答の書き出しを開始しました。`,
  exportCancelled: '書き出しを取り消しました',
  exportAlreadyFinished: (state: string) =>
    state === 'done'
      ? 'この書き出しはすでに完了しているため、取り消せません。'
      : 'この書き出しはすでに終了しているため、取り消せません。',
  exportNotReady: '書き出しがまだ完了していません。',
  exportDone: (count: number) => `${countOf(count)}の回答を書き出しました。`,
  exportDoneLacking: (count: number, lacking: number) =>
    `${countOf(count)}の回答を書き出しました。Shift_JIS で表せない文字が ${formatCount(lacking)} か所あり、「?」に置き換えました。`,
  exportFailed: '書き出しに失敗しました。時間をおいてもう一度お試しください。',
  exportFormGone: 'フォームが削除されたため、書き出しを中止しました。',
  /** The parts of an export's file name: 説明会参加申込_回答_20261124.csv */
  answersWord: '回答',
  zipCsvName: '回答.csv',
} as const;
