import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { authorDelete, authorEditor, authors, choicesNeeded, findAuthor } from '../../model/author/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /author/{id} on screen (the id may change while it stays on screen). */
export const AuthorDetailGate = createGate<{ id: number }>({ name: 'author-detail' });
const $id = AuthorDetailGate.state.map((state) => state.id ?? null);
const opened = sample({ clock: $id.updates, filter: (id): id is number => id !== null });
shownWhile(AuthorDetailGate, authors);

/** The approver on screen, as the list has it. */
export const $author = combine(authors.$items, $id, findAuthor);

// Read it fresh; the form starts from the list's copy when it has one, then follows a newer version while
// nothing is typed (the editor decides).
sample({ clock: opened, target: [authors.selected, authors.itemRequested] });
sample({ clock: opened, fn: () => undefined, target: choicesNeeded });
sample({ clock: opened, source: authors.$items, fn: findAuthor, target: authorEditor.opened });
sample({
  clock: $author.updates,
  filter: (author) => author !== null,
  fn: (author) => author as NonNullable<typeof author>,
  target: authorEditor.recordSeen,
});

/** Its own read (or the list's first load) is under way. */
export const $authorFetching = combine(
  authors.$fetchingIds,
  authors.$status,
  $id,
  (ids, status, id) => id !== null && (ids.includes(id) || status === 'pending' || status === 'init'),
);
/** Its own read failed (a fault, never "not found"): the list's copy, if any, is shown and the page says so. */
export const $authorLoadFailed = combine(authors.$failedIds, $id, (ids, id) => id !== null && ids.includes(id));
export const authorRetried = createEvent();
sample({
  clock: authorRetried,
  source: $id,
  filter: (id): id is number => id !== null,
  target: authors.itemRequested,
});

/** Deleted from here (its dialog route): the page goes back to the list. */
export const $authorDeleted = createStore(false)
  .on(authorDelete.succeeded, () => true)
  .reset(opened);
