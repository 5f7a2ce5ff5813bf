export type { DataTableColumn, DataTableProps, DataTableSort, SortDirection } from './DataTable.tsx';
export { DataTable, sortDirections } from './DataTable.tsx';
