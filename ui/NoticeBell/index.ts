export type { NoticeBellItem, NoticeBellProps, NoticeType } from './NoticeBell.tsx';
export { NoticeBell, noticeTypes } from './NoticeBell.tsx';
