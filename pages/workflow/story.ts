import type { TokenInfo, WorkflowDetail, WorkflowDetailRead, WorkflowRead } from '../../contract/index.ts';
import { aWorkflow, aWorkflowDetail, composedAsPublic } from '../../contract/testing/examples.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { admin } from '../../model/session/testing.ts';
import { workflowFx, workflows } from '../../model/workflow/index.ts';
import { type StoryOptions, sessionLoader } from '../shared/story.tsx';

/** Workflow page stories: every endpoint's effect replaced, so none reaches a network. */
const endpoints = Object.values(workflowFx);

/** The requester of most requests; the approver is the story's signed-in user. */
const yamada = { id: 2, name: '山田 太郎' };
const approver = { mayApprove: true, mayRemand: true, mayReject: true };

export const someRequests: WorkflowRead[] = [
  {
    ...aWorkflow,
    id: 10,
    pageTitle: '窓口のご案内',
    requester: yamada,
    waitingFor: ['管理 太郎'],
    createdAt: '2026-04-01T01:00:00.000Z',
    ...approver,
  },
  {
    ...aWorkflow,
    id: 11,
    webId: 2,
    webName: '防災情報サイト',
    pageTitle: '避難所一覧',
    requester: yamada,
    outdated: true,
    waitingFor: ['管理 太郎'],
    createdAt: '2026-04-02T02:30:00.000Z',
    mayRemand: true,
    mayReject: true,
  },
  {
    ...aWorkflow,
    id: 12,
    kind: 'emergency',
    status: 'review',
    pageTitle: '臨時休庁のお知らせ',
    requester: { id: 1, name: '管理 太郎' },
    comment: '台風のため。',
    waitingFor: ['佐藤 花子'],
    createdAt: '2026-04-03T00:10:00.000Z',
  },
  {
    ...aWorkflow,
    id: 13,
    status: 'remanded',
    step: null,
    pageTitle: '採用情報',
    requester: { id: 1, name: '管理 太郎' },
    reviewer: { id: 3, name: '佐藤 花子' },
    reviewComment: '表に見出しを付けてください。',
    waitingFor: [],
    createdAt: '2026-03-28T05:00:00.000Z',
    mayResubmit: true,
  },
  {
    ...aWorkflow,
    id: 14,
    kind: 'republish',
    status: 'published',
    step: null,
    pageId: null,
    pageTitle: null,
    pageVersionId: null,
    previousVersionId: null,
    waitingFor: [],
    createdAt: '2026-03-20T00:00:00.000Z',
    decidedAt: '2026-03-21T00:00:00.000Z',
  },
];

const at = (id: number) => someRequests.find((request) => request.id === id) as WorkflowRead;

/** A request's answer as it stands in the fixtures: its previews are the example's until detailOf composes them. */
const plainDetailOf = (id: number, over: Partial<WorkflowDetail> = {}): WorkflowDetail =>
  ({
    ...aWorkflowDetail,
    ...at(id),
    events: [
      {
        ...aWorkflowDetail.events[0],
        id: 1,
        actor: '山田 太郎',
        comment: '新年度の窓口時間です。',
        createdAt: '2026-04-01T01:00:00.000Z',
      },
      ...(id === 13
        ? [
            {
              id: 2,
              action: 'remand' as const,
              actor: '佐藤 花子',
              comment: '表に見出しを付けてください。',
              step: 1,
              pageVersionId: 21,
              createdAt: '2026-03-29T00:00:00.000Z',
            },
          ]
        : []),
    ],
    liveHtml: '<h1>窓口のご案内</h1>\n<p>受付は 9 時から 17 時です。</p>\n<p>土日祝日は休みです。</p>',
    requestedHtml: '<h1>窓口のご案内</h1>\n<p>受付は 8 時 30 分から 17 時 15 分です。</p>\n<p>土日祝日は休みです。</p>',
    ...over,
  }) as WorkflowDetail;

/**
 * A request as GET /api/workflow/{id} answers it: with its history and the two sides of its diff, each also composed
 * as the public would see it (the website's theme and the page's template) unless `over` says otherwise.
 */
export const detailOf = (id: number, over: Partial<WorkflowDetail> = {}): WorkflowDetail => {
  const detail = plainDetailOf(id, over);
  const composed = (html: string | null) => (html === null ? null : composedAsPublic(detail.pageTitle ?? '', html));
  return {
    ...detail,
    livePreview: 'livePreview' in over ? (over.livePreview ?? null) : composed(detail.liveHtml),
    requestedPreview: 'requestedPreview' in over ? (over.requestedPreview ?? null) : composed(detail.requestedHtml),
  };
};

/** The same answer from a server that composes no preview (an agency's): the console shows the page alone. */
export const detailWithoutPreviewsOf = (id: number): WorkflowDetailRead => {
  const { livePreview: _live, requestedPreview: _requested, ...detail } = plainDetailOf(id);
  return detail;
};

export const listed = [workflows.$items, someRequests] as [typeof workflows.$items, unknown];
export const fulfilled = [workflows.$status, 'fulfilled'] as [typeof workflows.$status, unknown];

export const outcome = (over: object = {}) => ({ ok: true, noPermission: false, stale: false, ...over });
export const refusal = (message: string, over: object = {}) => ({
  ok: false,
  message,
  noPermission: false,
  stale: false,
  ...over,
});

/** An approver with the workflow flag and no CONFIG level: the dialog routes are closed to them (spec §2.3). */
export const flagOnlyApprover: TokenInfo = {
  ...admin,
  groupId: 2,
  groupName: '広報課',
  permissions: [1, 0, 0, 0, 0, 0, 0],
};

export const workflowStoryLoader = (options: StoryOptions & { user?: TokenInfo } = {}) => {
  const { user = admin, ...rest } = options;
  return sessionLoader({
    ...rest,
    values: [[$tokenInfo, user], ...(rest.values ?? [])],
    replaced: [...endpoints, ...(rest.replaced ?? [])],
  });
};
