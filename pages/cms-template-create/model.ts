import { createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { templateEditor } from '../../model/cms/index.ts';

/** /cms/template/create on screen: an empty form. */
export const TemplateCreateGate = createGate({ name: 'template-create' });
sample({ clock: TemplateCreateGate.open, fn: () => null, target: templateEditor.opened });

/** The id of the template this page just created: the page goes on to it. */
export const $createdTemplateId = createStore<number | null>(null)
  .on(templateEditor.created, (_, template) => template.id)
  .reset(TemplateCreateGate.open);
