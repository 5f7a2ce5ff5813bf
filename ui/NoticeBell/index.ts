export type { NoticeBellItem, NoticeBellProps } from './NoticeBell.tsx';
export { NoticeBell } from './NoticeBell.tsx';
