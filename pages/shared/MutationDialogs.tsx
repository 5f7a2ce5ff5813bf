import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ConfirmDialog, FormDialog, InlineAlert, SanitizedHtml } from '../../ui/index.ts';
import { kitText } from './kitText.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { useCloseDialog } from './useCloseDialog.ts';

/** The parts of a kit mutation dialog (model/kit `createMutationDialog`) a screen binds. */
export interface DialogModel {
  $target: Store<unknown>;
  $error: Store<string | null>;
  $pending: Store<boolean>;
  $done: Store<boolean>;
  $dirty: Store<boolean>;
  submitted: EventCallable<void>;
  closed: EventCallable<void>;
}

export interface MutationFormDialogProps {
  dialog: DialogModel;
  /** Where closing goes when the dialog route was opened on its own (a reload): the page it belongs to. */
  fallback: string;
  title: ReactNode;
  description: ReactNode;
  words: { submit: string; failed: string; cancel?: string; close?: string };
  children?: ReactNode;
  /** Shown instead of the form once the work answered something to keep (a one-time secret). */
  result?: ReactNode;
  resultTitle?: ReactNode;
  submitDisabled?: boolean;
  destructive?: boolean;
  /** The path of the page the work removes (a deleted record's own page): once done, closing goes to `fallback`. */
  removes?: string;
}

/**
 * A dialog route that sends one write: the kit's model bound to ui/FormDialog. It closes when the work is
 * done (back to the page it was opened over), and asks before Back or cancel drops what was typed.
 */
export const MutationFormDialog = ({
  dialog,
  fallback,
  title,
  description,
  words,
  children,
  removes,
  ...rest
}: MutationFormDialogProps) => {
  const state = useUnit({
    error: dialog.$error,
    pending: dialog.$pending,
    done: dialog.$done,
    dirty: dialog.$dirty,
    onSubmit: dialog.submitted,
  });
  const close = useCloseDialog(fallback, state.done, removes);
  const { pathname } = useLocation();
  return (
    <FormDialog
      {...rest}
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      // Always given: Ark links the description only if it is there when the dialog opens.
      description={description}
      // A refusal is the server's message, which is HTML (spec §2.7): a name in it comes escaped.
      error={state.error ? <SanitizedHtml as="span" html={state.error} /> : null}
      errorTitle={words.failed}
      submitLabel={words.submit}
      cancelLabel={words.cancel ?? kitText.cancel}
      closeLabel={words.close ?? kitText.close}
      pending={state.pending}
      onSubmit={state.onSubmit}
    >
      {children}
      {/* Always mounted: the router's blocker registers a render after mounting, so a guard mounted only once
          something is typed let a quick Back through (seen in e2e under load). */}
      <LeaveGuard when={state.dirty} base={pathname} words={kitText.dialogLeave} />
    </FormDialog>
  );
};

/** A delete asked in place (not a dialog route): open while the kit dialog has a target, its refusal inside. */
export const DeleteConfirm = ({
  dialog,
  words,
}: {
  dialog: DialogModel;
  words: { title: string; body: string; confirm: string; failed: string };
}) => {
  const state = useUnit({
    target: dialog.$target,
    error: dialog.$error,
    pending: dialog.$pending,
    onConfirm: dialog.submitted,
    onClose: dialog.closed,
  });
  return (
    <ConfirmDialog
      open={state.target !== null}
      onOpenChange={(open) => {
        if (!open) state.onClose();
      }}
      title={words.title}
      body={words.body}
      confirmLabel={words.confirm}
      onConfirm={state.onConfirm}
      pending={state.pending}
    >
      {state.error ? (
        <InlineAlert severity="error" title={words.failed}>
          <SanitizedHtml as="span" html={state.error} />
        </InlineAlert>
      ) : null}
    </ConfirmDialog>
  );
};
