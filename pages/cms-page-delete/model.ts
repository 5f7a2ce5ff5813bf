import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { pageDelete, pages, pagesBlocked, pageUsage } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { webs } from '../../model/web/index.ts';

/**
 * /cms/{webId}/page/{id}/delete on screen: where the page is used is asked first (the dialog's opening does);
 * opened on its own (a reload) it loads the pages to name the page and the websites to know who edits it.
 */
export const PageDeleteGate = createGate<{ webId: number; id: number }>({ name: 'page-delete' });
shownWhile(PageDeleteGate, pages);
shownWhile(PageDeleteGate, webs);
sample({ clock: PageDeleteGate.open, fn: ({ id }) => id, target: pageDelete.opened });
sample({ clock: PageDeleteGate.close, target: [pageDelete.closed, pageUsage.reset] });

/** The page being deleted, as the list has it (null while loading, or once it is gone). */
export const $deletingPage = combine(
  pages.$items,
  pageDelete.$target,
  (items, id) => items.find((page) => page.id === id) ?? null,
);

/** Why this user may not delete it (contract `editsWebsite` on the page's website), or null. */
export const $pageDeleteBlocked = combine(
  $tokenInfo,
  webs.$items,
  $deletingPage,
  PageDeleteGate.state,
  (user, items, page, route) => {
    const webId = page?.webId ?? route.webId;
    return pagesBlocked(
      user,
      items.find((web) => web.id === webId),
    );
  },
);
