export type { FormDialogProps } from './FormDialog.tsx';
export { FormDialog } from './FormDialog.tsx';
