import { createGate } from 'effector-react';
import { authorSearch, authors } from '../../model/author/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /author on screen: load the approvers unless loaded (the `author` event keeps them fresh). */
export const AuthorListGate = createGate({ name: 'author-list' });
shownWhile(AuthorListGate, authors);

export const $authorsLoading = authors.$status.map((status) => status === 'init' || status === 'pending');
export const $authorQuery = authorSearch.$filter.map((filter) => filter.query);
export const authorSearched = authorSearch.changed.prepend((query: string) => ({ query }));
