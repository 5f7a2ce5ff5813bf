export const shellText = {
  newNotice: '新しいお知らせがあります。',
  noPermissionConfirm:
    '権限が不足しているため、この操作を実行できませんでした。権限が変更された可能性があります。ページを再読み込みしますか？',
} as const;
