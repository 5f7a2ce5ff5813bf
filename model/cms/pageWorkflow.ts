import { combine, sample } from 'effector';
import {
  type AuthorRead,
  glossary,
  html,
  type PageRead,
  type WorkflowRead,
  workflowStatusLabels,
} from '../../contract/index.ts';
import { authors } from '../author/index.ts';
import { checkText, createMutationDialog, fieldErrors } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { workflowFx, workflows } from '../workflow/index.ts';
import { $pageProblems, pageEditor } from './pageEditor.ts';
import { pageName, pages } from './pages.ts';

const words = glossary.workflow;
const { page } = glossary.cms;

/** The two requests a page editor makes (spec §4 workflow create and emergency): the workflow api's effects. */
export const pageRequestFx = { create: workflowFx.create, emergency: workflowFx.emergency };

/** Japanese text of the page editor's workflow actions. A title typed by a user goes through `html`. */
export const pageWorkflowText = {
  sectionTitle: '公開',
  requestState: (status: string, outdated: boolean) =>
    `${words.request}：${status}${outdated ? `（${words.outdated}）` : ''}`,
  noRequest: `この${page}の${words.request}はまだありません。`,
  openRequest: `${words.request}を開く`,
  requestTitle: `${words.approve}を依頼`,
  requestSubmit: '依頼する',
  emergencySubmit: `${words.emergency}する`,
  requestDescription: (version: number | undefined) =>
    `保存済みの${page}${version === undefined ? '' : `（版 ${version}）`}の公開を${words.approver}に依頼します。承認されると、この版がそのまま公開されます。`,
  requestComment: '依頼の内容（任意）',
  requested: (title: string) => html`${page}「${title}」の${words.request}を送りました。`,
  requestFailed: `${words.request}を送れませんでした。`,
  emergencyTitle: words.emergency,
  emergencyDescription: `保存済みの${page}をすぐに公開します。公開の後で${words.approver}が確認します。`,
  emergencyReason: `${words.emergency}の理由`,
  emergencyReasonRequired: `${words.emergency}の理由を入力してください。`,
  emergencyDone: (title: string) => html`${page}「${title}」を${words.emergency}しました。`,
  emergencyFailed: `${words.emergency}できませんでした。`,
  unsaved: `変更を保存してから依頼してください（依頼されるのは保存済みの版です）。`,
  checkErrors: 'HTMLの検証でエラーがあります（アクセシビリティを含む）。直して保存してから依頼してください。',
  /** The website's saves wait for approval (an approver of the website or of the editor's group). */
  approvalNeeded: `この${glossary.cms.website}では、保存しただけでは公開されません。公開するには${words.approve}を依頼してください。`,
  /** Nobody approves: the server refuses a request, and a save publishes. */
  noApprovers: `この${glossary.cms.website}には${words.approver}がいないため、保存すると公開されます。`,
} as const;

export interface PageRequestForm {
  comment: string;
}

/** The version of the page to name in a request: the page's as saved (none from a server without versions). */
const versionOf = (record: PageRead | undefined) =>
  record?.version === undefined ? {} : { pageVersion: record.version };
const findPage = (items: readonly PageRead[], id: number) => items.find((item) => item.id === id);

/** 「承認を依頼」 over the page editor: the saved version, with an optional note for the approvers. */
export const pageApprovalRequest = createMutationDialog({
  name: 'page-approval-request',
  effect: pageRequestFx.create,
  source: pages.$items,
  form: (): PageRequestForm => ({ comment: '' }),
  validate: (form) => fieldErrors<PageRequestForm>({ comment: checkText(form.comment, { max: 2000 }) }),
  params: ({ target, form, source }: { target: number; form: PageRequestForm; source: PageRead[] }) => ({
    body: { pageId: target, comment: form.comment.trim(), ...versionOf(findPage(source, target)) },
  }),
  successMessage: ({ target, source }) =>
    pageWorkflowText.requested(findPage(source, target)?.title ?? pageName({ id: target })),
  failedText: pageWorkflowText.requestFailed,
});

/** 「緊急公開」 over the page editor: the saved version goes live now, with the reason it cannot wait. */
export const pageEmergencyPublish = createMutationDialog({
  name: 'page-emergency-publish',
  effect: pageRequestFx.emergency,
  source: pages.$items,
  form: (): PageRequestForm => ({ comment: '' }),
  validate: (form) =>
    fieldErrors<PageRequestForm>({
      comment:
        form.comment.trim() === '' ? pageWorkflowText.emergencyReasonRequired : checkText(form.comment, { max: 2000 }),
    }),
  params: ({ target, form, source }: { target: number; form: PageRequestForm; source: PageRead[] }) => ({
    body: { pageId: target, comment: form.comment.trim(), ...versionOf(findPage(source, target)) },
  }),
  successMessage: ({ target, source }) =>
    pageWorkflowText.emergencyDone(findPage(source, target)?.title ?? pageName({ id: target })),
  failedText: pageWorkflowText.emergencyFailed,
});

// A request made here shows in the queue and in the editor's state at once, before the event comes.
sample({
  clock: [pageApprovalRequest.succeeded, pageEmergencyPublish.succeeded],
  filter: ({ outcome }) => outcome.id !== undefined,
  fn: ({ outcome }) => outcome.id as number,
  target: workflows.itemRequested,
});

// The editor shows the page's latest request and whether its saves wait for approval: both read unless there.
sample({ clock: pageEditor.opened, fn: () => undefined, target: [workflows.needed, authors.needed] });

// Both close once sent: they sit over the editor, not on routes of their own.
sample({ clock: pageApprovalRequest.succeeded, fn: () => undefined, target: pageApprovalRequest.closed });
sample({ clock: pageEmergencyPublish.succeeded, fn: () => undefined, target: pageEmergencyPublish.closed });
// A page published at once changed on the server: read it again.
sample({ clock: pageEmergencyPublish.succeeded, fn: ({ target }) => target, target: pages.itemRequested });

/**
 * Why the page may not be sent for approval or published now (null: it may): what is sent is the saved
 * version, so unsaved changes hold it back, and so do errors of the server's HTML check (accessibility too).
 */
export const $pageRequestHeld = combine(pageEditor.$dirty, $pageProblems, (dirty, problems): string | null => {
  if (dirty) return pageWorkflowText.unsaved;
  if (problems.some((problem) => problem.severity === 'error')) return pageWorkflowText.checkErrors;
  return null;
});

/**
 * Whether this page's saves wait for approval, as the server decides it: an approver of the page's website, or
 * of the editor's group (issue 22). null: not known — the approvers not read yet, or read without what they
 * approve (a server that sends their ids alone, spec §3): the editor then offers the requests and lets the
 * server answer.
 */
export const approvalNeeded = (
  approvers: readonly AuthorRead[],
  webId: number | undefined,
  groupId: number | undefined,
): boolean | null => {
  if (webId === undefined) return null;
  if (approvers.some((one) => one.webId === undefined && one.groupId === undefined)) return null;
  return approvers.some((one) => one.webId === webId || (groupId !== undefined && one.groupId === groupId));
};
export const $pageApprovalNeeded = combine(
  { approvers: authors.$items, status: authors.$status, page: pageEditor.$base, user: $tokenInfo },
  ({ approvers, status, page, user }) =>
    status === 'fulfilled' ? approvalNeeded(approvers, page?.webId, user?.groupId) : null,
);

/** The page's latest request as the editor shows it: its state, and whether the page changed since. */
export interface PageRequestState {
  id: number;
  status: string;
  outdated: boolean;
}
/** The latest request of a page (null: none the user can see), from the workflow list. */
export const pageRequestOf = (items: readonly WorkflowRead[], pageId: number): PageRequestState | null => {
  let latest: WorkflowRead | null = null;
  for (const item of items) if (item.pageId === pageId && (latest === null || item.id > latest.id)) latest = item;
  if (latest === null) return null;
  const status = latest.status === undefined ? '' : (workflowStatusLabels[latest.status] ?? latest.status);
  return { id: latest.id, status, outdated: latest.outdated === true };
};
export const $pageRequests = workflows.$items;
