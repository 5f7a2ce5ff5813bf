import { glossary, html, workflowKindLabels, workflowStatusLabels } from '../../contract/index.ts';
import { workflowActionLabels } from '../../contract/workflowMachine.ts';

const w = glossary.workflow;
const { website, page } = glossary.cms;

/**
 * Japanese text of the workflow model and screens (/workflow and its dialogs), in one place, built on
 * glossary.workflow: a request is a 承認依頼, sent back is 差し戻し, closed with a reason is 却下. Messages are
 * HTML: a title or name typed by a user goes through `html`.
 */
export const workflowText = {
  ...w,
  website,
  page,
  statusLabels: workflowStatusLabels,
  kindLabels: workflowKindLabels,
  actionLabels: workflowActionLabels,
  /** What a request publishes: a page by its title, or the whole website. */
  subject: (pageTitle: string | null | undefined, webName: string | null | undefined) =>
    pageTitle ?? `${webName ?? website}（${w.republish}）`,
  approved: (subject: string) => html`${w.request}「${subject}」を${w.approve}しました。`,
  remanded: (subject: string) => html`${w.request}「${subject}」を${w.remand}しました。`,
  rejected: (subject: string) => html`${w.request}「${subject}」を${w.reject}しました。`,
  resubmitted: (subject: string) => html`${w.request}「${subject}」を${w.resubmit}しました。`,
  approveFailed: `${w.approve}できませんでした。`,
  remandFailed: `${w.remand}できませんでした。`,
  rejectFailed: `${w.reject}できませんでした。`,
  resubmitFailed: `${w.resubmit}できませんでした。`,
} as const;
