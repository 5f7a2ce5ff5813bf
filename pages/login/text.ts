export const loginText = {
  title: '管理コンソール',
  heading: 'サインイン',
  email: 'メールアドレス',
  password: 'パスワード',
  submit: 'サインイン',
  or: 'または',
  msal: '組織アカウント (Microsoft Entra ID) でサインイン',
  guide: 'ワンタイムパスワードの使い方',
} as const;
