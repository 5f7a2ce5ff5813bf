import { glossary } from '../../contract/index.ts';

const { signIn, signOut } = glossary.session;

const minutesAndSeconds = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}分${String(rest).padStart(2, '0')}秒` : `${rest}秒`;
};

export const inactivityText = {
  warningTitle: `まもなく自動的に${signOut}します`,
  warningBody: `しばらく操作がありません。このまま操作がないと、安全のため自動的に${signOut}します。`,
  countdown: (seconds: number) => `残り ${minutesAndSeconds(seconds)}`,
  stay: `${signIn}を続ける`,
  expiredTitle: `${signOut}します`,
  expiredBody: `一定時間操作がなかったため、${signIn}の有効期限が切れました。入力中の内容は、次に${signIn}したときに復元できます。`,
  expiredAction: `${signIn}画面へ`,
} as const;

export const draftOfferText = {
  title: '前回の入力内容が残っています',
  body: (savedAt: string) =>
    `${savedAt}に一定時間操作がなかったため${signOut}したとき、次の内容を入力中でした。元の画面で復元できます。`,
  restore: '元の画面で復元する',
  discard: glossary.actions.discard,
} as const;
