import { useUnit } from 'effector-react';
import type { FormEvent, ReactNode } from 'react';
import { $templatesBlocked, templateEditor } from '../../model/cms/index.ts';
import { Button, FormLayout, TextField } from '../../ui/index.ts';
import { ReadOnlyNotice, SaveProblem } from '../shared/index.ts';
import { CodeFields, codeConflictRows } from './CodeFields.tsx';
import { templateCodeFields } from './fields.ts';
import { cmsPagesText } from './text.ts';

/** The template form of /cms/template/create and /cms/template/{id}, bound to the template editor. */
export const TemplateEditorForm = ({ submitLabel, extra }: { submitLabel: string; extra?: ReactNode }) => {
  const editor = useUnit({
    blocked: $templatesBlocked,
    draft: templateEditor.$draft,
    saving: templateEditor.$saving,
    saveError: templateEditor.$saveError,
    fieldErrors: templateEditor.$fieldErrors,
    conflict: templateEditor.$conflict,
    onChange: templateEditor.changed,
    onSave: templateEditor.saveClicked,
    onKeepMine: templateEditor.keepMineClicked,
    onTakeTheirs: templateEditor.takeTheirsClicked,
  });
  const readOnly = editor.blocked !== null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    editor.onSave();
  };
  return (
    <FormLayout
      onSubmit={submit}
      noValidate
      actions={
        readOnly ? null : (
          <Button type="submit" loading={editor.saving}>
            {submitLabel}
          </Button>
        )
      }
    >
      {readOnly ? (
        <ReadOnlyNotice reason={editor.blocked} />
      ) : (
        <SaveProblem
          conflictRows={
            editor.conflict
              ? codeConflictRows(cmsPagesText.name, templateCodeFields, editor.conflict.mine, editor.conflict.theirs)
              : null
          }
          saveError={editor.saveError}
          saveFailedTitle={cmsPagesText.saveFailed}
          onKeepMine={editor.onKeepMine}
          onTakeTheirs={editor.onTakeTheirs}
          pending={editor.saving}
        />
      )}
      <TextField
        label={cmsPagesText.name}
        required
        hint={cmsPagesText.nameHint}
        autoComplete="off"
        disabled={readOnly}
        value={editor.draft.name}
        error={editor.fieldErrors.name}
        onChange={(event) => editor.onChange({ name: event.currentTarget.value })}
      />
      {extra}
      <CodeFields
        fields={templateCodeFields}
        draft={editor.draft}
        errors={editor.fieldErrors}
        readOnly={readOnly}
        onChange={editor.onChange}
      />
    </FormLayout>
  );
};
