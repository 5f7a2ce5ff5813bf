import { glossary } from '../../contract/index.ts';

const { signIn, oneTimeCode, authenticatorApp } = glossary.session;
const { account } = glossary.organisation;

export const verifyOtpText = {
  title: `${oneTimeCode}の登録`,
  description: `初回の${signIn}です。スマートフォンの${authenticatorApp}にこの${account}を登録してください。`,
  step1: `${authenticatorApp}をご用意ください。`,
  guide: `${authenticatorApp}のインストールと使い方`,
  step2: `${authenticatorApp}で次のQRコードを読み取ります。`,
  qrLabel: (email: string) => `${email} を${authenticatorApp}に登録するためのQRコード`,
  qrFailed: 'QRコードを表示できませんでした。下のキーを手入力してください。',
  manual: 'QRコードを読み取れない場合は、次の内容を手入力してください。',
  account: `${account}名`,
  key: 'キー',
  keyType: '種類',
  timeBased: '時間ベース（30秒ごと）',
  step3: `${authenticatorApp}に表示された6桁の数字を入力してください。`,
  form: `最初の${oneTimeCode}の入力`,
  submit: `登録して${signIn}`,
  back: glossary.actions.backToSignIn,
} as const;
