import { type Effect, sample } from 'effector';
import {
  type AccessHolder,
  allows,
  editsWebsite,
  type MutationOutcome,
  type WebRead,
  type WorkflowRead,
  workflowApi,
} from '../../contract/index.ts';
import { checkText, createMutationDialog, fieldErrors } from '../kit/index.ts';
import { webLabel, webs } from '../web/index.ts';
import { workflowText } from './text.ts';
import { workflowFx, workflows } from './workflows.ts';

export interface WorkflowCommentForm {
  comment: string;
}

/** The longest comment the server takes (contract/workflow.ts). */
const COMMENT_MAX = 2000;

const findRequest = (items: readonly WorkflowRead[], id: number) => items.find((item) => item.id === id);
const subjectOf = (items: readonly WorkflowRead[], id: number) => {
  const request = findRequest(items, id);
  return workflowText.subject(request?.pageTitle, request?.webName);
};

interface DecisionBody {
  id: number;
  comment: string;
  version: number;
}

type State = { target: number; form: WorkflowCommentForm; source: WorkflowRead[] };

/**
 * The decision's body: the request, what was written and the version seen, so a request changed meanwhile is
 * answered 409 rather than decided unseen. A server without versions decides without the check.
 */
const bodyOf = ({ target, form, source }: State) => {
  const version = findRequest(source, target)?.version;
  return {
    body: { id: target, comment: form.comment.trim(), ...(version === undefined ? {} : { version }) } as DecisionBody,
  };
};

const commentDialog = <Params, Outcome extends MutationOutcome>(options: {
  name: string;
  // The four decisions take the same body (id, comment, version) and answer the same outcome.
  effect: Effect<Params, Outcome, unknown>;
  required: boolean;
  done: (subject: string) => string;
  failedText: string;
}) => {
  const dialog = createMutationDialog({
    name: options.name,
    effect: options.effect,
    source: workflows.$items,
    form: (): WorkflowCommentForm => ({ comment: '' }),
    validate: (form) =>
      fieldErrors<WorkflowCommentForm>({
        comment: checkText(form.comment, { required: options.required, max: COMMENT_MAX }),
      }),
    // Each decision's body is { id, comment, version } (contract/workflow.ts): only its comment rule differs.
    params: (state: State) => bodyOf(state) as Params,
    successMessage: ({ target, source }) => options.done(subjectOf(source, target)),
    failedText: options.failedText,
  });
  // Decided or refused, the request is read again: its state, its version and what the caller may do now.
  sample({ clock: dialog.succeeded, fn: ({ target }) => target, target: workflows.itemRequested });
  sample({
    clock: dialog.$error,
    source: dialog.$target,
    filter: (target, error): target is number => target !== null && error !== null,
    fn: (target) => target as number,
    target: workflows.itemRequested,
  });
  return dialog;
};

/** /workflow/{id}/approve: approved with an optional comment (at the last step, the requested version goes live). */
export const workflowApprove = commentDialog({
  name: 'workflow-approve',
  effect: workflowFx.approve,
  required: false,
  done: workflowText.approved,
  failedText: workflowText.approveFailed,
});

/** /workflow/{id}/reject: closed with the reason, which is required. */
export const workflowReject = commentDialog({
  name: 'workflow-reject',
  effect: workflowFx.reject,
  required: true,
  done: workflowText.rejected,
  failedText: workflowText.rejectFailed,
});

/** 「差し戻し」 on /workflow: back to the requester with what to change, which is required. */
export const workflowRemand = commentDialog({
  name: 'workflow-remand',
  effect: workflowFx.remand,
  required: true,
  done: workflowText.remanded,
  failedText: workflowText.remandFailed,
});

/** 「再依頼」 on /workflow: the requester sends the request again, bound to the page as it stands now. */
export const workflowResubmit = commentDialog({
  name: 'workflow-resubmit',
  effect: workflowFx.resubmit,
  required: false,
  done: workflowText.resubmitted,
  failedText: workflowText.resubmitFailed,
});

/**
 * Whether this user may republish this website: what the server allows (rePublic needs CMS 1) on a website
 * they edit (contract `editsWebsite`; the server refuses any other with 403), so nothing refused is offered.
 */
export const mayRepublish = (user: AccessHolder | null | undefined, web: Pick<WebRead, 'groups'>): boolean =>
  allows(workflowApi.republish.access, user) && editsWebsite(user, web);

const websiteName = (items: readonly WebRead[], id: number) => webLabel(items.find((web) => web.id === id) ?? { id });

/**
 * 「Webサイトの再公開」 on /cms/website (spec §7.1 rePublic): every page of the website published again as it is
 * live, with an optional comment. The server decides: at once, or a request where the website has approvers;
 * its answer says which, so its message is the one shown.
 */
export const workflowRepublish = createMutationDialog({
  name: 'workflow-republish',
  effect: workflowFx.republish,
  source: webs.$items,
  form: (): WorkflowCommentForm => ({ comment: '' }),
  validate: (form) => fieldErrors<WorkflowCommentForm>({ comment: checkText(form.comment, { max: COMMENT_MAX }) }),
  params: ({ target, form }: { target: number; form: WorkflowCommentForm; source: WebRead[] }) => ({
    body: { webId: target, comment: form.comment.trim() },
  }),
  successMessage: ({ target, source, outcome }) =>
    outcome.message ?? workflowText.republished(websiteName(source, target)),
  failedText: workflowText.republishFailed,
});
// Done, the dialog closes; a later opening starts empty.
sample({ clock: workflowRepublish.succeeded, target: workflowRepublish.closed });
