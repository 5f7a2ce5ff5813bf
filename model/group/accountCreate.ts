import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { AccountType } from '../../contract/index.ts';
import { messageShown } from '../messages/index.ts';
import { accountsRefreshed, addAccountFx, groups } from './groups.ts';
import { groupText } from './text.ts';

/** Adding an account (/group/{id}/account/create). */

// The dialog's own call: what follows a success here (message, refreshes) is not for other callers.
const addFromDialogFx = attach({ effect: addAccountFx });

export interface AccountForm {
  name: string;
  email: string;
  type: AccountType;
  workflow: boolean;
}
export const emptyAccountForm = (): AccountForm => ({ name: '', email: '', type: 'Default', workflow: false });

export interface CreatedAccount {
  name: string;
  email: string;
  type: AccountType;
  /** Default accounts: sign in with it once, then set their own (the server requires it). */
  temporaryPassword?: string;
}

export const accountCreateOpened = createEvent<number>();
export const accountCreateClosed = createEvent();
export const accountFormChanged = createEvent<Partial<AccountForm>>();
export const accountCreateSubmitted = createEvent();

const $createGroupId = createStore<number | null>(null).on(accountCreateOpened, (_, id) => id);
/** The group the account joins, when the list has it (its name is shown in the dialog). */
export const $accountCreateGroup = combine(
  groups.$items,
  $createGroupId,
  (items, id) => items.find((group) => group.id === id) ?? null,
);
export const $accountForm = createStore<AccountForm>(emptyAccountForm())
  .on(accountFormChanged, (form, change) => ({ ...form, ...change }))
  .reset(accountCreateOpened, accountCreateClosed);
export const $accountCreateError = createStore<string | null>(null).reset(
  accountCreateOpened,
  accountCreateClosed,
  accountCreateSubmitted,
);
export const $accountCreatePending = addFromDialogFx.pending;
export const $createdAccount = createStore<CreatedAccount | null>(null).reset(accountCreateOpened, accountCreateClosed);

sample({
  clock: accountCreateSubmitted,
  source: { form: $accountForm, groupId: $createGroupId, pending: $accountCreatePending, done: $createdAccount },
  filter: ({ groupId, pending, done }) => groupId !== null && !pending && done === null,
  fn: ({ form, groupId }) => ({ ...form, name: form.name.trim(), email: form.email.trim(), groupId: groupId ?? 0 }),
  target: addFromDialogFx,
});

const accountAdded = sample({
  clock: addFromDialogFx.done,
  filter: ({ result }) => result.ok,
  fn: ({ params, result }): CreatedAccount & { groupId: number } => ({
    groupId: params.groupId,
    name: params.name,
    email: params.email,
    type: params.type,
    ...(result.temporaryPassword ? { temporaryPassword: result.temporaryPassword } : {}),
  }),
});
$createdAccount.on(accountAdded, (_, { groupId: _groupId, ...created }) => created);
$accountCreateError.on(addFromDialogFx.doneData, (current, outcome) =>
  outcome.ok ? current : (outcome.message ?? groupText.failed),
);
sample({
  clock: accountAdded,
  fn: ({ name }) => ({ message: groupText.accountCreated(name), type: 'success' as const }),
  target: messageShown,
});
// The group's member count changed too.
sample({ clock: accountAdded, fn: () => undefined, target: accountsRefreshed });
sample({ clock: accountAdded, fn: ({ groupId }) => groupId, target: groups.itemRequested });
