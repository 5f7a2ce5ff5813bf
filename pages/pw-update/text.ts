export const pwUpdateText = {
  title: 'パスワード変更',
  description: 'ログインに使うパスワードを変更します。変更後は新しいパスワードでログインしてください。',
  form: 'パスワードの変更',
  password: '現在のパスワード',
  submit: '変更する',
  cancel: 'キャンセル',
  notForThisAccount: 'このアカウントのパスワードは、組織のアカウント管理で変更してください。',
} as const;
