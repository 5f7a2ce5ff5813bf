import { glossary } from '../../contract/index.ts';

/** Words the sign-in and password screens share: one place, so the screens never drift apart. */
export const oneTimeCodeText = {
  code: glossary.session.oneTimeCode,
  hint: '6桁の数字（30秒ごとに変わります）',
} as const;

const { password } = glossary.session;

export const newPasswordText = {
  newPassword: `新しい${password}`,
  hint: `12文字以上128文字以内。現在の${password}、${glossary.session.email}と同じもの、同じ文字だけのものは使えません。`,
  confirmation: `新しい${password}（確認）`,
} as const;
