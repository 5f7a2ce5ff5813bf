import { attach, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import type { HtmlProblem, PageRead } from '../../contract/index.ts';
import { byId, checkText, createEditor, fieldErrors } from '../kit/index.ts';
import { pageEditorText as text } from './pageEditorText.ts';
import { pageFx, pageName, pages } from './pages.ts';

/** What the page editor edits: the spec's html, and ours: title, path within the website, template. */
export interface PageDraft {
  title: string;
  path: string;
  templateId: number | null;
  html: string;
  /** The page was read with a title (ours): a server without titles gets no title asked for. */
  titled: boolean;
}

/** How long typing pauses before the HTML is checked and the preview follows. */
export const PAGE_TYPING_PAUSE_MS = 400;

const HTML_MAX = 2_000_000;
const PATH_PATTERN = /^(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/;

export const emptyPageDraft = (): PageDraft => ({ title: '', path: '', templateId: null, html: '', titled: true });

/** What is sent: the typed fields trimmed (a title-less page is named as the console shows it). */
const fieldsOf = ({ titled: _titled, ...draft }: PageDraft, id?: number) => ({
  ...draft,
  title: draft.title.trim() || (id === undefined ? '' : pageName({ id })),
  path: draft.path.trim(),
});

/** The website a new page is created in (/cms/{webId}/page/create). */
export const newPageWebSet = createEvent<number | null>();
const $newPageWebId = createStore<number | null>(null).on(newPageWebSet, (_, webId) => webId);

const createPageFx = attach({
  source: $newPageWebId,
  effect: pageFx.create,
  mapParams: (draft: PageDraft, webId: number | null) => ({ body: { ...fieldsOf(draft), webId: webId ?? 0 } }),
});

/** The server's HTML check (spec §5 `POST /api/cms/validate`), of a draft. */
const checkDraftFx = attach({
  effect: pageFx.validate,
  mapParams: (draft: PageDraft) => ({ body: { html: draft.html } }),
});

/** /cms/{webId}/page/create and /cms/{webId}/page/{id}: a page's title, path, template and HTML. */
export const pageEditor = createEditor({
  name: 'page-editor',
  empty: emptyPageDraft,
  draftOf: (page: PageRead): PageDraft => ({
    title: page.title ?? '',
    path: page.path ?? '',
    templateId: page.templateId ?? null,
    html: page.html,
    titled: page.title !== undefined,
  }),
  validate: (draft) =>
    fieldErrors<PageDraft>({
      title: checkText(draft.title, { required: draft.titled, max: 200 }),
      path: PATH_PATTERN.test(draft.path.trim()) ? checkText(draft.path, { max: 200 }) : text.pathFormat,
      html: checkText(draft.html, { max: HTML_MAX }),
    }),
  create: { effect: createPageFx, params: (draft: PageDraft) => draft },
  update: {
    effect: pageFx.update,
    params: ({ record, draft }: { record: PageRead; draft: PageDraft }) => ({
      params: { id: record.id },
      body: { ...fieldsOf(draft, record.id), ...(record.version === undefined ? {} : { version: record.version }) },
    }),
  },
  // Errors (the validator's and its accessibility rules') hold the save back; warnings do not.
  // A check without an answer holds the save back too: nothing is sent on a failed call (a server that answers
  // the check without our result — the spec shows none — lets it go).
  precheck: {
    effect: checkDraftFx,
    passes: (result) => result.ok && result.valid !== false,
    blockedText: (result) => (result.ok ? text.checkBlocked : text.checkUnanswered),
  },
  fetchCurrent: byId(pageFx.get),
  afterSave: ({ base, draft, outcome }): PageRead => ({
    // A new page starts inactive (the server's default).
    active: false,
    ...base,
    ...fieldsOf(draft),
    id: outcome.id ?? base?.id ?? 0,
    ...(outcome.version === undefined ? {} : { version: outcome.version }),
  }),
  successMessage: (page) => (page.version === 1 ? text.created(page.title ?? '') : text.saved(page.title ?? '')),
  staleText: text.stale,
  failedText: text.failed,
});
// The list shows a saved page at once, before the real-time event refetches it; a new one in its website.
sample({
  clock: pageEditor.saved,
  source: $newPageWebId,
  fn: (webId, page): PageRead => (page.webId === undefined && webId !== null ? { ...page, webId } : page),
  target: pages.upserted,
});

/** The HTML as typed, once typing pauses: checked by the server and shown in the preview. */
export const pageHtmlSettled = debounce(
  pageEditor.$draft.map((draft) => draft.html),
  PAGE_TYPING_PAUSE_MS,
);

const checkHtmlFx = attach({ effect: pageFx.validate, mapParams: (html: string) => ({ body: { html } }) });
sample({ clock: pageHtmlSettled, target: checkHtmlFx });
sample({ clock: pageEditor.opened, source: pageEditor.$draft, fn: (draft) => draft.html, target: checkHtmlFx });
/** A save refused by the server (it checks the HTML too): check again to show why. */
sample({
  clock: pageFx.update.doneData,
  source: pageEditor.$draft,
  filter: (_, outcome) => !outcome.ok && !outcome.stale && !outcome.noPermission,
  fn: (draft) => draft.html,
  target: checkHtmlFx,
});

/** The latest check of what is typed: an answer for text typed over since is dropped (a newer one is coming). */
const checked = sample({
  clock: [
    checkHtmlFx.done.map(({ params, result }) => ({ html: params, result })),
    checkDraftFx.done.map(({ params, result }) => ({ html: params.html, result })),
  ],
  source: pageEditor.$draft,
  filter: (draft, { html }) => draft.html === html,
  fn: (_, { result }) => result,
});
const answered = checked.filter({ fn: (result) => result.ok && Array.isArray(result.problems) });
/** What the server's check found in the HTML as typed (the validator's and its accessibility rules'). */
export const $pageProblems = createStore<readonly HtmlProblem[]>([])
  .on(answered, (_, result) => result.problems ?? [])
  .reset(pageEditor.opened);
/** The check could not be made (no answer, a refusal): the list says so rather than "no problems". */
export const $pageCheckFailed = createStore(false)
  .on(checked, (_, result) => !(result.ok && Array.isArray(result.problems)))
  .reset(pageEditor.opened);
/** A check of what is typed is on its way. */
export const $pageChecking = checkHtmlFx.pending;
