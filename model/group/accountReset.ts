import { attach, combine, createEvent, createStore, sample } from 'effector';
import { messageShown } from '../messages/index.ts';
import { accountsNeeded, type DialogTarget, findAccount } from './accountDialogs.ts';
import { $accounts, accountsRefreshed, resetAccountSecretsFx } from './groups.ts';
import { groupText } from './text.ts';

/** Resetting an account's password and/or its one-time-code enrolment (/group/{gId}/{id}/reset). */

// The dialog's own call: what follows a success here (message, refresh) is not for other callers.
const resetFromDialogFx = attach({ effect: resetAccountSecretsFx });

export interface ResetChoice {
  password: boolean;
  otp: boolean;
}

export const accountResetOpened = createEvent<DialogTarget>();
export const accountResetClosed = createEvent();
export const resetChoiceChanged = createEvent<Partial<ResetChoice>>();
export const accountResetConfirmed = createEvent();

const $resetAccountId = createStore<number | null>(null).on(accountResetOpened, (_, { accountId }) => accountId);
export const $resettingAccount = combine($accounts, $resetAccountId, findAccount);
export const $resetChoice = createStore<ResetChoice>({ password: false, otp: false })
  .on(resetChoiceChanged, (choice, change) => ({ ...choice, ...change }))
  .reset(accountResetOpened, accountResetClosed);
/** The server refuses a reset of nothing (contract: at least one of the two). */
export const $resetChoiceMade = $resetChoice.map(({ password, otp }) => password || otp);
export const $resetError = createStore<string | null>(null).reset(
  accountResetOpened,
  accountResetClosed,
  accountResetConfirmed,
);
export const $resetPending = resetFromDialogFx.pending;
/** The reset went through: what was reset, and the new temporary password when the password was. */
export const $resetResult = createStore<(ResetChoice & { temporaryPassword?: string }) | null>(null).reset(
  accountResetOpened,
  accountResetClosed,
);

sample({ clock: accountResetOpened, target: accountsNeeded });

sample({
  clock: accountResetConfirmed,
  source: { account: $resettingAccount, choice: $resetChoice, made: $resetChoiceMade, pending: $resetPending },
  filter: ({ account, made, pending }) => account !== null && made && !pending,
  fn: ({ account, choice }) => ({ id: account?.id ?? 0, ...choice }),
  target: resetFromDialogFx,
});

const reset = sample({
  clock: resetFromDialogFx.done,
  source: $resettingAccount,
  filter: (_, { result }) => result.ok,
  fn: (account, { params, result }) => ({
    name: account?.name ?? '',
    password: params.password,
    otp: params.otp,
    ...(result.temporaryPassword ? { temporaryPassword: result.temporaryPassword } : {}),
  }),
});
$resetResult.on(reset, (_, { name: _name, ...result }) => result);
$resetError.on(resetFromDialogFx.doneData, (current, outcome) =>
  outcome.ok ? current : (outcome.message ?? groupText.failed),
);
sample({
  clock: reset,
  fn: ({ name }) => ({ message: groupText.accountReset(name), type: 'success' as const }),
  target: messageShown,
});
sample({ clock: reset, fn: () => undefined, target: accountsRefreshed });
