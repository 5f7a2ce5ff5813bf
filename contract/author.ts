import * as z from 'zod';
import { itemOf, listOf, Mutation } from './answers.ts';
import { endpoint, needs, signedIn } from './endpoint.ts';
import { Email, Id, IdParams, IsoDateTime } from './ids.ts';
import { readingSpec, specFields } from './specFields.ts';

/**
 * An approver of a website's workflow (spec §3 "webAuthor": only the id is given).
 * ours, every field but `id`: which account approves which website, at which step of the approval.
 */
export const Author = z.object({
  id: Id,
  webId: Id,
  accountId: Id,
  /** The account's name and e-mail, so the list needs no second call. */
  name: z.string(),
  email: Email,
  /** 1 = first approver; a request passes the steps in order. */
  step: z.number().int().min(1),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Author = z.infer<typeof Author>;
/** Author as read: the spec's fields required, ours optional (spec §3; contract/specFields.ts). */
export const AuthorRead = readingSpec(Author, specFields.author);
export type AuthorRead = z.infer<typeof AuthorRead>;

/** ours: the spec gives no bodies for approvers. */
export const AuthorCreateBody = z.object({
  webId: Id,
  accountId: Id,
  step: z.number().int().min(1).max(10).default(1),
});
/** ours: `PUT /api/author` has no id in its path, so the body names it. */
export const AuthorUpdateBody = z.object({ id: Id, webId: Id, accountId: Id, step: z.number().int().min(1).max(10) });

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
