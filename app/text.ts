import { glossary } from '../contract/index.ts';

export const appText = {
  loading: `${glossary.session.signIn}状態を確認しています`,
} as const;
