import { html } from '../../contract/index.ts';

/**
 * Japanese text of the organisation models, in one place. Messages are shown as HTML (spec §2.7): every
 * name typed by a user goes through `html`, so a group called `<b>x</b>` is shown as that text.
 */
export const groupText = {
  saved: (name: string) => html`組織「${name}」を保存しました。`,
  removed: (name: string) => html`組織「${name}」を削除しました。`,
  accountMoved: (name: string, group: string) => html`アカウント「${name}」を「${group}」へ移動しました。`,
  stale: '他の人が先にこの組織を保存しました。両方の内容を見比べてから保存し直してください。',
  failed: '保存できませんでした。',
  deleteFailed: '削除できませんでした。',
  createFailed: '追加できませんでした。',
  moveFailed: '移動できませんでした。',
  resetFailed: 'リセットできませんでした。',
} as const;
