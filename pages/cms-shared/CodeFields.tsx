import { CodeEditor, type CodeEditorMode, InlineAlert } from '../../ui/index.ts';
import type { ConflictRow } from '../shared/index.ts';

/** One code field of a theme or template: its key in the draft, its words and its language. */
export interface CodeField<K extends string> {
  key: K;
  label: string;
  hint: string;
  mode: CodeEditorMode;
}

/** The code fields of an editor, each a CodeEditor (CodeMirror, loaded as its own chunk with the first one). */
export const CodeFields = <K extends string>({
  fields,
  draft,
  errors,
  readOnly,
  onChange,
}: {
  fields: readonly CodeField<K>[];
  draft: Record<K, string>;
  errors: Partial<Record<K, string>>;
  readOnly: boolean;
  onChange: (change: Partial<Record<K, string>>) => void;
}) => (
  <>
    {fields.map((field) => (
      <div key={field.key}>
        <CodeEditor
          label={field.label}
          hint={field.hint || undefined}
          mode={field.mode}
          value={draft[field.key]}
          readOnly={readOnly}
          height="small"
          onChange={(value) => onChange({ [field.key]: value } as Partial<Record<K, string>>)}
        />
        {errors[field.key] ? <InlineAlert severity="error" title={errors[field.key]} /> : null}
      </div>
    ))}
  </>
);

/** A conflict's rows for the name and each code field: the text as typed beside the text saved now. */
export const codeConflictRows = <K extends string>(
  nameLabel: string,
  fields: readonly CodeField<K>[],
  mine: Record<K | 'name', string>,
  theirs: Record<K | 'name', string>,
): ConflictRow[] => [
  { key: 'name', field: nameLabel, mine: mine.name, theirs: theirs.name },
  ...fields.map((field) => ({ key: field.key, field: field.label, mine: mine[field.key], theirs: theirs[field.key] })),
];
