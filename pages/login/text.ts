import { glossary } from '../../contract/index.ts';

const { signIn, email, password, oneTimeCode, msalAccountLong } = glossary.session;

export const loginText = {
  title: signIn,
  description: `職員用の${email}と${password}を入力してください。`,
  form: `${email}と${password}で${signIn}`,
  email,
  password,
  submit: `${signIn}する`,
  or: 'または',
  msal: `${msalAccountLong}で${signIn}`,
  msalHint: `${glossary.session.msalAccount}をお使いの方はこちら`,
  guide: `${oneTimeCode}の使い方`,
} as const;
