import type { AuthorChoices, AuthorRead } from '../../contract/author.ts';
import type { TokenInfo } from '../../contract/index.ts';
import { anAuthor } from '../../contract/testing/examples.ts';
import { authorFx, authors } from '../../model/author/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Approver page stories: every endpoint's effect replaced, so none reaches a network. */
const endpoints = Object.values(authorFx);

export const someAuthors: AuthorRead[] = [
  anAuthor,
  {
    ...anAuthor,
    id: 2,
    accountId: 1,
    accountName: '管理 太郎',
    accountEmail: 'admin@example.go.jp',
    step: 2,
    notifyByMail: false,
  },
  {
    ...anAuthor,
    id: 3,
    webId: null,
    webName: null,
    groupId: 3,
    groupName: '総務課',
    notifyByMail: false,
  },
];

export const someChoices: AuthorChoices = {
  accounts: [
    { id: 1, name: '管理 太郎', email: 'admin@example.go.jp', groupName: 'システム管理' },
    { id: 2, name: '広報 花子', email: 'koho@example.go.jp', groupName: '広報課' },
  ],
  websites: [
    { id: 1, name: '本庁サイト' },
    { id: 2, name: '防災情報サイト' },
  ],
  groups: [
    { id: 2, name: '広報課' },
    { id: 3, name: '総務課' },
  ],
};

/** CONFIG 1: reads approvers, may not change them. */
export const configReader: TokenInfo = { ...admin, groupId: 5, permissions: [0, 0, 0, 0, 0, 0, 1] };

export const authorStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], ...(rest.values ?? [])],
    replaced: [...endpoints, ...(rest.replaced ?? [])],
  });
};

export const listed = [authors.$items, someAuthors] as [typeof authors.$items, unknown];
export const fulfilled = [authors.$status, 'fulfilled'] as [typeof authors.$status, unknown];
export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
