import { glossary, html } from '../../contract/index.ts';
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
      : html`メール「${subject}」の送信を始めました（${mail.recipients} ${count.toLocaleString('ja-JP')} 人）。`,
  scheduled: (subject: string, when: string) => html`メール「${subject}」を ${when} に${mail.scheduled}しました。`,
  sendFailed: `メールを送信できませんでした。入力した内容はそのまま残っています。もう一度お試しください。`,
  countChanged: (count: number) =>
    `${mail.mailingList}の${mail.member}が変わり、${mail.recipients}は ${count.toLocaleString('ja-JP')} 人になりました。人数を確かめて、もう一度入力してください。`,
  recounting: `${mail.recipients}の人数が変わりました。数え直しています…`,

  // Test send.
  testSent: (to: string | undefined) =>
    to ? `${mail.testSend}しました（送信先：${to}）。` : `${mail.testSend}しました（送信先：あなたのメールアドレス）。`,
  testFailed: `${mail.testSend}できませんでした。`,

  // Cancel.
  cancelled: (subject: string | undefined) =>
    subject?.trim() ? html`メール「${subject.trim()}」の送信を取り消しました。` : 'メールの送信を取り消しました。',
  cancelFailed: `${mail.cancelSend}ができませんでした。`,

  confirmAbove: CONFIRM_ABOVE,
} as const;
