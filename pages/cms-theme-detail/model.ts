import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { themeDelete, themeEditor, themes } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /cms/theme/{id} on screen (the id may change while it stays on screen). */
export const ThemeDetailGate = createGate<{ id: number }>({ name: 'theme-detail' });
const $id = ThemeDetailGate.state.map((state) => state.id ?? null);
const opened = sample({ clock: $id.updates, filter: (id): id is number => id !== null });
shownWhile(ThemeDetailGate, themes);

/** The theme on screen, as the list has it. */
export const $theme = combine(themes.$items, $id, (items, id) => items.find((theme) => theme.id === id) ?? null);

// Fetch it fresh; the form starts from the list's copy when it has one, then follows a newer version while
// nothing is typed (the editor decides).
sample({ clock: opened, target: [themes.selected, themes.itemRequested] });
sample({
  clock: opened,
  source: themes.$items,
  fn: (items, id) => items.find((theme) => theme.id === id) ?? null,
  target: themeEditor.opened,
});
sample({
  clock: $theme.updates,
  filter: (theme) => theme !== null,
  fn: (theme) => theme as NonNullable<typeof theme>,
  target: themeEditor.recordSeen,
});

/** Its own fetch (or the list's first load) is under way. */
export const $themeFetching = combine(
  themes.$fetchingIds,
  themes.$status,
  $id,
  (ids, status, id) => id !== null && (ids.includes(id) || status === 'pending' || status === 'init'),
);

/** Its own fetch failed (a fault, never "not found"): the list's copy, if any, is shown and the page says so. */
export const $themeLoadFailed = combine(themes.$failedIds, $id, (ids, id) => id !== null && ids.includes(id));
export const themeRetried = createEvent();
sample({ clock: themeRetried, source: $id, filter: (id): id is number => id !== null, target: themes.itemRequested });

/** Deleted (here, through its dialog route, or by someone else): the page goes back to the list. */
export const $themeDeleted = createStore(false)
  .on(themeDelete.succeeded, () => true)
  .reset(opened);
