import { useUnit } from 'effector-react';
import { type FormEvent, useId } from 'react';
import {
  $conflict,
  $draft,
  $draftLevelOpens,
  $saveError,
  $saving,
  descriptionChanged,
  keepMineClicked,
  levelChanged,
  nameChanged,
  saveClicked,
  takeTheirsClicked,
} from '../../model/group/index.ts';
import { Button, FormLayout, InlineAlert, NumberStepper, TextField } from '../../ui/index.ts';
import { ConflictView } from './ConflictView.tsx';
import * as styles from './styles.css.ts';
import { groupPagesText as text } from './text.ts';

/** The group form of /group/create and /group/{id}, bound to the editor model. */
export const GroupEditorForm = ({ submitLabel, labelledBy }: { submitLabel: string; labelledBy?: string }) => {
  const editor = useUnit({
    draft: $draft,
    opens: $draftLevelOpens,
    saving: $saving,
    saveError: $saveError,
    conflict: $conflict,
    onName: nameChanged,
    onDescription: descriptionChanged,
    onLevel: levelChanged,
    onSave: saveClicked,
    onKeepMine: keepMineClicked,
    onTakeTheirs: takeTheirsClicked,
  });

  const levelsHintId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    editor.onSave();
  };

  return (
    <FormLayout
      onSubmit={submit}
      aria-labelledby={labelledBy}
      actions={
        <Button type="submit" loading={editor.saving}>
          {submitLabel}
        </Button>
      }
    >
      {editor.conflict ? (
        <ConflictView
          mine={editor.conflict.mine}
          theirs={editor.conflict.theirs}
          onKeepMine={editor.onKeepMine}
          onTakeTheirs={editor.onTakeTheirs}
          pending={editor.saving}
        />
      ) : editor.saveError ? (
        <InlineAlert severity="error" title={text.editor.saveFailed}>
          {editor.saveError}
        </InlineAlert>
      ) : null}
      <TextField
        label={text.editor.name}
        required
        maxLength={100}
        autoComplete="off"
        value={editor.draft.name}
        onChange={(event) => editor.onName(event.currentTarget.value)}
      />
      <TextField
        label={text.editor.description}
        hint={text.editor.descriptionHint}
        maxLength={500}
        autoComplete="off"
        value={editor.draft.description}
        onChange={(event) => editor.onDescription(event.currentTarget.value)}
      />
      <fieldset className={styles.fieldset} aria-describedby={levelsHintId}>
        <legend className={styles.legend}>{text.editor.levels}</legend>
        <p id={levelsHintId} className={styles.quiet}>
          {text.editor.levelsHint}
        </p>
        <div className={styles.levelGrid}>
          {text.areaLabels.map((area, index) => (
            <NumberStepper
              key={area}
              label={area}
              min={0}
              value={editor.draft.permission[index] ?? 0}
              onValueChange={(level) => editor.onLevel({ index, level: level ?? 0 })}
              hint={text.editor.opens(editor.opens[index] ?? [])}
              incrementLabel={text.editor.raise(area)}
              decrementLabel={text.editor.lower(area)}
            />
          ))}
        </div>
      </fieldset>
    </FormLayout>
  );
};
