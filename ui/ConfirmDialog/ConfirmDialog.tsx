import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';

export type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog, when it is not opened by a route. */
  trigger?: ReactElement;
  /** The question, such as 「ページを削除しますか？」. */
  title: ReactNode;
  /** What will happen, naming the thing: 「ページ『お知らせ一覧』を削除します。元に戻せません。」 Read with the title. */
  body: ReactNode;
  /** Further content under the body. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** For actions that destroy something: the confirm button is drawn in the danger colour. */
  destructive?: boolean;
  /** The dialog stays open: the page closes it (or navigates away) once the work has succeeded. */
  onConfirm: () => void;
  /** While the confirmed work runs: the confirm button shows a spinner and refuses more presses. */
  pending?: boolean;
};

/** Asks before an action that cannot be undone, as an alertdialog on the shared Dialog. */
export const ConfirmDialog = ({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  body,
  children,
  confirmLabel = '削除する',
  cancelLabel = 'キャンセル',
  destructive = true,
  onConfirm,
  pending = false,
}: ConfirmDialogProps) => (
  <Dialog
    role="alertdialog"
    open={open}
    defaultOpen={defaultOpen}
    onOpenChange={onOpenChange}
    trigger={trigger}
    title={title}
    description={body}
    footer={
      <>
        <DialogClose>
          <Button variant="secondary">{cancelLabel}</Button>
        </DialogClose>
        <Button variant={destructive ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </>
    }
  >
    {children}
  </Dialog>
);
