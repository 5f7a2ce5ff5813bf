import type { ExportPanelFormat, ExportPanelScope } from './types.ts';

export { formatCount } from '../text/numbers.ts';

/**
 * The panel's words; the defaults follow glossary.formAnswer (scope, formats, exportStates, lackingChars)
 * and glossary.actions. A page passes its own through `words` so a wording change stays one edit there.
 */
export interface ExportPanelWords {
  scopeLegend: string;
  scopes: Record<ExportPanelScope, string>;
  /** 「1,200 件」 */
  count: (count: string) => string;
  /** Why a scope cannot be chosen. */
  noneSelected: string;
  notFiltering: string;
  noneMatching: string;
  noAnswers: string;
  formatLegend: string;
  formats: Record<ExportPanelFormat, string>;
  formatHints: Record<ExportPanelFormat, string>;
  start: string;
  jobsHeading: string;
  noJobs: string;
  states: Record<string, string>;
  /** Names a job's progress bar: 「CSV（UTF-8）の書き出し」. */
  progressLabel: (format: string) => string;
  /** 「1,200 / 5,000 件」 */
  progressText: (done: string, total: string) => string;
  cancel: string;
  cancelJob: (format: string) => string;
  download: string;
  downloadJob: (format: string) => string;
  lackingSummary: (count: string) => string;
  lackingChar: string;
  lackingAnswer: string;
  lackingColumn: string;
  /** More were found than listed. */
  lackingMore: (listed: string, count: string) => string;
  failed: string;
}

export const defaultExportPanelWords: ExportPanelWords = {
  scopeLegend: 'ダウンロードする回答',
  scopes: { selected: '選択した回答', filtered: '絞り込み中の回答', all: 'すべての回答' },
  count: (count) => `${count} 件`,
  noneSelected: '回答を選択していません。',
  notFiltering: '絞り込みをしていません。',
  noneMatching: '絞り込みの条件に合う回答がありません。',
  noAnswers: '回答がありません。',
  formatLegend: 'ファイルの形式',
  formats: {
    csv: 'CSV（UTF-8）',
    'csv-sjis': 'CSV（Shift_JIS）',
    xlsx: 'Excel（.xlsx）',
    zip: 'ZIP（CSVと添付ファイル）',
  },
  formatHints: {
    csv: 'Excelでダブルクリックして開けます。ふつうはこちらを選んでください。',
    'csv-sjis': '古いシステムに取り込むとき用です。Shift_JISにない文字は「?」になります。',
    xlsx: 'Excelのブックとして書き出します。',
    zip: 'CSV（UTF-8）と添付ファイルを回答ごとのフォルダーにまとめます。',
  },
  start: '書き出しを始める',
  jobsHeading: '書き出し',
  noJobs: '書き出しはまだありません。',
  states: { queued: '待機中', running: '書き出し中', done: '完了', failed: '失敗', cancelled: '取り消し' },
  progressLabel: (format) => `${format}の書き出し`,
  progressText: (done, total) => `${done} / ${total} 件`,
  cancel: '取り消し',
  cancelJob: (format) => `${format}の書き出しを取り消し`,
  download: 'ダウンロード',
  downloadJob: (format) => `${format}をダウンロード`,
  lackingSummary: (count) => `Shift_JISにない文字が ${count} 件あり、「?」に置き換えました`,
  lackingChar: '文字',
  lackingAnswer: '回答番号',
  lackingColumn: '列',
  lackingMore: (listed, count) => `${count} 件のうち最初の ${listed} 件を表示しています。`,
  failed: '書き出しに失敗しました。',
};
