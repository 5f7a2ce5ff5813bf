/**
 * The table's words; the defaults follow glossary.formAnswer (回答番号, 列で絞り込み, 表示する列,
 * ダウンロード済み). A page passes its own through `words` so a wording change stays one edit there.
 */
export interface AnswerTableWords {
  /** Names the table (and its scrolling region) for screen readers, shown above it. */
  caption: string;
  /** The selection column's header, for screen readers. */
  select: string;
  /** The header checkbox: acts on every answer matching the filters, not only the rows in view. */
  selectAll: (matching: string) => string;
  selectRow: (id: number) => string;
  clearSelection: string;
  /** 「1,200 件を選択中」 */
  selectedCount: (count: string) => string;
  /** 「50,000 件中 1,200 件を表示」 (all: 「50,000 件」): how many answers match the filters, as every list says it. */
  matchingCount: (matching: string, total: string) => string;
  /** Shown as the sort button's tooltip. */
  sortBy: (label: string) => string;
  filterBy: (label: string) => string;
  columns: string;
  /** Why a column cannot be hidden (回答番号). */
  alwaysShown: string;
  resizeColumn: (label: string) => string;
  resizeHint: string;
  /** The visible mark of a flagged (downloaded) answer, and what a screen reader hears for either state. */
  flagMark: string;
  flagOn: string;
  flagOff: string;
  files: (count: number) => string;
  /** No answer has arrived yet. */
  empty: string;
  /** Answers exist, but none matches the filters. */
  noneMatch: string;
  /** A row the server has not sent yet. */
  loading: string;
}

export { formatCount } from '../text/numbers.ts';

export const defaultAnswerTableWords: AnswerTableWords = {
  caption: '回答一覧',
  select: '選択',
  selectAll: (matching) => `絞り込み中の回答 ${matching} 件をすべて選択`,
  selectRow: (id) => `回答番号 ${id} を選択`,
  clearSelection: '選択を解除',
  selectedCount: (selected) => `${selected} 件を選択中`,
  matchingCount: (matching, total) => (matching === total ? `${total} 件` : `${total} 件中 ${matching} 件を表示`),
  sortBy: (label) => `${label}で並べ替え`,
  filterBy: (label) => `${label}を列で絞り込み`,
  columns: '表示する列',
  alwaysShown: '（常に表示）',
  resizeColumn: (label) => `${label}の列幅`,
  resizeHint: '← → キーで列幅を変えられます。',
  flagMark: '済',
  flagOn: 'ダウンロード済み',
  flagOff: '未ダウンロード',
  files: (n) => `添付ファイル ${n} 件`,
  empty: '回答はまだありません。',
  noneMatch: '絞り込みの条件に合う回答はありません。条件を変えてください。',
  loading: '読み込み中…',
};
