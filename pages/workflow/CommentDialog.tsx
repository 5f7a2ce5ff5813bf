import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { WorkflowCommentForm } from '../../model/workflow/index.ts';
import { ConfirmDialog, FormDialog, SanitizedHtml, TextArea } from '../../ui/index.ts';
import { type DialogModel, kitText } from '../shared/index.ts';

/** A kit comment dialog (model/workflow dialogs): its target, its form and its checks. */
export interface CommentDialogModel extends DialogModel {
  $target: Store<number | null>;
  $form: Store<WorkflowCommentForm>;
  $fieldErrors: Store<Partial<Record<keyof WorkflowCommentForm, string>>>;
  changed: EventCallable<Partial<WorkflowCommentForm>>;
}

export interface CommentFieldProps {
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  onChange: (comment: string) => void;
}

/** The comment of a decision: required for a remand or a rejection (the reason), optional otherwise. */
export const CommentField = ({ label, required, value, error, onChange }: CommentFieldProps) => (
  <TextArea
    label={label}
    required={required}
    value={value}
    error={error}
    rows={5}
    name="comment"
    onChange={(event) => onChange(event.currentTarget.value)}
  />
);

/**
 * A decision taken in a dialog of /workflow (not a route): remand, resubmit, and approve or reject for an
 * approver whom the dialog routes are closed to. Open while the kit dialog has a target; the refusal inside
 * with what was typed kept; closing with something typed asks first.
 */
export const CommentDialog = ({
  dialog,
  title,
  description,
  label,
  required,
  words,
  destructive = false,
}: {
  dialog: CommentDialogModel;
  title: string;
  description: string;
  label: string;
  required: boolean;
  words: { submit: string; failed: string };
  destructive?: boolean;
}) => {
  const state = useUnit({
    target: dialog.$target,
    form: dialog.$form,
    errors: dialog.$fieldErrors,
    error: dialog.$error,
    pending: dialog.$pending,
    done: dialog.$done,
    dirty: dialog.$dirty,
    onChange: dialog.changed,
    onSubmit: dialog.submitted,
    onClose: dialog.closed,
  });
  const [asking, setAsking] = useState(false);
  const open = state.target !== null && !state.done;
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={(next) => {
          if (next) return;
          if (state.dirty) setAsking(true);
          else state.onClose();
        }}
        title={title}
        description={description}
        error={state.error ? <SanitizedHtml as="span" html={state.error} /> : null}
        errorTitle={words.failed}
        submitLabel={words.submit}
        cancelLabel={kitText.cancel}
        closeLabel={kitText.close}
        pending={state.pending}
        destructive={destructive}
        onSubmit={state.onSubmit}
      >
        <CommentField
          label={label}
          required={required}
          value={state.form.comment}
          error={state.errors.comment}
          onChange={(comment) => state.onChange({ comment })}
        />
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
