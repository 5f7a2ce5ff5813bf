import { createEvent, createStore, sample } from 'effector';
import { type FormRead, formApi } from '../../contract/form.ts';
import { apiEffects, byId, createListFilter, createListResource, defineDomain, matchesQuery } from '../kit/index.ts';

/** One effect per endpoint of the form api. */
export const formFx = apiEffects(formApi);

/** The read by id the resource makes: a form answered as not there is told from one still loading. */
const readFormFx = byId(formFx.get);

/** Every form, kept fresh by the `form` real-time event (spec §7.2: async refetches the list). */
export const forms = createListResource<FormRead>({ name: 'form', listFx: formFx.list, getFx: readFormFx });

/** The accounts that may be made sub-owners (FORM 2 and above); loaded when the picker opens. */
export const subOwnerCandidates = createListResource({
  name: 'form-sub-owner-candidates',
  listFx: formFx.subOwnerCandidates,
});

const formGone = createEvent<number>();
sample({
  clock: readFormFx.done,
  filter: ({ result }) => result === undefined,
  fn: ({ params }) => params,
  target: formGone,
});
/** Ids read as not there: the editor tells "not found" from "still loading" and "failed". */
export const $goneFormIds = createStore<readonly number[]>([])
  .on(formGone, (ids, id) => (ids.includes(id) ? ids : [...ids, id]))
  .on(forms.upserted, (ids, form) => ids.filter((id) => id !== form.id))
  .reset(forms.reset);

export const formDomain = defineDomain({
  name: 'form',
  resource: forms,
  event: 'form',
  // Spec §6: forms load for any signed-in user.
  initialLoad: () => true,
  overlay: true,
  resets: [subOwnerCandidates.reset],
});

export const findForm = (items: readonly FormRead[], id: number | null | undefined): FormRead | null =>
  items.find((form) => form.id === id) ?? null;

export interface FormListFilter {
  query: string;
  /** A status value (ours or one we do not know), or '' for every status. */
  status: string;
  /** A website id, or null for every website. */
  webId: number | null;
}

/** /form: the forms matching the status, the website and the search (name), in the server's order. */
export const formList = createListFilter<FormRead, FormListFilter>({
  name: 'form-list',
  source: forms.$items,
  initial: { query: '', status: '', webId: null },
  match: (form, filter) =>
    (filter.status === '' || form.status === filter.status) &&
    (filter.webId === null || form.webId === filter.webId) &&
    matchesQuery(form.name, filter.query),
});
