import { glossary } from '../../contract/index.ts';

export const shellText = {
  newNotice: `新しい${glossary.notice}があります。`,
  realtimeTimeout:
    'リアルタイム更新の接続がタイムアウトしました。再接続を試みています。その間、一覧は自動では更新されません。',
  noPermissionConfirm: `権限が不足しているため、この操作を実行できませんでした。権限が変更された可能性があります。ページを${glossary.actions.reload}しますか？`,
} as const;
