import { glossary, html } from '../../contract/index.ts';

const { notice } = glossary;

/**
 * Japanese text of the notice models, in one place. Messages are shown as HTML (spec §2.7): a title typed by
 * a user goes through `html`, so a notice titled `<b>x</b>` is named as that text.
 */
export const noticeText = {
  sent: `${notice}を送信しました。`,
  saved: (title: string | undefined) =>
    title?.trim() ? html`${notice}「${title.trim()}」を保存しました。` : `${notice}を保存しました。`,
  removed: (title: string | undefined) =>
    title?.trim() ? html`${notice}「${title.trim()}」を削除しました。` : `${notice}を削除しました。`,
  stale: `他の人が先にこの${notice}を保存しました。両方の内容を見比べてから保存し直してください。`,
  failed: `${notice}を${glossary.states.saveFailed}。`,
  deleteFailed: `${notice}を${glossary.states.deleteFailed}。`,
} as const;
