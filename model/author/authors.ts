import { createEvent, createStore, sample } from 'effector';
import { type AuthorChoices, type AuthorRead, authorApi } from '../../contract/author.ts';
import { allows } from '../../contract/index.ts';
import { apiEffects, byId, createListFilter, createListResource, defineDomain, matchesQuery } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { authorText } from './text.ts';

/** One effect per endpoint of the approver api. */
export const authorFx = apiEffects(authorApi);

/** Every approver, kept fresh by the `author` real-time event (spec §7.2). */
export const authors = createListResource<AuthorRead>({
  name: 'author',
  listFx: authorFx.list,
  getFx: byId(authorFx.get),
});

export const authorDomain = defineDomain({
  name: 'author',
  resource: authors,
  event: 'author',
  // Spec §6: approvers load for any signed-in user.
  initialLoad: () => true,
  overlay: true,
});

export const findAuthor = (items: readonly AuthorRead[], id: number | null | undefined): AuthorRead | null =>
  items.find((item) => item.id === id) ?? null;

/** Why this user may read approvers but not change them (the server refuses below CONFIG 2), or null. */
export const $authorBlocked = $tokenInfo.map((user) =>
  allows(authorApi.create.access, user) ? null : authorText.blocked,
);

/** What an approver approves, as staff read it: the website's or the group's name (an id when the name is missing). */
export const scopeLabel = (author: AuthorRead): string => {
  if (author.webId !== null && author.webId !== undefined)
    return `${authorText.website}：${author.webName ?? `#${author.webId}`}`;
  if (author.groupId !== null && author.groupId !== undefined)
    return `${authorText.group}：${author.groupName ?? `#${author.groupId}`}`;
  return '—';
};
/** The approver as a person: the name, else the e-mail, else the account's number. */
export const personLabel = (author: AuthorRead): string =>
  author.accountName ?? author.accountEmail ?? `${authorText.account} #${author.accountId ?? author.id}`;

/** The search over /author: a name, an e-mail, a website or a group. */
export const authorSearch = createListFilter({
  name: 'author-search',
  source: authors.$items,
  initial: { query: '' },
  match: (author: AuthorRead, filter: { query: string }) =>
    matchesQuery(
      [author.accountName, author.accountEmail, author.webName, author.groupName].filter(Boolean).join(' '),
      filter.query,
    ),
});

// ── the choices of the add and edit forms ─────────────────────────────────────────────────────────────

const emptyChoices: AuthorChoices = { accounts: [], websites: [], groups: [] };
/** Asked by a form that picks an approver (only when this user may manage approvers: the call needs it). */
export const choicesNeeded = createEvent();
export const $choices = createStore<AuthorChoices>(emptyChoices).on(
  authorFx.choices.doneData,
  (current, answer) => answer ?? current,
);
export const $choicesFailed = createStore(false)
  .on(authorFx.choices.doneData, (_, answer) => answer === undefined)
  .on(authorFx.choices.fail, () => true);
export const $choicesLoading = authorFx.choices.pending;
sample({
  clock: choicesNeeded,
  source: $authorBlocked,
  filter: (blocked) => blocked === null,
  fn: () => undefined,
  target: authorFx.choices,
});
