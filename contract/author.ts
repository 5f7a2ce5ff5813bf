import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs, signedIn } from './endpoint.ts';
import { Email, Id, IdParams, IdRef, IsoDateTime, Version } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/** The order in which several approvers of one website or group approve (1 = first). */
export const AUTHOR_STEP_MIN = 1;
export const AUTHOR_STEP_MAX = 10;

/** ours: the words of the approver rules, the same on the server and in the console. */
export const authorMessages = {
  /** An approver approves either one website's requests or one group's members' requests. */
  scopeXor: '承認するWebサイトか組織のどちらか一方を選んでください。',
  step: `承認の順番は${AUTHOR_STEP_MIN}から${AUTHOR_STEP_MAX}の数字で指定してください。`,
} as const;

/**
 * An approver (spec §3 "webAuthor": only the id is given; every other field is ours). An account with the
 * workflow flag approves either the requests about one website (`webId`) or the requests made by the
 * members of one group (`groupId`), never both; `step` orders several approvers of the same requests.
 * The account, website and group come with their names: staff see people and places, not ids.
 */
export const Author = z.object({
  id: Id,
  accountId: Id,
  accountName: z.string(),
  accountEmail: Email,
  webId: Id.nullable(),
  webName: z.string().nullable(),
  groupId: Id.nullable(),
  groupName: z.string().nullable(),
  step: z.number().int().min(AUTHOR_STEP_MIN).max(AUTHOR_STEP_MAX),
  /** A mail, besides the notice, tells this approver of a new request. */
  notifyByMail: z.boolean(),
  version: Version,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Author = z.infer<typeof Author>;
/** Author as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const AuthorRead = readingSpec(Author, specFields.author);
export type AuthorRead = z.infer<typeof AuthorRead>;

/** What an approver approves: exactly one of a website and a group. */
const scopeIsOne = (body: { webId?: number | null | undefined; groupId?: number | null | undefined }) =>
  (body.webId === null || body.webId === undefined) !== (body.groupId === null || body.groupId === undefined);
const scopeError = { message: authorMessages.scopeXor, path: ['webId'] };

const AuthorFields = {
  accountId: IdRef,
  webId: IdRef.nullable().optional(),
  groupId: IdRef.nullable().optional(),
  step: z.number().int().min(AUTHOR_STEP_MIN, authorMessages.step).max(AUTHOR_STEP_MAX, authorMessages.step),
  notifyByMail: z.boolean().default(false),
};

/** ours: the spec gives no bodies for approvers. */
export const AuthorCreateBody = z.object(AuthorFields).refine(scopeIsOne, scopeError);
export type AuthorCreateBody = z.input<typeof AuthorCreateBody>;
/** ours: `PUT /api/author` has no id in its path, so the body names it, with the version read. */
export const AuthorUpdateBody = z
  .object({
    id: IdRef,
    ...AuthorFields,
    /** ours: a server without versions gets none (no conflict check); ours requires it. */
    version: Version.optional(),
  })
  .refine(scopeIsOne, scopeError);
export type AuthorUpdateBody = z.input<typeof AuthorUpdateBody>;

/**
 * ours: what the add and edit dialogs offer: the accounts that may approve (the workflow flag), the websites
 * and the groups, by name. One call at the approvers' own level, so a manager without the account or CMS
 * screens can still choose, and nothing is offered that the server would refuse.
 */
export const AuthorChoices = z.object({
  accounts: z.array(z.object({ id: Id, name: z.string(), email: z.string(), groupName: z.string() })),
  websites: z.array(z.object({ id: Id, name: z.string() })),
  groups: z.array(z.object({ id: Id, name: z.string() })),
});
export type AuthorChoices = z.infer<typeof AuthorChoices>;

/** Approvers load for every signed-in user (spec §6); managing them is CONFIG above 1 (spec §2.6). */
const WRITE = needs('CONFIG', 2);

export const authorApi = {
  list: endpoint({
    name: 'author.list',
    method: 'GET',
    path: '/api/author',
    response: listOf(Author),
    read: listOf(AuthorRead),
    access: signedIn,
  }),
  choices: endpoint({
    name: 'author.choices',
    method: 'GET',
    path: '/api/author/choices',
    response: itemOf(AuthorChoices),
    access: WRITE,
    ours: true,
  }),
  get: endpoint({
    name: 'author.get',
    method: 'GET',
    path: '/api/author/:id',
    params: IdParams,
    response: itemOf(Author),
    read: itemOf(AuthorRead),
    access: signedIn,
  }),
  create: endpoint({
    name: 'author.create',
    method: 'POST',
    path: '/api/author',
    body: AuthorCreateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  update: endpoint({
    name: 'author.update',
    method: 'PUT',
    path: '/api/author',
    body: AuthorUpdateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  remove: endpoint({
    name: 'author.remove',
    method: 'DELETE',
    path: '/api/author/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
};
