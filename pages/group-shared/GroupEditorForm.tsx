import { useUnit } from 'effector-react';
import { useId } from 'react';
import type { GroupRead } from '../../contract/index.ts';
import { $draftLevelOpens, $groupAuthority, type GroupDraft, groupEditor } from '../../model/group/index.ts';
import { NumberStepper, TextField } from '../../ui/index.ts';
import { type ConflictRow, EditorForm, layout } from '../shared/index.ts';
import * as styles from './styles.css.ts';
import { groupPagesText as text } from './text.ts';

const conflictRows = (mine: GroupDraft, theirs: GroupRead): ConflictRow[] => [
  { key: 'name', field: text.editor.name, mine: mine.name, theirs: theirs.name },
  { key: 'description', field: text.editor.description, mine: mine.description, theirs: theirs.description },
  ...text.areaLabels.map((area, index) => ({
    key: `level-${index}`,
    field: `${text.editor.levels}：${area}`,
    mine: String(mine.permission[index] ?? 0),
    theirs: String(theirs.permission[index] ?? 0),
  })),
];

/**
 * The group form of /group/create and /group/{id}, bound to the group editor. Each level stops at the highest
 * one the user may set (their own, outside the super group); `blocked` (why the user may not change this
 * group) shows the settings read-only with the reason and no save.
 */
export const GroupEditorForm = ({
  submitLabel,
  labelledBy,
  blocked = null,
}: {
  submitLabel: string;
  labelledBy?: string;
  blocked?: string | null;
}) => {
  const editor = useUnit({
    authority: $groupAuthority,
    draft: groupEditor.$draft,
    opens: $draftLevelOpens,
    fieldErrors: groupEditor.$fieldErrors,
    onChange: groupEditor.changed,
  });
  const levelsHintId = useId();

  const { ceiling, capped } = editor.authority;
  const setLevel = (index: number, level: number) =>
    editor.onChange({
      permission: editor.draft.permission.map((current, i) =>
        i === index ? Math.min(ceiling[i] ?? 0, Math.max(0, Math.trunc(level))) : current,
      ),
    });
  const readOnly = blocked !== null;

  return (
    <EditorForm
      editor={groupEditor}
      submitLabel={submitLabel}
      saveFailedTitle={text.editor.saveFailed}
      conflictRows={conflictRows}
      blocked={blocked}
      aria-labelledby={labelledBy}
    >
      <TextField
        label={text.editor.name}
        required
        hint={text.editor.nameHint}
        autoComplete="off"
        disabled={readOnly}
        value={editor.draft.name}
        error={editor.fieldErrors.name}
        onChange={(event) => editor.onChange({ name: event.currentTarget.value })}
      />
      <TextField
        label={text.editor.description}
        hint={text.editor.descriptionHint}
        autoComplete="off"
        disabled={readOnly}
        value={editor.draft.description}
        error={editor.fieldErrors.description}
        onChange={(event) => editor.onChange({ description: event.currentTarget.value })}
      />
      <fieldset className={layout.fieldset} aria-describedby={levelsHintId}>
        <legend className={layout.legend}>{text.editor.levels}</legend>
        <p id={levelsHintId} className={layout.quiet}>
          {text.editor.levelsHint}
        </p>
        <div className={styles.levelGrid}>
          {text.areaLabels.map((area, index) => (
            <NumberStepper
              key={area}
              label={area}
              min={0}
              max={ceiling[index]}
              disabled={readOnly}
              value={editor.draft.permission[index] ?? 0}
              onValueChange={(level) => setLevel(index, level ?? 0)}
              hint={
                capped && !readOnly
                  ? `${text.editor.opens(editor.opens[index] ?? [])}。${text.editor.ceiling(ceiling[index] ?? 0)}`
                  : text.editor.opens(editor.opens[index] ?? [])
              }
              incrementLabel={text.editor.raise(area)}
              decrementLabel={text.editor.lower(area)}
            />
          ))}
        </div>
      </fieldset>
    </EditorForm>
  );
};
