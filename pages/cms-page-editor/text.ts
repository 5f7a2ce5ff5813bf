import { countOf, glossary } from '../../contract/index.ts';
import { pageListText } from '../cms-shared/index.ts';

const { page, template, website, theme, active } = glossary.cms;
const { states, actions } = glossary;

/** The words of the page editor screens (/cms/{webId}/page/create and /cms/{webId}/page/{id}). */
export const pageEditorText = {
  createTitle: `${page}の作成`,
  createDescription: `タイトルとHTMLを入力して作成します。作成した${page}は${glossary.cms.inactive}の状態で始まり、${active}にすると公開されます。`,
  create: `${page}を作成`,
  save: actions.save,
  saveFailed: states.saveFailed,
  backToList: (webName: string) => `「${webName}」の${page}一覧へ戻る`,
  loading: `${page}を${states.loading}`,
  notFoundTitle: `${page}が${states.notFound}`,
  notFoundDescription: '削除されたか、アドレスが違います。一覧から選び直してください。',
  loadFailedTitle: `${page}を${states.loadFailed}`,
  staleCopyTitle: `最新の${page}を${states.loadFailed}`,
  staleCopyDescription: '一覧にあった内容を表示しています。再試行すると最新の内容を読み込みます。',
  unknownWebTitle: pageListText.unknownWebTitle,
  unknownWebDescription: pageListText.unknownWebDescription,
  backToWebsites: pageListText.backToWebsites,
  webLoading: pageListText.webLoading,
  lastChange: '最終更新',
  title: 'タイトル',
  titleHint: `${template}の見出しと、ブラウザのタブに表示されます。`,
  path: 'パス',
  pathHint: (top: string) => `${website}の中でのアドレスです。空欄にするとトップページ（${top}）になります。`,
  template: template,
  noTemplate: `${template}なし（HTMLだけを表示）`,
  templateHint: `${page}の内容を囲むレイアウトです。${active}な${template}から選べます。`,
  inactiveTemplate: (name: string) => `${name}（${glossary.cms.inactive}）`,
  html: 'HTML',
  htmlHint: `${page}の本文です。保存の前にサーバーで検証します（エラーがあると保存できません。警告だけなら保存できます）。`,
  insertImage: '画像を挿入',
  problemsTitle: '検証結果',
  checking: '検証中…',
  checkFailed: 'HTMLを検証できませんでした。保存するとサーバーが検証します。',
  problemWords: {
    none: '問題はありません',
    summary: (errors: number, warnings: number) => `エラー ${countOf(errors)}、警告 ${countOf(warnings)}`,
  },
  previewTitle: 'プレビュー',
  previewDescription: (themeName: string | null) =>
    `公開されたときの見た目です（${theme}：${themeName ?? 'なし'}）。入力が止まると更新されます。${page}のスクリプトは、この画面とは切り離されて動きます。`,
  previewFrame: (title: string) => `「${title || `無題の${page}`}」のプレビュー`,
  activeHint: `${active}な${page}だけが公開されます。`,
  openPublished: '公開中のページを開く',
  /** ours: the page's versions, compared (/cms/{webId}/page/{id}/history). */
  history: `公開${glossary.workflow.history}`,
  remove: (title: string) => `「${title}」を${actions.delete}`,
} as const;
