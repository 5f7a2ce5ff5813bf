import * as z from 'zod';
import { itemOf, listOf, Mutation, mutationOf } from './answers.ts';
import { anyOf, endpoint, needs } from './endpoint.ts';
import { Email, Id, IdParam, IdParams, Name, QueryFlag, Version } from './ids.ts';
import { MEMBER_BATCH_MAX } from './mailAddresses.ts';
import { SUPER_GROUP_ID } from './permissions.ts';
import { readingSpec, specFields } from './specFields.ts';

/**
 * ours: the spec names a mailing list's `type` but not its values.
 * - `internal` 職員向け: staff of the agency and its partners. Every member's address must be in an allowed
 *   domain for mailing lists (purpose `any` or `mailing`); others are refused.
 * - `external` 外部向け: residents and businesses who asked for the agency's announcements. Any address may
 *   join; one outside the allowed domains is marked (when added and before a send). Every mail to it carries
 *   `List-Unsubscribe`, so a recipient can leave the list from the mail program.
 */
export const mailingTypes = ['internal', 'external'] as const;
export const MailingType = z.enum(mailingTypes);
export type MailingType = z.infer<typeof MailingType>;
export const mailingTypeLabels: Record<MailingType, string> = { internal: '職員向け', external: '外部向け' };
/** ours: what each type means, said where a type is chosen. */
export const mailingTypeDescriptions: Record<MailingType, string> = {
  internal: '職員への連絡用です。許可ドメインのメールアドレスだけを登録できます。',
  external:
    '住民・事業者へのお知らせ用です。どのメールアドレスも登録できます（許可ドメイン外は注意を表示します）。配信停止の案内（List-Unsubscribe）を付けて送ります。',
};
/** ours: whether mail to a list of this type carries `List-Unsubscribe`. */
export const mailingTypeUnsubscribes = (type: string): boolean => type !== 'internal';
/** A list type as staff read it: our label, or the raw text of a type we do not know (issue 13). */
export const mailingTypeLabel = (type: string): string =>
  type in mailingTypeLabels ? mailingTypeLabels[type as MailingType] : type;

export const MailingMember = z.object({ memberId: Id, email: Email });
/** A member as read from any server: an address we would not accept is still shown as it came. */
export const MailingMemberRead = z.object({ memberId: Id, email: z.string() });
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
export const MailingRead = readingSpec(Mailing, specFields.mailing).extend({
  type: z.string(),
  members: z.array(MailingMemberRead),
});
export type MailingRead = z.infer<typeof MailingRead>;

export const MailingCreateBody = z.object({ name: Name, type: MailingType });
/** Spec: name, allowGroup (the /mailing/{id}/assign dialog assigns the list to groups with it) + `version` (ours). */
export const MailingUpdateBody = z.object({ name: Name, allowGroup: z.array(Id), version: Version });
export const MemberBody = z.object({ email: Email });
/**
 * ours: many addresses at once (a paste or a CSV file), judged by the server as by the console
 * (contract/mailAddresses.ts); the answer says what became of each. An agency server without this call is
 * sent the spec's one-address call per address.
 */
export const MembersBody = z.object({ emails: z.array(z.string().max(320)).min(1).max(MEMBER_BATCH_MAX) });
export const MembersAnswer = mutationOf({
  /** Addresses added. */
  added: z.number().int().min(0).optional(),
  /** Addresses not added, each with its verdict (`malformed`, `duplicate`, `member`, `refusedDomain`). */
  refused: z.array(z.object({ email: z.string(), verdict: z.string() })).optional(),
});
export type MembersAnswer = z.infer<typeof MembersAnswer>;

export const MemberParams = z.object({ id: IdParam, memberId: IdParam });
/**
 * Spec §5: `force=true`. ours: a list is in use while it has members or a mail scheduled or being sent to
 * it; its delete is then refused (409, saying which) unless forced. A forced delete removes the members and
 * cancels the mails still to go (their history stays, naming the list).
 */
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
  addMembers: endpoint({
    name: 'mailing.addMembers',
    method: 'POST',
    path: '/api/mailing/:id/members',
    params: IdParams,
    body: MembersBody,
    response: MembersAnswer,
    access: WRITE,
    ours: true,
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

/**
 * ours: who may send to a list (issue 19: "only those the user's group may send to"): the groups of its
 * `allowGroup`, and the super group. A list assigned to no group can be sent to by the super group only.
 */
export const mayMailTo = (mailing: { allowGroup: readonly number[] }, user: { groupId: number }): boolean =>
  user.groupId === SUPER_GROUP_ID || mailing.allowGroup.includes(user.groupId);
