import { glossary } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';

const w = glossary.workflow;
const { page } = glossary.cms;
const { states } = glossary;

/** The words of /cms/{webId}/page/{id}/history (ours): a page's versions, compared. */
export const pageHistoryText = {
  title: `公開${w.history}`,
  description: (title: string | null) =>
    `${title ? `${page}「${title}」` : `この${page}`}の、${w.approve}を依頼した版と公開した版です。2つの版を選んで見比べられます。`,
  backToEditor: `${page}の編集へ戻る`,
  formatTime: (iso: string | null | undefined) => (iso ? japanDateTime(new Date(iso)) : '—'),
  versionLabel: (pageVersion: number) => `版 ${pageVersion}`,
  caption: `${page}の版の一覧`,
  columns: {
    version: '版',
    title: 'タイトル',
    path: 'パス',
    createdBy: '作成者',
    createdAt: '作成日時',
    publishedAt: '公開日時',
    state: '状態',
  },
  live: w.live,
  notPublished: '未公開',
  topPath: '（トップページ）',
  nobody: '—',
  loading: `${page}の版を${states.loading}`,
  failedTitle: `${page}の版を${states.loadFailed}`,
  emptyTitle: `公開${w.history}はまだありません`,
  emptyDescription: `${page}の編集画面で「${w.approve}を依頼」または「${w.emergency}」すると、その版がここに残ります。`,
  compare: {
    heading: '版の比較',
    legend: '比較する版',
    from: '比較元',
    to: '比較先',
    /** One version in the pickers: its number, whether it is live, when it was made. */
    option: (pageVersion: number, live: boolean, createdAt: string) =>
      `版 ${pageVersion}${live ? `（${w.live}）` : ''}・${japanDateTime(new Date(createdAt))}`,
    side: (pageVersion: number, live: boolean) => `版 ${pageVersion}${live ? `（${w.live}）` : ''}`,
    diff: 'HTMLの差分',
    loading: `版の内容を${states.loading}`,
    failedTitle: `版の内容を${states.loadFailed}`,
    goneTitle: 'この版は見つかりません',
    goneBody: '削除されたか、見る権限がありません。一覧から選び直してください。',
    previews: 'プレビュー',
    /** Shown only when the server sent no composed preview (ours, issue 22): the page alone is shown then. */
    previewNote: `${page}の本文だけを表示しています（テーマとテンプレートは含みません）。`,
    previewOf: (side: string, label: string) => `${side}（${label}）のプレビュー`,
  },
} as const;
