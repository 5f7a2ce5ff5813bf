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
import { paths, RecordDialog } from '../shared/index.ts';
import { $deletingAuthor, AuthorDeleteGate } from './model.ts';

const text = authorPagesText.remove;
const states = {
  loading: authorPagesText.loading,
  missingTitle: authorPagesText.notFoundTitle,
  missingDescription: authorPagesText.notFoundDescription,
  failedTitle: authorPagesText.list.failedTitle,
};

/** /author/{id}/delete, over the list or the approver: asked first, naming the person and what they approve. */
export const AuthorDeleteDialog = () => {
  const id = Number(useParams().id);
  useGate(AuthorDeleteGate, { id });
  const state = useUnit({
    author: $deletingAuthor,
    blocked: $authorBlocked,
  });
  return (
    <RecordDialog
      dialog={authorDelete}
      fallback={paths.author.list.to()}
      removes={paths.author.detail.to({ id })}
      record={state.author}
      list={authors}
      states={states}
      title={(author) => text.title(personLabel(author))}
      description={(author) => text.description(scopeLabel(author))}
      words={{ submit: text.submit, failed: authorPagesText.deleteFailedTitle }}
      destructive
      blocked={state.blocked}
    />
  );
};
