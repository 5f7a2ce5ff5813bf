export type { NoticeItemProps, NoticeTitleLevel, NoticeType, NoticeUnreadMark } from './NoticeItem.tsx';
export { NoticeItem, noticeTitleLevels, noticeTypes, noticeUnreadMarks } from './NoticeItem.tsx';
