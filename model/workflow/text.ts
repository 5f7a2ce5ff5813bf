import { glossary, html, shownCount, workflowKindLabels, workflowStatusLabels } from '../../contract/index.ts';
import { japanDateTime } from '../../contract/japanDateTime.ts';
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
  remanded: (subject: string) => html`${w.request}「${subject}」を差し戻しました。`,
  rejected: (subject: string) => html`${w.request}「${subject}」を${w.reject}しました。`,
  resubmitted: (subject: string) => html`${w.request}「${subject}」を${w.resubmit}しました。`,
  /** Said when the server's answer carries no message of its own (it says whether it went live or was requested). */
  republished: (name: string) => html`「${name}」の${w.republish}を受け付けました。`,
  approveFailed: `${w.approve}できませんでした。`,
  remandFailed: '差し戻せませんでした。',
  rejectFailed: `${w.reject}できませんでした。`,
  resubmitFailed: `${w.resubmit}できませんでした。`,
  republishFailed: `${w.republish}ができませんでした。`,
} as const;

/** The words of /workflow and its dialogs. */
export const workflowPagesText = {
  title: glossary.navigation.workflow,
  description: `${w.request}の一覧です。選んだ${w.request}の${w.live}との差分、プレビュー、${w.history}を確かめて、${w.approve}・${w.remand}・${w.reject}します。`,
  formatTime: (iso: string | null | undefined) => (iso ? japanDateTime(new Date(iso)) : '—'),
  filters: {
    legend: '絞り込み',
    scope: '対象',
    scopes: { all: 'すべて', toApprove: `自分が${w.approve}するもの`, requested: `自分の${w.request}` },
    status: '状態',
    anyStatus: 'すべての状態',
    website,
    anyWebsite: `すべての${website}`,
    reset: '絞り込みを解除',
    shown: shownCount,
  },
  columns: {
    status: '状態',
    kind: '種類',
    website,
    page,
    requester: w.requester,
    waitingFor: `${w.approver}（待ち）`,
    requestedAt: '依頼日時',
  },
  caption: `${w.request}の一覧`,
  wholeWebsite: `${website}全体`,
  /** A request whose page changed after it: it must be resubmitted before it can be approved. */
  outdated: w.outdated,
  outdatedBody: `${w.request}の後に${page}が変更されました。${w.resubmit}されるまで${w.approve}できません（${w.remand}・${w.reject}はできます）。`,
  /** A step whose only approver is the requester: nobody can decide it until another approver is added. */
  nobodyTitle: `この${w.step}で${w.approve}できる${w.approver}がいません`,
  nobodyBody: `${w.requester}自身は${w.approve}できません。${glossary.navigation.author}で、この${website}の${w.approver}を追加してください。`,
  selected: '表示中',
  nobody: '—',
  loading: `${w.request}を読み込み中`,
  emptyTitle: `${w.request}はありません`,
  emptyDescription: `${page}の編集画面で「${w.approve}を依頼」すると、ここに並びます。`,
  noMatchTitle: `条件に合う${w.request}はありません`,
  noMatchDescription: '絞り込みを変えるか、解除してください。',
  failedTitle: `${w.request}を読み込めませんでした`,
  detail: {
    label: `選んだ${w.request}`,
    none: `一覧から${w.request}を選ぶと、ここに差分と${w.history}が表示されます。`,
    loading: `${w.request}を読み込み中`,
    goneTitle: `この${w.request}は見つかりません`,
    goneBody: '削除されたか、見る権限がありません。',
    failedTitle: `${w.request}を読み込めませんでした`,
    facts: `${w.request}の内容`,
    comment: '依頼のコメント',
    reviewComment: (name: string) => `${name} さんのコメント`,
    step: (step: number, last: number) => `${w.step} ${step} / ${last}`,
    diff: 'HTMLの差分',
    live: w.live,
    requested: w.requested,
    nothingLive: `（${w.live}の版はありません）`,
    previews: 'プレビュー',
    previewOf: (side: string, subject: string) => `${side}のプレビュー: ${subject}`,
    noPreview: '表示できるHTMLがありません。',
    history: w.history,
    noHistory: `${w.history}はありません。`,
    actions: '操作',
    approve: `${w.approve}する`,
    reject: `${w.reject}する`,
    remand: '差し戻す',
    resubmit: `${w.resubmit}する`,
    noActions: 'あなたがこの依頼にできる操作はありません。',
  },
  dialog: {
    comment: 'コメント',
    commentOptional: 'コメント（任意）',
    reason: (action: string) => `${action}の理由`,
    loading: `${w.request}を読み込み中`,
    missing: `${w.request}が見つかりません`,
    approveTitle: (subject: string) => `「${subject}」を${w.approve}`,
    approveDescription: (last: boolean) =>
      last
        ? `${w.approve}すると、${w.request}の版がそのまま公開されます（依頼後の変更は含まれません）。`
        : `${w.approve}すると、次の${w.step}の${w.approver}に回ります。`,
    rejectTitle: (subject: string) => `「${subject}」を${w.reject}`,
    rejectDescription: `${w.reject}すると、この${w.request}は終わります。理由は${w.requester}に伝わります。`,
    remandTitle: (subject: string) => `「${subject}」を${w.remand}`,
    remandDescription: `${w.requester}に戻します。直してほしいことを書いてください。`,
    resubmitTitle: (subject: string) => `「${subject}」を${w.resubmit}`,
    resubmitDescription: `いまの${page}の内容で、もう一度${w.approve}を依頼します。`,
    approve: `${w.approve}する`,
    reject: `${w.reject}する`,
    remand: '差し戻す',
    resubmit: `${w.resubmit}する`,
    approveFailed: `${w.approve}できませんでした`,
    rejectFailed: `${w.reject}できませんでした`,
    remandFailed: '差し戻せませんでした',
    resubmitFailed: `${w.resubmit}できませんでした`,
    notAllowed: 'この依頼には、いまこの操作はできません。',
  },
} as const;
