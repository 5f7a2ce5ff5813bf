import { glossary, html, shownCount } from '../../contract/index.ts';

/** The approver terms are the workflow's (contract/glossary.ts): 承認者, and 承認段階 for the order several approve in. */
const { approver, step, request } = glossary.workflow;
const { website } = glossary.cms;
const { group, account } = glossary.organisation;

/** Japanese text of the approver model and screens (/author and its dialogs), in one place. */
export const authorText = {
  approver,
  step,
  title: glossary.navigation.author,
  /** What an approver approves: one website's requests, or the requests made by one group's members. */
  scope: '承認する対象',
  scopeWeb: `${website}への${request}`,
  scopeGroup: `${group}のアカウントからの${request}`,
  website,
  group,
  account,
  email: glossary.session.email,
  name: glossary.organisation.name,
  notifyByMail: 'メールでも知らせる',
  notifyByMailHint: `新しい${request}をお知らせに加えてメールでも受け取ります。`,
  stepHint: '1 が最初に承認します。同じ対象に複数の承認者がいるとき、段階の順に承認します。',
  accountHint: 'ワークフローに参加しているアカウントから選びます。',
  chooseAccount: 'アカウントを選択',
  chooseWebsite: `${website}を選択`,
  chooseGroup: `${group}を選択`,
  required: (what: string) => `${what}を選んでください。`,
  add: `${approver}を追加`,
  created: (name: string) => html`${name} さんを${approver}に追加しました。`,
  saved: (name: string) => html`${approver} ${name} さんを保存しました。`,
  removed: (name: string) => html`${approver} ${name} さんを削除しました。`,
  createFailed: '追加できませんでした。',
  saveFailed: glossary.states.saveFailed,
  deleteFailed: glossary.states.deleteFailed,
  stale: `他の人が先にこの${approver}を保存しました。両方の内容を見比べてから保存し直してください。`,
  blocked: `${approver}を変更する権限がありません（${glossary.navigation.setting}の権限レベル 2 以上が必要です）。`,
  yes: 'する',
  no: 'しない',
} as const;

const { approver: who, step: order } = glossary.workflow;

/** The words of the approver screens (/author, /author/{id} and the dialogs over them). */
export const authorPagesText = {
  loading: `${who}を読み込み中`,
  notFoundTitle: `${who}が${glossary.states.notFound}`,
  notFoundDescription: `削除されたか、表示できない${who}です。`,
  backToList: `${who}の一覧へ戻る`,
  createFailed: '追加できませんでした',
  saveFailed: glossary.states.saveFailed,
  deleteFailedTitle: glossary.states.deleteFailed,
  choicesFailed: '選択肢を読み込めませんでした',
  yesNo: (flag: boolean | undefined) => (flag === undefined ? '—' : flag ? authorText.yes : authorText.no),
  list: {
    title: glossary.navigation.author,
    description: `${glossary.workflow.request}を承認する人の一覧です。Webサイトごと、または${glossary.organisation.group}ごとに、承認する人と${order}を決めます。`,
    create: authorText.add,
    searchLabel: `氏名・メールアドレス・対象で${who}を検索`,
    caption: `${who}の一覧`,
    shown: shownCount,
    loading: `${who}の一覧を読み込み中`,
    failedTitle: `${who}の一覧を読み込めませんでした`,
    failedDescription: '通信環境を確認して、もう一度お試しください。',
    emptyTitle: `${who}はまだいません`,
    emptyDescription: `「${authorText.add}」から追加してください。${who}のいないWebサイトのページは、依頼なしで公開されます。`,
    noMatchTitle: `該当する${who}はいません`,
    remove: (name: string) => `${name} さんを削除`,
  },
  create: {
    title: `${who}の追加`,
    description: `ワークフローに参加しているアカウントを、Webサイトまたは${glossary.organisation.group}の${who}にします。`,
    submit: glossary.actions.add,
  },
  detail: {
    description: (scope: string) => scope,
    save: glossary.actions.save,
    remove: `${who}を削除`,
    staleCopyTitle: '最新の内容を読み込めませんでした',
    staleCopyDescription: '表示しているのは一覧にあった内容です。',
  },
  remove: {
    title: (name: string) => `${who} ${name} さんを削除しますか？`,
    description: (scope: string) =>
      `${scope} の${who}から外します。進行中の${glossary.workflow.request}はほかの${who}が承認します。`,
    submit: glossary.actions.delete,
  },
} as const;
