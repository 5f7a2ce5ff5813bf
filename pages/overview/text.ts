import { areaLabels, countOf, glossary } from '../../contract/index.ts';

const { session, organisation, states, notice, noticeMarks } = glossary;

const signInMethods: Record<string, string> = {
  Default: `${session.email}と${session.password}`,
  Msal: session.msalAccountLong,
};

export const overviewText = {
  /** The page the side navigation's ホーム entry opens: the same word. */
  title: glossary.navigation.home,
  welcome: (name: string) => `${name} さん、ようこそ。`,
  account: organisation.account,
  name: organisation.name,
  email: session.email,
  group: organisation.ownGroup,
  type: `${session.signIn}方法`,
  /** How the account signs in; a type our words do not know (the set is open, spec §3) is shown as it came. */
  typeOf: (type: string) => signInMethods[type] ?? type,
  workflow: '承認ワークフロー',
  workflowYes: '参加しています',
  workflowNo: '参加していません',
  permissions: organisation.permissionLevel,
  permissionsCaption: `${organisation.area}ごとの${organisation.permissionLevel}（0 は利用できません）`,
  area: organisation.area,
  level: 'レベル',
  levelNone: '0（利用できません）',
  signOut: session.signOut,
  recentNotices: `最近の${notice}`,
  recentNoticesCaption: (count: number) => `新しい順に最大 ${countOf(count)}を表示しています。`,
  unread: noticeMarks.unread,
  important: noticeMarks.important,
  untitled: noticeMarks.untitled,
  noticesLoading: `${notice}を${states.loading}`,
  noticesEmpty: `${notice}はまだありません`,
  noticesEmptyDescription: `新しい${notice}が届くと、ここと画面上部のベルに表示されます。`,
  noticesFailed: `${notice}を${states.loadFailed}`,
  noticesFailedDescription: `通信状態を確かめてから、${states.tryAgain}`,
  noticesRetry: glossary.actions.retry,
  destinations: `利用できる${organisation.area}`,
  destinationsCaption: `${organisation.permissionLevel}に応じて、サイドメニューと同じ${organisation.area}を表示しています。`,
  destinationsEmpty: `利用できる${organisation.area}はまだありません。権限が必要な場合は、${organisation.ownGroup}の管理者にお問い合わせください。`,
} as const;

/** The permission areas (spec §3, §6) in Japanese: the glossary's one set. */
export { areaLabels };
