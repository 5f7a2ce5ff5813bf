import { combine, createEffect, sample } from 'effector';
import {
  editsWebsite,
  glossary,
  levelOf,
  type PageRead,
  type PageUse,
  pageApi,
  type TokenInfo,
  type WebRead,
} from '../../contract/index.ts';
import {
  apiEffects,
  byId,
  createActiveToggle,
  createKeyedList,
  createListFilter,
  createListResource,
  createMutationDialog,
  defineDomain,
  matchesQuery,
} from '../kit/index.ts';
import { attachDomain } from '../shell/index.ts';
import { cmsText } from './text.ts';

/** A page's name: its title (ours), or for a server without titles the word and its id. */
export const pageName = (page: Pick<PageRead, 'id' | 'title'>): string =>
  page.title || `${glossary.cms.page} #${page.id}`;

/** One effect per endpoint of the page api. */
export const pageFx = apiEffects(pageApi);

/**
 * Every page of every website (spec §7.1 `GET /api/cms/page`), kept fresh by the `cms-page` real-time event
 * (created/updated refetch the page, deleted removes it, async refetches the list: §7.2). The screens of one
 * website show its pages only.
 */
export const pages = createListResource<PageRead>({
  name: 'page',
  listFx: pageFx.list,
  getFx: byId(pageFx.get),
});

export const pageDomain = attachDomain(
  defineDomain({
    name: 'page',
    resource: pages,
    event: 'cms-page',
    // Spec §6 loads pages at CMS 1; this model loads with the CMS screens, which load the list they show.
    initialLoad: (user) => levelOf(user, 'CMS') >= 1,
    overlay: true,
  }),
);

const inWebsite = (page: PageRead, webId: number | null) =>
  webId === null || page.webId === undefined || page.webId === webId;

/**
 * /cms/{webId}/page: the pages of one website (all of them while `webId` is null) whose title or path matches
 * the search, in the server's order. A page read without `webId` (ours, optional) is shown under every website.
 */
export const pageList = createListFilter({
  name: 'page-list',
  source: pages.$items,
  initial: { webId: null as number | null, query: '' },
  match: (page: PageRead, filter) =>
    inWebsite(page, filter.webId) && matchesQuery(`${page.title ?? ''} /${page.path ?? ''}`, filter.query),
});
/**
 * The pages of the list's website whatever the search (`pageList.$total` counts every website's): tells
 * "none yet" from "none match".
 */
export const $pageListTotal = combine(
  pages.$items,
  pageList.$filter,
  (items, filter) => items.filter((page) => inWebsite(page, filter.webId)).length,
);

/**
 * Why this user may read a website's pages but not change them (contract `editsWebsite`: the server refuses
 * with 403), or null. A website not known yet opens only to those who edit every website.
 */
export const pagesBlocked = (user: TokenInfo | null, web: Pick<WebRead, 'groups'> | null | undefined): string | null =>
  editsWebsite(user, web ?? { groups: [] }) ? null : cmsText.page.readOnly;

/** Spec §4: a page is switched active or inactive on its own, from the list or the editor. */
export const pageActive = createActiveToggle({
  name: 'page-active',
  effect: pageFx.setActive,
  resource: pages,
  params: ({ id, active }) => ({ params: { id }, body: { active } }),
  successMessage: ({ record, active }) =>
    (active ? cmsText.page.activated : cmsText.page.deactivated)(record ? pageName(record) : ''),
  failedText: cmsText.page.toggleFailed,
});

/**
 * Where the page being deleted is used (ours, `checkUsed`): the other pages of its website that link to it,
 * and forms posting to it. The call is a PATCH, answered as an outcome: a refusal is a failed check.
 */
export const pageUsage = createKeyedList<PageUse>({
  name: 'page-usage',
  fetchFx: createEffect(async (id: number): Promise<PageUse[]> => {
    const answer = await pageFx.checkUsed({ params: { id } });
    if (!answer.ok) throw new Error(answer.message ?? 'checkUsed refused');
    return answer.usedBy ?? [];
  }),
});

/** /cms/{webId}/page/{id}/delete: asked first, naming the page and where it is linked from (it may still go). */
export const pageDelete = createMutationDialog({
  name: 'page-delete',
  effect: pageFx.remove,
  source: pages.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) =>
    cmsText.page.removed(pageName(source.find((page) => page.id === target) ?? { id: target })),
  failedText: cmsText.page.deleteFailed,
});
sample({ clock: pageDelete.succeeded, fn: ({ target }) => target, target: pages.removed });
sample({ clock: pageDelete.opened, target: pageUsage.keyRequested });
// A refusal (a link was added meanwhile, or the page is gone) shows the usage as it is now.
sample({ clock: pageFx.remove.done, filter: ({ result }) => !result.ok, target: pageUsage.refreshed });
