/** Words the sign-in and password screens share: one place, so the screens never drift apart. */
export const oneTimeCodeText = {
  code: 'ワンタイムパスワード',
  hint: '6桁の数字（30秒ごとに変わります）',
} as const;

export const newPasswordText = {
  newPassword: '新しいパスワード',
  hint: '12文字以上128文字以内。現在のパスワード、メールアドレスと同じもの、同じ文字だけのものは使えません。',
  confirmation: '新しいパスワード（確認）',
} as const;
