export {
  makeAccount as anAccount,
  makeGroup as aGroup,
  someAccounts,
  someGroups,
} from '../../contract/testing/examples.ts';

import { groupFx } from '../../model/group/index.ts';
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
