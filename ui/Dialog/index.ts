export type { DialogCloseProps, DialogProps } from './Dialog.tsx';
export { Dialog, DialogClose } from './Dialog.tsx';
