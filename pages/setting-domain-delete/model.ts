import { sample } from 'effector';
import { createGate } from 'effector-react';
import { allowedDomains, domainDelete, domainOf, settingsBlocked } from '../../model/config/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';

/** /setting/domain/{id}/delete on screen; opened on its own (a reload) it loads the list to name the domain. */
export const DomainDeleteGate = createGate<{ id: number }>({ name: 'domain-delete' });
shownWhile(DomainDeleteGate, allowedDomains);
sample({ clock: DomainDeleteGate.open, fn: ({ id }) => id, target: domainDelete.opened });
sample({ clock: DomainDeleteGate.close, target: domainDelete.closed });

export const $deletingDomain = domainOf(domainDelete);

/** Opened by its address below CONFIG 2: the server would refuse, so nothing is offered and the reason shown. */
export const $deleteBlocked = $tokenInfo.map(settingsBlocked);
