import { authMessages } from '../../auth/messages.ts';

/** Every Japanese text the sign-in endpoints answer, in one place (the core's own texts live in auth/messages.ts). */
export const signInMessages = {
  /** One text for an unknown e-mail, an identity-provider account and a wrong password: it reveals no account. */
  wrongCredentials: 'メールアドレスまたはパスワードが正しくありません。',
  wrongCode: 'ワンタイムパスワードが正しくありません。',
  /** Enrolment was asked for a secret other than the one this server handed out last. */
  enrolmentExpired: 'ワンタイムパスワードの登録情報が古くなっています。もう一度ログインしてください。',
  tooManyAttempts: (retryAfterMs: number) =>
    authMessages.tooManyAttempts(Math.max(1, Math.ceil(retryAfterMs / 60_000))),
  passwordChanged: 'パスワードを変更しました。',
  passwordOld: (days: number) =>
    `パスワードを最後に変更してから${days}日以上経過しています。パスワードを変更してください。`,
  /** Without a session a password is changed only where the administrator asked for it (the forced update). */
  signInToChange: 'パスワードはログインしてから変更してください。',
  signInFirst: 'ログインしてください。',
  msalNotConfigured: '組織アカウントでのログインは設定されていません。',
  msalRefused: '組織アカウントを確認できませんでした。もう一度ログインしてください。',
  msalUnknownAccount: 'このアカウントは登録されていません。管理者に連絡してください。',
} as const;
