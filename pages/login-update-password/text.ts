export const updatePasswordText = {
  title: 'パスワードの変更',
  description: '管理者の設定により、ログインを続ける前に新しいパスワードを設定する必要があります。',
  form: '新しいパスワードの設定',
  email: 'ログインするアカウント',
  submit: '変更して次へ',
  back: 'ログイン画面へ戻る',
} as const;
