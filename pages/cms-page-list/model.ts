import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { pageList, pages, pagesBlocked, templates } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { webs } from '../../model/web/index.ts';

/** /cms/{webId}/page on screen (the website changes while it stays on screen: the navigation's sub-entries). */
export const PageListGate = createGate<{ webId: number }>({ name: 'page-list' });
// The pages, the templates they are shown in and the website they belong to load unless loaded.
shownWhile(PageListGate, pages);
shownWhile(PageListGate, templates);
shownWhile(PageListGate, webs);

const $webId = PageListGate.state.map((state) => state.webId ?? null);
sample({
  clock: $webId.updates,
  filter: (webId): webId is number => webId !== null,
  fn: (webId) => ({ webId }),
  target: pageList.changed,
});
sample({ clock: PageListGate.close, target: pageList.reset });

/** The website on screen, as the list has it (null while loading, or for an id no website has). */
export const $pageListWeb = combine(webs.$items, $webId, (items, id) => items.find((web) => web.id === id) ?? null);

/** Why this user may not change this website's pages (contract `editsWebsite`), or null. */
export const $pageListBlocked = combine($tokenInfo, $pageListWeb, pagesBlocked);

export const $pagesLoading = pages.$status.map((status) => status === 'init' || status === 'pending');
export const $websLoading = webs.$status.map((status) => status === 'init' || status === 'pending');
export const $pageQuery = pageList.$filter.map((filter) => filter.query);
export const pageSearched = pageList.changed.prepend((query: string) => ({ query }));

/** Each template's name by id, and whether the templates are loaded (a name not found is then a deleted one). */
export const $templateNames = combine(templates.$items, templates.$status, (items, status) => ({
  names: new Map(items.map((template) => [template.id, template.name])),
  loaded: status === 'fulfilled',
}));
