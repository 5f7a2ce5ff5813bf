import type { PageRead, TokenInfo } from '../../contract/index.ts';
import { aPage } from '../../contract/testing/examples.ts';
import { pageFx, templateFx, themeFx } from '../../model/cms/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { webFx } from '../../model/web/index.ts';
import { someTemplates } from '../cms-shared/story.ts';
import { someWebsites } from '../cms-website-list/story.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/**
 * Page list and page delete stories: every page, template, theme and website endpoint replaced, so none
 * reaches a network; the websites and templates answered unless a story answers them itself.
 */
export const pageStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], ...(rest.values ?? [])],
    handlers: () => [
      [webFx.list, () => someWebsites],
      [templateFx.list, () => someTemplates],
      ...(typeof rest.handlers === 'function' ? rest.handlers() : (rest.handlers ?? [])),
    ],
    replaced: [
      ...Object.values(pageFx),
      ...Object.values(templateFx),
      ...Object.values(themeFx),
      ...Object.values(webFx),
      ...(rest.replaced ?? []),
    ],
  });
};

/** 本庁サイト (id 1): its top page, two more (one inactive, one in a deleted template); 防災情報サイト (id 2): one. */
export const somePages: PageRead[] = [
  { ...aPage, id: 1, title: 'トップページ', path: '', templateId: 1, active: true, updatedBy: '広報 花子' },
  { ...aPage, id: 2, title: 'お知らせ一覧', path: 'news', templateId: 1, active: true },
  { ...aPage, id: 3, title: '採用情報（準備中）', path: 'about/recruit', templateId: 99, active: false },
  { ...aPage, id: 4, webId: 2, title: '避難所の一覧', path: 'shelter', templateId: 2, active: true },
];

/** A CMS 1 reader in a group 本庁サイト does not name (総務課 is named by 防災情報サイト only). */
export const otherGroupReader: TokenInfo = {
  ...admin,
  id: 5,
  groupId: 3,
  groupName: '総務課',
  permissions: [1, 0, 0, 0, 3, 0, 2],
};
