import { glossary } from '../../contract/index.ts';

const { signIn, password } = glossary.session;

export const updatePasswordText = {
  title: `${password}の変更`,
  description: `管理者の設定により、${signIn}を続ける前に新しい${password}を設定する必要があります。`,
  form: `新しい${password}の設定`,
  email: `${signIn}する${glossary.organisation.account}`,
  submit: '変更して次へ',
  back: glossary.actions.backToSignIn,
} as const;
