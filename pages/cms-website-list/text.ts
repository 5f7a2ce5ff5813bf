import { countOf, glossary, shownCount, workflowKindLabels } from '../../contract/index.ts';

const { theme, page, website, active } = glossary.cms;
const { group } = glossary.organisation;
const { republish, approver, request } = glossary.workflow;
const { states, actions } = glossary;

const urlHint = 'http:// または https:// で始まるURL。';
// Until the files issue gives an image library, images are given by their address.
const imageHint = `${urlHint}「画像・ファイル管理」にアップロードした画像は、下のボタンから選べます。`;

/** The words of the website screens (/cms/website, its create, edit and delete dialogs, and /cms). */
export const websitePagesText = {
  /** The navigation's word for the screen (spec §2.6 "Web pages"), as every screen's title is. */
  title: glossary.navigation.website,
  description: `${website}ごとに、${page}を表示する${theme}、編集できる${group}、OGP（SNSで共有されたときの表示）を設定します。`,
  searchLabel: `${website}を名前かURLで検索`,
  caption: `${website}の一覧`,
  shown: shownCount,
  loading: `${website}を${states.loading}`,
  emptyTitle: `${website}はまだ${states.none}`,
  emptyDescription: `「${website}を作成」から作成してください。`,
  noMatchTitle: `条件に合う${website}は${states.none}`,
  failedTitle: `${website}を${states.loadFailed}`,
  failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。少し待ってから再試行してください。',
  create: `${website}を作成`,
  columns: { name: '名前', url: 'URL', theme, groups: `編集できる${group}`, pages: page },
  noTheme: `（${theme}なし）`,
  noGroups: 'なし',
  pageCount: countOf,
  edit: (name: string) => `「${name}」を${actions.edit}`,
  remove: (name: string) => `「${name}」を${actions.delete}`,
  form: {
    createTitle: `${website}の作成`,
    editTitle: (name: string) => `「${name}」の編集`,
    description: `* の付いた項目は必須です。`,
    create: actions.create,
    save: actions.save,
    createFailed: '作成できませんでした',
    saveFailed: states.saveFailed,
    name: '名前',
    nameHint: `ナビゲーションと一覧に表示されます。ほかの${website}と違う名前にしてください。`,
    url: 'URL',
    urlHint: `${website}の公開アドレスです（例：https://www.example.go.jp/）。`,
    theme,
    themeHint: `この${website}の${page}を囲む${theme}です。`,
    themePlaceholder: `${theme}を選ぶ`,
    noTheme: `${theme}を使わない`,
    themesLoading: `${theme}を${states.loading}`,
    groups: `編集できる${group}`,
    groupsHint: `選んだ${group}の人が、この${website}の${page}を編集できます（CMSの権限レベル1以上）。`,
    groupsLoading: `${group}を${states.loading}`,
    groupsFailed: `${group}を${states.loadFailed}`,
    favicon: 'ファビコン（favicon）',
    faviconHint: imageHint,
    ogDescription: 'OGPの説明文（ogDescription）',
    ogDescriptionHint: 'SNSで共有されたときに表示される説明です（300文字以内）。',
    ogImage: 'OGP画像（ogImage）',
    ogImageHint: imageHint,
    pickOgImage: 'OGP画像を画像ライブラリから選ぶ',
    pickFavicon: 'ファビコンを画像ライブラリから選ぶ',
    ogURL: 'OGPのURL（ogURL）',
    ogURLHint: `${urlHint}SNSで共有されるときの正規のアドレスです。`,
  },
  /** 「Webサイトの再公開」 (spec §7.1 rePublic): the row's action and its dialog. */
  republish: {
    action: (name: string) => `「${name}」の${republish}`,
    title: republish,
    description: (name: string) =>
      `「${name}」のすべての${page}を、いま公開されている内容のまま公開し直します。${approver}がいる${website}では、${approver}に${request}を送ります。`,
    comment: 'コメント（任意）',
    submit: `${workflowKindLabels.republish}する`,
    failed: `${republish}ができませんでした`,
  },
  remove_: {
    title: (name: string) => `「${name}」を削除しますか？`,
    description: `削除すると元に戻せません。`,
    loading: `${website}を${states.loading}`,
    failedTitle: `${website}を${states.loadFailed}`,
    missingTitle: `${website}が${states.notFound}`,
    missingDescription: '削除されたか、アドレスが違います。一覧から選び直してください。',
    submit: actions.delete,
    failed: states.deleteFailed,
    blockedTitle: '削除できません',
  },
  overview: {
    title: 'CMS',
    description: `編集できる${website}と、その${page}の状態です。`,
    screens: '開ける画面',
    websites: `編集できる${website}`,
    none: `編集できる${website}は${states.none}`,
    noneDescription: `${website}の「編集できる${group}」にあなたの${group}が入ると、ここに表示されます。`,
    pages: (count: number) => `${page} ${countOf(count)}`,
    active: (count: number) => `${active} ${countOf(count)}`,
    noPages: `${page}はまだ${states.none}`,
    lastChange: '最終更新',
    pagesLink: (name: string) => `「${name}」の${page}一覧`,
    settingsLink: `${website}の設定`,
  },
} as const;
