import type { EventCallable, Store } from 'effector';
import { useUnit } from 'effector-react';
import { TextArea } from '../../ui/index.ts';
import { InPlaceDialog } from './InPlaceDialog.tsx';
import type { DialogModel } from './MutationDialogs.tsx';

/** A form of one comment: a workflow decision's, a request's, a republication's. */
export interface CommentForm {
  comment: string;
}

/** A kit mutation dialog whose form is one comment (model/workflow's dialogs, the page editor's requests). */
export interface CommentDialogModel extends DialogModel {
  $form: Store<CommentForm>;
  $fieldErrors: Store<Partial<Record<keyof CommentForm, string>>>;
  changed: EventCallable<Partial<CommentForm>>;
}

export interface CommentFieldProps {
  dialog: CommentDialogModel;
  /** The field's label: 「コメント（任意）」, or the reason asked for. */
  label: string;
  required: boolean;
}

/** The dialog's comment: required where it is the reason (a remand, a rejection, an emergency), optional otherwise. */
export const CommentField = ({ dialog, label, required }: CommentFieldProps) => {
  const state = useUnit({ form: dialog.$form, errors: dialog.$fieldErrors, onChange: dialog.changed });
  return (
    <TextArea
      label={label}
      required={required}
      value={state.form.comment}
      error={state.errors.comment}
      rows={5}
      name="comment"
      onChange={(event) => state.onChange({ comment: event.currentTarget.value })}
    />
  );
};

export interface CommentDialogProps extends CommentFieldProps {
  title: string;
  description: string;
  words: { submit: string; failed: string };
  destructive?: boolean;
}

/** One write with a comment, in a dialog over the screen (`InPlaceDialog`): the comment is all it asks. */
export const CommentDialog = ({ dialog, label, required, ...rest }: CommentDialogProps) => (
  <InPlaceDialog dialog={dialog} {...rest}>
    <CommentField dialog={dialog} label={label} required={required} />
  </InPlaceDialog>
);
