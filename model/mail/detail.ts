import { createEffect, createEvent, sample } from 'effector';
import type { MailRecipient } from '../../contract/mail.ts';
import { createKeyedList } from '../kit/index.ts';
import { mailFx, mailHistory } from './history.ts';

/** One mail's recipients with what became of each (ours: `GET /api/mail/history/:id`). */
const fetchRecipientsFx = createEffect(
  async (id: number): Promise<MailRecipient[]> => (await mailFx.get({ params: { id } }))?.recipients ?? [],
);
export const mailRecipients = createKeyedList<MailRecipient>({ name: 'mail-recipients', fetchFx: fetchRecipientsFx });

/** 受信者ごとの結果 on a history row: shown under the history; pressed again, hidden. */
export const recipientsToggled = createEvent<number>();
// Decided once per press: the reset must not make the same press request the mail again.
const decided = sample({
  clock: recipientsToggled,
  source: mailRecipients.$key,
  fn: (key, id) => ({ id, hide: key === id }),
});
sample({ clock: decided, filter: ({ hide }) => hide, fn: () => undefined, target: mailRecipients.reset });
sample({ clock: decided, filter: ({ hide }) => !hide, fn: ({ id }) => id, target: mailRecipients.keyRequested });
// A mail-history event (progress, a mail finished) reads the open mail's recipients again.
sample({
  clock: mailHistory.listFx.done,
  source: mailRecipients.$key,
  filter: (key) => key !== null,
  fn: () => undefined,
  target: mailRecipients.refreshed,
});
