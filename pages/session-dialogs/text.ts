const minutesAndSeconds = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}分${String(rest).padStart(2, '0')}秒` : `${rest}秒`;
};

export const inactivityText = {
  warningTitle: 'まもなく自動的にサインアウトします',
  warningBody: 'しばらく操作がありません。このまま操作がないと、安全のため自動的にサインアウトします。',
  countdown: (seconds: number) => `残り ${minutesAndSeconds(seconds)}`,
  stay: 'ログインを続ける',
  expiredTitle: 'サインアウトします',
  expiredBody:
    '一定時間操作がなかったため、ログインの有効期限が切れました。入力中の内容は、次にログインしたときに復元できます。',
  expiredAction: 'ログイン画面へ',
} as const;

export const draftOfferText = {
  title: '前回の入力内容が残っています',
  body: (savedAt: string) =>
    `${savedAt}に一定時間操作がなかったためサインアウトしたとき、次の内容を入力中でした。元の画面で復元できます。`,
  restore: '元の画面で復元する',
  discard: '破棄する',
} as const;
