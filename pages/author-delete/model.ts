import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { authorDelete, authors, findAuthor } from '../../model/author/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /author/{id}/delete on screen; opened on its own (a reload) it loads the approvers to name this one. */
export const AuthorDeleteGate = createGate<{ id: number }>({ name: 'author-delete' });
shownWhile(AuthorDeleteGate, authors);
sample({ clock: AuthorDeleteGate.open, fn: ({ id }) => id, target: authorDelete.opened });
sample({ clock: AuthorDeleteGate.close, target: authorDelete.closed });

export const $deletingAuthor = combine(authors.$items, authorDelete.$target, findAuthor);
