import { useGate, useUnit } from 'effector-react';
import { useParams } from 'react-router-dom';
import {
  $authorBlocked,
  authorDelete,
  authorPagesText,
  authors,
  personLabel,
  scopeLabel,
} from '../../model/author/index.ts';
import { InlineAlert, Spinner } from '../../ui/index.ts';
import { kitText, LoadFailed, MutationFormDialog, paths, ReadOnlyNotice } from '../shared/index.ts';
import { $deletingAuthor, AuthorDeleteGate } from './model.ts';

const text = authorPagesText.remove;

/** /author/{id}/delete, over the list or the approver: asked first, naming the person and what they approve. */
export const AuthorDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(AuthorDeleteGate, { id });
  const state = useUnit({
    author: $deletingAuthor,
    loading: authors.$pending,
    failed: authors.$failed,
    onRetry: authors.refreshed,
    blocked: $authorBlocked,
  });
  const { author } = state;
  return (
    <MutationFormDialog
      dialog={authorDelete}
      fallback={paths.author.list.to()}
      removes={paths.author.detail.to({ id })}
      title={
        author
          ? text.title(personLabel(author))
          : state.loading
            ? authorPagesText.loading
            : authorPagesText.notFoundTitle
      }
      description={
        author
          ? text.description(scopeLabel(author))
          : state.loading
            ? authorPagesText.loading
            : authorPagesText.notFoundDescription
      }
      words={{ submit: text.submit, failed: authorPagesText.deleteFailedTitle }}
      destructive
      submitDisabled={!author || state.blocked !== null}
    >
      {!author ? (
        state.loading ? (
          <Spinner label={authorPagesText.loading} />
        ) : state.failed ? (
          <LoadFailed title={kitText.loadFailed.title} description={kitText.loadFailed.body} onRetry={state.onRetry} />
        ) : (
          <InlineAlert severity="warning" title={authorPagesText.notFoundTitle} />
        )
      ) : state.blocked ? (
        <ReadOnlyNotice reason={state.blocked} />
      ) : null}
    </MutationFormDialog>
  );
};
