import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { levelOf } from '../../contract/index.ts';
import { type MailingRead, mailingApi } from '../../contract/mailing.ts';
import {
  apiEffects,
  byId,
  createKeyedList,
  createListFilter,
  createListResource,
  defineDomain,
  matchesQuery,
} from '../kit/index.ts';

/** One effect per endpoint of the mailing-list api. */
export const mailingFx = apiEffects(mailingApi);

/** Every mailing list, kept fresh by the `mail-group` real-time event (spec §7.2). */
export const mailings = createListResource<MailingRead>({
  name: 'mailing',
  listFx: mailingFx.list,
  getFx: byId(mailingFx.get),
});

export type MailingMemberRead = MailingRead['members'][number];

/** The list's own read, made by the members list: one call gives the record and its addresses. */
const readMailingFx = byId(mailingFx.get);
/** A read of the list on screen answered "not there" (404 or an `error` answer). */
const mailingGone = createEvent<number>();

/**
 * The addresses (宛先) of the list on screen (/mailing/{id}), read with the list itself: the record goes into
 * the list resource too, so the page and the dialogs over it name the list as it now is.
 */
export const members = createKeyedList<MailingMemberRead>({
  name: 'mailing-members',
  // The read is called before any await: its scope is the caller's.
  fetchFx: createEffect(async (id: number) => (await readMailingFx(id))?.members ?? []),
});

sample({
  clock: readMailingFx.done,
  filter: ({ result }) => result !== undefined,
  fn: ({ result }) => result as MailingRead,
  target: mailings.upserted,
});
sample({
  clock: readMailingFx.done,
  filter: ({ result }) => result === undefined,
  fn: ({ params }) => params,
  target: [mailingGone, mailings.removed],
});

/** Ids read as gone: the detail tells "not found" from "still loading" and "failed". */
export const $goneMailingIds = createStore<readonly number[]>([])
  .on(mailingGone, (ids, id) => (ids.includes(id) ? ids : [...ids, id]))
  .on(mailings.upserted, (ids, mailing) => ids.filter((id) => id !== mailing.id));

// A real-time change of the list on screen reads its addresses again (the resource reads the record itself).
sample({
  clock: mailings.changed,
  source: members.$key,
  filter: (key, id) => key === id,
  fn: () => undefined,
  target: members.refreshed,
});

export const mailingDomain = defineDomain({
  name: 'mailing',
  resource: mailings,
  event: 'mail-group',
  // Spec §6: the list screens at MAIL_ADDRESS 1; the mail screen picks the lists to send to at MAIL 1.
  initialLoad: (user) => levelOf(user, 'MAIL_ADDRESS') >= 1 || levelOf(user, 'MAIL') >= 1,
  overlay: true,
  resets: [members.reset],
});

export const findMailing = (items: readonly MailingRead[], id: number | null | undefined): MailingRead | null =>
  items.find((item) => item.id === id) ?? null;

/** /mailing: the lists whose name matches the search, in the server's order. */
export const mailingList = createListFilter({
  name: 'mailing-list',
  source: mailings.$items,
  initial: { query: '' },
  match: (mailing, filter) => matchesQuery(mailing.name, filter.query),
});

/** How many addresses a page of the members table shows (a list may hold thousands). */
export const MEMBER_PAGE_SIZE = 50;

/** /mailing/{id}: the addresses matching the search, shown a page at a time. */
export const memberSearch = createListFilter({
  name: 'mailing-member-search',
  source: members.$items,
  initial: { query: '' },
  match: (member, filter) => matchesQuery(member.email, filter.query),
});
export const memberPageChanged = createEvent<number>();
/** The page shown (1-based); back to the first when the search or the list changes. */
export const $memberPage = createStore(1)
  .on(memberPageChanged, (_, page) => Math.max(1, page))
  .reset(memberSearch.changed, memberSearch.reset, members.keyRequested, members.reset);
export const $memberPageCount = memberSearch.$visible.map((visible) =>
  Math.max(1, Math.ceil(visible.length / MEMBER_PAGE_SIZE)),
);
export const $memberPageRows = combine(memberSearch.$visible, $memberPage, $memberPageCount, (visible, page, count) => {
  const shown = Math.min(page, count);
  return visible.slice((shown - 1) * MEMBER_PAGE_SIZE, shown * MEMBER_PAGE_SIZE);
});
