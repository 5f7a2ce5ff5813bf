import { levelOf, type PageRead, pageApi } from '../../contract/index.ts';
import { apiEffects, byId, createListResource, defineDomain } from '../kit/index.ts';
import { attachDomain } from '../shell/index.ts';

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
