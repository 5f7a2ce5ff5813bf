import { attach, sample } from 'effector';
import { allows, levelOf, type ThemeRead, type ThemeUse, type TokenInfo, themeApi } from '../../contract/index.ts';
import {
  apiEffects,
  byId,
  checkName,
  checkText,
  createEditor,
  createKeyedList,
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

/** One effect per endpoint of the theme api. */
export const themeFx = apiEffects(themeApi);

/** Every theme, kept fresh by the `cms-theme` real-time event. */
export const themes = createListResource<ThemeRead>({
  name: 'theme',
  listFx: themeFx.list,
  getFx: byId(themeFx.get),
});

export const themeDomain = attachDomain(
  defineDomain({
    name: 'theme',
    resource: themes,
    event: 'cms-theme',
    // Spec §6 loads themes at CMS 1; this model loads with the CMS screens, which load the list they show.
    initialLoad: (user) => levelOf(user, 'CMS') >= 1,
    overlay: true,
  }),
);

/** The websites (with their pages) that use the theme being deleted (ours: a theme in use cannot be deleted). */
export const themeUsage = createKeyedList<ThemeUse>({
  name: 'theme-usage',
  fetchFx: attach({ effect: themeFx.usage, mapParams: (id: number) => ({ params: { id } }) }),
});

/** Why this user may read themes but not change them (the server refuses below CONFIG 7), or null. */
export const themesBlocked = (user: TokenInfo | null): string | null =>
  allows(themeApi.create.access, user) ? null : cmsText.theme.readOnly;
export const $themesBlocked = $tokenInfo.map(themesBlocked);

/** /cms/theme: the themes whose name matches the search, in the server's order. */
export const themeList = createListFilter({
  name: 'theme-list',
  source: themes.$items,
  initial: { query: '' },
  match: (theme, filter) => matchesQuery(theme.name, filter.query),
});

/** What the theme editor edits (spec §3: name, head, body, script, style). */
export interface ThemeDraft {
  name: string;
  head: string;
  body: string;
  script: string;
  style: string;
}

const SOURCE_MAX = 1_000_000;
const emptyThemeDraft = (): ThemeDraft => ({ name: '', head: '', body: '', script: '', style: '' });

/** /cms/theme/{id}: a theme's name and code. Themes are created by name in a dialog, so only updates here. */
export const themeEditor = createEditor({
  name: 'theme-editor',
  empty: emptyThemeDraft,
  draftOf: (theme: ThemeRead): ThemeDraft => ({
    name: theme.name,
    head: theme.head,
    body: theme.body,
    script: theme.script,
    style: theme.style,
  }),
  validate: (draft) =>
    fieldErrors<ThemeDraft>({
      name: checkName(draft.name),
      head: checkText(draft.head, { max: SOURCE_MAX }),
      body: checkText(draft.body, { max: SOURCE_MAX }),
      script: checkText(draft.script, { max: SOURCE_MAX }),
      style: checkText(draft.style, { max: SOURCE_MAX }),
    }),
  update: {
    effect: themeFx.update,
    params: ({ record, draft }: { record: ThemeRead; draft: ThemeDraft }) => ({
      params: { id: record.id },
      body: {
        ...draft,
        name: draft.name.trim(),
        ...(record.version === undefined ? {} : { version: record.version }),
      },
    }),
  },
  fetchCurrent: byId(themeFx.get),
  afterSave: ({ base, draft, outcome }): ThemeRead => ({
    ...base,
    ...draft,
    name: draft.name.trim(),
    id: outcome.id ?? base?.id ?? 0,
    ...(outcome.version === undefined ? {} : { version: outcome.version }),
  }),
  successMessage: (theme) => cmsText.theme.saved(theme.name),
  staleText: cmsText.theme.stale,
  failedText: cmsText.theme.failed,
});
// The list shows a saved theme at once, before the real-time event refetches it.
sample({ clock: themeEditor.saved, target: themes.upserted });

/** /cms/theme/create: a new theme by its name (spec §7.1 POST body: name). */
export const themeCreate = createMutationDialog({
  name: 'theme-create',
  effect: themeFx.create,
  source: themes.$items,
  form: () => ({ name: '' }),
  validate: (form) => fieldErrors<{ name: string }>({ name: checkName(form.name) }),
  params: ({ form }: { target: 'new'; form: { name: string }; source: ThemeRead[] }) => ({
    body: { name: form.name.trim() },
  }),
  successMessage: ({ params }) => cmsText.theme.created(params.body.name),
  failedText: cmsText.theme.createFailed,
});
sample({
  clock: themeCreate.succeeded,
  filter: ({ outcome }) => outcome.id !== undefined,
  fn: ({ outcome }) => outcome.id ?? 0,
  target: themes.itemRequested,
});

/** /cms/theme/{id}/delete: asked first, naming the theme and the websites and pages that use it (none may). */
export const themeDelete = createMutationDialog({
  name: 'theme-delete',
  effect: themeFx.remove,
  source: themes.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) =>
    cmsText.theme.removed(source.find((theme) => theme.id === target)?.name ?? ''),
  failedText: cmsText.theme.deleteFailed,
});
sample({ clock: themeDelete.succeeded, fn: ({ target }) => target, target: themes.removed });
sample({ clock: themeDelete.opened, target: themeUsage.keyRequested });
// A refusal (a website took the theme meanwhile) shows the usage as it is now.
sample({ clock: themeFx.remove.done, filter: ({ result }) => !result.ok, target: themeUsage.refreshed });
