import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { templateDelete, templateEditor, templates } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /cms/template/{id} on screen (the id may change while it stays on screen). */
export const TemplateDetailGate = createGate<{ id: number }>({ name: 'template-detail' });
const $id = TemplateDetailGate.state.map((state) => state.id ?? null);
const opened = sample({ clock: $id.updates, filter: (id): id is number => id !== null });
shownWhile(TemplateDetailGate, templates);

/** The template on screen, as the list has it. */
export const $template = combine(
  templates.$items,
  $id,
  (items, id) => items.find((template) => template.id === id) ?? null,
);

// Fetch it fresh; the form starts from the list's copy when it has one, then follows a newer version while
// nothing is typed (the editor decides).
sample({ clock: opened, target: [templates.selected, templates.itemRequested] });
sample({
  clock: opened,
  source: templates.$items,
  fn: (items, id) => items.find((template) => template.id === id) ?? null,
  target: templateEditor.opened,
});
sample({
  clock: $template.updates,
  filter: (template) => template !== null,
  fn: (template) => template as NonNullable<typeof template>,
  target: templateEditor.recordSeen,
});

/** Its own fetch (or the list's first load) is under way. */
export const $templateFetching = combine(
  templates.$fetchingIds,
  templates.$status,
  $id,
  (ids, status, id) => id !== null && (ids.includes(id) || status === 'pending' || status === 'init'),
);

/** Its own fetch failed (a fault, never "not found"): the list's copy, if any, is shown and the page says so. */
export const $templateLoadFailed = combine(templates.$failedIds, $id, (ids, id) => id !== null && ids.includes(id));
export const templateRetried = createEvent();
sample({
  clock: templateRetried,
  source: $id,
  filter: (id): id is number => id !== null,
  target: templates.itemRequested,
});

/** Deleted (here, through its dialog route, or by someone else): the page goes back to the list. */
export const $templateDeleted = createStore(false)
  .on(templateDelete.succeeded, () => true)
  .reset(opened);
