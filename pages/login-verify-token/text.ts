export const verifyTokenText = {
  title: 'ワンタイムパスワードの入力',
  description: '認証アプリに表示されている6桁の数字を入力してください。',
  form: 'ワンタイムパスワードの入力',
  code: 'ワンタイムパスワード',
  codeHint: '6桁の数字（30秒ごとに変わります）',
  submit: 'ログインする',
  guide: 'ワンタイムパスワードの使い方',
  back: 'ログイン画面へ戻る',
} as const;
