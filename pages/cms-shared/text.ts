import { countOf, glossary, shownCount } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';

const { theme, template, page, website, active, inactive } = glossary.cms;
const { states, actions } = glossary;

/** When and by whom a record was last changed, as one cell: 「2026/11/24 12:00（広報 太郎）」. */
export const lastChange = (record: { updatedAt?: string | undefined; updatedBy?: string | null | undefined }) => {
  if (!record.updatedAt) return '';
  const at = japanDateTime(new Date(record.updatedAt));
  return record.updatedBy ? `${at}（${record.updatedBy}）` : at;
};

const listWords = (thing: string) => ({
  searchLabel: `${thing}を名前で検索`,
  caption: `${thing}の一覧`,
  shown: shownCount,
  loading: `${thing}を${states.loading}`,
  emptyTitle: `${thing}はまだ${states.none}`,
  noMatchTitle: `条件に合う${thing}は${states.none}`,
  failedTitle: `${thing}を${states.loadFailed}`,
  failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。少し待ってから再試行してください。',
});

const recordWords = (thing: string) => ({
  loading: `${thing}を${states.loading}`,
  notFoundTitle: `${thing}が${states.notFound}`,
  notFoundDescription: `削除されたか、アドレスが違います。一覧から選び直してください。`,
  loadFailedTitle: `${thing}を${states.loadFailed}`,
  staleCopyTitle: `最新の${thing}を${states.loadFailed}`,
  staleCopyDescription: '一覧にあった内容を表示しています。再試行すると最新の内容を読み込みます。',
  backToList: `${thing}の一覧へ戻る`,
});

/** The words of the theme and template screens. Fields are named as staff know them, the spec's key beside. */
export const cmsPagesText = {
  editorHint: 'Tab で字下げします。Esc を押してから Tab で次の項目へ移ります。',
  name: '名前',
  nameHint: '一覧で見分けられる名前を付けてください。',
  lastChange: '最終更新',
  save: actions.save,
  saveFailed: states.saveFailed,
  edit: (name: string) => `「${name}」を${actions.edit}`,
  remove: (name: string) => `「${name}」を${actions.delete}`,
  theme: {
    ...listWords(theme),
    ...recordWords(theme),
    title: theme,
    description: `${website}の全${page}を囲む枠（head、body、スクリプト、スタイル）です。`,
    emptyDescription: `「${theme}を作成」から名前を付けて作成してください。`,
    create: `${theme}を作成`,
    createTitle: `${theme}の作成`,
    createDescription: `名前を付けて作成し、作成後に中身を編集します。`,
    fields: {
      head: 'head（HTML）',
      body: 'body（HTML）',
      script: 'スクリプト（JavaScript）',
      style: 'スタイル（CSS）',
    },
    hints: {
      head: '<head> に入れる要素です（meta、link など）。',
      body: `{{page}} の位置に各${page}の内容が入ります。`,
      script: `全${page}で読み込まれます。`,
      style: `全${page}に適用されます。`,
    },
    deleteTitle: (name: string) => `${theme}「${name}」を削除しますか？`,
    deleteDescription: `削除した${theme}は元に戻せません。`,
    deleteSubmit: actions.delete,
    deleteFailed: states.deleteFailed,
    usedTitle: (websites: number) => `この${theme}を使っている${website}（${countOf(websites)}）`,
    usedNone: `この${theme}を使っている${website}と${page}はありません。`,
    usedLoading: `この${theme}を使っている${website}と${page}を確認中`,
    usedFailed: `この${theme}を使っている${website}と${page}を確認できませんでした`,
    usedBy: (webName: string, pages: readonly string[]) =>
      pages.length === 0 ? `${webName}（${page}なし）` : `${webName}：${pages.join('、')}`,
    missingTitle: `この${theme}は${states.notFound}`,
    missingDescription: '削除されたか、アドレスが違います。',
  },
  template: {
    ...listWords(template),
    ...recordWords(template),
    title: template,
    description: `${page}の本文を流し込む型です。${active}な${template}だけを${page}で選べます。`,
    emptyDescription: `「${template}を作成」から作成してください。`,
    create: `${template}を作成`,
    createTitle: `${template}の作成`,
    createDescription: `名前とコードを入力して作成します。作成した${template}は${inactive}の状態で始まります。`,
    activeColumn: '状態',
    active,
    inactive,
    activeLabel: (name: string) => `「${name}」を${active}にする`,
    activeHint: `${active}にすると${page}の作成・編集で選べるようになります。`,
    fields: {
      body: '本文（HTML）',
      style: 'スタイル（CSS）',
      script: 'スクリプト（JavaScript）',
      formScript: 'フォーム用スクリプト（JavaScript）',
      formStyle: 'フォーム用スタイル（CSS）',
    },
    hints: {
      body: `{{content}} の位置に${page}の本文が入ります。`,
      style: '',
      script: '',
      formScript: `フォームを埋め込んだ${page}でだけ読み込まれます。`,
      formStyle: `フォームを埋め込んだ${page}でだけ適用されます。`,
    },
    deleteTitle: (name: string) => `${template}「${name}」を削除しますか？`,
    deleteDescription: `削除した${template}は元に戻せません。`,
    deleteSubmit: actions.delete,
    deleteFailed: states.deleteFailed,
    missingTitle: `この${template}は${states.notFound}`,
    missingDescription: '削除されたか、アドレスが違います。',
  },
} as const;
