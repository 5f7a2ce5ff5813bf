import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  type Account,
  type AccountSecretAnswer,
  type Group,
  groupApi,
  itemOrUndefined,
  listOrEmpty,
  type MutationOutcome,
  mutationOutcome,
} from '../../contract/index.ts';
import { endpointFx } from '../api/index.ts';
import { createListResource, listEffects } from '../resource/index.ts';

export const listGroupsFx = endpointFx(groupApi.list);
export const getGroupFx = endpointFx(groupApi.get);
export const createGroupFx = endpointFx(groupApi.create);
export const updateGroupFx = endpointFx(groupApi.update);
export const removeGroupFx = endpointFx(groupApi.remove);
export const listAccountsFx = endpointFx(groupApi.listAccounts);
export const createAccountFx = endpointFx(groupApi.createAccount);
export const changeAccountGroupFx = endpointFx(groupApi.changeAccountGroup);
export const resetAccountFx = endpointFx(groupApi.resetAccount);
export const removeAccountFx = endpointFx(groupApi.removeAccount);

/** Every group, kept fresh by the `group` real-time event (the shared list-resource factory). */
export const groups = createListResource<Group>({
  name: 'group',
  ...listEffects<Group>({ list: () => listGroupsFx(), get: (id) => getGroupFx({ params: { id } }) }),
});

/** The accounts of the group on screen (/group/{id}); refetched on `account` events. */
export const accountsRequested = createEvent<number>();
export const accountsRefreshed = createEvent();
export const loadAccountsFx = createEffect(async (groupId: number) =>
  listOrEmpty(await listAccountsFx({ params: { id: groupId } })),
);
export const $accountsGroupId = createStore<number | null>(null).on(accountsRequested, (_, id) => id);
export const $accounts = createStore<Account[]>([])
  .on(loadAccountsFx.doneData, (_, accounts) => accounts)
  .on(accountsRequested, (accounts, id) => (accounts[0]?.groupId === id ? accounts : []));
export const $accountsPending = loadAccountsFx.pending;

sample({ clock: accountsRequested, target: loadAccountsFx });
sample({
  clock: accountsRefreshed,
  source: $accountsGroupId,
  filter: (id): id is number => id !== null,
  target: loadAccountsFx,
});

/** A write's outcome: what the server said, or the failure the client raised, in one shape (§7.1). */
const outcomeOf = async (write: () => Promise<{ error?: unknown }>): Promise<MutationOutcome> =>
  mutationOutcome((await write().catch((error: unknown) => error)) as never);

export interface GroupInput {
  name: string;
  description: string;
  permission: number[];
}

export const saveNewGroupFx = createEffect((input: GroupInput) => outcomeOf(() => createGroupFx({ body: input })));

export const saveGroupFx = createEffect(({ id, version, ...input }: GroupInput & { id: number; version: number }) =>
  outcomeOf(() => updateGroupFx({ params: { id }, body: { ...input, version } })),
);

export const deleteGroupFx = createEffect((id: number) => outcomeOf(() => removeGroupFx({ params: { id } })));

/** The group as the server has it now: for showing "theirs" beside "mine" after a 409. */
export const fetchCurrentGroupFx = createEffect(async (id: number) =>
  itemOrUndefined(await getGroupFx({ params: { id } })),
);

export interface AccountSecretOutcome extends MutationOutcome {
  temporaryPassword?: string;
}

const secretOutcome = async (write: () => Promise<AccountSecretAnswer>): Promise<AccountSecretOutcome> => {
  const answer = await write().catch((error: unknown) => error);
  const outcome = mutationOutcome(answer as never);
  const temporaryPassword =
    typeof answer === 'object' && answer !== null && 'temporaryPassword' in answer
      ? (answer as AccountSecretAnswer).temporaryPassword
      : undefined;
  return temporaryPassword ? { ...outcome, temporaryPassword } : outcome;
};

export const addAccountFx = createEffect(
  ({
    groupId,
    ...body
  }: {
    groupId: number;
    name: string;
    email: string;
    type: 'Default' | 'Msal';
    workflow: boolean;
  }) => secretOutcome(() => createAccountFx({ params: { id: groupId }, body })),
);

export const moveAccountFx = createEffect(
  ({ id, groupId, version }: { id: number; groupId: number; version: number }) =>
    outcomeOf(() => changeAccountGroupFx({ params: { id }, body: { groupId, version } })),
);

export const resetAccountSecretsFx = createEffect(
  ({ id, password, otp }: { id: number; password: boolean; otp: boolean }) =>
    secretOutcome(() => resetAccountFx({ params: { id }, body: { password, otp } })),
);

/** The group being looked at, with its accounts (for /group/{id}). */
export const groupOpened = createEvent<number>();
sample({ clock: groupOpened, target: [groups.selected, accountsRequested] });
sample({ clock: groupOpened, target: groups.itemRequested });

export const $openGroup = groups.$selected;
