import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { findMailing, mailingDelete, mailings } from '../../model/mailing/index.ts';

/** /mailing/{id}/delete on screen; opened on its own (a reload) it loads the lists to name this one. */
export const MailingDeleteGate = createGate<{ id: number }>({ name: 'mailing-delete' });
shownWhile(MailingDeleteGate, mailings);
sample({ clock: MailingDeleteGate.open, fn: ({ id }) => id, target: mailingDelete.opened });
sample({ clock: MailingDeleteGate.close, target: mailingDelete.closed });

export const $deletingMailing = combine(mailings.$items, mailingDelete.$target, findMailing);
