/** Japanese text of the organisation models, in one place. */
export const groupText = {
  created: (name: string) => `組織「${name}」を作成しました。`,
  saved: (name: string) => `組織「${name}」を保存しました。`,
  removed: (name: string) => `組織「${name}」を削除しました。`,
  accountCreated: (name: string) => `アカウント「${name}」を作成しました。`,
  accountMoved: (name: string, group: string) => `アカウント「${name}」を「${group}」へ移動しました。`,
  accountReset: (name: string) => `アカウント「${name}」をリセットしました。`,
  stale: '他の人が先にこの組織を保存しました。両方の内容を見比べてから保存し直してください。',
  failed: '保存できませんでした。',
} as const;
