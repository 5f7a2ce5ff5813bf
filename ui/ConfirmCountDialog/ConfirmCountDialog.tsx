import { type ReactNode, useId } from 'react';
import { Button } from '../Button/index.ts';
import { Dialog, DialogClose } from '../Dialog/index.ts';
import { InlineAlert } from '../InlineAlert/index.ts';
import { TextField } from '../TextField/index.ts';

export type ConfirmCountDialogWords = {
  /** The field's label: 「受信者数を入力してください」. */
  label: string;
  /** Under the field: what to type, e.g. 「半角数字で 152 と入力します」. */
  hint: string;
  confirm: string;
  cancel: string;
  close: string;
};

export type ConfirmCountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, with the count the sender must type. */
  body: ReactNode;
  typed: string;
  onTypedChange: (typed: string) => void;
  /** The typed count matches: the confirm button may be pressed (the caller decides what matches). */
  canConfirm: boolean;
  onConfirm: () => void;
  pending?: boolean;
  /** A change since the count was last shown, said above the field (the count is typed again). */
  note?: ReactNode;
  /** The send's refusal, when there is one. */
  error?: ReactNode;
  errorTitle?: string;
  words: ConfirmCountDialogWords;
};

/**
 * A confirmation the sender answers by typing a number (a send to many people): the confirm button stays
 * disabled until what is typed matches, so a habit of pressing OK does not send.
 */
export const ConfirmCountDialog = ({
  open,
  onOpenChange,
  title,
  body,
  typed,
  onTypedChange,
  canConfirm,
  onConfirm,
  pending = false,
  note,
  error,
  errorTitle,
  words,
}: ConfirmCountDialogProps) => {
  const formId = useId();
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={body}
      closeLabel={words.close}
      closeOnInteractOutside={false}
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{words.cancel}</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={!canConfirm} loading={pending}>
            {words.confirm}
          </Button>
        </>
      }
    >
      {note ? <InlineAlert severity="warning">{note}</InlineAlert> : null}
      {error ? (
        <InlineAlert severity="error" title={errorTitle}>
          {error}
        </InlineAlert>
      ) : null}
      <form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          if (canConfirm && !pending) onConfirm();
        }}
      >
        <TextField
          label={words.label}
          hint={words.hint}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => onTypedChange(event.target.value)}
        />
      </form>
    </Dialog>
  );
};
