import { glossary } from '../../contract/index.ts';

const { signIn, signOut, email, password, oneTimeCode, msalAccount } = glossary.session;

/** Japanese texts the session model puts into global messages and form errors (the screens' own live in pages/). */
export const sessionText = {
  signInFailed: `${signIn}に失敗しました。入力内容を確認してください。`,
  passwordChangeFailed: `${password}を変更できませんでした。`,
  passwordChanged: `${password}を変更しました。`,
  /** The link in the info message after a verified login that came with a message (spec §8). */
  changePasswordLink: `${password}を変更する`,
  signedOutForInactivity: `一定時間操作がなかったため、${signOut}しました。`,
  serverSignOutUnconfirmed: `この画面からは${signOut}しましたが、サーバー側の${signOut}を確認できませんでした。共用のパソコンでは、ブラウザーをすべて閉じてください。`,
  /** The start-up check failed for another reason than "not signed in": the reason follows. */
  checkFailed: (reason: string) => `${signIn}の状態を確認できませんでした。${reason}`,
  sessionLost: `セッションの有効期限が切れました。もう一度${signIn}してください。`,
  emailRequired: `${email}を入力してください`,
  emailFormat: `${email}の形式が正しくありません`,
  passwordRequired: `${password}を入力してください`,
  codeFormat: '6桁の数字を入力してください',
  codeRequired: `${oneTimeCode}を入力してください`,
  confirmationMismatch: `確認用の${password}が一致しません`,
  confirmationRequired: '確認のため、もう一度入力してください',
  currentPasswordRequired: `現在の${password}を入力してください`,
  newPasswordSame: `現在と異なる${password}を入力してください`,
  restored: '前回の入力内容を復元しました。内容を確認してから保存してください。',
  nothingToFill: '前回の入力内容を復元できませんでした。元の画面に同じ入力欄が見つかりません。',
  msalNotConfigured: `${msalAccount}での${signIn}は、このコンソールでは設定されていません。`,
  msalFailed: `${msalAccount}での${signIn}に失敗しました。${glossary.states.tryAgain}`,
} as const;
