import { createGate } from 'effector-react';
import { templateList, templates } from '../../model/cms/index.ts';
import { shownWhile } from '../../model/kit/index.ts';

/** /cms/template on screen: load the list unless it is loaded (real-time events keep a loaded list fresh). */
export const TemplateListGate = createGate({ name: 'template-list' });
shownWhile(TemplateListGate, templates);

export const $templatesLoading = templates.$status.map((status) => status === 'init' || status === 'pending');
export const $templateQuery = templateList.$filter.map((filter) => filter.query);
export const templateSearched = templateList.changed.prepend((query: string) => ({ query }));
