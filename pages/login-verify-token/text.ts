import { glossary } from '../../contract/index.ts';

const { signIn, oneTimeCode, authenticatorApp } = glossary.session;

export const verifyTokenText = {
  title: `${oneTimeCode}の入力`,
  description: `${authenticatorApp}に表示されている6桁の数字を入力してください。`,
  form: `${oneTimeCode}の入力`,
  submit: `${signIn}する`,
  guide: `${oneTimeCode}の使い方`,
  back: glossary.actions.backToSignIn,
} as const;
