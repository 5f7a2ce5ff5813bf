import { sample } from 'effector';
import { createGate } from 'effector-react';
import { allowedDomains, domainDelete, domainOf } from '../../model/config/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /setting/domain/{id}/delete on screen; opened on its own (a reload) it loads the list to name the domain. */
export const DomainDeleteGate = createGate<{ id: number }>({ name: 'domain-delete' });
shownWhile(DomainDeleteGate, allowedDomains);
sample({ clock: DomainDeleteGate.open, fn: ({ id }) => id, target: domainDelete.opened });
sample({ clock: DomainDeleteGate.close, target: domainDelete.closed });

export const $deletingDomain = domainOf(domainDelete);
