/** Japanese texts the session model puts into global messages and form errors (the screens' own live in pages/). */
export const sessionText = {
  signInFailed: 'ログインに失敗しました。入力内容を確認してください。',
  passwordChangeFailed: 'パスワードを変更できませんでした。',
  passwordChanged: 'パスワードを変更しました。',
  /** The link in the info message after a verified login that came with a message (spec §8). */
  changePasswordLink: 'パスワードを変更する',
  signedOutForInactivity: '一定時間操作がなかったため、サインアウトしました。',
  sessionLost: 'セッションの有効期限が切れました。もう一度ログインしてください。',
  emailRequired: 'メールアドレスを入力してください',
  emailFormat: 'メールアドレスの形式が正しくありません',
  passwordRequired: 'パスワードを入力してください',
  codeFormat: '6桁の数字を入力してください',
  codeRequired: 'ワンタイムパスワードを入力してください',
  confirmationMismatch: '確認用のパスワードが一致しません',
  confirmationRequired: '確認のため、もう一度入力してください',
  currentPasswordRequired: '現在のパスワードを入力してください',
  restored: '前回の入力内容を復元しました。内容を確認してから保存してください。',
  nothingToFill: '前回の入力内容を復元できませんでした。元の画面に同じ入力欄が見つかりません。',
  msalNotConfigured: '組織アカウントでのサインインは、このコンソールでは設定されていません。',
  msalFailed: '組織アカウントでのサインインに失敗しました。もう一度お試しください。',
} as const;
