import type * as z from 'zod';
import { type Area, levelOf, SUPER_GROUP_ID } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One area requirement: the caller's level in `area` is at least `level`. */
export interface AreaLevel {
  area: Area;
  level: number;
}

/**
 * Who may call an endpoint:
 * - `public`: anyone (sign-in steps, config, allowed domains);
 * - `signedIn`: any signed-in user;
 * - an area + minimum level: a signed-in user whose level in that area is at least `level`;
 * - `anyOf`: any one of several area requirements, where the spec gives two readings (§2.6) or a list
 *   is needed by two screens (groups: the organisation screen and website editing).
 * Group 1, the super group, passes every area check.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | ({ kind: 'area' } & AreaLevel)
  | { kind: 'anyOf'; options: readonly AreaLevel[] };

export const publicAccess: Access = { kind: 'public' };
export const signedIn: Access = { kind: 'signedIn' };
export const needs = (area: Area, level = 1): Access => ({ kind: 'area', area, level });
export const anyOf = (...options: AreaLevel[]): Access => ({ kind: 'anyOf', options });

/** The part of a signed-in user an access check reads (a `TokenInfo` fits). */
export interface AccessHolder {
  groupId: number;
  permissions: readonly number[];
}

/** The one access check: the server guards routes with it, the console hides what it would refuse. */
export const allows = (access: Access, user: AccessHolder | null | undefined): boolean => {
  if (access.kind === 'public') return true;
  if (!user) return false;
  if (access.kind === 'signedIn' || user.groupId === SUPER_GROUP_ID) return true;
  const options = access.kind === 'area' ? [access] : access.options;
  return options.some(({ area, level }) => levelOf(user, area) >= level);
};

export interface EndpointDef {
  /** Stable name, `domain.verb`, used in errors and tests. */
  name: string;
  method: HttpMethod;
  /** Express-style path (`/api/cms/page/:id`), as written in the spec with `{id}` → `:id`, trailing slash kept. */
  path: string;
  /** Path parameters: text on the server's side, coerced (ids become numbers). */
  params?: z.ZodType<Record<string, string | number>>;
  query?: z.ZodType;
  /** Absent for calls without a JSON body; `'multipart'` for form-data uploads. */
  body?: z.ZodType | 'multipart';
  response: z.ZodType;
  /**
   * How the console reads the answer, when more tolerant than what our server must send (`response`): the
   * spec's fields required, ours optional, open sets open. Read tolerantly, write strictly.
   */
  read?: z.ZodType;
  /** How the answer is read: JSON (default) or plain text (`GET /common.css`). */
  responseType?: 'json' | 'text';
  /** ours: how long this call may go unanswered, when not the client's default (`REQUEST_TIMEOUT_MS`). */
  timeoutMs?: number;
  access: Access;
  /** True when the spec does not give this call (or its body/answer) and the shape is our design. */
  ours?: true;
}

/** Identity function that keeps the literal types of an endpoint definition for the derived client. */
export const endpoint = <const E extends EndpointDef>(def: E): E => def;

export type Endpoint = EndpointDef;
export type ParamsOf<E extends EndpointDef> = E['params'] extends z.ZodType ? z.infer<E['params']> : undefined;
export type QueryOf<E extends EndpointDef> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type BodyOf<E extends EndpointDef> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'multipart'
    ? FormData
    : undefined;
/** What the console gets from a call: the `read` schema's output where the endpoint has one. */
export type ResponseOf<E extends EndpointDef> = E['read'] extends z.ZodType
  ? z.infer<E['read']>
  : z.infer<E['response']>;
