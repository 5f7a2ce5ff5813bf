import { combine, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce } from 'patronum';
import type { FormItem } from '../../contract/form.ts';
import { renderFormHtml } from '../../contract/formHtml.ts';
import { allows, webApi } from '../../contract/index.ts';
import { composePage } from '../../contract/pageComposition.ts';
import { $goneFormIds, findForm, formDelete, formEditor, forms } from '../../model/form/index.ts';
import { $tokenInfo } from '../../model/session/index.ts';
import { webs } from '../../model/web/index.ts';

/** /form/create (id null) and /form/{id} on screen (the id may change while it stays on screen). */
export const FormEditorGate = createGate<{ id: number | null }>({ name: 'form-editor' });
const $id = FormEditorGate.state.map((state) => state.id ?? null);
const opened = sample({ clock: FormEditorGate.open, fn: ({ id }) => id });
const openedExisting = sample({ clock: [opened, $id.updates], filter: (id): id is number => id !== null });

/** The form on screen, as the resource has it (its read by id puts it there). */
export const $form = combine(forms.$items, $id, findForm);

sample({ clock: opened, filter: (id) => id === null, fn: () => null, target: formEditor.opened });
sample({ clock: openedExisting, source: forms.$items, fn: findForm, target: formEditor.opened });
sample({ clock: openedExisting, target: forms.itemRequested });
// The form follows a newer version while nothing is typed (the editor decides).
sample({
  clock: $form.updates,
  filter: (form) => form !== null,
  fn: (form) => form as NonNullable<typeof form>,
  target: formEditor.recordSeen,
});
sample({
  clock: FormEditorGate.open,
  source: $tokenInfo,
  filter: (user) => allows(webApi.list.access, user),
  fn: () => undefined,
  target: webs.needed,
});

export const $formFetching = combine(forms.$fetchingIds, $id, (ids, id) => id !== null && ids.includes(id));
/** Its read failed (a fault, never "not found"). */
export const $formLoadFailed = combine(forms.$failedIds, $id, (ids, id) => id !== null && ids.includes(id));
export const $formGone = combine($goneFormIds, $id, (ids, id) => id !== null && ids.includes(id));

/** Created from /form/create: the page goes to the new form. */
export const $createdId = createStore<number | null>(null)
  .on(formEditor.created, (_, form) => form.id)
  .reset(opened);
/** Deleted from here (its dialog route): the page goes back to the list. */
export const $formDeleted = createStore(false)
  .on(formDelete.succeeded, () => true)
  .reset(opened);

/**
 * The live preview: the public form's markup (the reference server's own) composed as a page, a moment after
 * typing stops so the frame is not rewritten on every key.
 */
const previewOf = (draft: { name: string; items: readonly FormItem[] }) =>
  composePage({
    title: draft.name,
    html: renderFormHtml({ id: 0, name: draft.name, items: draft.items }, { action: '#' }),
    theme: null,
    template: null,
  });
const settled = debounce({ source: formEditor.$draft, timeout: 300 });
export const $previewHtml = createStore('').on(settled, (_, draft) => previewOf(draft));
sample({ clock: formEditor.opened, source: formEditor.$draft, fn: previewOf, target: $previewHtml });
