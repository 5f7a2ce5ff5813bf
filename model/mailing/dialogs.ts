import { combine, createEvent, createStore, sample } from 'effector';
import { allows, groupApi } from '../../contract/index.ts';
import { type MailingRead, type MailingType, mailingApi } from '../../contract/mailing.ts';
import { groups } from '../group/index.ts';
import { byId, checkName, createEditor, createMutationDialog, fieldErrors } from '../kit/index.ts';
import { $tokenInfo } from '../session/index.ts';
import { findMailing, mailingFx, mailings, members } from './mailings.ts';
import { mailingText } from './text.ts';

/** Why this user may read mailing lists but not change them (the server refuses below MAIL_ADDRESS 2), or null. */
export const $mailingBlocked = $tokenInfo.map((user) =>
  allows(mailingApi.update.access, user) ? null : `${mailingText.mailingList}を変更する権限がありません。`,
);
/** Whether the group list may be read: without it, groups are named by their ids. */
export const $groupsReadable = $tokenInfo.map((user) => allows(groupApi.list.access, user));
/** Loads the group list (names of the groups allowed to send) when this user may read it. */
export const groupNamesNeeded = createEvent();
sample({ clock: groupNamesNeeded, filter: $groupsReadable, fn: () => undefined, target: groups.needed });

/** The version to name in an update: a server without versions has none and saves without the check. */
const versionOf = (mailing: MailingRead) => (mailing.version === undefined ? {} : { version: mailing.version });

// ── /mailing/create ─────────────────────────────────────────────────────────────────────────────────

export interface MailingCreateForm {
  name: string;
  type: MailingType;
}

/** /mailing/create: a new list's name and type; opened with `'new'`. */
export const mailingCreate = createMutationDialog({
  name: 'mailing-create',
  effect: mailingFx.create,
  form: (): MailingCreateForm => ({ name: '', type: 'internal' }),
  validate: (form) => fieldErrors<MailingCreateForm>({ name: checkName(form.name) }),
  params: ({ form }: { target: 'new'; form: MailingCreateForm; source: null }) => ({
    body: { name: form.name.trim(), type: form.type },
  }),
  successMessage: ({ params }) => mailingText.created(params.body.name),
  failedText: mailingText.createFailed,
});
sample({
  clock: mailingCreate.succeeded,
  filter: ({ outcome }) => outcome.id !== undefined,
  fn: ({ outcome }) => outcome.id as number,
  target: mailings.itemRequested,
});
sample({
  clock: mailingCreate.succeeded,
  filter: ({ outcome }) => outcome.id === undefined,
  fn: () => undefined,
  target: mailings.refreshed,
});

// ── /mailing/{id}: the name ──────────────────────────────────────────────────────────────────────────

export interface MailingDraft {
  name: string;
}

/** /mailing/{id}: the list's name (its type is chosen once, when it is created). */
export const mailingEditor = createEditor({
  name: 'mailing-editor',
  empty: (): MailingDraft => ({ name: '' }),
  draftOf: (mailing: MailingRead): MailingDraft => ({ name: mailing.name }),
  validate: (draft) => fieldErrors<MailingDraft>({ name: checkName(draft.name) }),
  update: {
    effect: mailingFx.update,
    params: ({ record, draft }: { record: MailingRead; draft: MailingDraft }) => ({
      params: { id: record.id },
      // A server without versions saves without the check (docs/adding-a-domain.md §1).
      body: { name: draft.name.trim(), allowGroup: record.allowGroup, ...versionOf(record) } as {
        name: string;
        allowGroup: number[];
        version: number;
      },
    }),
  },
  fetchCurrent: byId(mailingFx.get),
  afterSave: ({ base, draft, outcome }): MailingRead => ({
    id: outcome.id ?? base?.id ?? 0,
    type: 'internal',
    allowGroup: [],
    members: [],
    ...base,
    name: draft.name.trim(),
    ...(outcome.version === undefined ? {} : { version: outcome.version }),
  }),
  successMessage: (mailing) => mailingText.saved(mailing.name),
  staleText: mailingText.stale,
  failedText: mailingText.saveFailed,
});
sample({ clock: mailingEditor.saved, target: mailings.upserted });

// ── /mailing/{id}/assign ─────────────────────────────────────────────────────────────────────────────

export interface AssignForm {
  allowGroup: number[];
}

/** /mailing/{id}/assign: the groups allowed to send to the list (送信できる組織), saved with `PUT`. */
export const mailingAssign = createMutationDialog({
  name: 'mailing-assign',
  effect: mailingFx.update,
  source: mailings.$items,
  form: (): AssignForm => ({ allowGroup: [] }),
  formOf: ({ target, source }) => {
    const mailing = findMailing(source, target);
    return mailing ? { allowGroup: [...mailing.allowGroup].sort((a, b) => a - b) } : null;
  },
  params: ({ target, form, source }: { target: number; form: AssignForm; source: MailingRead[] }) => {
    const mailing = findMailing(source, target);
    if (!mailing) return null;
    return {
      params: { id: mailing.id },
      body: { name: mailing.name, allowGroup: form.allowGroup, ...versionOf(mailing) } as {
        name: string;
        allowGroup: number[];
        version: number;
      },
    };
  },
  successMessage: ({ target, source }) => mailingText.assigned(findMailing(source, target)?.name ?? ''),
  failedText: mailingText.saveFailed,
});
/** A group ticked or unticked in the assign dialog. */
export const assignToggled = createEvent<{ groupId: number; allowed: boolean }>();
sample({
  clock: assignToggled,
  source: mailingAssign.$form,
  fn: (form, { groupId, allowed }) => ({
    allowGroup: allowed
      ? [...new Set([...form.allowGroup, groupId])].sort((a, b) => a - b)
      : form.allowGroup.filter((id) => id !== groupId),
  }),
  target: mailingAssign.changed,
});
sample({ clock: mailingAssign.succeeded, fn: ({ target }) => target, target: mailings.itemRequested });

// ── /mailing/{id}/member/remove/{mId} ────────────────────────────────────────────────────────────────

export interface MemberTarget {
  id: number;
  memberId: number;
}

/** /mailing/{id}/member/remove/{mId}: asked first, naming the address. */
export const memberRemove = createMutationDialog({
  name: 'mailing-member-remove',
  effect: mailingFx.removeMember,
  source: members.$items,
  params: ({ target }: { target: MemberTarget }) => ({ params: target }),
  successMessage: ({ target, source }) =>
    mailingText.memberRemoved(source.find((member) => member.memberId === target.memberId)?.email ?? ''),
  failedText: mailingText.deleteFailed,
});
sample({ clock: memberRemove.succeeded, fn: () => undefined, target: members.refreshed });

// ── /mailing/{id}/delete ─────────────────────────────────────────────────────────────────────────────

/**
 * The server refused the delete because the list is in use (409: it has addresses, or mail scheduled or
 * being sent to it): the dialog shows why and offers the forced delete, which the next press sends.
 */
export const $forceOffered = createStore(false);
const $deleteSource = combine({ items: mailings.$items, force: $forceOffered });

/** /mailing/{id}/delete: asked first without force; refused as in use, offers 「強制的に削除する」. */
export const mailingDelete = createMutationDialog({
  name: 'mailing-delete',
  effect: mailingFx.remove,
  source: $deleteSource,
  params: ({ target, source }: { target: number; source: typeof $deleteSource.defaultState }) => ({
    params: { id: target },
    ...(source.force ? { query: { force: true } } : {}),
  }),
  successMessage: ({ target, source }) => mailingText.removed(findMailing(source.items, target)?.name ?? ''),
  failedText: mailingText.deleteFailed,
});
$forceOffered
  .on(
    sample({
      clock: mailingFx.remove.done,
      filter: ({ params, result }) => !result.ok && result.stale && params.query?.force !== true,
    }),
    () => true,
  )
  .reset(mailingDelete.opened, mailingDelete.closed);
sample({ clock: mailingDelete.succeeded, fn: ({ target }) => target, target: mailings.removed });

/** Group names by id, for 送信できる組織 (empty when the group list cannot be read: ids are shown instead). */
export const $groupNames = groups.$items.map((items) => new Map(items.map((group) => [group.id, group.name] as const)));
