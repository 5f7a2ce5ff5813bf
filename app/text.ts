export const appText = {
  loading: 'ログイン状態を確認しています',
} as const;
