import { sample } from 'effector';
import { AUTHOR_STEP_MAX, AUTHOR_STEP_MIN, type AuthorRead } from '../../contract/author.ts';
import { byId, createEditor, createMutationDialog, fieldErrors } from '../kit/index.ts';
import { $choices, authorFx, authors, findAuthor, personLabel } from './authors.ts';
import { authorText } from './text.ts';

/** What an approver approves: a website's requests or a group's members' requests (never both). */
export type AuthorScopeKind = 'web' | 'group';
export const authorScopeKinds = ['web', 'group'] as const satisfies readonly AuthorScopeKind[];

/** The add form and the edit draft: one shape, so both screens show the same fields. */
export interface AuthorForm {
  accountId: number | null;
  scope: AuthorScopeKind;
  webId: number | null;
  groupId: number | null;
  step: number;
  notifyByMail: boolean;
}

const emptyForm = (): AuthorForm => ({
  accountId: null,
  scope: 'web',
  webId: null,
  groupId: null,
  step: 1,
  notifyByMail: false,
});

/** Checks before anything is sent (the server makes the same, in the same words). */
export const checkAuthorForm = (form: AuthorForm) =>
  fieldErrors<AuthorForm>({
    accountId: form.accountId === null ? authorText.required(authorText.approver) : undefined,
    webId: form.scope === 'web' && form.webId === null ? authorText.required(authorText.website) : undefined,
    groupId: form.scope === 'group' && form.groupId === null ? authorText.required(authorText.group) : undefined,
    step:
      Number.isInteger(form.step) && form.step >= AUTHOR_STEP_MIN && form.step <= AUTHOR_STEP_MAX
        ? undefined
        : `${authorText.step}は${AUTHOR_STEP_MIN}から${AUTHOR_STEP_MAX}の数字で指定してください。`,
  });

/** The body's fields: exactly one of the website and the group. */
const bodyOf = (form: AuthorForm) => ({
  accountId: form.accountId ?? 0,
  ...(form.scope === 'web' ? { webId: form.webId ?? 0 } : { groupId: form.groupId ?? 0 }),
  step: form.step,
  notifyByMail: form.notifyByMail,
});

const accountName = (choices: { accounts: readonly { id: number; name: string }[] }, id: number) =>
  choices.accounts.find((account) => account.id === id)?.name ?? '';

// ── /author/create ──────────────────────────────────────────────────────────────────────────────────

/** /author/create: an account with the workflow flag, what it approves, its step and the mail flag. */
export const authorCreate = createMutationDialog({
  name: 'author-create',
  effect: authorFx.create,
  source: $choices,
  form: emptyForm,
  validate: checkAuthorForm,
  params: ({ form }: { target: 'new'; form: AuthorForm; source: typeof $choices.defaultState }) => ({
    body: bodyOf(form),
  }),
  successMessage: ({ params, source }) => authorText.created(accountName(source, params.body.accountId)),
  failedText: authorText.createFailed,
});
sample({
  clock: authorCreate.succeeded,
  filter: ({ outcome }) => outcome.id !== undefined,
  fn: ({ outcome }) => outcome.id as number,
  target: authors.itemRequested,
});
sample({
  clock: authorCreate.succeeded,
  filter: ({ outcome }) => outcome.id === undefined,
  fn: () => undefined,
  target: authors.refreshed,
});

// ── /author/{id} ────────────────────────────────────────────────────────────────────────────────────

export const formOfAuthor = (author: AuthorRead): AuthorForm => ({
  accountId: author.accountId ?? null,
  scope: author.groupId !== null && author.groupId !== undefined ? 'group' : 'web',
  webId: author.webId ?? null,
  groupId: author.groupId ?? null,
  step: author.step ?? 1,
  notifyByMail: author.notifyByMail ?? false,
});

/** /author/{id}: every field of the approver, saved with its version (a stale one is a conflict to resolve). */
export const authorEditor = createEditor({
  name: 'author-editor',
  empty: emptyForm,
  draftOf: formOfAuthor,
  validate: checkAuthorForm,
  update: {
    effect: authorFx.update,
    params: ({ record, draft }: { record: AuthorRead; draft: AuthorForm }) => ({
      // PUT /api/author names the approver in its body; a server without versions saves without the check.
      body: { id: record.id, ...bodyOf(draft), ...(record.version === undefined ? {} : { version: record.version }) },
    }),
  },
  fetchCurrent: byId(authorFx.get),
  afterSave: ({ base, draft, outcome }): AuthorRead => ({
    ...base,
    id: outcome.id ?? base?.id ?? 0,
    accountId: draft.accountId ?? base?.accountId,
    webId: draft.scope === 'web' ? draft.webId : null,
    groupId: draft.scope === 'group' ? draft.groupId : null,
    // The names follow from the next read (the real-time event, or the upsert below asks for it).
    webName: draft.scope === 'web' && draft.webId === base?.webId ? (base?.webName ?? null) : null,
    groupName: draft.scope === 'group' && draft.groupId === base?.groupId ? (base?.groupName ?? null) : null,
    step: draft.step,
    notifyByMail: draft.notifyByMail,
    ...(outcome.version === undefined ? {} : { version: outcome.version }),
  }),
  successMessage: (author) => authorText.saved(personLabel(author)),
  staleText: authorText.stale,
  failedText: authorText.saveFailed,
});
sample({ clock: authorEditor.saved, target: authors.upserted });
// The saved copy lacks the names of a new website or group: read the approver again.
sample({ clock: authorEditor.saved, fn: (author) => author.id, target: authors.itemRequested });

// ── /author/{id}/delete ─────────────────────────────────────────────────────────────────────────────

/** /author/{id}/delete: asked first, naming the person and what they approve. */
export const authorDelete = createMutationDialog({
  name: 'author-delete',
  effect: authorFx.remove,
  source: authors.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) => {
    const author = findAuthor(source, target);
    return authorText.removed(author ? personLabel(author) : '');
  },
  failedText: authorText.deleteFailed,
});
sample({ clock: authorDelete.succeeded, fn: ({ target }) => target, target: authors.removed });
