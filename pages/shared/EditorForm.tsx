import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import type { Editable, Editor } from '../../model/kit/index.ts';
import { Button, FormLayout, type FormLayoutProps } from '../../ui/index.ts';
import { type ConflictRow, SaveProblem } from './ConflictView.tsx';
import { ReadOnlyNotice } from './ReadOnlyNotice.tsx';

/** The parts of a kit editor (model/kit `createEditor`) its form binds; the fields bind the rest. */
export type EditorFormModel<R extends Editable, Draft> = Pick<
  Editor<R, Draft>,
  '$saving' | '$saveError' | '$conflict' | 'saveClicked' | 'keepMineClicked' | 'takeTheirsClicked'
>;

export type EditorFormProps<R extends Editable, Draft> = Omit<
  FormLayoutProps,
  'onSubmit' | 'actions' | 'noValidate'
> & {
  editor: EditorFormModel<R, Draft>;
  submitLabel: string;
  saveFailedTitle: string;
  /** A stale save's conflict, field by field: what was typed beside what is saved now. */
  conflictRows: (mine: Draft, theirs: R) => ConflictRow[];
  /** Why the signed-in user may not change the record: said over the fields, and nothing to send. */
  blocked?: string | null;
  /** Nothing to send, the reason said elsewhere on the screen. */
  readOnly?: boolean;
};

/**
 * The form of a kit editor: sent by its button (busy while saving) or Enter, the last save's problem (the
 * conflict with its two ways out, or the server's refusal) above the fields, or why it may not be changed.
 * The fields are the children; they disable themselves when read-only.
 */
export const EditorForm = <R extends Editable, Draft>({
  editor,
  submitLabel,
  saveFailedTitle,
  conflictRows,
  blocked = null,
  readOnly = blocked !== null,
  children,
  ...form
}: EditorFormProps<R, Draft>) => {
  const state = useUnit({
    saving: editor.$saving,
    saveError: editor.$saveError,
    conflict: editor.$conflict,
    onSave: editor.saveClicked,
    onKeepMine: editor.keepMineClicked,
    onTakeTheirs: editor.takeTheirsClicked,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field still submits a form without a button (implicit submission).
    if (!readOnly) state.onSave();
  };
  return (
    <FormLayout
      {...form}
      onSubmit={submit}
      noValidate
      actions={
        readOnly ? null : (
          <Button type="submit" loading={state.saving}>
            {submitLabel}
          </Button>
        )
      }
    >
      {blocked !== null ? (
        <ReadOnlyNotice reason={blocked} />
      ) : (
        <SaveProblem
          conflictRows={state.conflict ? conflictRows(state.conflict.mine, state.conflict.theirs) : null}
          saveError={state.saveError}
          saveFailedTitle={saveFailedTitle}
          onKeepMine={state.onKeepMine}
          onTakeTheirs={state.onTakeTheirs}
          pending={state.saving}
        />
      )}
      {children}
    </FormLayout>
  );
};
