import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { mailCancel, mailHistory } from '../../model/mail/index.ts';

/** /mail/{id}/cancel on screen: opened on its own (a reload) it loads the history to name the mail. */
export const MailCancelGate = createGate<{ id: number }>({ name: 'mail-cancel' });
shownWhile(MailCancelGate, mailHistory);
sample({ clock: MailCancelGate.open, fn: ({ id }) => id, target: mailCancel.opened });
sample({ clock: MailCancelGate.close, target: mailCancel.closed });

/** The mail being cancelled, as the history has it (null while loading, or when it is not there). */
export const $cancellingMail = combine(
  mailHistory.$items,
  mailCancel.$target,
  (items, id) => items.find((mail) => mail.id === id) ?? null,
);
