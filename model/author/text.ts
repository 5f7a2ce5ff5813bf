import { glossary, html } from '../../contract/index.ts';

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
