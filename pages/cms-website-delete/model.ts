import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { shownWhile } from '../../model/kit/index.ts';
import { webs } from '../../model/web/index.ts';
import { $websitesBlocked, websiteDelete, websiteDeleteBlocked, websiteOf } from '../../model/website/index.ts';

/** /cms/website/{id}/delete on screen; opened on its own (a reload) it loads the list to name the website. */
export const WebsiteDeleteGate = createGate<{ id: number }>({ name: 'website-delete' });
shownWhile(WebsiteDeleteGate, webs);
sample({ clock: WebsiteDeleteGate.open, fn: ({ id }) => id, target: websiteDelete.opened });
sample({ clock: WebsiteDeleteGate.close, target: websiteDelete.closed });

export const $deletingWebsite = websiteOf(websiteDelete);

/** Why nothing is offered: below CMS 4, or the website still has pages (the server refuses both). */
export const $deleteBlocked = combine(
  $websitesBlocked,
  $deletingWebsite,
  (blocked, web) => blocked ?? websiteDeleteBlocked(web),
);
