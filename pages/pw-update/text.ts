export const pwUpdateText = {
  title: 'パスワード変更',
  description: 'ログインに使うパスワードを変更します。変更後は新しいパスワードでログインしてください。',
  form: 'パスワードの変更',
  password: '現在のパスワード',
  newPassword: '新しいパスワード',
  newPasswordHint:
    '12文字以上128文字以内。現在のパスワード、メールアドレスと同じもの、同じ文字だけのものは使えません。',
  confirmation: '新しいパスワード（確認）',
  submit: '変更する',
  cancel: 'キャンセル',
  notForThisAccount: 'このアカウントのパスワードは、組織のアカウント管理で変更してください。',
} as const;
