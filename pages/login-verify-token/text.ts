export const verifyTokenText = {
  title: 'ワンタイムパスワードの入力',
  description: '認証アプリに表示されている6桁の数字を入力してください。',
  form: 'ワンタイムパスワードの入力',
  submit: 'ログインする',
  guide: 'ワンタイムパスワードの使い方',
  back: 'ログイン画面へ戻る',
} as const;
