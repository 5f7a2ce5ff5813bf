import { glossary } from '../../contract/index.ts';

export const layoutText = {
  title: '管理コンソール',
  noticesLink: `${glossary.notice}一覧へ`,
  signOut: glossary.session.signOut,
  passwordChange: glossary.navigation.passwordChange,
  connectionTimedOut: 'サーバーの応答がありません（20秒でタイムアウト）',
  connectionUnreachable: 'サーバーに接続できません',
} as const;
