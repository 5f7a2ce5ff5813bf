import type { Account, Group } from '../../contract/index.ts';
import {
  changeAccountGroupFx,
  createAccountFx,
  createGroupFx,
  getGroupFx,
  listAccountsFx,
  listGroupsFx,
  removeAccountFx,
  removeGroupFx,
  resetAccountFx,
  updateGroupFx,
} from '../../model/group/index.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Organisation page stories: the shared page story (../shared/story.tsx) with these screens' calls and data. */

/** The endpoint effects under every organisation effect: replaced in every story, so none reaches a network. */
const endpoints = [
  listGroupsFx,
  getGroupFx,
  createGroupFx,
  updateGroupFx,
  removeGroupFx,
  listAccountsFx,
  createAccountFx,
  changeAccountGroupFx,
  resetAccountFx,
  removeAccountFx,
];

export const groupStoryLoader = (options: StoryOptions = {}) =>
  sessionLoader({ ...options, replaced: [...endpoints, ...(options.replaced ?? [])] });

export const aGroup = (over: Partial<Group> = {}): Group => ({
  id: 2,
  name: '広報課',
  description: '広報誌とWebサイトの記事を担当',
  permission: [4, 2, 1, 2, 0, 1, 0],
  memberCount: 3,
  version: 3,
  ...over,
});

export const someGroups: Group[] = [
  aGroup({
    id: 1,
    name: 'システム管理',
    description: 'すべての機能を管理',
    permission: [9, 9, 9, 9, 9, 9, 9],
    memberCount: 2,
  }),
  aGroup(),
  aGroup({
    id: 3,
    name: 'デジタル推進室',
    description: '庁内のDXを推進',
    permission: [2, 3, 0, 0, 3, 2, 5],
    memberCount: 5,
  }),
  aGroup({
    id: 4,
    name: 'ＩＴ政策課',
    description: '情報システムの調達',
    permission: [1, 0, 0, 0, 1, 0, 0],
    memberCount: 0,
  }),
  aGroup({
    id: 5,
    name: 'こども家庭課',
    description: '子育て支援のフォーム',
    permission: [1, 4, 1, 2, 0, 4, 0],
    memberCount: 8,
  }),
];

export const anAccount = (over: Partial<Account> = {}): Account => ({
  id: 7,
  groupId: 2,
  name: '広報 花子',
  email: 'hanako@example.go.jp',
  type: 'Default',
  workflow: false,
  otpEnrolled: true,
  mustChangePassword: false,
  version: 4,
  updatedAt: '2026-04-01T00:00:00.000Z',
  ...over,
});

export const someAccounts: Account[] = [
  anAccount(),
  anAccount({ id: 8, name: '記事 一郎', email: 'ichiro@example.go.jp', otpEnrolled: false, mustChangePassword: true }),
  anAccount({ id: 9, name: 'クラウド 三郎', email: 'saburo@example.go.jp', type: 'Msal', otpEnrolled: false }),
];

/** The outcome a mutation effect resolves with. */
export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
export const refusal = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});
