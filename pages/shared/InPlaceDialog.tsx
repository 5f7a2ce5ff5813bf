import { useUnit } from 'effector-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog, FormDialog, SanitizedHtml } from '../../ui/index.ts';
import { kitText } from './kitText.ts';
import type { DialogModel } from './MutationDialogs.tsx';

export interface InPlaceDialogProps {
  dialog: DialogModel;
  title: ReactNode;
  description: ReactNode;
  words: { submit: string; failed: string };
  children: ReactNode;
  submitDisabled?: boolean;
  destructive?: boolean;
}

/**
 * A kit mutation dialog opened over a screen (not a route: nothing to link to). Open while it has a target
 * and is not done; the server's refusal inside with what was typed kept; closing with something typed asks
 * first (a route's dialog asks through LeaveGuard instead: `MutationFormDialog`).
 */
export const InPlaceDialog = ({ dialog, title, description, words, children, ...rest }: InPlaceDialogProps) => {
  const state = useUnit({
    target: dialog.$target,
    error: dialog.$error,
    pending: dialog.$pending,
    done: dialog.$done,
    dirty: dialog.$dirty,
    onSubmit: dialog.submitted,
    onClose: dialog.closed,
  });
  const [asking, setAsking] = useState(false);
  const open = state.target !== null && !state.done;
  return (
    <>
      <FormDialog
        {...rest}
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          if (state.dirty) setAsking(true);
          else state.onClose();
        }}
        title={title}
        description={description}
        // A refusal is the server's message, which is HTML (spec §2.7): a name in it comes escaped.
        error={state.error ? <SanitizedHtml as="span" html={state.error} /> : null}
        errorTitle={words.failed}
        submitLabel={words.submit}
        cancelLabel={kitText.cancel}
        closeLabel={kitText.close}
        pending={state.pending}
        onSubmit={state.onSubmit}
      >
        {children}
      </FormDialog>
      <ConfirmDialog
        open={open && asking}
        onOpenChange={(next) => {
          if (!next) setAsking(false);
        }}
        title={kitText.dialogLeave.title}
        body={kitText.dialogLeave.body}
        confirmLabel={kitText.dialogLeave.confirm}
        cancelLabel={kitText.dialogLeave.cancel}
        destructive
        onConfirm={() => {
          setAsking(false);
          state.onClose();
        }}
      />
    </>
  );
};
