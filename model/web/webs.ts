import { glossary, levelOf, type WebRead, webApi } from '../../contract/index.ts';
import { apiEffects, byId, createListResource, defineDomain } from '../kit/index.ts';

/** One effect per endpoint of the website api. */
export const webFx = apiEffects(webApi);

/**
 * Every website, kept fresh by the `cms-web` real-time event. Light on purpose (the contract and the kit,
 * both already in the shell): the side navigation shows one entry per website on every screen (spec §2.6),
 * so this list loads at sign-in with the shell, while the website screens' dialogs and rules
 * (`model/website`) load with the CMS routes only.
 */
export const webs = createListResource<WebRead>({
  name: 'web',
  listFx: webFx.list,
  getFx: byId(webFx.get),
});

export const webDomain = defineDomain({
  name: 'web',
  resource: webs,
  event: 'cms-web',
  // Spec §6: websites load at CMS 1.
  initialLoad: (user) => levelOf(user, 'CMS') >= 1,
  overlay: true,
});

/** A website's label: its name (ours), or for a server without names the word and its id. */
export const webLabel = (web: Pick<WebRead, 'id' | 'name'>): string => web.name ?? `${glossary.cms.website} #${web.id}`;

/** The side navigation's sub-entries (spec §2.6): each website by its label, in the server's order. */
export const $webNavEntries = webs.$items.map((items) => items.map((web) => ({ id: web.id, label: webLabel(web) })));
