import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { type Area, glossary } from '../../contract/index.ts';
import { loadChunk } from './loadChunk.ts';
import { preloadable } from './preloadable.tsx';

/** A screen as the router knows it: its path, the area it needs (spec §2.2) and its code, loaded on demand. */
export interface Screen {
  path: string;
  area: Area | null;
  title: string;
  Page: ComponentType;
  /** Fetches the screen's code ahead of showing it (never rejects). */
  preload: () => Promise<void>;
}

/** Titles of the screens the side navigation opens: the navigation's own words (spec §2.6). */
const nav = glossary.navigation;

const screen = (
  path: string,
  area: Area | null,
  title: string,
  chunk?: string,
  load?: () => Promise<ComponentType>,
): Screen => ({
  path,
  area,
  title,
  ...preloadable(async () => {
    if (!load || !chunk) {
      const { PlaceholderPage } = await loadChunk('placeholder', () => import('../../pages/placeholder/index.ts'));
      return () => <PlaceholderPage title={title} />;
    }
    return loadChunk(chunk, load);
  }),
});

const placeholderDialog = (title: string) => async () => {
  const { PlaceholderDialog } = await import('../../pages/placeholder/index.ts');
  return () => <PlaceholderDialog title={title} />;
};

/**
 * Every signed-in page route of spec §2.2. Screens not built yet show the "準備中" placeholder (a chunk of
 * its own), never a crash; a domain replaces its placeholders by giving its chunk and loader.
 */
export const screens: Screen[] = [
  screen(
    '/overview',
    null,
    nav.home,
    'overview',
    async () => (await import('../../pages/overview/index.ts')).OverviewPage,
  ),
  screen(
    '/group',
    'ACCOUNT',
    nav.group,
    'group-list',
    async () => (await import('../../pages/group-list/index.ts')).GroupListPage,
  ),
  screen(
    '/group/create',
    'ACCOUNT',
    nav.groupCreate,
    'group-create',
    async () => (await import('../../pages/group-create/index.ts')).GroupCreatePage,
  ),
  screen(
    '/group/:id',
    'ACCOUNT',
    '組織の詳細',
    'group-detail',
    async () => (await import('../../pages/group-detail/index.ts')).GroupDetailPage,
  ),
  screen(
    '/cms',
    'CMS',
    nav.cms,
    'cms-overview',
    async () => (await import('../../pages/cms-overview/index.ts')).CmsOverviewPage,
  ),
  screen(
    '/cms/theme',
    'CMS',
    nav.theme,
    'cms-theme-list',
    async () => (await import('../../pages/cms-theme-list/index.ts')).ThemeListPage,
  ),
  screen(
    '/cms/theme/:id',
    'CMS',
    'テーマの編集',
    'cms-theme-detail',
    async () => (await import('../../pages/cms-theme-detail/index.ts')).ThemeDetailPage,
  ),
  screen(
    '/cms/template',
    'CMS',
    nav.template,
    'cms-template-list',
    async () => (await import('../../pages/cms-template-list/index.ts')).TemplateListPage,
  ),
  screen(
    '/cms/template/create',
    'CMS',
    'テンプレートの作成',
    'cms-template-create',
    async () => (await import('../../pages/cms-template-create/index.ts')).TemplateCreatePage,
  ),
  screen(
    '/cms/template/:id',
    'CMS',
    'テンプレートの編集',
    'cms-template-detail',
    async () => (await import('../../pages/cms-template-detail/index.ts')).TemplateDetailPage,
  ),
  screen(
    '/cms/files',
    'CMS',
    nav.files,
    'cms-files',
    async () => (await import('../../pages/cms-files/index.ts')).FilesPage,
  ),
  screen(
    '/cms/website',
    'CMS',
    nav.website,
    'cms-website-list',
    async () => (await import('../../pages/cms-website-list/index.ts')).WebsiteListPage,
  ),
  screen(
    '/cms/website/create',
    'CMS',
    'Webサイトの作成',
    'cms-website-list',
    async () => (await import('../../pages/cms-website-list/index.ts')).WebsiteCreatePage,
  ),
  screen(
    '/cms/:webId/page',
    'CMS',
    'ページ一覧',
    'cms-page-list',
    async () => (await import('../../pages/cms-page-list/index.ts')).PageListPage,
  ),
  screen(
    '/cms/:webId/page/create',
    null,
    'ページの作成',
    'cms-page-editor',
    async () => (await import('../../pages/cms-page-editor/index.ts')).PageCreatePage,
  ),
  screen(
    '/cms/:webId/page/:id',
    'CMS',
    'ページの編集',
    'cms-page-editor',
    async () => (await import('../../pages/cms-page-editor/index.ts')).PageDetailPage,
  ),
  // ours (the spec has no such route): a page's versions, compared; the page editor's permission (spec §2.2).
  screen(
    '/cms/:webId/page/:id/history',
    'CMS',
    '公開履歴',
    'cms-page-history',
    async () => (await import('../../pages/cms-page-history/index.ts')).PageHistoryPage,
  ),
  screen(
    '/form',
    'FORM',
    nav.form,
    'form-list',
    async () => (await import('../../pages/form-list/index.ts')).FormListPage,
  ),
  screen(
    '/form/create',
    'FORM',
    nav.formCreate,
    'form-editor',
    async () => (await import('../../pages/form-editor/index.ts')).FormCreatePage,
  ),
  screen(
    '/form/:id',
    'FORM',
    'フォームの編集',
    'form-editor',
    async () => (await import('../../pages/form-editor/index.ts')).FormEditPage,
  ),
  screen(
    '/form-answer',
    'FORM_ANSWER',
    nav.formAnswer,
    'form-answer-list',
    async () => (await import('../../pages/form-answer-list/index.ts')).FormAnswerListPage,
  ),
  screen(
    '/form-answer/:id',
    'FORM_ANSWER',
    'フォーム回答の詳細',
    'form-answer-detail',
    async () => (await import('../../pages/form-answer-detail/index.ts')).FormAnswerDetailPage,
  ),
  screen(
    '/mailing',
    'MAIL_ADDRESS',
    nav.mailing,
    'mailing-list',
    async () => (await import('../../pages/mailing-list/index.ts')).MailingListPage,
  ),
  screen(
    '/mailing/create',
    'MAIL_ADDRESS',
    nav.mailingCreate,
    'mailing-create',
    async () => (await import('../../pages/mailing-create/index.ts')).MailingCreatePage,
  ),
  screen(
    '/mailing/:id',
    'MAIL_ADDRESS',
    'メーリングリストの編集',
    'mailing-detail',
    async () => (await import('../../pages/mailing-detail/index.ts')).MailingDetailPage,
  ),
  screen('/mail', 'MAIL', nav.mail, 'mail', async () => (await import('../../pages/mail/index.ts')).MailPage),
  screen(
    '/setting',
    'CONFIG',
    nav.setting,
    'setting',
    async () => (await import('../../pages/setting/index.ts')).SettingPage,
  ),
  screen(
    '/author',
    'CONFIG',
    nav.author,
    'author-list',
    async () => (await import('../../pages/author-list/index.ts')).AuthorListPage,
  ),
  screen(
    '/author/:id',
    'CONFIG',
    '承認者の編集',
    'author-detail',
    async () => (await import('../../pages/author-detail/index.ts')).AuthorDetailPage,
  ),
  screen(
    '/workflow',
    null,
    nav.workflow,
    'workflow',
    async () => (await import('../../pages/workflow/index.ts')).WorkflowPage,
  ),
  // Every signed-in user reads notices here (spec §2.2); the navigation's お知らせ配信 (CONFIG above 1) lands here too.
  screen(
    '/notice',
    null,
    glossary.notice,
    'notice',
    async () => (await import('../../pages/notice/index.ts')).NoticePage,
  ),
  screen(
    '/pw-update',
    null,
    nav.passwordChange,
    'pw-update',
    async () => (await import('../../pages/pw-update/index.ts')).PasswordChangePage,
  ),
];

/** A dialog route of spec §2.3: rendered over the page it was opened from. */
export interface DialogScreen extends Screen {
  area: Area;
  /**
   * The page a dialog opened by its address (no page under it) goes to, from the route's params; without
   * it, the path one level up.
   */
  belongsTo?: (params: Record<string, string | undefined>) => string;
}

const dialog = (
  path: string,
  area: Area,
  title: string,
  chunk?: string,
  load?: () => Promise<ComponentType>,
  belongsTo?: DialogScreen['belongsTo'],
): DialogScreen => ({
  ...screen(path, area, title, chunk ?? 'placeholder', load ?? placeholderDialog(title)),
  area,
  ...(belongsTo ? { belongsTo } : {}),
});

/** A request's decisions belong to the queue with that request chosen (there is no /workflow/{id} page). */
const chosenRequest = ({ id }: Record<string, string | undefined>) => `/workflow?id=${id ?? ''}`;

export const dialogScreens: DialogScreen[] = [
  dialog(
    '/cms/theme/create',
    'CMS',
    'テーマの作成',
    'cms-theme-create',
    async () => (await import('../../pages/cms-theme-create/index.ts')).ThemeCreateDialog,
  ),
  dialog(
    '/cms/template/:id/delete',
    'CMS',
    'テンプレートの削除',
    'cms-template-delete',
    async () => (await import('../../pages/cms-template-delete/index.ts')).TemplateDeleteDialog,
  ),
  dialog(
    '/cms/theme/:id/delete',
    'CMS',
    'テーマの削除',
    'cms-theme-delete',
    async () => (await import('../../pages/cms-theme-delete/index.ts')).ThemeDeleteDialog,
  ),
  dialog(
    '/cms/website/:id/delete',
    'CMS',
    'Webサイトの削除',
    'cms-website-delete',
    async () => (await import('../../pages/cms-website-delete/index.ts')).WebsiteDeleteDialog,
  ),
  dialog(
    '/cms/:webId/page/:id/delete',
    'CMS',
    'ページの削除',
    'cms-page-delete',
    async () => (await import('../../pages/cms-page-delete/index.ts')).PageDeleteDialog,
  ),
  dialog(
    '/form/:id/delete',
    'FORM',
    'フォームの削除',
    'form-delete',
    async () => (await import('../../pages/form-delete/index.ts')).FormDeleteDialog,
  ),
  dialog(
    '/group/:id/account/create',
    'ACCOUNT',
    'アカウントの追加',
    'group-account-create',
    async () => (await import('../../pages/group-account-create/index.ts')).AccountCreateDialog,
  ),
  dialog(
    '/group/:gId/:id/change-group',
    'ACCOUNT',
    '所属組織の変更',
    'group-account-change-group',
    async () => (await import('../../pages/group-account-change-group/index.ts')).AccountChangeGroupDialog,
  ),
  dialog(
    '/group/:gId/:id/reset',
    'ACCOUNT',
    'アカウントのリセット',
    'group-account-reset',
    async () => (await import('../../pages/group-account-reset/index.ts')).AccountResetDialog,
  ),
  dialog(
    '/mailing/:id/delete',
    'MAIL_ADDRESS',
    'メーリングリストの削除',
    'mailing-delete',
    async () => (await import('../../pages/mailing-delete/index.ts')).MailingDeleteDialog,
  ),
  dialog(
    '/mailing/:id/assign',
    'MAIL_ADDRESS',
    '送信できる組織の設定',
    'mailing-assign',
    async () => (await import('../../pages/mailing-assign/index.ts')).MailingAssignDialog,
  ),
  dialog(
    '/mailing/:id/member',
    'MAIL_ADDRESS',
    '宛先の追加',
    'mailing-member-add',
    async () => (await import('../../pages/mailing-member-add/index.ts')).MemberAddDialog,
  ),
  dialog(
    '/mailing/:id/member/remove/:mId',
    'MAIL_ADDRESS',
    '宛先の削除',
    'mailing-member-remove',
    async () => (await import('../../pages/mailing-member-remove/index.ts')).MemberRemoveDialog,
  ),
  dialog(
    '/setting/domain/:id/delete',
    'CONFIG',
    '許可ドメインの削除',
    'setting-domain-delete',
    async () => (await import('../../pages/setting-domain-delete/index.ts')).DomainDeleteDialog,
  ),
  dialog(
    '/author/create',
    'CONFIG',
    '承認者の追加',
    'author-create',
    async () => (await import('../../pages/author-create/index.ts')).AuthorCreateDialog,
  ),
  dialog(
    '/author/:id/delete',
    'CONFIG',
    '承認者の削除',
    'author-delete',
    async () => (await import('../../pages/author-delete/index.ts')).AuthorDeleteDialog,
  ),
  // Spec §2.3: over /workflow for CONFIG above 0 (or group 1); an approver without CONFIG approves and
  // rejects in the same model's dialogs over the queue (pages/workflow).
  dialog(
    '/workflow/:id/reject',
    'CONFIG',
    '承認依頼の却下',
    'workflow-reject',
    async () => (await import('../../pages/workflow-reject/index.ts')).WorkflowRejectDialog,
    chosenRequest,
  ),
  dialog(
    '/workflow/:id/approve',
    'CONFIG',
    '承認依頼の承認',
    'workflow-approve',
    async () => (await import('../../pages/workflow-approve/index.ts')).WorkflowApproveDialog,
    chosenRequest,
  ),
  dialog(
    '/mail/:id/cancel',
    'MAIL',
    '送信の取り消し',
    'mail-cancel',
    async () => (await import('../../pages/mail-cancel/index.ts')).MailCancelDialog,
  ),
];

/** How long a navigation waits for its screen's code before it shows the screen's loading state instead. */
export const PRELOAD_WAIT_MS = 1000;

/**
 * Fetches the code of the screens and dialogs at `pathname` (app/router.tsx calls it before a navigation
 * commits, so the new screen shows without a loading state in between). Gives up waiting after
 * PRELOAD_WAIT_MS: a slow network then sees the screen's own loading state rather than nothing happening.
 */
export const preloadScreensAt = async (pathname: string): Promise<void> => {
  const matching = [...screens, ...dialogScreens].filter((screen) => matchPath(screen.path, pathname));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, PRELOAD_WAIT_MS);
  });
  await Promise.race([Promise.all(matching.map((screen) => screen.preload())), giveUp]);
  clearTimeout(timer);
};
