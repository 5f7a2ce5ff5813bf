import { combine, sample } from 'effector';
import type { AccountType } from '../../contract/index.ts';
import { checkEmail, checkName, createMutationDialog, fieldErrors } from '../kit/index.ts';
import { accounts, findById, groupFx, groups } from './groups.ts';
import { groupText } from './text.ts';

/** The account a dialog route is about: /group/{gId}/{id}/… */
export interface AccountTarget {
  groupId: number;
  accountId: number;
}

const $lists = combine({ accounts: accounts.$items, groups: groups.$items });

/** /group/{id} 「組織を削除」: asked first, naming the group. */
export const groupDelete = createMutationDialog({
  name: 'group-delete',
  effect: groupFx.remove,
  source: groups.$items,
  params: ({ target }: { target: number }) => ({ params: { id: target } }),
  successMessage: ({ target, source }) => groupText.removed(findById(source, target)?.name ?? ''),
  failedText: groupText.deleteFailed,
});
sample({ clock: groupDelete.succeeded, fn: ({ target }) => target, target: groups.removed });

export interface AccountForm {
  name: string;
  email: string;
  type: AccountType;
  workflow: boolean;
}

export interface CreatedAccount {
  name: string;
  email: string;
  type: AccountType;
  /** Default accounts: sign in with it once, then set their own (the server requires it). */
  temporaryPassword?: string;
}

/** /group/{id}/account/create: the result (with a temporary password, shown once) stays until dismissed. */
export const accountCreate = createMutationDialog({
  name: 'account-create',
  effect: groupFx.createAccount,
  form: (): AccountForm => ({ name: '', email: '', type: 'Default', workflow: false }),
  validate: (form) =>
    fieldErrors<AccountForm>({
      name: checkName(form.name),
      email: checkEmail(form.email),
    }),
  params: ({ target, form }: { target: number; form: AccountForm }) => ({
    params: { id: target },
    body: { ...form, name: form.name.trim(), email: form.email.trim() },
  }),
  result: ({ params: { body }, outcome }): CreatedAccount => ({
    name: body.name,
    email: body.email,
    type: body.type ?? 'Default',
    ...(outcome.temporaryPassword ? { temporaryPassword: outcome.temporaryPassword } : {}),
  }),
  failedText: groupText.createFailed,
});

/** /group/{gId}/{id}/change-group. */
export const accountMove = createMutationDialog({
  name: 'account-move',
  effect: groupFx.changeAccountGroup,
  source: $lists,
  form: (): { groupId: number | null } => ({ groupId: null }),
  params: ({
    target,
    form,
    source,
  }: {
    target: AccountTarget;
    form: { groupId: number | null };
    source: typeof $lists.defaultState;
  }) => {
    const account = findById(source.accounts, target.accountId);
    if (!account || form.groupId === null || form.groupId === account.groupId) return null;
    return { params: { id: account.id }, body: { groupId: form.groupId, version: account.version } };
  },
  successMessage: ({ target, params, source }) =>
    groupText.accountMoved(
      findById(source.accounts, target.accountId)?.name ?? '',
      findById(source.groups, params.body.groupId)?.name ?? '',
    ),
  failedText: groupText.moveFailed,
});

export interface ResetChoice {
  password: boolean;
  otp: boolean;
}
export interface ResetResult extends ResetChoice {
  temporaryPassword?: string;
}

/** /group/{gId}/{id}/reset: a new temporary password (shown once) and/or a fresh one-time-code enrolment. */
export const accountReset = createMutationDialog({
  name: 'account-reset',
  effect: groupFx.resetAccount,
  form: (): ResetChoice => ({ password: false, otp: false }),
  params: ({ target, form }: { target: AccountTarget; form: ResetChoice }) =>
    form.password || form.otp ? { params: { id: target.accountId }, body: form } : null,
  result: ({ params: { body }, outcome }): ResetResult => ({
    password: body.password ?? false,
    otp: body.otp ?? false,
    ...(outcome.temporaryPassword ? { temporaryPassword: outcome.temporaryPassword } : {}),
  }),
  failedText: groupText.resetFailed,
});

// What the changes touch: the accounts on screen, and the member counts of the groups involved. A refused
// move refreshes too (a stale version is fixed by reading the account again).
sample({
  clock: [accountCreate.succeeded, accountReset.succeeded, accountMove.succeeded, groupFx.changeAccountGroup.done],
  fn: () => undefined,
  target: accounts.refreshed,
});
sample({ clock: accountCreate.succeeded, fn: ({ target }) => target, target: groups.itemRequested });
sample({ clock: accountMove.succeeded, fn: ({ target }) => target.groupId, target: groups.itemRequested });
sample({ clock: accountMove.succeeded, fn: ({ params }) => params.body.groupId, target: groups.itemRequested });

/** The account a dialog route names, as the group's list has it (null while loading or when it is gone). */
export const accountOf = (dialog: { $target: typeof accountMove.$target | typeof accountReset.$target }) =>
  combine(accounts.$items, dialog.$target, (items, target) => findById(items, target?.accountId));
