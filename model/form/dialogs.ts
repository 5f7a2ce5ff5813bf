import { combine, createEvent, sample } from 'effector';
import type { FormRead, SubOwnerCandidate } from '../../contract/form.ts';
import { createMutationDialog, fieldErrors, matchesQuery } from '../kit/index.ts';
import { findForm, formFx, forms, subOwnerCandidates } from './forms.ts';
import { formText } from './text.ts';

// ── /form/{id}/delete ────────────────────────────────────────────────────────────────────────────────

/** /form/{id}/delete: asked first, saying how many answers go with the form. */
export const formDelete = createMutationDialog({
  name: 'form-delete',
  effect: formFx.remove,
  source: forms.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) => formText.removed(findForm(source, target)?.name ?? ''),
  failedText: formText.deleteFailed,
});
sample({ clock: formDelete.succeeded, fn: ({ target }) => target, target: forms.removed });

// ── sub-owners (共同管理者) ───────────────────────────────────────────────────────────────────────────

export interface SubOwnerAddForm {
  /** The accounts ticked, in the order ticked. */
  picked: number[];
  query: string;
}

/** The sub-owner picker, over /form/{id}: accounts picked by name and group, never typed ids. */
export const subOwnerAdd = createMutationDialog({
  name: 'form-sub-owner-add',
  effect: formFx.addSubOwner,
  source: subOwnerCandidates.$items,
  form: (): SubOwnerAddForm => ({ picked: [], query: '' }),
  validate: (form) =>
    fieldErrors<SubOwnerAddForm>({ picked: form.picked.length === 0 ? formText.pickSubOwner : undefined }),
  params: ({ target, form }: { target: number; form: SubOwnerAddForm; source: SubOwnerCandidate[] }) => ({
    params: { id: target },
    body: { subOwner: form.picked },
  }),
  successMessage: ({ params, source }) =>
    formText.subOwnersAdded(
      params.body.subOwner.map((id) => source.find((person) => person.id === id)?.name ?? `#${id}`).join('、'),
    ),
  failedText: formText.addFailed,
});
sample({ clock: subOwnerAdd.opened, fn: () => undefined, target: subOwnerCandidates.refreshed });
sample({ clock: subOwnerAdd.succeeded, fn: ({ target }) => target, target: forms.itemRequested });
// The picker sits over the editor (not a route of its own): it closes once the change went through.
sample({ clock: subOwnerAdd.succeeded, fn: () => undefined, target: subOwnerAdd.closed });

/** A candidate ticked or unticked. */
export const subOwnerToggled = createEvent<{ id: number; picked: boolean }>();
sample({
  clock: subOwnerToggled,
  source: subOwnerAdd.$form,
  fn: (form, { id, picked }) => ({
    picked: picked ? [...new Set([...form.picked, id])] : form.picked.filter((each) => each !== id),
  }),
  target: subOwnerAdd.changed,
});
export const subOwnerSearched = subOwnerAdd.changed.prepend((query: string) => ({ query }));

/** Who may be added to the form the picker is open for: not its owner, not already one, matching the search. */
export const $subOwnerChoices = combine(
  subOwnerCandidates.$items,
  forms.$items,
  subOwnerAdd.$target,
  subOwnerAdd.$form,
  (candidates, items, target, form) => {
    const record = findForm(items, target);
    const taken = new Set([...(record?.subOwner ?? []), ...(record?.ownerId === undefined ? [] : [record.ownerId])]);
    return candidates.filter(
      (person) => !taken.has(person.id) && matchesQuery(`${person.name} ${person.groupName}`, form.query),
    );
  },
);
/** Whether anyone at all may be added (tells "nobody" from "no match"). */
export const $subOwnerAddable = combine(
  subOwnerCandidates.$items,
  forms.$items,
  subOwnerAdd.$target,
  (candidates, items, target) => {
    const record = findForm(items, target);
    return candidates.some((person) => person.id !== record?.ownerId && !(record?.subOwner ?? []).includes(person.id));
  },
);

export interface SubOwnerTarget {
  formId: number;
  accountId: number;
  /** As the form names them (or by id on a server without names). */
  name: string;
}

/** Taking one sub-owner off the form, asked first. */
export const subOwnerRemove = createMutationDialog({
  name: 'form-sub-owner-remove',
  effect: formFx.removeSubOwner,
  params: ({ target }: { target: SubOwnerTarget }) => ({
    params: { id: target.formId },
    body: { subOwner: [target.accountId] },
  }),
  successMessage: ({ target }) => formText.subOwnerRemoved(target.name),
  failedText: formText.removeFailed,
});
sample({ clock: subOwnerRemove.succeeded, fn: ({ target }) => target.formId, target: forms.itemRequested });
// The confirmation closes once the change went through.
sample({ clock: subOwnerRemove.succeeded, fn: () => undefined, target: subOwnerRemove.closed });

/** The form's sub-owners as people: by name and group where the server names them, else by id. */
export const subOwnersOf = (form: FormRead): { id: number; name: string; groupName: string | null }[] =>
  (form.subOwner ?? []).map((id) => {
    const person = form.subOwners?.find((each) => each.id === id);
    return { id, name: person?.name ?? `アカウント #${id}`, groupName: person?.groupName ?? null };
  });

/** The candidates are read when the picker opens; this says the read is under way. */
export const $candidatesLoading = subOwnerCandidates.$pending;
