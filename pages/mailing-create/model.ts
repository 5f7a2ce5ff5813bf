import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { mailingCreate } from '../../model/mailing/index.ts';

/** /mailing/create on screen: an empty form. */
export const MailingCreateGate = createGate({ name: 'mailing-create' });
sample({ clock: MailingCreateGate.open, fn: () => 'new' as const, target: mailingCreate.opened });
sample({ clock: MailingCreateGate.close, target: mailingCreate.closed });

/** Where the page goes once the list is created: its own page, or the lists when the answer named no id. */
export const $createdMailing = createStore<{ id: number | null } | null>(null)
  .on(mailingCreate.succeeded, (_, { outcome }) => ({ id: outcome.id ?? null }))
  .reset(MailingCreateGate.open);
