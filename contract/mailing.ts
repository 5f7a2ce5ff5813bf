import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { anyOf, endpoint, needs } from './endpoint.ts';
import { Email, Id, IdParam, IdParams, Name, QueryFlag, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** ours: the spec names a mailing list's `type` but not its values. */
export const mailingTypes = ['internal', 'external'] as const;
export const MailingType = z.enum(mailingTypes);
export type MailingType = z.infer<typeof MailingType>;
export const mailingTypeLabels: Record<MailingType, string> = { internal: '職員向け', external: '外部向け' };
/** A list type as staff read it: our label, or the raw text of a type we do not know (issue 13). */
export const mailingTypeLabel = (type: string): string =>
  type in mailingTypeLabels ? mailingTypeLabels[type as MailingType] : type;

export const MailingMember = z.object({ memberId: Id, email: Email });
export type MailingMember = z.infer<typeof MailingMember>;

/** A mailing list (spec §3). ours: version. */
export const Mailing = z.object({
  id: Id,
  name: z.string(),
  type: MailingType,
  /** Ids of the groups allowed to send to this list. */
  allowGroup: z.array(Id),
  members: z.array(MailingMember),
  /** ours */
  version: Version,
});
export type Mailing = z.infer<typeof Mailing>;
/** Mailing as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
// The spec leaves the set of list types open: one we do not know is read as it came (`mailingTypeLabel`).
export const MailingRead = readingSpec(Mailing, specFields.mailing).extend({ type: z.string() });
export type MailingRead = z.infer<typeof MailingRead>;

export const MailingCreateBody = z.object({ name: Name, type: MailingType });
/** Spec: name, allowGroup (the /mailing/{id}/assign dialog assigns the list to groups with it) + `version` (ours). */
export const MailingUpdateBody = z.object({ name: Name, allowGroup: z.array(Id), version: Version });
export const MemberBody = z.object({ email: Email });

export const MemberParams = z.object({ id: IdParam, memberId: IdParam });
/** Spec §5: `force=true` deletes a list that still has members (ours: what force overrides). */
export const MailingRemoveQuery = z.object({ force: QueryFlag.optional() });

/**
 * Mailing lists are managed at MAIL_ADDRESS 2 (spec §2.6). Reading them is MAIL_ADDRESS 1, or MAIL 1:
 * the mail-sending screen picks a list to send to.
 */
const READ = anyOf({ area: 'MAIL_ADDRESS', level: 1 }, { area: 'MAIL', level: 1 });
const WRITE = needs('MAIL_ADDRESS', 2);

export const mailingApi = {
  list: endpoint({
    name: 'mailing.list',
    method: 'GET',
    path: '/api/mailing',
    response: listOf(Mailing),
    read: listOf(MailingRead),
    access: READ,
  }),
  get: endpoint({
    name: 'mailing.get',
    method: 'GET',
    path: '/api/mailing/:id',
    params: IdParams,
    response: itemOf(Mailing),
    read: itemOf(MailingRead),
    access: READ,
  }),
  create: endpoint({
    name: 'mailing.create',
    method: 'POST',
    path: '/api/mailing/',
    body: MailingCreateBody,
    response: Mutation,
    access: WRITE,
  }),
  addMember: endpoint({
    name: 'mailing.addMember',
    method: 'POST',
    path: '/api/mailing/:id/member',
    params: IdParams,
    body: MemberBody,
    response: Mutation,
    access: WRITE,
  }),
  removeMember: endpoint({
    name: 'mailing.removeMember',
    method: 'DELETE',
    path: '/api/mailing/:id/:memberId',
    params: MemberParams,
    response: Mutation,
    access: WRITE,
  }),
  remove: endpoint({
    name: 'mailing.remove',
    method: 'DELETE',
    path: '/api/mailing/:id',
    params: IdParams,
    query: MailingRemoveQuery,
    response: Mutation,
    access: WRITE,
  }),
  update: endpoint({
    name: 'mailing.update',
    method: 'PUT',
    path: '/api/mailing/:id',
    params: IdParams,
    body: MailingUpdateBody,
    response: Mutation,
    access: WRITE,
  }),
};
