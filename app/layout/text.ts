export const layoutText = {
  title: '管理コンソール',
  noticesLink: 'お知らせ一覧へ',
  connectionTimedOut: 'サーバーの応答がありません（20秒でタイムアウト）',
  connectionUnreachable: 'サーバーに接続できません',
} as const;
