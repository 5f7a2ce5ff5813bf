export type { PagerProps, PagerWords } from './Pager.tsx';
export { Pager } from './Pager.tsx';
