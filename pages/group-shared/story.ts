export {
  makeAccount as anAccount,
  makeGroup as aGroup,
  someAccounts,
  someGroups,
} from '../../contract/testing/examples.ts';

import type { TokenInfo } from '../../contract/index.ts';
import { groupFx } from '../../model/group/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Organisation page stories: the shared page story (../shared/story.tsx) with these screens' calls and data. */

/** Every organisation endpoint's effect: replaced in every story, so none reaches a network. */
const endpoints = Object.values(groupFx);

export const groupStoryLoader = (options: StoryOptions = {}) =>
  sessionLoader({ ...options, replaced: [...endpoints, ...(options.replaced ?? [])] });

/** The outcome a mutation effect resolves with. */
export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
export const refusal = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});

/**
 * Signed-in managers outside the super group (contract/authority.ts): the screens offer them only what the
 * server lets them do. `digitalManager` is in デジタル推進室 (3), below 広報課 (2) in CMS; `kohoManager` holds
 * every level of 広報課 and more, in a group of its own (6), but is below デジタル推進室 and こども家庭課.
 */
export const digitalManager: TokenInfo = {
  ...admin,
  id: 30,
  name: '推進 次郎',
  groupId: 3,
  groupName: 'デジタル推進室',
  permissions: [2, 3, 0, 0, 3, 2, 5],
};
export const kohoManager: TokenInfo = {
  ...admin,
  id: 31,
  name: '総務 三郎',
  groupId: 6,
  groupName: '総務課',
  permissions: [4, 3, 1, 2, 3, 2, 0],
};
export const signedInAs = (user: TokenInfo) => [$tokenInfo, user] as [typeof $tokenInfo, unknown];
