/**
 * The product's shared words: one term per concept, used by every screen and message (STYLE.md "Text").
 * A domain keeps its own wording in its own text file and takes from here only what several domains name:
 * the sign-in words, the areas, the organisation words, the common actions and states, and the side
 * navigation's labels (spec §2.6). Change a term here and every screen follows.
 */
export const glossary = {
  session: {
    /** The one pair for the session: the routes (/login/…) and screens say ログイン, so the header button says ログアウト too (not サインアウト, not サインイン). */
    signIn: 'ログイン',
    signOut: 'ログアウト',
    email: 'メールアドレス',
    password: 'パスワード',
    /** The 6-digit code of the authenticator app: ワンタイムパスワード, never ワンタイムコード. */
    oneTimeCode: 'ワンタイムパスワード',
    authenticatorApp: '認証アプリ',
    /**
     * An account that signs in through the agency's Microsoft Entra ID. 組織アカウント is Microsoft's own Japanese
     * name for a work account, so staff know it; it is not an account of one of our 組織 (groups).
     */
    msalAccount: '組織アカウント',
    msalAccountLong: '組織アカウント（Microsoft Entra ID）',
    /** The account type `Default`: e-mail, password and one-time password. */
    defaultAccount: '通常',
  },

  organisation: {
    /** A group of accounts (spec: group). Always 組織, never グループ. */
    group: '組織',
    /** The group an account belongs to (its `groupId`): not 所属グループ. */
    ownGroup: '所属組織',
    /** Group id 1, which passes every area check: not システム管理グループ. Its seeded name (システム管理) is data. */
    superGroup: 'システム管理組織',
    account: 'アカウント',
    /** A person's name on an account. */
    name: '氏名',
    /** The number per area (spec §6): 0 means the area cannot be used. */
    permissionLevel: '権限レベル',
    /** One of the seven `areas`, as staff see it: 機能 (see `areaLabels`). */
    area: '機能',
  },

  /** Button words: the verb form a button shows. A screen that needs more names the thing: 「組織を作成」. */
  actions: {
    create: '作成する',
    add: '追加する',
    save: '保存する',
    change: '変更する',
    delete: '削除する',
    discard: '破棄する',
    cancel: 'キャンセル',
    close: '閉じる',
    /** Reload the whole page (after an error the page cannot recover from). */
    reload: '再読み込み',
    /** Try a failed load again, in place: not 再読み込み, which reloads the page. */
    retry: '再試行',
    backToSignIn: 'ログイン画面へ戻る',
    /** Sends a notice to every signed-in user: not 配信する, not 投稿する. */
    send: '送信する',
    edit: '編集する',
  },

  /** States and their standard sentences; a screen prefixes the thing: 「お知らせを読み込み中」. */
  states: {
    loading: '読み込み中',
    loadFailed: '読み込めませんでした',
    saveFailed: '保存できませんでした',
    deleteFailed: '削除できませんでした',
    notFound: '見つかりません',
    none: 'ありません',
    /** What every failure message ends with when trying again may help. */
    tryAgain: 'もう一度お試しください。',
    /** A screen or dialog of a domain not built yet. */
    notReady: '準備中',
  },

  /**
   * The side navigation (spec §2.6), keyed as in model/navigation, and the title of the screen each entry
   * opens: the entry for / and the page it opens are both ホーム (the page shows the account, the recent
   * notices and what the user may open, so neither お知らせ nor 概要 names it). The /setting entry is
   * システム設定, a staff word, not 環境変数設定.
   */
  navigation: {
    home: 'ホーム',
    group: '組織',
    groupCreate: '組織の作成',
    cms: 'CMS',
    theme: 'テーマ',
    template: 'テンプレート',
    files: '画像・ファイル管理',
    website: 'Webページ',
    form: 'フォーム',
    formCreate: 'フォーム定義',
    formAnswer: 'フォーム回答',
    mail: 'メール送信',
    mailing: 'メーリングリスト',
    mailingCreate: 'メールアドレスの追加',
    workflow: 'ワークフロー',
    author: '承認者管理',
    notice: 'お知らせ配信',
    setting: 'システム設定',
    passwordChange: 'パスワード変更',
  },

  /** Notices (spec §2.8) are お知らせ everywhere: the bell, the overview's list, the messages. */
  notice: 'お知らせ',

  /** The marks on a notice, the same in the bell, the overview and /notice (spec §2.8). */
  noticeMarks: {
    unread: '未読',
    important: '重要',
    /** A notice sent without a title (the title is ours and optional). */
    untitled: '（件名なし）',
    /** The kind of a notice (spec §3 type); its five values are `noticeTypeLabels`. */
    type: '種類',
  },

  /** The CMS (spec §3 theme, template, page, web; §4 the active flag). */
  cms: {
    /** The frame a website's pages are shown in (spec theme): テーマ, as the navigation says. */
    theme: 'テーマ',
    /** The layout a page is written into (spec template): テンプレート. */
    template: 'テンプレート',
    page: 'ページ',
    /** A site (spec web): Webサイト, not サイト alone, not ホームページ. */
    website: 'Webサイト',
    /** The flag of spec §4 on a template or page: 有効 / 無効, not 公開 (publishing is the workflow's). */
    active: '有効',
    inactive: '無効',
  },

  /** Approval workflows and approvers (issue 22; spec §3 workflow and webAuthor, §4 the workflow actions). */
  workflow: {
    /** One request to publish (spec workflow): 依頼, as in 承認を依頼; never 申請. */
    request: '承認依頼',
    /** The account that made a request. */
    requester: '依頼者',
    /** An account that approves a website's or a group's requests (spec webAuthor): 承認者. */
    approver: '承認者',
    /** The order approvers act in. */
    step: '承認段階',
    approve: '承認',
    /** Sent back to the requester with a comment: 差し戻し, never 返却. */
    remand: '差し戻し',
    /** Closed with a reason: 却下, never 否認. */
    reject: '却下',
    /** The same request again, bound to the page as it stands. */
    resubmit: '再依頼',
    /** Published at once, reviewed afterwards. */
    emergency: '緊急公開',
    /** A whole website published again (spec rePublic). */
    republish: 'Webサイトの再公開',
    /** The states (contract/workflowMachine.ts). */
    pending: '承認待ち',
    remanded: '差し戻し中',
    published: '公開済み',
    rejected: '却下済み',
    /** An emergency published, waiting for an approver to look at it. */
    review: '事後確認待ち',
    approved: '確認済み',
    /** A request whose page was edited after it. */
    outdated: '依頼後に変更あり',
    /** What the public sees now, and what a request would publish. */
    live: '公開中',
    requested: '依頼内容',
    history: '履歴',
  },

  /** Mailing lists and mail sending (spec §3 mailing, mail history; issue 19). */
  mail: {
    /** A list of addresses mail is sent to (spec mailing): メーリングリスト, never 配信リスト or ML. */
    mailingList: 'メーリングリスト',
    /** One address on a list (spec members): 宛先, as the settings' purpose 「メーリングリストの宛先」 says; never メンバー. */
    member: '宛先',
    /** The groups that may send to a list (spec allowGroup): 送信できる組織 (組織, never グループ). */
    allowedSenders: '送信できる組織',
    /** The people a mail goes to, after removing duplicates across lists. */
    recipients: '受信者',
    subject: '件名',
    /** The plain-text part of a mail. */
    textBody: 'テキスト本文',
    /** The HTML part of a mail. */
    htmlBody: 'HTML本文',
    /** A send of the composed mail to the sender's own address only. */
    testSend: 'テスト送信',
    /** A mail set to go at a later time; also its state. */
    scheduled: '送信予約',
    /** The list of mails sent and scheduled (spec mail history). */
    history: '送信履歴',
    /** Stopping a scheduled mail or one being sent (/mail/{id}/cancel): 送信の取り消し. */
    cancelSend: '送信の取り消し',
  },

  /** Forms (spec §3 form; issue 20) and the answers the public sends. */
  form: {
    form: 'フォーム',
    /** One question of a form (spec items): 項目, never 質問 or フィールド. */
    item: '項目',
    itemType: '項目の種類',
    required: '必須',
    /** The text under an item's label. */
    help: '説明文',
    /** The values of a choice item. */
    options: '選択肢',
    /** What one person sent (spec form answer): 回答, never 応募 or 投稿. */
    answer: '回答',
    answerCount: '回答数',
    /** limitAnswer (0 = no limit). */
    limitAnswer: '回答数の上限',
    noLimit: '上限なし',
    /** startDate–endDate. */
    period: '受付期間',
    startDate: '受付開始日時',
    endDate: '受付終了日時',
    status: '受付状態',
    /** The account that made the form (ours). */
    owner: '作成者',
    /** spec subOwner: 共同管理者, never サブオーナー. */
    subOwner: '共同管理者',
    /** useNotice: a notice to the form's owners when an answer arrives. */
    useNotice: '回答をお知らせで受け取る',
    /** isMailSend: a receipt to the answerer's address. */
    isMailSend: '回答者に受付メールを送る',
    isMailWithContent: '受付メールに回答内容を含める',
    allowJs: 'JavaScriptを使う',
    /** successContent: shown to the answerer after a valid answer. */
    successContent: '受付完了の表示',
    /** errorContent: shown when an answer cannot be taken (outside the period, over the limit). */
    errorContent: '受付できないときの表示',
    /** The form's own public address on the reference server. */
    publicAddress: '公開アドレス',
    preview: 'プレビュー',
    /** A receipt mailed to the answerer. */
    receipt: '受付メール',
  },

  /** Form answers (/form-answer, issue 21). 回答 is glossary.form.answer. */
  formAnswer: {
    /** The screen and its navigation entry (spec §2.6). */
    title: 'フォーム回答',
    total: '回答数',
    /** Answers nobody has downloaded yet. */
    notDownloaded: '未ダウンロード',
    lastAnsweredAt: '最終回答日時',
    /** An answer's own number (its id). */
    answerId: '回答番号',
    receivedAt: '受付日時',
    files: '添付ファイル',
    downloaded: 'ダウンロード済み',
    /** Answers that arrived while the table was open, held until the reader shows them. */
    newAnswers: '新しい回答',
    /** Taking answers away for good (remove-row): 削除, as every delete. */
    remove: '削除',
    download: 'ダウンロード',
    /** What a download holds. */
    scope: {
      selected: '選択した回答',
      filtered: '絞り込み中の回答',
      all: 'すべての回答',
    },
    /** The file kinds a download is made as. */
    formats: {
      csv: 'CSV（UTF-8）',
      'csv-sjis': 'CSV（Shift_JIS）',
      xlsx: 'Excel（.xlsx）',
      zip: 'ZIP（CSVと添付ファイル）',
    },
    /** An export made on the server (a job): 書き出し. */
    export: '書き出し',
    exportStates: {
      queued: '待機中',
      running: '書き出し中',
      done: '完了',
      failed: '失敗',
      cancelled: '取り消し',
    },
    /** Characters Shift_JIS (CP932) cannot write. */
    lackingChars: 'Shift_JISにない文字',
    search: '回答を検索',
    columnFilter: '列で絞り込み',
    columns: '表示する列',
  },

  /** The system settings (/setting, spec §3 config and domain). */
  setting: {
    /** signinAge (spec §4, §9): the time without any click after which the console signs out. */
    signinAge: '自動ログアウトまでの時間',
    /** A unit the limit is typed in. */
    minutes: '分',
    /** An e-mail domain the system accepts (spec §3 domain): 許可ドメイン, never 許可されたドメイン or ホワイトリスト. */
    allowedDomain: '許可ドメイン',
    /** ours: what the domain's addresses may be used for. */
    purpose: '用途',
    purposes: {
      any: 'すべて',
      account: 'アカウントのメールアドレス',
      mailing: 'メーリングリストの宛先',
    },
    /** ours: a note for staff on a record. */
    note: '備考',
    /** ours: who last changed a record, and when. */
    updatedBy: '最終更新者',
    updatedAt: '最終更新日時',
  },
} as const;

/**
 * The seven permission areas (spec §3, §6), in the order of `areas`, one label each for every screen (the
 * overview's permission table, the organisation screens' level columns, messages). Each is the side
 * navigation's word for the area's main entry, so a level and the menu it opens read alike.
 */
export const areaLabels = {
  CMS: 'CMS',
  FORM: 'フォーム',
  MAIL: 'メール送信',
  MAIL_ADDRESS: 'メーリングリスト',
  ACCOUNT: '組織・アカウント',
  FORM_ANSWER: 'フォーム回答',
  /** The area of the system's settings, notices, approvers and themes; the same word as its /setting entry. */
  CONFIG: 'システム設定',
} as const;
