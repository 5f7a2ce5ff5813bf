import { combine } from 'effector';
import { editsWebsite, type WebRead } from '../../contract/index.ts';
import { createListFilter, matchesQuery } from '../kit/index.ts';
import { type NavEntry, navigationFor } from '../navigation/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { webs } from '../web/index.ts';

/** /cms/website: the websites whose name or address matches the search, in the server's order. */
export const websiteList = createListFilter({
  name: 'website-list',
  source: webs.$items,
  initial: { query: '' },
  match: (web: WebRead, filter) => matchesQuery(`${web.name ?? ''} ${web.url ?? ''}`, filter.query),
});

/** /cms: the websites this user may edit (contract `editsWebsite`: super group, CMS 4, or a group it names). */
export const $editableWebsites = combine($tokenInfo, webs.$items, (user, items) =>
  items.filter((web) => editsWebsite(user, web)),
);

/**
 * /cms: the CMS screens this user's levels open, as the side navigation offers them (same table, same rules:
 * the theme entry's CONFIG 7 included), without the per-website entries, which /cms lists itself.
 */
export const $cmsDestinations = $tokenInfo.map((user): NavEntry[] => {
  if (!user) return [];
  const cms = navigationFor(user).find((entry) => entry.key === 'cms');
  return cms?.children ?? [];
});
