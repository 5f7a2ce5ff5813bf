import { useGate, useUnit } from 'effector-react';
import {
  $authorBlocked,
  $choices,
  $choicesFailed,
  $choicesLoading,
  authorCreate,
  authorPagesText,
  choicesNeeded,
} from '../../model/author/index.ts';
import { Spinner } from '../../ui/index.ts';
import { AuthorFields } from '../author-shared/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { AuthorCreateGate } from './model.ts';

const text = authorPagesText.create;

/** /author/create, over the list: an account with the workflow flag, what it approves, the step and the mail. */
export const AuthorCreateDialog = () => {
  useGate(AuthorCreateGate);
  const state = useUnit({
    form: authorCreate.$form,
    errors: authorCreate.$fieldErrors,
    onChange: authorCreate.changed,
    blocked: $authorBlocked,
    choices: $choices,
    choicesLoading: $choicesLoading,
    choicesFailed: $choicesFailed,
    onRetry: choicesNeeded,
  });
  return (
    <MutationFormDialog
      dialog={authorCreate}
      fallback={paths.author.list.to()}
      title={text.title}
      description={text.description}
      words={{ submit: text.submit, failed: authorPagesText.createFailed }}
      submitDisabled={state.blocked !== null || state.choicesLoading}
    >
      {state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : (
        <>
          {state.choicesLoading ? <Spinner label={authorPagesText.loading} /> : null}
          {state.choicesFailed ? (
            <LoadFailed
              title={authorPagesText.choicesFailed}
              description={kitText.loadFailed.body}
              onRetry={() => state.onRetry()}
            />
          ) : null}
          <AuthorFields form={state.form} errors={state.errors} choices={state.choices} onChange={state.onChange} />
        </>
      )}
    </MutationFormDialog>
  );
};
