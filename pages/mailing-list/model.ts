import { sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { groupNamesNeeded, mailingList, mailings } from '../../model/mailing/index.ts';

/** /mailing on screen: load the lists unless loaded (real-time events keep them fresh), and the group names. */
export const MailingListGate = createGate({ name: 'mailing-list' });
shownWhile(MailingListGate, mailings);
sample({ clock: MailingListGate.open, fn: () => undefined, target: groupNamesNeeded });

export const $mailingsLoading = mailings.$status.map((status) => status === 'init' || status === 'pending');
export const $mailingQuery = mailingList.$filter.map((filter) => filter.query);
export const mailingSearched = mailingList.changed.prepend((query: string) => ({ query }));
