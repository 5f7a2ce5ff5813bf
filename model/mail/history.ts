import { levelOf, type TokenInfo } from '../../contract/index.ts';
import { type MailHistoryRead, mailApi } from '../../contract/mail.ts';
import { apiEffects, createListResource, defineDomain } from '../kit/index.ts';

/** One effect per endpoint of the mail api (history, get, send, test, preview, cancel). */
export const mailFx = apiEffects(mailApi);

/**
 * The mail history (spec §7.1 `GET /api/mail/history`). There is no get by id for a history row in the
 * spec: §7.2 `mail-history` `async` refetches the whole list, which the kit does for a resource without one.
 */
export const mailHistory = createListResource<MailHistoryRead>({ name: 'mail-history', listFx: mailFx.history });

export const mailHistoryDomain = defineDomain({
  name: 'mailHistory',
  resource: mailHistory,
  event: 'mail-history',
  initialLoad: (user: TokenInfo) => levelOf(user, 'MAIL') >= 1,
  overlay: true,
});
