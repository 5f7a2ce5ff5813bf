import { countOf, formatCount, glossary, html, shownCount } from '../../contract/index.ts';
import { addressVerdictLabels } from '../../contract/mailAddresses.ts';

const { member, allowedSenders, mailingList } = glossary.mail;

/**
 * Japanese text of the mailing-list models and screens (issue 19), in one place. An address on a list is a
 * 宛先 and the groups that may send to it are 送信できる組織 (contract/glossary.ts `mail`). Messages are HTML:
 * every name or address typed by a user goes through `html`.
 */
export const mailingText = {
  mailingList,
  member,
  allowedSenders,
  created: (name: string) => html`${mailingList}「${name}」を作成しました。`,
  saved: (name: string) => html`${mailingList}「${name}」を保存しました。`,
  assigned: (name: string) => html`${mailingList}「${name}」の${allowedSenders}を保存しました。`,
  removed: (name: string) => html`${mailingList}「${name}」を削除しました。`,
  memberRemoved: (email: string) => html`${member}「${email}」を削除しました。`,
  membersAdded: (count: number) => `${member}を ${countOf(count)}追加しました。`,
  createFailed: '作成できませんでした。',
  saveFailed: '保存できませんでした。',
  deleteFailed: '削除できませんでした。',
  addFailed: '追加できませんでした。',
  stale: `他の人が先にこの${mailingList}を保存しました。両方の内容を見比べてから保存し直してください。`,
  /** A verdict the server answered for an address it did not add; one we do not know is shown as it came. */
  refusedVerdict: (verdict: string) =>
    verdict in addressVerdictLabels ? addressVerdictLabels[verdict as keyof typeof addressVerdictLabels] : verdict,
  readFileFailed: 'ファイルを読み込めませんでした。UTF-8 または Shift_JIS のテキスト・CSV ファイルを選んでください。',
  tooMany: (max: number) => `一度に追加できるのは ${countOf(max)}までです。分けて追加してください。`,
} as const;

/** The words of the mailing-list screens (/mailing and the dialogs over it). */
export const mailingPagesText = {
  count: formatCount,
  name: 'メーリングリスト名',
  nameHint: '100 文字まで',
  type: '種類',
  memberCount: `${member}の数`,
  /** A group named only by its id (the group list could not be read). */
  groupById: (id: number) => `組織 #${id}`,
  noSenders: '（なし：システム管理の組織だけが送信できます）',
  backToList: `${mailingList}の一覧へ戻る`,
  loading: `${mailingList}を読み込み中`,
  notFoundTitle: `${mailingList}が見つかりません`,
  notFoundDescription: '削除されたか、URL が正しくない可能性があります。',
  loadFailedTitle: `${mailingList}を読み込めませんでした`,
  createFailed: '作成できませんでした',
  saveFailed: '保存できませんでした',
  deleteFailedTitle: '削除できませんでした',

  list: {
    title: mailingList,
    description: `メールを送る宛先の一覧です。${member}と、${allowedSenders}を管理します。`,
    create: `${mailingList}を作成`,
    searchLabel: `${mailingList}名で検索`,
    caption: `${mailingList}の一覧`,
    shown: shownCount,
    loading: `${mailingList}の一覧を読み込み中`,
    failedTitle: `${mailingList}の一覧を読み込めませんでした`,
    failedDescription: '通信環境を確認して、もう一度お試しください。',
    emptyTitle: `${mailingList}はまだありません`,
    emptyDescription: `「${mailingList}を作成」から作成してください。`,
    noMatchTitle: `該当する${mailingList}はありません`,
    remove: (name: string) => `「${name}」を削除`,
  },

  create: {
    title: `${mailingList}の作成`,
    description: `名前と種類を決めます。${member}は作成後に追加します。種類は後から変えられません。`,
    submit: '作成する',
    typeHint: '送る相手によって選びます。',
  },

  detail: {
    save: '保存する',
    typeFixed: '種類は作成後に変えられません。',
    senders: allowedSenders,
    sendersDescription: 'これらの組織のアカウントが、このメーリングリストにメールを送れます。',
    assign: `${allowedSenders}を設定`,
    members: member,
    addMembers: `${member}を追加`,
    remove: `${mailingList}を削除`,
    membersCaption: (name: string) => `「${name}」の${member}`,
    searchLabel: 'メールアドレスで検索',
    shown: shownCount,
    membersLoading: `${member}を読み込み中`,
    membersFailed: `${member}を読み込めませんでした`,
    emptyTitle: `${member}はまだありません`,
    emptyDescription: `「${member}を追加」から、メールアドレスを貼り付けるかファイルで追加してください。`,
    noMatchTitle: `該当する${member}はありません`,
    email: 'メールアドレス',
    removeMember: '削除',
    forMember: (email: string) => `：${email}`,
    pager: `${member}のページ`,
    staleCopyTitle: '最新の内容を読み込めませんでした',
    staleCopyDescription: '表示しているのは一覧で読み込んだ内容です。再試行してください。',
  },

  remove: {
    title: (name: string) => `「${name}」を削除しますか？`,
    description: 'メーリングリストを削除します。元に戻せません。',
    submit: '削除する',
    force: '強制的に削除する',
    forceTitle: '使用中のため削除できませんでした',
    forceDescription: `強制的に削除すると、${member}をすべて削除し、送信予約・送信中のメールを取り消します。送信履歴は残ります。`,
  },

  memberRemove: {
    title: (email: string) => `${member}「${email}」を削除しますか？`,
    description: 'この宛先には、このメーリングリストへのメールが届かなくなります。',
    submit: '削除する',
    missingTitle: `${member}が見つかりません`,
  },

  assign: {
    title: (name: string) => `「${name}」の${allowedSenders}`,
    description: `チェックした組織のアカウントが、このメーリングリストにメールを送れます。システム管理の組織は常に送れます。`,
    submit: '保存する',
    legend: allowedSenders,
    byIdNote: '組織の一覧を読み込めないため、組織を番号で表示しています。',
    byIdLabel: '組織の番号',
    byIdAdd: '番号で追加',
    none: '組織がありません。',
  },

  add: {
    title: (name: string) => `「${name}」に${member}を追加`,
    description:
      'メールアドレスを 1 行に 1 件、またはカンマ区切りで貼り付けるか、CSV・テキストファイルを選んでください。保存する前に、すべての宛先の確認結果を表示します。',
    paste: 'メールアドレス',
    pasteHint: '例：yamada@example.go.jp（「山田 <yamada@example.go.jp>」の形や、CSV の表も読み取れます）',
    file: 'CSV・テキストファイル',
    fileHint: 'UTF-8 または Shift_JIS。メールアドレスの列を読み取ります。',
    fileRead: (name: string) => `「${name}」を読み込みました。`,
    submit: (addable: number) => `${countOf(addable)}を追加する`,
    nothingToAdd: '追加できる宛先がありません',
    problemsOnly: '問題のある宛先だけ表示',
    caption: '宛先ごとの確認結果',
    summary: '確認結果の件数',
    line: '行',
    address: 'メールアドレス',
    verdict: '確認結果',
    pager: '確認結果のページ',
    empty: '表示する宛先はありません',
    sending: (done: number, total: number) => `${countOf(total)}中 ${countOf(done)}を送信しました`,
    stop: '残りの送信をやめる',
    resultTitle: (added: number, refused: number) =>
      refused === 0
        ? `${countOf(added)}を追加しました`
        : `${countOf(added)}を追加し、${countOf(refused)}は追加されませんでした`,
    resultCaption: '宛先ごとの結果',
    resultSummary: '結果の件数',
    added: '追加しました',
    notAdded: '追加されませんでした',
    failedTitle: '追加できませんでした',
    missingTitle: `${mailingList}が見つかりません`,
    membersFailed: `いまの${member}を読み込めませんでした。登録済みかどうかは追加するときにサーバーが確かめます。`,
  },
} as const;
