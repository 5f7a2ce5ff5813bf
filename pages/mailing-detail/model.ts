import { combine, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  $goneMailingIds,
  findMailing,
  groupNamesNeeded,
  mailingDelete,
  mailingEditor,
  mailings,
  memberSearch,
  members,
} from '../../model/mailing/index.ts';

/** /mailing/{id} on screen (the id may change while it stays on screen). */
export const MailingDetailGate = createGate<{ id: number }>({ name: 'mailing-detail' });
const $id = MailingDetailGate.state.map((state) => state.id ?? null);
const opened = sample({ clock: $id.updates, filter: (id): id is number => id !== null });

/** The list on screen, as the list resource has it (its own read puts it there). */
export const $mailing = combine(mailings.$items, $id, findMailing);

// Read it with its addresses; the name field starts from the list's copy when there is one, then follows a
// newer version while nothing is typed (the editor decides).
sample({ clock: opened, target: [mailings.selected, members.keyRequested] });
sample({ clock: opened, fn: () => undefined, target: [memberSearch.reset, groupNamesNeeded] });
sample({ clock: opened, source: mailings.$items, fn: findMailing, target: mailingEditor.opened });
sample({
  clock: $mailing.updates,
  filter: (mailing) => mailing !== null,
  fn: (mailing) => mailing as NonNullable<typeof mailing>,
  target: mailingEditor.recordSeen,
});

/** Its read is under way. */
export const $mailingFetching = combine(
  members.$pending,
  members.$status,
  (pending, status) => pending || status === 'init',
);
/** Its read failed (a fault, never "not found"): the list's copy, if any, is shown and the page says so. */
export const $mailingLoadFailed = members.$failed;
/** Its read answered that it is not there. */
export const $mailingGone = combine($goneMailingIds, $id, (ids, id) => id !== null && ids.includes(id));

/** Deleted from here (its dialog route): the page goes back to the lists. */
export const $mailingDeleted = createStore(false)
  .on(mailingDelete.succeeded, () => true)
  .reset(opened);
