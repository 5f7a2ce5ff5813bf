import { createEffect, type Effect, sample } from 'effector';
import {
  answerKindOf,
  ContractError,
  type EndpointDef,
  HttpError,
  isNoPermission,
  itemOrUndefined,
  listOrEmpty,
  type Mutation,
  type MutationOutcome,
  mutationOutcome,
  type ResponseOf,
} from '../../contract/index.ts';
import { callEndpointFx, type EndpointParams, noPermissionAnswered } from '../api/endpointFx.ts';

type DataOf<E extends EndpointDef> = Extract<ResponseOf<E>, { data: unknown }>['data'];

/** What a write's effect resolves with: the outcome of §7.1, with whatever else the answer carried (ours). */
export type Outcome<E extends EndpointDef> = MutationOutcome &
  Partial<Omit<Extract<ResponseOf<E>, object>, keyof Mutation>>;

/**
 * What an endpoint's effect resolves with, by the answer rules of spec §7.1:
 * a list call → the items (an `error` answer is an empty list); a get call → the item or undefined;
 * a write → its outcome (never a failure: refusals, stale versions and lost connections are outcomes).
 */
export type Answered<E extends EndpointDef> = E['method'] extends 'GET'
  ? [DataOf<E>] extends [never]
    ? ResponseOf<E>
    : DataOf<E> extends readonly unknown[]
      ? DataOf<E>
      : DataOf<E> | undefined
  : Outcome<E>;

export type ApiEffect<E extends EndpointDef> = Effect<EndpointParams<E>, Answered<E>, HttpError | ContractError>;
export type ApiEffects<Api extends Record<string, EndpointDef>> = { [K in keyof Api]: ApiEffect<Api[K]> };

/** The fields of an answer beyond the outcome's own (ours: a write's answer may carry more, e.g. a new count). */
const extrasOf = (body: unknown): Record<string, unknown> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const { id: _id, version: _version, error: _error, message: _message, ...extras } = body as Mutation;
  return extras;
};

/**
 * A write's answer, or the error it was rejected with, as one outcome. A refusal (an HTTP error with a JSON
 * body) keeps the body's own fields too, and its status (a 409 saying the new count, a 404 for a call the
 * server does not have).
 */
export const outcomeOf = (answer: unknown): MutationOutcome => {
  if (answer instanceof HttpError) return { ...extrasOf(answer.body), ...mutationOutcome(answer) };
  if (answer instanceof ContractError) return mutationOutcome(answer);
  if (typeof answer !== 'object' || answer === null) return mutationOutcome(new ContractError('', 'response', []));
  return { ...extrasOf(answer), ...mutationOutcome(answer as Mutation) };
};

const readRule = (endpoint: EndpointDef): ((answer: unknown) => unknown) => {
  const kind = answerKindOf(endpoint.response);
  if (kind === 'list') return (answer) => listOrEmpty(answer as Parameters<typeof listOrEmpty>[0]);
  if (kind === 'item') return (answer) => itemOrUndefined(answer as Parameters<typeof itemOrUndefined>[0]);
  return (answer) => answer;
};

/** A get answered 404 has no item, as an answer carrying `error` (§7.1); any other failure stays a failure. */
const goneRule = (endpoint: EndpointDef) => (error: unknown) => {
  if (answerKindOf(endpoint.response) === 'item' && error instanceof HttpError && error.status === 404) {
    return { error: true };
  }
  throw error;
};

/**
 * The effect of one endpoint, with its answer rule built in (see `Answered`). Named after the endpoint
 * (`group.create`). Tests and stories answer it in their scope: `fork({ handlers: [[groupFx.create, () => ok]] })`.
 */
export const apiEffect = <E extends EndpointDef>(endpoint: E): ApiEffect<E> => {
  const call = (input: unknown) => callEndpointFx({ endpoint, input });
  const handler =
    endpoint.method === 'GET'
      ? (
          (rule, gone) => async (input: unknown) =>
            rule(await call(input).catch(gone))
        )(readRule(endpoint), goneRule(endpoint))
      : async (input: unknown) => outcomeOf(await call(input).catch((error: unknown) => error));
  const fx = createEffect({ name: endpoint.name, handler }) as unknown as ApiEffect<E>;
  // Also when a test or story answers this effect itself.
  sample({
    clock: [fx.failData, fx.doneData],
    filter: (answer: unknown) =>
      typeof answer === 'object' && answer !== null && 'noPermission' in answer
        ? answer.noPermission === true
        : isNoPermission(answer),
    fn: () => undefined,
    target: noPermissionAnswered,
  });
  return fx;
};

/**
 * One effect per endpoint of a domain's api object, keyed like it:
 *
 * ```ts
 * export const themeFx = apiEffects(themeApi); // themeFx.list(), themeFx.update({ params: { id }, body })
 * ```
 */
export const apiEffects = <Api extends Record<string, EndpointDef>>(apiObject: Api): ApiEffects<Api> =>
  Object.fromEntries(
    Object.entries(apiObject).map(([key, endpoint]) => [key, apiEffect(endpoint)]),
  ) as unknown as ApiEffects<Api>;
