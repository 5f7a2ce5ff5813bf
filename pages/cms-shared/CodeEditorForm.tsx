import type { Store } from 'effector';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { Editable, Editor } from '../../model/kit/index.ts';
import { TextField } from '../../ui/index.ts';
import { EditorForm } from '../shared/index.ts';
import { type CodeField, CodeFields, codeConflictRows } from './CodeFields.tsx';
import { cmsPagesText } from './text.ts';

/** A theme's or template's draft: its name and one text per code field. */
export type CodeDraft<K extends string> = { name: string } & Record<K, string>;

/**
 * The form of a record made of a name and code (/cms/theme/{id}, /cms/template/create, /cms/template/{id}),
 * bound to its kit editor: the name, anything `extra`, then a code editor per field.
 */
export const CodeEditorForm = <K extends string, R extends Editable & CodeDraft<K>>({
  editor,
  blocked,
  fields,
  submitLabel,
  extra,
}: {
  editor: Editor<R, CodeDraft<K>>;
  blocked: Store<string | null>;
  fields: readonly CodeField<K>[];
  submitLabel: string;
  extra?: ReactNode;
}) => {
  const form = useUnit({ blocked, draft: editor.$draft, fieldErrors: editor.$fieldErrors });
  const changed: (change: Partial<CodeDraft<K>>) => void = useUnit(editor.changed);
  const readOnly = form.blocked !== null;
  return (
    <EditorForm
      editor={editor}
      submitLabel={submitLabel}
      saveFailedTitle={cmsPagesText.saveFailed}
      conflictRows={(mine, theirs) => codeConflictRows(cmsPagesText.name, fields, mine, theirs)}
      blocked={form.blocked}
    >
      <TextField
        label={cmsPagesText.name}
        required
        hint={cmsPagesText.nameHint}
        autoComplete="off"
        disabled={readOnly}
        value={form.draft.name}
        error={form.fieldErrors.name}
        onChange={(event) => changed({ name: event.currentTarget.value } as Partial<CodeDraft<K>>)}
      />
      {extra}
      <CodeFields
        fields={fields}
        draft={form.draft}
        errors={form.fieldErrors}
        readOnly={readOnly}
        onChange={(change) => changed(change as Partial<CodeDraft<K>>)}
      />
    </EditorForm>
  );
};
