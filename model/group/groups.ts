import { attach } from 'effector';
import { type Account, type GroupRead, groupApi, levelOf } from '../../contract/index.ts';
import { apiEffects, byId, createKeyedList, createListResource, defineDomain } from '../kit/index.ts';

/** One effect per endpoint of the organisation api (groups and their accounts). */
export const groupFx = apiEffects(groupApi);

/** Every group, kept fresh by the `group` real-time event. */
export const groups = createListResource<GroupRead>({
  name: 'group',
  listFx: groupFx.list,
  getFx: byId(groupFx.get),
  // Loaded at sign-in for the level checks, shown on the organisation screens only.
  staleWhenHidden: true,
});

/** The accounts of the group on screen (/group/{id}); refetched on `account` events. */
export const accounts = createKeyedList<Account>({
  name: 'accounts',
  fetchFx: attach({ effect: groupFx.listAccounts, mapParams: (id: number) => ({ params: { id } }) }),
});

export const groupDomain = defineDomain({
  name: 'group',
  resource: groups,
  event: 'group',
  // Spec §6 loads groups at CMS 1 (websites name the groups that edit them); the organisation screen at ACCOUNT 1.
  initialLoad: (user) => levelOf(user, 'CMS') >= 1 || levelOf(user, 'ACCOUNT') >= 1,
  overlay: true,
  children: [{ event: 'account', list: accounts }],
  resets: [accounts.reset],
});

export const findById = <T extends { id: number }>(items: readonly T[], id: number | null | undefined): T | null =>
  items.find((item) => item.id === id) ?? null;
