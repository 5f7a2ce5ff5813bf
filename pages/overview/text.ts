import type { Area } from '../../contract/index.ts';

export const overviewText = {
  title: '概要',
  welcome: (name: string) => `${name} さん、ようこそ。`,
  account: 'アカウント',
  name: '氏名',
  email: 'メールアドレス',
  group: '所属グループ',
  type: 'ログイン方法',
  types: { Default: 'メールアドレスとパスワード', Msal: '組織アカウント（Microsoft Entra ID）' },
  workflow: '承認ワークフロー',
  workflowYes: '参加しています',
  workflowNo: '参加していません',
  permissions: '権限レベル',
  permissionsCaption: '機能ごとの権限レベル（0 は利用できません）',
  area: '機能',
  level: 'レベル',
  levelNone: '0（利用できません）',
  signOut: 'サインアウト',
} as const;

/** The permission areas (spec §3, §6) in Japanese. */
export const areaLabels: Record<Area, string> = {
  CMS: 'ウェブサイト（CMS）',
  FORM: 'フォーム',
  MAIL: 'メール送信',
  MAIL_ADDRESS: 'メーリングリスト',
  ACCOUNT: '組織・アカウント',
  FORM_ANSWER: 'フォーム回答',
  CONFIG: '環境設定',
};
