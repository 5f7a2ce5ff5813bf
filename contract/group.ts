import * as z from 'zod';
import { itemOf, listOf, Mutation, mutationOf } from './answers.ts';
import { AccountType } from './auth.ts';
import { anyOf, endpoint, needs } from './endpoint.ts';
import { Email, Id, IdParams, IdRef, IsoDateTime, Name, Version } from './ids.ts';
import { Permissions, PermissionsWrite } from './permissions.ts';

/** An organisation group (spec §3: id, name, permission, description). ours: memberCount, version. */
export const Group = z.object({
  id: Id,
  name: z.string(),
  /** One level per area, indexed by `areas`: the levels of every member. */
  permission: Permissions,
  description: z.string(),
  /** ours */
  memberCount: z.number().int().min(0),
  /** ours: update bodies name it; a stale one is answered 409. */
  version: Version,
});
export type Group = z.infer<typeof Group>;

/** A group as the console reads it from any server: the spec's fields required, ours (count, version) optional. */
export const GroupRead = Group.partial({ memberCount: true, version: true });
export type GroupRead = z.infer<typeof GroupRead>;

/** ours, every field: an account as the organisation screen shows it (the spec has no account entity). */
export const Account = z.object({
  id: Id,
  groupId: Id,
  name: z.string(),
  email: Email,
  type: AccountType,
  /** Takes part in approval workflows. */
  workflow: z.boolean(),
  /** Has confirmed a one-time-code app (Default accounts). */
  otpEnrolled: z.boolean(),
  /** Must set a new password at the next sign-in. */
  mustChangePassword: z.boolean(),
  version: Version,
  updatedAt: IsoDateTime,
});
export type Account = z.infer<typeof Account>;

const Description = z.string().max(500);

/** Spec §7.1. */
export const GroupCreateBody = z.object({
  name: Name,
  permission: PermissionsWrite,
  description: Description.default(''),
});
/**
 * ours: the spec does not show it; the creation fields + `version`. The console sends the version it read;
 * a server without versions gets none (no conflict check). Our server requires it (server/routes/group.ts).
 */
export const GroupUpdateBody = z.object({
  name: Name,
  permission: PermissionsWrite,
  description: Description,
  version: Version.optional(),
});

/**
 * ours: a Default account gets no password from the administrator; the server makes a temporary one,
 * answers it once (`temporaryPassword`) and requires a new one at the first sign-in.
 */
export const AccountCreateBody = z.object({
  name: Name,
  email: Email,
  type: AccountType.default('Default'),
  workflow: z.boolean().default(false),
});
export const AccountUpdateBody = z.object({ name: Name, workflow: z.boolean(), version: Version });
export const AccountGroupBody = z.object({ groupId: IdRef, version: Version });
/** What to reset: the password (a new temporary one), the one-time-code enrolment, or both. */
export const AccountResetBody = z
  .object({ password: z.boolean().default(false), otp: z.boolean().default(false) })
  .refine((body) => body.password || body.otp, {
    error: 'パスワードかワンタイムパスワードの少なくとも一方を選んでください',
    path: ['password'],
  });

/** ours: the answer of account creation and reset. */
export const AccountSecretAnswer = mutationOf({ temporaryPassword: z.string().min(1).optional() });
export type AccountSecretAnswer = z.infer<typeof AccountSecretAnswer>;

/**
 * Groups are read by the organisation screen (ACCOUNT) and by website editing, which picks the groups that
 * edit a site (spec §6 loads groups at CMS 1). Creating and changing groups is ACCOUNT 3 (spec §2.6:
 * "Create organisation"); managing the accounts inside a group is ACCOUNT 2.
 */
const READ = anyOf(
  { area: 'ACCOUNT', level: 1 },
  { area: 'CMS', level: 1 },
  // ours: managing mailing lists picks, by name, the groups allowed to send to a list (the assign dialog).
  { area: 'MAIL_ADDRESS', level: 2 },
);
const GROUP_WRITE = needs('ACCOUNT', 3);
const ACCOUNT_WRITE = needs('ACCOUNT', 2);

export const groupApi = {
  list: endpoint({
    name: 'group.list',
    method: 'GET',
    path: '/api/group',
    response: listOf(Group),
    read: listOf(GroupRead),
    access: READ,
  }),
  get: endpoint({
    name: 'group.get',
    method: 'GET',
    path: '/api/group/:id',
    params: IdParams,
    response: itemOf(Group),
    read: itemOf(GroupRead),
    access: READ,
  }),
  create: endpoint({
    name: 'group.create',
    method: 'POST',
    path: '/api/group/',
    body: GroupCreateBody,
    response: Mutation,
    access: GROUP_WRITE,
  }),
  update: endpoint({
    name: 'group.update',
    method: 'PUT',
    path: '/api/group/:id',
    params: IdParams,
    body: GroupUpdateBody,
    response: Mutation,
    access: GROUP_WRITE,
    ours: true,
  }),
  remove: endpoint({
    name: 'group.remove',
    method: 'DELETE',
    path: '/api/group/:id',
    params: IdParams,
    response: Mutation,
    access: GROUP_WRITE,
  }),
  /** ours: the accounts of a group (/group/{id}). */
  listAccounts: endpoint({
    name: 'group.listAccounts',
    method: 'GET',
    path: '/api/group/:id/account',
    params: IdParams,
    response: listOf(Account),
    access: needs('ACCOUNT', 1),
    ours: true,
  }),
  /** ours: /group/{id}/account/create. */
  createAccount: endpoint({
    name: 'group.createAccount',
    method: 'POST',
    path: '/api/group/:id/account',
    params: IdParams,
    body: AccountCreateBody,
    response: AccountSecretAnswer,
    access: ACCOUNT_WRITE,
    ours: true,
  }),
  /** ours: rename an account or change its workflow flag. */
  updateAccount: endpoint({
    name: 'group.updateAccount',
    method: 'PUT',
    path: '/api/account/:id',
    params: IdParams,
    body: AccountUpdateBody,
    response: Mutation,
    access: ACCOUNT_WRITE,
    ours: true,
  }),
  /** ours: /group/{gId}/{id}/change-group. */
  changeAccountGroup: endpoint({
    name: 'group.changeAccountGroup',
    method: 'PUT',
    path: '/api/account/:id/group',
    params: IdParams,
    body: AccountGroupBody,
    response: Mutation,
    access: ACCOUNT_WRITE,
    ours: true,
  }),
  /** ours: /group/{gId}/{id}/reset. */
  resetAccount: endpoint({
    name: 'group.resetAccount',
    method: 'POST',
    path: '/api/account/:id/reset',
    params: IdParams,
    body: AccountResetBody,
    response: AccountSecretAnswer,
    access: ACCOUNT_WRITE,
    ours: true,
  }),
  /** ours */
  removeAccount: endpoint({
    name: 'group.removeAccount',
    method: 'DELETE',
    path: '/api/account/:id',
    params: IdParams,
    response: Mutation,
    access: ACCOUNT_WRITE,
    ours: true,
  }),
};
