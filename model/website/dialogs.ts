import { combine, sample } from 'effector';
import { allows, type WebRead, webApi } from '../../contract/index.ts';
import { createMutationDialog } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { webFx, webLabel, webs } from '../web/index.ts';
import { checkWebsite, emptyWebsiteForm, type WebsiteForm, websiteBody, websiteFormOf } from './form.ts';
import { websiteText } from './text.ts';

const findWeb = (items: readonly WebRead[], id: number | null) => items.find((web) => web.id === id) ?? null;

/** /cms/website/create: a new website. */
export const websiteCreate = createMutationDialog({
  name: 'website-create',
  effect: webFx.create,
  source: webs.$items,
  form: emptyWebsiteForm,
  validate: (form, { source }) => checkWebsite(form, source, null),
  params: ({ form }: { target: 'new'; form: WebsiteForm; source: WebRead[] }) => ({ body: websiteBody(form) }),
  successMessage: ({ params }) => websiteText.created(params.body.name),
  failedText: websiteText.createFailed,
});

/** A listed website's 編集する (ours: a dialog over /cms/website, the spec has no /cms/website/{id}). */
export const websiteEdit = createMutationDialog({
  name: 'website-edit',
  effect: webFx.update,
  source: webs.$items,
  form: emptyWebsiteForm,
  formOf: ({ target, source }) => {
    const web = findWeb(source, target);
    return web ? websiteFormOf(web) : null;
  },
  validate: (form, { target, source }) => checkWebsite(form, source, target),
  params: ({ target, form, source }: { target: number; form: WebsiteForm; source: WebRead[] }) => {
    const web = findWeb(source, target);
    if (!web) return null;
    return { params: { id: target }, body: { ...websiteBody(form), version: web.version ?? 1 } };
  },
  successMessage: ({ params }) => websiteText.saved(params.body.name ?? ''),
  failedText: websiteText.saveFailed,
});

/** /cms/website/{id}/delete: asked first, naming the website; refused while it has pages. */
export const websiteDelete = createMutationDialog({
  name: 'website-delete',
  effect: webFx.remove,
  source: webs.$items,
  params: ({ target }: { target: number; form: Record<string, never>; source: WebRead[] }) => ({
    params: { id: target },
  }),
  successMessage: ({ target, source }) => {
    const web = findWeb(source, target);
    return websiteText.removed(web ? webLabel(web) : '');
  },
  failedText: websiteText.deleteFailed,
});

// The list follows a change made here at once, before (or without) the real-time event.
sample({
  clock: websiteCreate.succeeded,
  filter: ({ outcome }) => outcome.id !== undefined,
  fn: ({ outcome }) => outcome.id ?? 0,
  target: webs.itemRequested,
});
sample({ clock: websiteEdit.succeeded, fn: ({ target }) => target, target: webs.itemRequested });
sample({ clock: websiteDelete.succeeded, fn: ({ target }) => target, target: webs.removed });
// A refused delete (a page was added meanwhile): the list shows the count as it is now.
sample({
  clock: webFx.remove.done,
  filter: ({ result }) => !result.ok,
  fn: ({ params }) => params.params.id,
  target: webs.itemRequested,
});

/** The website a dialog is about, as the list has it (null while loading or once it is gone). */
export const websiteOf = (dialog: { $target: typeof websiteDelete.$target }) =>
  combine(webs.$items, dialog.$target, findWeb);

/** Why a website cannot be deleted now (it has pages), or null. */
export const websiteDeleteBlocked = (web: WebRead | null): string | null =>
  web?.pages && web.pages.count > 0 ? websiteText.hasPages(web.pages.count) : null;

/** Why this user may read websites but not change them (below CMS 4), or null. */
export const websitesBlocked = (user: Parameters<typeof allows>[1]): string | null =>
  allows(webApi.create.access, user) ? null : websiteText.readOnly;
export const $websitesBlocked = $tokenInfo.map(websitesBlocked);
