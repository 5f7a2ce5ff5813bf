import type { BrowserContext, Page } from 'playwright-core';
import { DialogPage, EditorPage, ListPage } from './pageObjects/index.ts';

/** The organisation screens' words, given to the generic page objects. */
export const groupListWords = { heading: '組織', searchLabel: '組織名で検索', caption: '組織の一覧' };
export const groupListFailed = '組織の一覧を読み込めませんでした';

/** /group. */
export const groupList = (page: Page) => new ListPage(page, groupListWords);

/** /group/create and /group/{id}: the same form. */
export const groupEditor = (page: Page) => new EditorPage(page);

/** The accounts table of /group/{id}. */
export const groupAccounts = (page: Page, group: string) =>
  new ListPage(page, { heading: group, caption: `「${group}」に所属するアカウント` });

/** /group/{id}/account/create, over the group's page. */
export const accountCreateDialog = (page: Page) => new DialogPage(page, { title: 'アカウントを追加' });

/** A group made through the API with the context's session (setup, not the flow under test); gives its id. */
export const createGroupThroughApi = async (context: BrowserContext, baseUrl: string, name: string) => {
  const permission = [0, 0, 0, 0, 0, 0, 0];
  const answer = (await (
    await context.request.post(`${baseUrl}/api/group/`, { data: { name, permission, description: '' } })
  ).json()) as { id?: number; error?: unknown };
  if (typeof answer.id !== 'number') throw new Error(`group 「${name}」 not created: ${JSON.stringify(answer)}`);
  return answer.id;
};
