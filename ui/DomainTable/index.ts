export type { DomainTableProps, DomainTableRow, DomainTableWords } from './DomainTable.tsx';
export { DomainTable } from './DomainTable.tsx';
