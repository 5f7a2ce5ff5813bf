import { sample } from 'effector';
import { createMutationDialog } from '../kit/index.ts';
import { mailFx, mailHistory } from './history.ts';
import { mailText as text } from './text.ts';

/**
 * /mail/{id}/cancel: a scheduled mail is not sent at all; a mail being sent stops (those sent stay sent).
 * The dialog names the mail and says which of the two happens; the history follows at once.
 */
export const mailCancel = createMutationDialog({
  name: 'mail-cancel',
  effect: mailFx.cancel,
  source: mailHistory.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) => text.cancelled(source.find((mail) => mail.id === target)?.subject),
  failedText: text.cancelFailed,
});
sample({
  clock: mailCancel.succeeded,
  source: mailHistory.$items,
  filter: (items, { target }) => items.some((mail) => mail.id === target),
  fn: (items, { target }) => ({ ...items.find((mail) => mail.id === target), id: target, status: 'cancelled' }),
  target: mailHistory.upserted,
});
// The counts of a mail stopped mid-send are the server's: the list is read again.
sample({ clock: mailCancel.succeeded, fn: () => undefined, target: mailHistory.refreshed });
