export type { NoticeFiltersProps, NoticeFiltersWords } from './NoticeFilters.tsx';
export { NoticeFilters } from './NoticeFilters.tsx';
