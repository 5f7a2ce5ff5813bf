export type { ConfirmCountDialogProps, ConfirmCountDialogWords } from './ConfirmCountDialog.tsx';
export { ConfirmCountDialog } from './ConfirmCountDialog.tsx';
