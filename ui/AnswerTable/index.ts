export type { AnswerTableProps } from './AnswerTable.tsx';
export { AnswerTable } from './AnswerTable.tsx';
export type {
  AnswerColumnKind,
  AnswerTableColumn,
  AnswerTableFile,
  AnswerTableRow,
  AnswerTableSort,
} from './types.ts';
export { answerColumnKinds } from './types.ts';
export type { AnswerTableWords } from './words.ts';
export { defaultAnswerTableWords } from './words.ts';
