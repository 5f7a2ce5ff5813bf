export const notFoundText = {
  // The spec gives this sentence in English (§2.4); it stays as written, with Japanese around it.
  message: "The page you're looking for doesn't exist.",
  heading: 'ページが見つかりません',
  countdown: (seconds: number) => `${seconds} 秒後にトップページへ移動します。`,
  goNow: '今すぐトップページへ',
} as const;
