import { countOf, formatCount, glossary, html } from '../../contract/index.ts';
import { CONFIRM_ABOVE } from '../../contract/mail.ts';

const { mail } = glossary;

/** Japanese text of mail sending (/mail and /mail/{id}/cancel), in one place. */
export const mailText = {
  // Field checks, before anything is sent.
  noMailing: `${mail.mailingList}を1つ以上選んでください。`,
  notAllowed: `送信できない${mail.mailingList}が選ばれています。選び直してください。`,
  noBody: `${mail.textBody}か${mail.htmlBody}のどちらかを入力してください。`,
  noTime: '送信する日時を入力してください。',
  badTime: '日時を「2026-12-01T09:00」の形で入力してください。',
  pastTime: '送信予約の日時は、今より後にしてください。',

  // Sending.
  sent: (subject: string, count: number | undefined) =>
    count === undefined
      ? html`メール「${subject}」の送信を始めました。`
      : html`メール「${subject}」の送信を始めました（${mail.recipients} ${formatCount(count)} 人）。`,
  scheduled: (subject: string, when: string) => html`メール「${subject}」を ${when} に${mail.scheduled}しました。`,
  sendFailed: `メールを送信できませんでした。入力した内容はそのまま残っています。もう一度お試しください。`,
  countChanged: (count: number) =>
    `${mail.mailingList}の${mail.member}が変わり、${mail.recipients}は ${formatCount(count)} 人になりました。人数を確かめて、もう一度入力してください。`,
  recounting: `${mail.recipients}の人数が変わりました。数え直しています…`,

  // Test send.
  testSent: (to: string | undefined) =>
    to ? `${mail.testSend}しました（送信先：${to}）。` : `${mail.testSend}しました（送信先：あなたのメールアドレス）。`,
  testFailed: `${mail.testSend}できませんでした。`,

  // Cancel.
  cancelled: (subject: string | undefined) =>
    subject?.trim() ? html`メール「${subject.trim()}」の送信を取り消しました。` : 'メールの送信を取り消しました。',
  cancelFailed: `${mail.cancelSend}ができませんでした。`,
} as const;

/** The words of the /mail screen and its cancel dialog. */
export const mailPageText = {
  title: glossary.navigation.mail,
  description: `${mail.mailingList}にメールを送ります。送る前に、受信者の数、表示のされ方、${mail.testSend}で内容を確かめてください。`,
  compose: {
    title: 'メールの作成',
    mailings: `送信先の${mail.mailingList}`,
    mailingsHint: 'あなたの組織が送信できるものだけが表示されます。',
    noMailings: `あなたの組織が送信できる${mail.mailingList}はありません。${mail.mailingList}の管理者に、送信できる組織への追加を依頼してください。`,
    mailingsLoading: `${mail.mailingList}を読み込んでいます`,
    subject: mail.subject,
    text: mail.textBody,
    textHint: `空欄のときは、${mail.htmlBody}から作って送ります。`,
    html: mail.htmlBody,
    htmlHint: '受信者のメールソフトで表示される HTML です。プレビューは安全のため一部のタグを除いて表示します。',
    when: '送信のタイミング',
    now: 'すぐに送信する',
    later: '日時を指定して送信予約する',
    scheduledAt: '送信する日時（日本時間）',
    test: mail.testSend,
    testHint: '自分のメールアドレスにだけ送ります。',
    send: '送信する',
    schedule: '送信予約する',
    sendFailed: 'メールを送信できませんでした',
  },
  recipients: {
    title: mail.recipients,
    count: (count: number) => `${mail.recipients} ${formatCount(count)} 人`,
    duplicates: (count: number) => `複数の${mail.mailingList}にある ${countOf(count)}は 1 通にまとめて数えています。`,
    outsideTitle: (count: number) => `許可ドメイン外のメールアドレスが ${countOf(count)}あります`,
    outsideBody: '送信してよい宛先か確かめてください。',
    more: (count: number) => `ほか ${countOf(count)}`,
    unsubscribe: '配信停止の案内（List-Unsubscribe）を付けて送ります。',
    counting: `${mail.recipients}を数えています`,
    failed: `${mail.recipients}の数をサーバーから受け取れませんでした。送信時にサーバーが確かめます。`,
    none: `${mail.mailingList}を選ぶと、重複を除いた${mail.recipients}の数が表示されます。`,
  },
  preview: {
    title: 'プレビュー（受信者の表示）',
    from: '差出人',
    subject: mail.subject,
    htmlTab: 'HTML',
    textTab: 'テキスト',
    empty: '（この形式の本文はありません）',
    tabs: '本文の表示形式',
    unknownFrom: '（差出人はサーバーが決めます）',
  },
  confirm: {
    title: (count: number) => `${formatCount(count)} 人に送信しますか？`,
    recountTitle: `${mail.recipients}を数え直しています`,
    body: (count: number) =>
      `${mail.recipients}が ${formatCount(CONFIRM_ABOVE)} 人を超えています。送信してよければ、${mail.recipients}の数 ${formatCount(count)} を入力してください。`,
    label: `${mail.recipients}の数`,
    hint: (count: number | null) =>
      count === null ? '数え直しが終わるまでお待ちください。' : `半角数字で ${count} と入力します。`,
    confirm: '送信する',
    cancel: 'キャンセル',
    close: '閉じる',
  },
  history: {
    title: mail.history,
    caption: mail.history,
    status: '状態',
    mailings: mail.mailingList,
    subject: mail.subject,
    recipients: `${mail.recipients}数`,
    sender: '送信者',
    times: '日時',
    scheduledAt: '予約',
    startedAt: '開始',
    finishedAt: '完了',
    cancelledAt: '取消',
    createdAt: '作成',
    progress: (done: number, total: number) => `${formatCount(total)} 人中 ${formatCount(done)} 人 完了`,
    failedCount: (count: number) => `失敗 ${formatCount(count)} 人`,
    cancel: '取り消す',
    cancelLabel: (subject: string) => `「${subject}」の送信を取り消す`,
    emptyTitle: 'まだ送信したメールはありません',
    emptyDescription: '送信または送信予約したメールが、ここに新しい順に表示されます。',
    failedTitle: `${mail.history}を読み込めませんでした`,
    failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。少し待ってから再試行してください。',
    untitled: '（件名なし）',
    unknown: '—',
    showRecipients: '受信者ごとの結果',
    showRecipientsLabel: (subject: string) => `「${subject}」の受信者ごとの結果`,
  },
  recipientsDetail: {
    title: (subject: string) => `「${subject}」の受信者ごとの結果`,
    caption: '受信者ごとの結果',
    email: glossary.session.email,
    status: '結果',
    sentAt: '送信日時',
    attempts: '試行回数',
    error: 'エラー（送信先サーバーの応答）',
    loading: '受信者を読み込んでいます',
    empty: 'この送信には受信者がいません。',
    failedTitle: '受信者ごとの結果を読み込めませんでした',
    failedDescription: '通信が切れたか、サーバーの応答を読み取れませんでした。少し待ってから再試行してください。',
    close: '閉じる',
  },
  cancel: {
    title: (subject: string) => `メール「${subject}」の${mail.cancelSend}`,
    loading: '読み込んでいます',
    missingTitle: 'このメールは見つかりません',
    missingDescription: 'すでに削除されたか、アドレスが違います。',
    scheduled: (when: string) => `${when} に送る予定のメールです。取り消すと、だれにも送信されません。`,
    sending: (sent: number, total: number) =>
      `いま送信中です（${formatCount(total)} 人中 ${formatCount(sent)} 人に送信済み）。取り消すと残りの人には送信されません。すでに送ったメールは取り消せません。`,
    notCancellable: (status: string) => `このメールは「${status}」のため、取り消せません。`,
    submit: '送信を取り消す',
    failed: `${mail.cancelSend}ができませんでした`,
    cancel: '閉じる',
  },
} as const;
