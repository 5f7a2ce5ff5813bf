import { sample } from 'effector';
import { allows, levelOf, type TemplateRead, type TokenInfo, templateApi } from '../../contract/index.ts';
import {
  apiEffects,
  byId,
  checkName,
  checkText,
  createActiveToggle,
  createEditor,
  createListFilter,
  createListResource,
  createMutationDialog,
  defineDomain,
  fieldErrors,
  matchesQuery,
} from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { attachDomain } from '../shell/index.ts';
import { cmsText } from './text.ts';

/** One effect per endpoint of the template api. */
export const templateFx = apiEffects(templateApi);

/** Every template, kept fresh by the `cms-template` real-time event (async refetches the list, §7.2). */
export const templates = createListResource<TemplateRead>({
  name: 'template',
  listFx: templateFx.list,
  getFx: byId(templateFx.get),
});

export const templateDomain = attachDomain(
  defineDomain({
    name: 'template',
    resource: templates,
    event: 'cms-template',
    // Spec §6 loads templates at CMS 1; this model loads with the CMS screens, which load the list they show.
    initialLoad: (user) => levelOf(user, 'CMS') >= 1,
    overlay: true,
  }),
);

/** Why this user may read templates but not change them (the server refuses below CMS 4), or null. */
export const templatesBlocked = (user: TokenInfo | null): string | null =>
  allows(templateApi.update.access, user) ? null : cmsText.template.readOnly;
export const $templatesBlocked = $tokenInfo.map(templatesBlocked);

/** /cms/template: the templates whose name matches the search, in the server's order. */
export const templateList = createListFilter({
  name: 'template-list',
  source: templates.$items,
  initial: { query: '' },
  match: (template, filter) => matchesQuery(template.name, filter.query),
});

/** Spec §4: a template is switched active or inactive on its own, from the list or the editor. */
export const templateActive = createActiveToggle({
  name: 'template-active',
  effect: templateFx.setActive,
  resource: templates,
  params: ({ id, active }) => ({ params: { id }, body: { active } }),
  successMessage: ({ record, active }) =>
    (active ? cmsText.template.activated : cmsText.template.deactivated)(record?.name ?? ''),
  failedText: cmsText.template.toggleFailed,
});

/** What the template editor edits (spec §7.1 PUT body: name, body, style, script, formScript, formStyle). */
export interface TemplateDraft {
  name: string;
  body: string;
  style: string;
  script: string;
  formScript: string;
  formStyle: string;
}

const SOURCE_MAX = 1_000_000;
export const emptyTemplateDraft = (): TemplateDraft => ({
  name: '',
  body: '',
  style: '',
  script: '',
  formScript: '',
  formStyle: '',
});

const fieldsOf = (draft: TemplateDraft): TemplateDraft => ({ ...draft, name: draft.name.trim() });

/** /cms/template/create and /cms/template/{id}: a template's name and code. */
export const templateEditor = createEditor({
  name: 'template-editor',
  empty: emptyTemplateDraft,
  draftOf: (template: TemplateRead): TemplateDraft => ({
    name: template.name,
    body: template.body,
    style: template.style,
    script: template.script,
    formScript: template.formScript,
    formStyle: template.formStyle,
  }),
  validate: (draft) =>
    fieldErrors<TemplateDraft>({
      name: checkName(draft.name),
      body: checkText(draft.body, { max: SOURCE_MAX }),
      style: checkText(draft.style, { max: SOURCE_MAX }),
      script: checkText(draft.script, { max: SOURCE_MAX }),
      formScript: checkText(draft.formScript, { max: SOURCE_MAX }),
      formStyle: checkText(draft.formStyle, { max: SOURCE_MAX }),
    }),
  create: { effect: templateFx.create, params: (draft: TemplateDraft) => ({ body: fieldsOf(draft) }) },
  update: {
    effect: templateFx.update,
    params: ({ record, draft }: { record: TemplateRead; draft: TemplateDraft }) => ({
      params: { id: record.id },
      body: { ...fieldsOf(draft), ...(record.version === undefined ? {} : { version: record.version }) },
    }),
  },
  fetchCurrent: byId(templateFx.get),
  afterSave: ({ base, draft, outcome }): TemplateRead => ({
    // A new template starts inactive (the server's default).
    active: false,
    ...base,
    ...fieldsOf(draft),
    id: outcome.id ?? base?.id ?? 0,
    ...(outcome.version === undefined ? {} : { version: outcome.version }),
  }),
  successMessage: (template) =>
    template.version === 1 ? cmsText.template.created(template.name) : cmsText.template.saved(template.name),
  staleText: cmsText.template.stale,
  failedText: cmsText.template.failed,
});
// The list shows a saved template at once, before the real-time event refetches it.
sample({ clock: templateEditor.saved, target: templates.upserted });

/** /cms/template/{id}/delete: asked first, naming the template. */
export const templateDelete = createMutationDialog({
  name: 'template-delete',
  effect: templateFx.remove,
  source: templates.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) =>
    cmsText.template.removed(source.find((template) => template.id === target)?.name ?? ''),
  failedText: cmsText.template.deleteFailed,
});
sample({ clock: templateDelete.succeeded, fn: ({ target }) => target, target: templates.removed });
