import type { HtmlProblem, PageRead, TokenInfo, WebRead } from '../../contract/index.ts';
import { aPage, aTemplate, aTheme, aWeb } from '../../contract/testing/examples.ts';
import { authorFx } from '../../model/author/index.ts';
import { pageFx, templateFx, themeFx } from '../../model/cms/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { webFx } from '../../model/web/index.ts';
import { workflowFx } from '../../model/workflow/index.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Page editor stories: every CMS endpoint's effect is replaced, so none reaches a network. */
const endpoints = [
  ...Object.values(pageFx),
  ...Object.values(workflowFx),
  ...Object.values(templateFx),
  ...Object.values(themeFx),
  ...Object.values(webFx),
  ...Object.values(authorFx),
];

export const web: WebRead = { ...aWeb, id: 1, name: '本庁サイト', groups: [2] };
export const page: PageRead = {
  ...aPage,
  id: 10,
  webId: 1,
  title: 'お知らせ一覧',
  path: 'news',
  templateId: 4,
  html: '<h2>お知らせ</h2>\n<p>本日の更新情報です。</p>\n',
  active: false,
  version: 3,
};

/** 防災課 (CMS 2), not an editor of 本庁サイト: reads its pages only. */
export const otherGroupUser: TokenInfo = {
  ...admin,
  id: 7,
  groupId: 5,
  groupName: '防災課',
  permissions: [2, 0, 0, 0, 0, 0, 0],
};

export const clean = { ok: true, noPermission: false, stale: false, valid: true, problems: [] as HtmlProblem[] };
export const withProblems = (problems: HtmlProblem[]) => ({
  ok: true,
  noPermission: false,
  stale: false,
  valid: !problems.some((problem) => problem.severity === 'error'),
  problems,
});
export const missingAlt = (line: number): HtmlProblem => ({
  line,
  column: 1,
  message:
    '画像に代替テキスト（alt属性）がありません。画像の内容を説明する文を入れてください（飾りの画像は alt="" ）。',
  severity: 'error',
  rule: 'wcag/h37',
});
export const approverOfTheWebsite = { id: 1, accountId: 9, webId: web.id, groupId: null, step: 1 };

export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });

export const pageStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], ...(rest.values ?? [])],
    handlers: [
      [webFx.list, () => [web]],
      [themeFx.list, () => [{ ...aTheme, id: 1, name: '標準テーマ' }]],
      [
        templateFx.list,
        () => [{ ...aTemplate, id: 4, name: '標準ページ', body: '<main><h1>{{title}}</h1>{{content}}</main>' }],
      ],
      [pageFx.list, () => [page]],
      [pageFx.get, () => page],
      [pageFx.validate, () => clean],
      [workflowFx.list, () => []],
      // The website's approver: its saves wait for approval (a story of a website nobody approves says otherwise).
      [authorFx.list, () => [approverOfTheWebsite]],
      ...(typeof rest.handlers === 'function' ? rest.handlers() : (rest.handlers ?? [])),
    ],
    replaced: [...endpoints, ...(rest.replaced ?? [])],
  });
};
