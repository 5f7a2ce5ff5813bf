import { useGate, useUnit } from 'effector-react';
import { $themesBlocked, themeCreate } from '../../model/cms/index.ts';
import { TextField } from '../../ui/index.ts';
import { cmsPagesText } from '../cms-shared/index.ts';
import { MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { ThemeCreateGate } from './model.ts';

const text = cmsPagesText.theme;

/** /cms/theme/create, over the list: a new theme by its name (its code is edited on its own page). */
export const ThemeCreateDialog = () => {
  useGate(ThemeCreateGate);
  const state = useUnit({
    form: themeCreate.$form,
    errors: themeCreate.$fieldErrors,
    onChange: themeCreate.changed,
    blocked: $themesBlocked,
  });
  return (
    <MutationFormDialog
      dialog={themeCreate}
      fallback={paths.theme.list.to()}
      title={text.createTitle}
      description={text.createDescription}
      words={{ submit: text.create, failed: text.createTitle }}
      submitDisabled={state.blocked !== null}
    >
      {state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : (
        <TextField
          label={cmsPagesText.name}
          required
          hint={cmsPagesText.nameHint}
          autoComplete="off"
          value={state.form.name}
          error={state.errors.name}
          onChange={(event) => state.onChange({ name: event.currentTarget.value })}
        />
      )}
    </MutationFormDialog>
  );
};
