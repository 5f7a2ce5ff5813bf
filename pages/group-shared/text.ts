import {
  type AccountType,
  areaLabels as areaLabelOf,
  areas,
  formatCount,
  glossary,
  shownCount,
} from '../../contract/index.ts';

/** Every word of the organisation screens (groups and their accounts), in one place; shared terms from the glossary. */

/** The seven areas in the order of `areas` (CMS, FORM, MAIL, MAIL_ADDRESS, ACCOUNT, FORM_ANSWER, CONFIG). */
const areaLabels = areas.map((area) => areaLabelOf[area]);

const accountTypeLabels: Record<AccountType, string> = {
  Default: glossary.session.defaultAccount,
  Msal: glossary.session.msalAccount,
};
/** A type a server of the agency may send that we do not know is shown as it came. */
const accountTypeLabel = (type: string) => accountTypeLabels[type as AccountType] ?? type;

export const groupPagesText = {
  areaLabels,
  accountTypeLabels,
  accountTypeLabel,
  count: formatCount,

  list: {
    title: '組織',
    description: '組織ごとに、機能ごとの権限レベルと所属するアカウントを管理します。',
    create: '組織を作成',
    searchLabel: '組織名で検索',
    caption: '組織の一覧',
    columns: { name: '組織名', description: '説明', levels: '権限レベル', memberCount: 'アカウント数' },
    levelsLabel: (name: string) => `${name}の権限レベル`,
    shown: shownCount,
    loading: '組織の一覧を読み込み中',
    failedTitle: '組織の一覧を読み込めませんでした',
    failedDescription: '通信環境を確認して、もう一度お試しください。',
    emptyTitle: '組織はまだありません',
    emptyDescription: '「組織を作成」から最初の組織を作成してください。',
    noMatchTitle: '該当する組織はありません',
  },

  editor: {
    createTitle: '組織を作成',
    createDescription: '組織名と、機能ごとの権限レベルを決めます。所属するアカウントは作成後に追加します。',
    name: '組織名',
    description: '説明',
    nameHint: '100 文字まで',
    descriptionHint: '500 文字まで',
    levels: '権限レベル',
    levelsHint:
      '機能ごとに 0 以上の数で決めます。0 はその機能を使えません。各欄の下に、そのレベルでサイドメニューに表示される項目を示します。',
    opens: (labels: readonly string[]) =>
      labels.length === 0 ? 'サイドメニューに表示される項目はありません' : `サイドメニュー：${labels.join('、')}`,
    /** Outside the super group a level stops at the user's own (contract/authority.ts). */
    ceiling: (level: number) => `自分の権限レベル（${level}）まで設定できます`,
    raise: (area: string) => `${area}のレベルを上げる`,
    lower: (area: string) => `${area}のレベルを下げる`,
    create: '作成する',
    save: '保存する',
    saveFailed: '保存できませんでした',
  },

  detail: {
    description: '組織の設定と、所属するアカウントを管理します。',
    loading: '組織を読み込み中',
    notFoundTitle: '組織が見つかりません',
    notFoundDescription: '削除されたか、表示する権限がありません。',
    loadFailedTitle: '組織を読み込めませんでした',
    staleCopyTitle: '最新の内容を読み込めませんでした',
    staleCopyDescription: '表示しているのは一覧を読み込んだときの内容です。',
    backToList: '組織の一覧へ戻る',
    settings: '組織の設定',
    accounts: 'アカウント',
    accountsCaption: (name: string) => `「${name}」に所属するアカウント`,
    accountsLoading: 'アカウントを読み込み中',
    accountsFailed: 'アカウントを読み込めませんでした',
    addAccount: 'アカウントを追加',
    columns: {
      name: glossary.organisation.name,
      email: 'メールアドレス',
      type: '種類',
      otp: 'ワンタイムパスワード',
      mustChange: 'パスワード変更',
    },
    otpEnrolled: '登録済み',
    otpNotEnrolled: '未登録',
    otpNotUsed: '使用しない',
    mustChange: '次回ログイン時に必要',
    mustNotChange: '不要',
    changeGroup: `${glossary.organisation.ownGroup}の変更`,
    reset: 'リセット',
    resetNotOffered: 'リセット不可',
    changeGroupNotOffered: '変更不可',
    accountsNotOffered: 'この組織のアカウントは追加・変更できません',
    /** Read after a row's action, so each link names its account. */
    forAccount: (name: string) => `：${name}`,
    noAccountsTitle: 'この組織にはアカウントがありません',
    noAccountsDescription: '「アカウントを追加」から追加できます。',
    delete: '組織を削除',
    deleteTitle: '組織を削除しますか？',
    deleteBody: (name: string) => `組織「${name}」を削除します。削除した組織は元に戻せません。`,
    deleteConfirm: '削除する',
    deleteFailed: '削除できませんでした',
  },

  accountCreate: {
    title: 'アカウントを追加',
    description: (group: string | undefined) =>
      group ? `組織「${group}」にアカウントを追加します。` : 'この組織にアカウントを追加します。',
    name: glossary.organisation.name,
    email: 'メールアドレス',
    emailHint: '許可されたドメインのメールアドレスだけを登録できます。',
    type: '種類',
    typeHint:
      '通常：メールアドレス、パスワード、ワンタイムパスワードでログインします。組織アカウント：組織のクラウドIDでログインします。',
    workflow: 'ワークフロー（承認）に参加する',
    submit: '追加する',
    cancel: 'キャンセル',
    failed: '追加できませんでした',
    created: (name: string) => `アカウント「${name}」を追加しました`,
    msalNote: '組織のクラウドIDでログインするため、パスワードはありません。',
    notOffered: 'この組織にはアカウントを追加できません',
    close: '閉じる',
  },

  secret: {
    label: '仮パスワード',
    once: 'この仮パスワードは、この画面を閉じると二度と表示されません。',
    copy: '閉じる前にコピーし、本人へ安全な方法で伝えてください。',
    firstSignIn: '本人は最初のログイン時に、自分で決めたパスワードへの変更を求められます。',
    nextSignIn: '本人は次のログイン時に、自分で決めたパスワードへの変更を求められます。',
  },

  move: {
    title: `${glossary.organisation.ownGroup}の変更`,
    description: (name: string, group: string) => `アカウント「${name}」の所属を「${group}」から変更します。`,
    target: '移動先の組織',
    current: (name: string) => `${name}（現在の所属）`,
    notAllowed: (name: string) => `${name}（選べません）`,
    notAllowedHint: '自分より高い権限レベルを持つ組織と、システム管理組織は選べません。',
    notOffered: 'このアカウントの所属組織は変更できません',
    submit: '変更する',
    cancel: 'キャンセル',
    failed: '変更できませんでした',
  },

  reset: {
    title: (name: string) => `アカウント「${name}」をリセットしますか？`,
    description: (name: string, email: string) =>
      `「${name}」（${email}）の、選んだ項目をリセットします。元に戻せません。`,
    choices: 'リセットする項目',
    password: 'パスワード',
    passwordHint: '新しい仮パスワードを発行します。本人は次のログイン時に変更を求められます。',
    otp: 'ワンタイムパスワードの登録',
    otpHint: '本人は次のログイン時に、ワンタイムパスワードを登録し直します。',
    submit: 'リセットする',
    cancel: 'キャンセル',
    failed: 'リセットできませんでした',
    doneTitle: 'リセットが完了しました',
    notOffered: 'このアカウントはリセットできません',
    doneDescription: (name: string, email: string) => `「${name}」（${email}）のリセット結果です。`,
    done: (name: string) => `アカウント「${name}」をリセットしました`,
    otpDone: 'ワンタイムパスワードの登録を解除しました。次のログイン時に登録し直します。',
    close: '閉じる',
  },

  accountMissingTitle: 'アカウントが見つかりません',
  accountMissingDescription: '削除されたか、ほかの組織へ移動した可能性があります。',
  accountLoading: 'アカウントを読み込み中',
  accountLoadFailedTitle: 'アカウントを読み込めませんでした',
} as const;
