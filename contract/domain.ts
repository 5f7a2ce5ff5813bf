import * as z from 'zod';
import { listOf, Mutation } from './answers.ts';
import { endpoint, needs, publicAccess } from './endpoint.ts';
import { Id, IdParams, IsoDateTime } from './ids.ts';

/**
 * An allowed e-mail domain (spec §3: only the id is given; answers carry error and message).
 * ours, every field but `id`.
 */
export const Domain = z.object({
  id: Id,
  /** `agency.go.jp`: accounts may only be created with addresses in an allowed domain. */
  domain: z.string().min(1),
  description: z.string(),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Domain = z.infer<typeof Domain>;

/** An allowed domain as the console reads it from any server: only `id` is the spec's. */
export const DomainRead = Domain.partial({ domain: true, description: true, createdAt: true, updatedAt: true });
export type DomainRead = z.infer<typeof DomainRead>;

/** A host name, lower-cased: labels of letters, digits and inner hyphens, a top-level label of letters. */
export const DomainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: 'ドメインの形式が正しくありません' });

/** ours: the spec gives no bodies for domains. */
export const DomainCreateBody = z.object({ domain: DomainName, description: z.string().max(200).default('') });
export const DomainUpdateBody = z.object({ domain: DomainName, description: z.string().max(200) });

const WRITE = needs('CONFIG', 2);

export const domainApi = {
  /** Public: the console loads allowed domains at start-up, before anyone signs in (spec §7.1). */
  list: endpoint({
    name: 'domain.list',
    method: 'GET',
    path: '/api/domain',
    response: listOf(Domain),
    read: listOf(DomainRead),
    access: publicAccess,
  }),
  create: endpoint({
    name: 'domain.create',
    method: 'POST',
    path: '/api/domain',
    body: DomainCreateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  update: endpoint({
    name: 'domain.update',
    method: 'PUT',
    path: '/api/domain/:id',
    params: IdParams,
    body: DomainUpdateBody,
    response: Mutation,
    access: WRITE,
    ours: true,
  }),
  remove: endpoint({
    name: 'domain.remove',
    method: 'DELETE',
    path: '/api/domain/:id',
    params: IdParams,
    response: Mutation,
    access: WRITE,
  }),
};
