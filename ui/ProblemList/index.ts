export type { ProblemListProps, ProblemListWords } from './ProblemList.tsx';
export { ProblemList } from './ProblemList.tsx';
