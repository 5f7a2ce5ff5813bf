import { createEffect, createEvent, type Effect, sample } from 'effector';
import {
  type CallArgs,
  type CallInput,
  type ContractError,
  type EndpointDef,
  type HttpError,
  isNoPermission,
  type ResponseOf,
} from '../../contract/index.ts';
import { api } from './client.ts';

/**
 * What the effect takes: the call's `{ params, query, body }`, or nothing (`fx()`) when the endpoint
 * needs none of them.
 */
export type EndpointParams<E extends EndpointDef> =
  CallArgs<E> extends [infer Input] ? Input : CallArgs<E> extends [(infer Input)?] ? Input | NoInput : never;

// biome-ignore lint/suspicious/noConfusingVoidType: `void` is what lets effector's `fx()` be called without an argument.
type NoInput = void;

/** An effect over one endpoint: resolves with the parsed answer, fails with `HttpError | ContractError` only. */
export type EndpointEffect<E extends EndpointDef> = Effect<EndpointParams<E>, ResponseOf<E>, HttpError | ContractError>;

/**
 * Makes an effect from a contract endpoint, so every model calls the server the same way:
 *
 * ```ts
 * const listThemesFx = endpointFx(themeApi.list);            // listThemesFx()
 * const saveThemeFx = endpointFx(themeApi.update);           // saveThemeFx({ params: { id }, body })
 * ```
 *
 * The effect is named after the endpoint (`theme.list`) for devtools and errors. What it does with an
 * answer (the list and mutation rules of §7.1: `listOrEmpty`, `mutationOutcome`…) stays in the model that
 * uses it. Tests and stories replace it in their scope: `fork({ handlers: [[listThemesFx, () => answer]] })`.
 */
export const endpointFx = <E extends EndpointDef>(endpoint: E): EndpointEffect<E> => {
  const fx = createEffect<EndpointParams<E>, ResponseOf<E>, HttpError | ContractError>({
    name: endpoint.name,
    handler: (input) =>
      (api.call as (endpoint: E, input?: CallInput<E>) => Promise<ResponseOf<E>>)(
        endpoint,
        (input ?? undefined) as CallInput<E> | undefined,
      ),
  });
  reportNoPermission(fx);
  return fx;
};

/** Some call was answered with the server's "no permission" message (spec §6, §8). */
export const noPermissionAnswered = createEvent();

/** One place for every call: an answer meaning "no permission" (spec §6) is reported. */
function reportNoPermission<Params, Done, Fail>(fx: Effect<Params, Done, Fail>) {
  sample({
    clock: [fx.failData, fx.doneData],
    filter: isNoPermission,
    fn: () => undefined,
    target: noPermissionAnswered,
  });
}

/**
 * Any endpoint's call, one effect for all (an effect is some fifteen effector units, and the console has over
 * a hundred endpoints): the kit's endpoint effects (model/kit/apiEffects.ts) call it from their handlers, so in
 * their scope, and it reports a "no permission" answer before their answer rules turn it into an empty list.
 */
export const callEndpointFx = createEffect(({ endpoint, input }: { endpoint: EndpointDef; input?: unknown }) =>
  (api.call as (endpoint: EndpointDef, input?: unknown) => Promise<unknown>)(endpoint, input ?? undefined),
);
reportNoPermission(callEndpointFx);
