import * as z from 'zod';
import { marked } from './answerShapes.ts';
import { ContractError, HttpError, noAnswerMessage } from './http.ts';
import { Id, Version } from './ids.ts';
import { clientMessages } from './messages.ts';

/**
 * The answer envelope (spec §7.1: "list and get calls return data, and many also carry error and message").
 * Ours in its exact shape:
 * - a list or get answer is either `{ data, message? }` (an `error` of `false`/`''` is tolerated) or a
 *   failure `{ error: true | '<text>', message? }` — whatever else a failure carries is dropped;
 * - create/update/delete answer `Mutation`: `{ id?, version?, error?, message? }`.
 * A 2xx answer that is neither is a contract error, never an empty list.
 */

/** `error` as servers send it: a flag or a text. */
export const ErrorFlag = z.union([z.boolean(), z.string()]);

/** A failed list/get answer. */
export const Failure = z.object({
  error: z.union([z.literal(true), z.string().min(1)]),
  message: z.string().optional(),
});
export type Failure = z.infer<typeof Failure>;

const success = {
  error: z.union([z.literal(false), z.literal('')]).optional(),
  message: z.string().optional(),
};

export const listOf = <T extends z.ZodType>(item: T) =>
  marked(z.union([z.object({ data: z.array(item), ...success }), Failure]), { kind: 'list', item });

export const itemOf = <T extends z.ZodType>(item: T) =>
  marked(z.union([z.object({ data: item, ...success }), Failure]), { kind: 'item', item });

export type ListAnswer<T> = { data: T[]; error?: false | ''; message?: string } | Failure;
export type ItemAnswer<T> = { data: T; error?: false | ''; message?: string } | Failure;

const mutationFields = {
  id: Id.optional(),
  version: Version.optional(),
  error: ErrorFlag.optional(),
  message: z.string().optional(),
};

/** A write answer with `extra` fields of its own (what it must hold to count as one: contract/http.ts). */
export const mutationOf = <S extends z.ZodRawShape>(extra: S) => z.object({ ...mutationFields, ...extra });

/** The answer of a create, update or delete call. `version` (ours) is the record's version after the change. */
export const Mutation = mutationOf({});
export type Mutation = z.infer<typeof Mutation>;

/** Whether an answer carries an error: `true` or a non-empty text (`false` and `''` do not count). */
export const hasError = (answer: { error?: unknown } | null | undefined): boolean =>
  answer?.error === true || (typeof answer?.error === 'string' && answer.error !== '');

/** Spec §7.1: a list answer carrying `error` is an empty list. */
export const listOrEmpty = <T>(answer: ListAnswer<T>): T[] =>
  'data' in answer && !hasError(answer) ? answer.data : [];

/** Spec §7.1: a get answer carrying `error` is no item. */
export const itemOrUndefined = <T>(answer: ItemAnswer<T>): T | undefined =>
  'data' in answer && !hasError(answer) ? answer.data : undefined;

/** The server's text meaning "no permission" (spec §6, §8). Servers send exactly this; the console recognises it here only. */
export const NO_PERMISSION_MESSAGE = '権限がありません';

/** The answer a server sends for a call the user's levels do not allow. */
export const noPermissionAnswer = { error: true, message: NO_PERMISSION_MESSAGE } as const;

/** The server's `message` in an answer, or in the JSON body of a rejected call. */
const messageIn = (subject: unknown): string | undefined => {
  const holder = subject instanceof HttpError ? subject.body : subject;
  if (typeof holder === 'object' && holder !== null && 'message' in holder) {
    const { message } = holder as { message: unknown };
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
};

/** Whether a message, an answer or a rejected call means "no permission" (the one place it is recognised). */
export const isNoPermission = (subject: unknown): boolean => {
  const text =
    typeof subject === 'string'
      ? subject
      : subject instanceof HttpError && typeof subject.body === 'string'
        ? subject.body
        : messageIn(subject);
  return text?.includes(NO_PERMISSION_MESSAGE) ?? false;
};

export interface MutationOutcome {
  ok: boolean;
  id?: number;
  version?: number;
  /** The server's `error` as it came (spec §7.1: handed back to the caller); `true` for a failure without one. */
  error?: string | boolean;
  message?: string;
  /** The "no permission" message came back: the console offers its one reload (spec §6). */
  noPermission: boolean;
  /** 409 (ours): someone saved the record first; reload before saving again. */
  stale: boolean;
  /**
   * ours: the HTTP status of a refused or failed call (0: no answer, or one that could not be read). A model
   * tells "this server has no such call" (404, 501), or a failure (0, 5xx), from a refusal with it.
   */
  status?: number;
}

/**
 * Spec §7.1: update and delete calls hand `error` and `message` back. Takes what `call` resolved with or
 * rejected with, so a model writes `mutationOutcome(await call(...).catch((e) => e))`.
 */
export const mutationOutcome = (result: Mutation | HttpError | ContractError): MutationOutcome => {
  if (result instanceof HttpError) {
    const body =
      typeof result.body === 'object' && result.body !== null ? (result.body as Record<string, unknown>) : {};
    const error = typeof body.error === 'string' || typeof body.error === 'boolean' ? body.error : true;
    return {
      ok: false,
      error: error === false ? true : error,
      message: result.status === 0 ? noAnswerMessage(result) : (messageIn(result) ?? result.message),
      noPermission: isNoPermission(result),
      stale: result.status === 409,
      status: result.status,
    };
  }
  if (result instanceof ContractError) {
    return { ok: false, error: true, message: clientMessages.unreadable, noPermission: false, stale: false, status: 0 };
  }
  return {
    ok: !hasError(result),
    ...(result.id === undefined ? {} : { id: result.id }),
    ...(result.version === undefined ? {} : { version: result.version }),
    ...(result.error === undefined ? {} : { error: result.error }),
    ...(result.message === undefined ? {} : { message: result.message }),
    noPermission: isNoPermission(result),
    stale: false,
  };
};

/** Japanese text for any failed call, for a global message. */
export const failureMessage = (error: HttpError | ContractError): string => {
  if (error instanceof ContractError) return clientMessages.unreadable;
  if (error.status === 0) return noAnswerMessage(error);
  return messageIn(error) ?? clientMessages.status(error.status);
};
