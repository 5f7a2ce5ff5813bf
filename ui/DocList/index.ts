export type { DocListItem, DocListProps, DocListWords } from './DocList.tsx';
export { DocList } from './DocList.tsx';
export { docTypeLabel } from './docType.ts';
