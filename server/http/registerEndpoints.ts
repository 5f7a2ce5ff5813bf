import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod';
import {
  type AccessHolder,
  allows,
  type EndpointDef,
  escapeHtml,
  flattenIssues,
  NO_PERMISSION_MESSAGE,
} from '../../contract/index.ts';
import { isDataException, Problem } from './problem.ts';
import { DEFAULT_BODY_LIMIT } from './requestGuards.ts';

/** The signed-in caller, as the access check and the handlers see it. */
export interface Principal extends AccessHolder {
  id: number;
  email: string;
  workflow: boolean;
  /** Hash of the session token, so a handler can end this session (sign-out). */
  sessionId: string;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends EndpointDef> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : E['body'] extends 'multipart' ? FastifyRequest : undefined;
  principal: E['access'] extends { kind: 'public' } ? Principal | undefined : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDef> = (context: HandlerContext<E>) => Promise<z.input<E['response']>>;

export interface Implementation {
  endpoint: EndpointDef;
  handler: Handler<EndpointDef>;
  /** Bytes a request's body may hold; `DEFAULT_BODY_LIMIT` (100 KB) unless the route uploads. */
  bodyLimit?: number;
}

/** Pairs an endpoint of the contract with the code that serves it (domains go through `implementApi`). */
const implement = <E extends EndpointDef>(endpoint: E, handler: Handler<E>, bodyLimit?: number): Implementation => ({
  endpoint,
  handler: handler as unknown as Handler<EndpointDef>,
  ...(bodyLimit === undefined ? {} : { bodyLimit }),
});

export interface ImplementOptions<A extends Api> {
  /**
   * Larger bodies for the endpoints that upload (files, images), by key. Every other endpoint takes at most
   * `DEFAULT_BODY_LIMIT`, refused with 413 before the session is looked at.
   */
  bodyLimits?: Partial<Record<keyof A, number>>;
}

/** A domain's api object of the contract (`groupApi`, `noticeApi`, …): endpoints keyed by verb. */
export type Api = Readonly<Record<string, EndpointDef>>;

/** One handler per endpoint of an api object, under the same key, each typed against its endpoint. */
export type ApiHandlers<A extends Api> = { [K in keyof A]: Handler<A[K]> };

/**
 * Implements a whole api object of the contract: `handlers` is keyed like `api`, so a missing handler, a
 * key that names no endpoint (even one brought in by a spread) or a handler that misfits its endpoint's
 * schemas fails to compile. A domain may build the object in parts (`Pick<ApiHandlers<typeof api>, …>` in
 * each file) and spread them together. An api never given here answers 501 after the access check.
 */
export const implementApi = <A extends Api, H extends ApiHandlers<A>>(
  api: A,
  handlers: H & Record<Exclude<keyof H, keyof A>, never>,
  options: ImplementOptions<A> = {},
): Implementation[] =>
  Object.keys(api).map((key) =>
    implement(api[key] as EndpointDef, handlers[key] as Handler<EndpointDef>, options.bodyLimits?.[key as keyof A]),
  );

export interface RegisterOptions {
  endpoints: readonly EndpointDef[];
  implementations: readonly Implementation[];
  /** Who is calling (from the session cookie), or undefined. */
  principalOf: (request: FastifyRequest) => Promise<Principal | undefined>;
}

const invalid = (where: string, error: z.ZodError) => {
  const issues = flattenIssues(error.issues);
  const first = issues[0];
  // Messages are HTML (spec §2.7); a path or an issue may repeat what the request sent (a key, a value).
  const path = escapeHtml(`${where}${first?.path ? `.${first.path}` : ''}`);
  return new Problem(400, `入力内容に誤りがあります (${path}: ${escapeHtml(first?.message ?? '')})`, issues);
};

export const inputMessages = {
  nul: (where: string) => `入力内容に誤りがあります (${escapeHtml(where)}: NUL文字 (U+0000) は使えません)`,
  unstorable: '入力された値を保存できません。数値が大きすぎるか、使えない文字が含まれています。',
} as const;

/** Where a NUL character hides in a request's strings (PostgreSQL text cannot hold one), or undefined. */
const nulAt = (value: unknown, path: string, depth = 0): string | undefined => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulAt(item, `${path}.${key}`, depth + 1) ?? (key.includes('\u0000') ? path : undefined);
    if (found !== undefined) return found;
  }
  return undefined;
};

const parse = (schema: z.ZodType | undefined, value: unknown, where: string): unknown => {
  if (!schema) return undefined;
  const nul = nulAt(value, where);
  if (nul !== undefined) throw new Problem(400, inputMessages.nul(nul));
  const result = schema.safeParse(value);
  if (!result.success) throw invalid(where, result.error);
  return result.data;
};

/**
 * Registers every endpoint of the contract: each request's params, query and body are checked with the
 * endpoint's own schemas before its handler runs, access with the contract's `allows`, and every answer
 * with its response schema. An endpoint with no implementation answers 501, never a fake success, and only
 * after the access check: 401 without a session and 403 below its level come first, as they will once it
 * is implemented.
 */
export const registerEndpoints = (app: FastifyInstance, options: RegisterOptions): void => {
  const byName = new Map(
    options.implementations.map((implementation) => [implementation.endpoint.name, implementation]),
  );
  for (const endpoint of options.endpoints) {
    const implementation = byName.get(endpoint.name);
    const route = (scope: FastifyInstance) =>
      scope.route({
        method: endpoint.method,
        url: endpoint.path,
        // Checked while the body arrives, before the handler: a body too large never reaches the session check.
        bodyLimit: implementation?.bodyLimit ?? DEFAULT_BODY_LIMIT,
        handler: async (request, reply) => {
          try {
            const principal = await options.principalOf(request);
            if (endpoint.access.kind !== 'public' && !principal) throw new Problem(401, 'ログインしてください。');
            if (!allows(endpoint.access, principal)) throw new Problem(403, NO_PERMISSION_MESSAGE);
            // After access: a caller is refused the same way before and after the endpoint is implemented.
            if (!implementation)
              throw new Problem(501, `この機能 (${endpoint.name}) は参照サーバーにまだ実装されていません。`);
            const context = {
              params: parse(endpoint.params, request.params, 'params'),
              query: parse(endpoint.query, request.query ?? {}, 'query'),
              body: endpoint.body === 'multipart' ? request : parse(endpoint.body, request.body, 'body'),
              principal,
              request,
              reply,
            } as HandlerContext<EndpointDef>;
            const answer = await implementation.handler(context);
            if (reply.sent) return reply;
            const checked = endpoint.response.safeParse(answer);
            if (!checked.success) {
              request.log.error(
                { endpoint: endpoint.name, issues: checked.error.issues },
                'answer does not fit the contract',
              );
              throw new Problem(500, 'サーバー内部でエラーが発生しました。');
            }
            if (endpoint.responseType === 'text') return reply.type('text/css; charset=utf-8').send(answer);
            return reply.send(answer);
          } catch (error) {
            if (error instanceof Problem) {
              // A refusal's answer fields go beside its message: the problems of a page refused for its HTML.
              return reply.code(error.status).send({ ...error.answer, error: true, message: error.message });
            }
            if (isDataException(error)) {
              request.log.warn({ err: error, endpoint: endpoint.name }, 'a value the database cannot store');
              return reply.code(400).send({ error: true, message: inputMessages.unstorable });
            }
            request.log.error(error);
            return reply.code(500).send({ error: true, message: 'サーバー内部でエラーが発生しました。' });
          }
        },
      });
    if (implementation && endpoint.body === 'multipart') {
      // Form data is parsed for an upload route only, in a scope of its own: every other route keeps
      // refusing it (415), and the handler streams the parts itself (request.files()).
      app.register(async (scope) => {
        await scope.register(fastifyMultipart);
        route(scope);
      });
    } else {
      route(app);
    }
  }
};
