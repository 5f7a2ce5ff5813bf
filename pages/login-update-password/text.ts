export const updatePasswordText = {
  title: 'パスワードの変更',
  description: '管理者の設定により、ログインを続ける前に新しいパスワードを設定する必要があります。',
  form: '新しいパスワードの設定',
  email: 'ログインするアカウント',
  newPassword: '新しいパスワード',
  newPasswordHint:
    '12文字以上128文字以内。現在のパスワード、メールアドレスと同じもの、同じ文字だけのものは使えません。',
  confirmation: '新しいパスワード（確認）',
  submit: '変更して次へ',
  back: 'ログイン画面へ戻る',
} as const;
