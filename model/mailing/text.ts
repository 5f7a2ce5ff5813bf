import { glossary, html } from '../../contract/index.ts';
import { addressVerdictLabels } from '../../contract/mailAddresses.ts';

const { member, allowedSenders, mailingList } = glossary.mail;

/**
 * Japanese text of the mailing-list models and screens (issue 19), in one place. An address on a list is a
 * 宛先 and the groups that may send to it are 送信できる組織 (contract/glossary.ts `mail`). Messages are HTML:
 * every name or address typed by a user goes through `html`.
 */
export const mailingText = {
  mailingList,
  member,
  allowedSenders,
  created: (name: string) => html`${mailingList}「${name}」を作成しました。`,
  saved: (name: string) => html`${mailingList}「${name}」を保存しました。`,
  assigned: (name: string) => html`${mailingList}「${name}」の${allowedSenders}を保存しました。`,
  removed: (name: string) => html`${mailingList}「${name}」を削除しました。`,
  memberRemoved: (email: string) => html`${member}「${email}」を削除しました。`,
  membersAdded: (count: number) => `${member}を ${count.toLocaleString('ja-JP')} 件追加しました。`,
  createFailed: '作成できませんでした。',
  saveFailed: '保存できませんでした。',
  deleteFailed: '削除できませんでした。',
  addFailed: '追加できませんでした。',
  stale: `他の人が先にこの${mailingList}を保存しました。両方の内容を見比べてから保存し直してください。`,
  /** A verdict the server answered for an address it did not add; one we do not know is shown as it came. */
  refusedVerdict: (verdict: string) =>
    verdict in addressVerdictLabels ? addressVerdictLabels[verdict as keyof typeof addressVerdictLabels] : verdict,
  readFileFailed: 'ファイルを読み込めませんでした。UTF-8 または Shift_JIS のテキスト・CSV ファイルを選んでください。',
  tooMany: (max: number) => `一度に追加できるのは ${max.toLocaleString('ja-JP')} 件までです。分けて追加してください。`,
} as const;
