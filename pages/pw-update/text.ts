import { glossary } from '../../contract/index.ts';

const { signIn, password, msalAccount } = glossary.session;

export const pwUpdateText = {
  title: glossary.navigation.passwordChange,
  description: `${signIn}に使う${password}を変更します。変更後は新しい${password}で${signIn}してください。`,
  form: `${password}の変更`,
  password: `現在の${password}`,
  submit: glossary.actions.change,
  cancel: glossary.actions.cancel,
  notForThisAccount: `この${msalAccount}の${password}は、Microsoft Entra ID で変更してください。`,
} as const;
