export const layoutText = {
  title: '管理コンソール',
  noticesLink: 'お知らせ一覧へ',
} as const;
