import { glossary } from '../../contract/index.ts';

const { signIn, email, password, oneTimeCode, authenticatorApp } = glossary.session;

export const guideOtpText = {
  title: `${oneTimeCode}の使い方`,
  description: `このコンソールでは、${password}に加えて、スマートフォンの${authenticatorApp}が30秒ごとに表示する6桁の数字（${oneTimeCode}）で${signIn}します。`,
  installHeading: `1. ${authenticatorApp}を入れる`,
  installBody: `お使いのスマートフォンに、次のいずれかの${authenticatorApp}をインストールしてください（いずれも無料です）。`,
  apps: ['Google Authenticator', 'Microsoft Authenticator', 'IIJ SmartKey'],
  appsNote: '組織で指定されたアプリがある場合は、そちらをお使いください。',
  enrolHeading: `2. 最初の${signIn}で登録する`,
  enrolSteps: [
    `${email}と${password}で${signIn}すると、「${oneTimeCode}の登録」画面が表示されます。`,
    `${authenticatorApp}で「アカウントを追加」などを選び、画面のQRコードを読み取ります。読み取れない場合は、表示されたキーを手入力します（種類は「時間ベース」）。`,
    `${authenticatorApp}に表示された6桁の数字を入力すると、登録が完了して${signIn}します。`,
  ],
  useHeading: `3. 次回からの${signIn}`,
  useBody: `${email}と${password}を入力した後、${authenticatorApp}を開き、このコンソールの欄に表示されている6桁の数字を入力してください。数字は30秒ごとに変わります。変わる直前の場合は、次の数字を待ってから入力すると確実です。`,
  troubleHeading: '困ったときは',
  trouble: [
    `「${oneTimeCode}が正しくありません」と表示される場合は、スマートフォンの時刻が自動設定になっているか確認してください。`,
    `スマートフォンを紛失した、または機種変更で${authenticatorApp}の登録が失われた場合は、システム管理者に登録の初期化を依頼してください。`,
    `同じ数字は一度しか使えません。続けて${signIn}する場合は、次の数字が表示されるまでお待ちください。`,
  ],
  backToStep: `${signIn}の手続きに戻る`,
  backToLogin: glossary.actions.backToSignIn,
} as const;
