import type { GroupRead, TokenInfo, WebRead } from '../../contract/index.ts';
import { aGroup, aWeb } from '../../contract/testing/examples.ts';
import { themeFx } from '../../model/cms/index.ts';
import { groupFx } from '../../model/group/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { webFx } from '../../model/web/index.ts';
import { someThemes } from '../cms-shared/story.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Website page stories: every website, theme and group endpoint replaced, so none reaches a network. */
export const websiteStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], ...(rest.values ?? [])],
    handlers: () => [
      [themeFx.list, () => someThemes],
      [groupFx.list, () => someGroups],
      ...(typeof rest.handlers === 'function' ? rest.handlers() : (rest.handlers ?? [])),
    ],
    replaced: [...Object.values(webFx), ...Object.values(themeFx), ...Object.values(groupFx), ...(rest.replaced ?? [])],
  });
};

export const someGroups: GroupRead[] = [
  { ...aGroup, id: 1, name: 'システム管理', permission: [9, 9, 9, 9, 9, 9, 9] },
  { ...aGroup, id: 2, name: '広報課' },
  { ...aGroup, id: 3, name: '総務課', permission: [0, 0, 0, 0, 3, 0, 2] },
];

export const someWebsites: WebRead[] = [
  {
    ...aWeb,
    id: 1,
    name: '本庁サイト',
    themeId: 1,
    groups: [2],
    pages: { count: 2, active: 1, lastChangedAt: '2026-11-20T05:05:00.000Z', lastChangedBy: '広報 花子' },
  },
  {
    ...aWeb,
    id: 2,
    name: '防災情報サイト',
    url: 'https://bousai.example.go.jp/',
    themeId: 2,
    groups: [2, 3],
    pages: { count: 0, active: 0, lastChangedAt: null, lastChangedBy: null },
  },
];

/** 総務課 at CMS 1: reads websites, edits those naming 総務課. */
export const somuCmsReader: TokenInfo = {
  ...admin,
  id: 3,
  groupId: 3,
  groupName: '総務課',
  permissions: [1, 0, 0, 0, 3, 0, 2],
};

export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
export const refusal = (message: string) => ({ ok: false, error: true, message, noPermission: false, stale: false });
