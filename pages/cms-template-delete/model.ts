import { combine, sample } from 'effector';
import { createGate } from 'effector-react';
import { templateDelete, templates } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /cms/template/{id}/delete on screen; opened on its own (a reload) it loads the list to name the template. */
export const TemplateDeleteGate = createGate<{ id: number }>({ name: 'template-delete' });
shownWhile(TemplateDeleteGate, templates);
sample({ clock: TemplateDeleteGate.open, fn: ({ id }) => id, target: templateDelete.opened });
sample({ clock: TemplateDeleteGate.close, target: templateDelete.closed });

export const $deletingTemplate = combine(
  templates.$items,
  templateDelete.$target,
  (items, id) => items.find((template) => template.id === id) ?? null,
);
