export const loginText = {
  title: 'ログイン',
  description: '職員用のメールアドレスとパスワードを入力してください。',
  form: 'メールアドレスとパスワードでログイン',
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'ログインする',
  or: 'または',
  msal: '組織アカウント（Microsoft Entra ID）でログイン',
  msalHint: '組織のクラウドアカウントをお使いの方はこちら',
  guide: 'ワンタイムパスワードの使い方',
} as const;
