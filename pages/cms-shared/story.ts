import type { TemplateRead, ThemeRead, TokenInfo } from '../../contract/index.ts';
import { aTemplate, aTheme } from '../../contract/testing/examples.ts';
import { templateFx, themeFx } from '../../model/cms/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Theme and template page stories: every endpoint's effect is replaced, so none reaches a network. */
const endpoints = [...Object.values(themeFx), ...Object.values(templateFx)];

/** 広報課 (CMS 4, CONFIG 0): edits templates, reads themes. */
export const kohoUser: TokenInfo = {
  ...admin,
  id: 2,
  groupId: 2,
  groupName: '広報課',
  permissions: [4, 2, 1, 2, 0, 1, 0],
};

export const cmsStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], ...(rest.values ?? [])],
    replaced: [...endpoints, ...(rest.replaced ?? [])],
  });
};

export const someThemes: ThemeRead[] = [
  { ...aTheme, id: 1, name: '標準テーマ', updatedBy: '管理 太郎' },
  { ...aTheme, id: 2, name: '防災テーマ', style: '.alert { color: #ec0000; }', updatedBy: null },
];
export const someTemplates: TemplateRead[] = [
  { ...aTemplate, id: 1, name: '標準ページ', active: true },
  { ...aTemplate, id: 2, name: 'お問い合わせフォーム', active: true },
  { ...aTemplate, id: 3, name: 'イベント告知（作成中）', active: false },
];

export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
