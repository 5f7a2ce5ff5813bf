/** Every Japanese text the authentication core hands to a user, in one place. */
export const authMessages = {
  passwordTooShort: (min: number) => `パスワードは${min}文字以上にしてください。`,
  passwordTooLong: (max: number) => `パスワードは${max}文字以内にしてください。`,
  passwordIsEmail: 'メールアドレスと同じパスワードは使えません。',
  passwordOneCharacter: '同じ文字だけのパスワードは使えません。',
  tooManyAttempts: (minutes: number) =>
    `ログインの試行回数が上限に達しました。${minutes}分ほど待ってからもう一度お試しください。`,
} as const;
