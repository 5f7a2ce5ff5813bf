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
  // One place for every call: an answer meaning "no permission" (spec §6) is reported here.
  sample({
    clock: [fx.failData, fx.doneData],
    filter: isNoPermission,
    fn: () => undefined,
    target: noPermissionAnswered,
  });
  return fx;
};

/** Some call was answered with the server's "no permission" message (spec §6, §8). */
export const noPermissionAnswered = createEvent();
