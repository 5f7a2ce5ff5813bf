import { glossary, html, pageMessages } from '../../contract/index.ts';

const { page } = glossary.cms;
const { states } = glossary;

/** Japanese text of the page editor's model. A title typed by a user goes through `html`. */
export const pageEditorText = {
  created: (title: string) => html`${page}「${title}」を作成しました。`,
  saved: (title: string) => html`${page}「${title}」を保存しました。`,
  stale: `他の人が先にこの${page}を保存しました。両方の内容を見比べてから保存し直してください。`,
  failed: `${page}を${states.saveFailed}。`,
  pathFormat: pageMessages.path,
  checkUnanswered: 'HTMLを検証できなかったため、保存していません。通信を確かめて、もう一度保存してください。',
  checkBlocked: `HTMLの検証でエラーが見つかったため、保存していません。問題の一覧を見て直してから保存してください（警告だけなら保存できます）。`,
} as const;
