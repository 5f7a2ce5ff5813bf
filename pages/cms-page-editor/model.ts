import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { composePage } from '../../contract/index.ts';
import {
  newPageWebSet,
  pageEditor,
  pageHtmlSettled,
  pages,
  pagesBlocked,
  templates,
  themes,
} from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { webs } from '../../model/web/index.ts';

/** /cms/{webId}/page/create (id null) and /cms/{webId}/page/{id} on screen. */
export const PageEditorGate = createGate<{ webId: number; id: number | null }>({ name: 'page-editor' });
const $webId = PageEditorGate.state.map((state) => state.webId ?? null);
const $id = PageEditorGate.state.map((state) => state.id ?? null);
shownWhile(PageEditorGate, pages);
shownWhile(PageEditorGate, templates);
shownWhile(PageEditorGate, themes);
shownWhile(PageEditorGate, webs);

/** The website whose page is on screen, as the list has it (null until loaded, or unknown). */
export const $website = combine(webs.$items, $webId, (items, webId) => items.find((web) => web.id === webId) ?? null);

/** The page on screen, as the list has it (null for a new page). */
export const $page = combine(pages.$items, $id, (items, id) =>
  id === null ? null : (items.find((page) => page.id === id) ?? null),
);

const place = PageEditorGate.state.map(({ webId, id }) => ({ webId: webId ?? null, id: id ?? null }));
// The gate's state is set as it opens and as the route's ids change; it empties as it closes (not an opening).
const opened = sample({ clock: place.updates, filter: ({ webId }) => webId !== null });
sample({ clock: opened, fn: ({ webId }) => webId, target: newPageWebSet });
// A new page: an empty form. An existing one: fetched fresh, the form starting from the list's copy.
sample({ clock: opened, filter: ({ id }) => id === null, fn: () => null, target: pageEditor.opened });
const openedExisting = sample({
  clock: opened,
  filter: ({ id }) => id !== null,
  fn: ({ id }) => id as number,
});
sample({ clock: openedExisting, target: pages.itemRequested });
sample({
  clock: openedExisting,
  source: pages.$items,
  fn: (items, id) => items.find((page) => page.id === id) ?? null,
  target: pageEditor.opened,
});
sample({
  clock: $page.updates,
  filter: (page) => page !== null,
  fn: (page) => page as NonNullable<typeof page>,
  target: pageEditor.recordSeen,
});

/** Its own fetch (or the list's first load) is under way. */
export const $pageFetching = combine(
  pages.$fetchingIds,
  pages.$status,
  $id,
  (ids, status, id) => id !== null && (ids.includes(id) || status === 'pending' || status === 'init'),
);
/** Its own fetch failed (a fault, never "not found"). */
export const $pageLoadFailed = combine(pages.$failedIds, $id, (ids, id) => id !== null && ids.includes(id));
export const pageRetried = createEvent();
sample({ clock: pageRetried, source: $id, filter: (id): id is number => id !== null, target: pages.itemRequested });

/** Deleted while on screen (through its dialog, or by someone else): the page goes back to the list. */
export const $pageDeleted = createStore(false)
  .on(sample({ clock: pages.removed, source: $id, filter: (id, removed) => id !== null && id === removed }), () => true)
  .reset(opened);

/** The page just created here: the screen goes on to it. */
export const $createdPageId = createStore<number | null>(null)
  .on(pageEditor.created, (_, page) => page.id)
  .reset(opened);

/** Why this user may not change this website's pages (read-only), or null. */
export const $pageEditBlocked = combine($tokenInfo, $website, (user, web) => (web ? pagesBlocked(user, web) : null));

/** The HTML the preview shows: what is typed, once typing pauses (the editor's own pause), or as opened. */
const $settledHtml = createStore('')
  .on(pageHtmlSettled, (_, html) => html)
  .on(pageEditor.opened, (_, page) => page?.html ?? '');
sample({ clock: pageEditor.recordSeen, source: pageEditor.$draft, fn: (draft) => draft.html, target: $settledHtml });

/** The page composed as the public will see it: the website's theme, the chosen template, the page. */
export const $previewHtml = combine(
  {
    html: $settledHtml,
    draft: pageEditor.$draft,
    web: $website,
    themes: themes.$items,
    templates: templates.$items,
  },
  ({ html, draft, web, themes, templates }) =>
    composePage({
      title: draft.title,
      html,
      theme: themes.find((theme) => theme.id === web?.themeId) ?? null,
      template: templates.find((template) => template.id === draft.templateId) ?? null,
    }),
);
