export { noticeDelete } from './dialogs.ts';
export { emptyNoticeDraft, type NoticeDraft, noticeEditor, noticeFx } from './editor.ts';
export { $canWriteNotices, type NoticeFilter, noticeList } from './list.ts';
export {
  $bellOpen,
  $noticeLimit,
  $noticesWithState,
  $readIds,
  $recentNotices,
  $unreadCount,
  bellClosed,
  bellOpened,
  getNoticeFx,
  listNoticesFx,
  loadReadRecordFx,
  noticeDomain,
  notices,
  RECENT_NOTICE_COUNT,
  readRecordKey,
  saveReadRecordFx,
} from './model.ts';
export { noticeText } from './text.ts';
