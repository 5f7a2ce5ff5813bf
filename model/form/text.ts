import { formatCount, glossary, html, shownCount } from '../../contract/index.ts';

const words = glossary.form;
const { form, item, answer, subOwner, owner, limitAnswer } = words;

/**
 * Japanese text of the form models and screens (issue 20), in one place. The terms are the glossary's
 * (`glossary.form`: 項目, 回答, 共同管理者, 受付期間…). Messages are HTML: every name a user typed goes through `html`.
 */
export const formText = {
  ...words,
  name: `${form}名`,
  website: glossary.cms.website,
  created: (name: string) => html`${form}「${name}」を作成しました。`,
  saved: (name: string) => html`${form}「${name}」を保存しました。`,
  removed: (name: string) => html`${form}「${name}」を削除しました。`,
  subOwnersAdded: (names: string) => html`${subOwner}に ${names} を追加しました。`,
  subOwnerRemoved: (name: string) => html`${subOwner}から ${name} を外しました。`,
  createFailed: '作成できませんでした。',
  saveFailed: '保存できませんでした。',
  deleteFailed: '削除できませんでした。',
  addFailed: '追加できませんでした。',
  removeFailed: '外せませんでした。',
  stale: `他の人が先にこの${form}を保存しました。両方の内容を見比べてから保存し直してください。`,
  webRequired: `${glossary.cms.website}を選んでください。`,
  /** Items of a type this console does not know (another server's): kept as they are, never saved over. */
  unknownItems: (count: number) =>
    `この${form}には、このコンソールが扱えない種類の${item}が ${formatCount(count)} 件あります。内容を失わないよう、保存できません。`,
  unknownStatus: (status: string) =>
    html`${words.status}「${status}」はこのコンソールでは扱えないため、保存できません。`,
  itemsInvalid: `${item}に直すところがあります。`,
  pickSubOwner: `${subOwner}にする人を1人以上選んでください。`,
  /** Why the user may not change this form (the server refuses with 403). */
  notEditable: `この${form}を変更できるのは、${owner}、${subOwner}、またはフォームの管理権限（レベル4以上）を持つ人だけです。`,
  notCreatable: `${form}を作成する権限がありません。`,
  openNeedsItems: `${item}が1つもないため、受付を開始できません。`,
  /** The answer count going with a deleted form; a server without counts is said so. */
  answersGo: (count: number | undefined) =>
    count === undefined
      ? `この${form}に届いた${answer}もすべて削除されます。元に戻せません。`
      : count === 0
        ? `この${form}にはまだ${answer}がありません。元に戻せません。`
        : `この${form}に届いた${answer} ${formatCount(count)} 件も一緒に削除されます。元に戻せません。`,
  limitHint: `0 は${words.noLimit}です。`,
  limitLabel: limitAnswer,
} as const;

/** Words of the form screens (/form, /form/create, /form/{id}, /form/{id}/delete). */
export const formPagesText = {
  list: {
    title: form,
    description: `${form}の一覧です。${form}を作成・編集し、受付を開始・終了します。`,
    create: `${form}を作成`,
    searchLabel: `${form}名で検索`,
    caption: `${form}の一覧`,
    shown: shownCount,
    loading: `${form}を読み込んでいます`,
    emptyTitle: `${form}はまだありません`,
    emptyDescription: `「${form}を作成」から作成できます。`,
    noMatchTitle: `条件に合う${form}はありません`,
    failedTitle: `${form}の一覧を読み込めませんでした`,
    failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。再試行してください。',
    statusFilter: words.status,
    websiteFilter: glossary.cms.website,
    all: 'すべて',
    clear: '絞り込みを解除',
    answers: `${answer}数／上限`,
    remove: (name: string) => `「${name}」を削除`,
  },
  editor: {
    createTitle: `${form}の作成`,
    backToList: `${form}の一覧へ戻る`,
    basics: '基本設定',
    items: item,
    display: '表示',
    preview: words.preview,
    previewTitle: (name: string) => `${words.preview}：${name}`,
    previewNote: '公開されたときの見え方です（送信はできません）。',
    publish: '公開',
    subOwners: subOwner,
    status: words.status,
    save: glossary.actions.save,
    create: glossary.actions.create,
    remove: glossary.actions.delete,
    websitePlaceholder: `${glossary.cms.website}を選ぶ`,
    fixedAfterCreate: '作成したあとは変えられません（作成時だけ決める設定です）。',
    periodHint: '空欄は「指定なし」です。',
    htmlHint: 'HTMLで書けます。下に表示の見本が出ます（危険なタグは取り除かれます）。',
    sanitizedPreview: '見本',
    publicAddressNone: `${words.publicAddress}はこのサーバーから届いていません。`,
    placeHow: (id: number) => `ページのHTMLに {{form:${id}}} と書くと、そのページにフォームが表示されます`,
    marker: (id: number) => `{{form:${id}}}`,
    copy: 'コピー',
    copied: 'コピーしました。',
    copyFailed: 'コピーできませんでした。手で選んでコピーしてください。',
    publishBeforeCreate: `作成すると、${words.publicAddress}とページへの置き方が表示されます。`,
    ownerUnknown: '（このサーバーからは届いていません）',
    noSubOwners: `${subOwner}はいません。`,
    addSubOwner: `${subOwner}を追加`,
    removeSubOwner: (name: string) => `${name}を${subOwner}から外す`,
    removeSubOwnerTitle: `${subOwner}から外しますか？`,
    removeSubOwnerBody: (name: string) =>
      `${name}はこの${form}を変更できなくなります。あとで追加し直すこともできます。`,
    removeConfirm: '外す',
    subOwnersById: (ids: readonly number[]) => `アカウント #${ids.join('、#')}`,
    currentStatus: '現在の受付状態',
    statusMoveNote: '押すと、入力中の内容も一緒に保存されます。',
    keptItemsTitle: '扱えない項目',
    keptItem: (label: string, type: string) => `${label}（種類：${type}）`,
    loading: `${form}を読み込んでいます`,
    notFoundTitle: `${form}が見つかりません`,
    notFoundDescription: `削除されたか、アドレスが違います。${form}の一覧から選び直してください。`,
    loadFailedTitle: `${form}を読み込めませんでした`,
    staleCopyTitle: '最新の内容を読み込めませんでした',
    staleCopyDescription: '一覧にある内容を表示しています。再試行してください。',
    saveFailedTitle: '保存できませんでした',
    unsaved: '保存していない変更があります',
  },
  subOwnerAdd: {
    title: `${subOwner}を追加`,
    description: `${form}を一緒に管理する人を選びます。${subOwner}はこの${form}を編集・削除できます。`,
    searchLabel: '名前・組織で検索',
    submit: '追加',
    failed: '追加できませんでした',
    loading: '候補を読み込んでいます',
    none: `追加できる人がいません（フォームの管理権限を持つ人だけが${subOwner}になれます）。`,
    noMatch: '検索に合う人がいません。',
    picked: (count: number) => `${formatCount(count)} 人を選択中`,
    candidatesLabel: `${subOwner}の候補`,
  },
  remove: {
    title: (name: string) => `${form}「${name}」を削除しますか？`,
    submit: glossary.actions.delete,
    failed: glossary.states.deleteFailed,
  },
  noPeriod: '指定なし',
  missing: '—',
} as const;
