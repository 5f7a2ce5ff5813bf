import * as z from 'zod';
import { answerShapeOf } from './answerShapes.ts';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from './endpoint.ts';
import { clientMessages, japaneseError, zodJapanese } from './messages.ts';

/**
 * The HTTP client, derived from the endpoint objects: one generic `call`, no function per call.
 * It rejects with exactly two kinds of error, never anything else:
 * - `HttpError`: the server answered outside 2xx (`status`, parsed `body`), or there was no answer (`status` 0);
 * - `ContractError`: what we were about to send, or what came back, does not fit the endpoint's schema.
 */

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    /** The answer's status; 0 when there was none (network failure, abort, unreadable answer). */
    readonly status: number,
    /** The answer's body: parsed JSON when it was JSON, else its text; undefined without an answer. */
    readonly body: unknown,
    /** The endpoint's name (`page.get`). */
    readonly endpoint: string,
    message: string,
    options?: { cause?: unknown; timedOutAfterMs?: number },
  ) {
    super(message, options);
    this.timedOutAfterMs = options?.timedOutAfterMs;
  }

  /** Status 0 because the call was given up unanswered after this long (the client's time-out). */
  readonly timedOutAfterMs: number | undefined;
}

/** The client's own words for a call that got no answer: given up after its time-out, or no connection. */
export const noAnswerMessage = (error: HttpError): string =>
  error.timedOutAfterMs === undefined ? clientMessages.network : clientMessages.timeout(error.timedOutAfterMs);

export interface ContractIssue {
  /** Dotted path of the bad field (`data.0.html`); empty for the whole value. */
  path: string;
  message: string;
}

export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly endpoint: string,
    /** `request`: our own params/query/body were refused before sending; `response`: the answer was. */
    readonly kind: 'request' | 'response',
    readonly issues: readonly ContractIssue[],
    options?: { cause?: unknown },
  ) {
    const [first] = issues;
    const more = issues.length > 1 ? ` (他${issues.length - 1}件)` : '';
    super(`${endpoint}: ${first?.path || '(root)'}: ${first?.message ?? ''}${more}`, options);
  }
}

export const isClientError = (error: unknown): error is HttpError | ContractError =>
  error instanceof HttpError || error instanceof ContractError;

type Path = readonly PropertyKey[];

const depth = (issues: readonly z.core.$ZodIssue[]): number => Math.max(0, ...issues.map((issue) => issue.path.length));

/**
 * Issues as `{ path, message }`, with union failures resolved to the branch that got furthest
 * (the deepest path): a list answer whose `data.0.html` is wrong names that field, not the union.
 */
export const flattenIssues = (issues: readonly z.core.$ZodIssue[], prefix: Path = []): ContractIssue[] =>
  issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const best = issue.errors.reduce((a, b) =>
        depth(b) > depth(a) || (depth(b) === depth(a) && b.length < a.length) ? b : a,
      );
      return flattenIssues(best, path);
    }
    return [{ path: path.map(String).join('.'), message: issue.message }];
  });

/**
 * Parses without ever throwing: a schema that throws (a transform) counts as a refusal. What we send is
 * worded for the person who typed it (`japaneseError`); what came back in zod's own Japanese.
 */
const check = (
  schema: z.ZodType,
  value: unknown,
  error?: z.core.$ZodErrorMap,
): { ok: true; value: unknown } | { ok: false; issues: ContractIssue[] } => {
  try {
    const result = schema.safeParse(value, error ? { error } : { error: zodJapanese });
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, issues: flattenIssues(result.error.issues) };
  } catch (error) {
    return { ok: false, issues: [{ path: '', message: error instanceof Error ? error.message : String(error) }] };
  }
};

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

export type CallInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: ParamsOf<E> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: QueryOf<E> } : { query?: undefined }) &
  (E['body'] extends z.ZodType | 'multipart' ? { body: BodyOf<E> } : { body?: undefined }) & {
    signal?: AbortSignal;
  };

/** The input may be left out when nothing in it is required. */
export type CallArgs<E extends EndpointDef> = [RequiredKeys<CallInput<E>>] extends [never]
  ? [input?: CallInput<E>]
  : [input: CallInput<E>];

/** An item of a list answer that did not fit: left out of the list, told once per endpoint and field. */
export interface DroppedItem {
  endpoint: string;
  index: number;
  issue: ContractIssue;
}

const warned = new Set<string>();
const warnOnce = ({ endpoint, index, issue }: DroppedItem) => {
  const key = `${endpoint} ${issue.path}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`${endpoint}: 一覧の ${index} 番目を読み飛ばしました (${issue.path || '値'}: ${issue.message})`);
};

type Checked = { ok: true; value: unknown } | { ok: false; issues: ContractIssue[] };

/**
 * Reads an answer as the console must from any server that speaks the spec (read tolerantly): a list or get
 * answer as `{ data, error?, message? }` or as the bare list or item; a list item that does not fit is left
 * out (and told) instead of losing the whole list; an `error` answer as a failure. Anything else is refused.
 */
/**
 * An answer whose fields are all unknown to its call (`{ "items": 1 }`: the answer to some other call, from a
 * misrouting proxy, say) is not its answer, though each of its own fields may be optional: a write is never
 * taken as done, a check never as "not signed in". `{}` (and an empty body to a write) is a plain "done";
 * unknown fields beside known ones are let be.
 */
const answersOtherCall = (schema: z.ZodType, answer: unknown): boolean => {
  if (!(schema instanceof z.ZodObject) || !isRecord(answer) || Array.isArray(answer)) return false;
  const keys = Object.keys(answer);
  return keys.length > 0 && !keys.some((key) => key in schema.shape);
};

const readAnswer = (endpoint: EndpointDef, answer: unknown, onDropped: (item: DroppedItem) => void): Checked => {
  const schema = endpoint.read ?? endpoint.response;
  const shape = answerShapeOf(schema);
  if (!shape)
    return answersOtherCall(schema, answer)
      ? { ok: false, issues: [{ path: '', message: clientMessages.notItsAnswer }] }
      : check(schema, answer);
  if (isRecord(answer) && (answer.error === true || (typeof answer.error === 'string' && answer.error !== ''))) {
    return check(schema, answer);
  }
  const enveloped = isRecord(answer) && 'data' in answer && (shape.kind === 'list' || !Array.isArray(answer));
  const data = enveloped ? answer.data : answer;
  // What a success envelope carries besides `data` (an `error` of false or '', a message) is kept as it came.
  const message = {
    ...(enveloped && (answer.error === false || answer.error === '') ? { error: answer.error } : {}),
    ...(enveloped && typeof answer.message === 'string' ? { message: answer.message } : {}),
  };
  if (shape.kind === 'item') {
    const item = check(shape.item, data);
    return item.ok ? { ok: true, value: { data: item.value, ...message } } : prefixed(item.issues, enveloped);
  }
  if (!Array.isArray(data)) {
    return { ok: false, issues: [{ path: enveloped ? 'data' : '', message: clientMessages.notAList }] };
  }
  const kept: unknown[] = [];
  data.forEach((value, index) => {
    const item = check(shape.item, value);
    if (item.ok) kept.push(item.value);
    else onDropped({ endpoint: endpoint.name, index, issue: item.issues[0] ?? { path: '', message: '' } });
  });
  return { ok: true, value: { data: kept, ...message } };
};

const prefixed = (issues: ContractIssue[], enveloped: boolean): Checked => ({
  ok: false,
  issues: issues.map((issue) => ({
    ...issue,
    path: enveloped ? (issue.path ? `data.${issue.path}` : 'data') : issue.path,
  })),
});

/** ours: how long a call may go unanswered before the console gives it up and says so (uploads excepted). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ClientOptions {
  /** Give up a call unanswered for this long (default `REQUEST_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** An item of a list answer that did not fit (default: a console warning, once per endpoint and field). */
  onDropped?: (item: DroppedItem) => void;
  /** Prefix of every path (`''`: the console's own origin). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Cookies carry the session: `include` so a console on another origin in development still sends them. */
  credentials?: RequestCredentials;
}

export interface Client {
  call<E extends EndpointDef>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
}

/** `/api/cms/page/:id` + `{ id: 3 }` → `/api/cms/page/3`; a name the params lack stays an error. */
const fillPath = (
  path: string,
  params: Record<string, unknown>,
): { ok: true; path: string } | { ok: false; name: string } => {
  let missing: string | undefined;
  const filled = path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      missing ??= name;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing === undefined ? { ok: true, path: filled } : { ok: false, name: missing };
};

/** Query values: undefined and null skipped, arrays repeated (`a=1&a=2`), dates as ISO text. */
export const serialiseQuery = (query: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) search.append(key, text(item));
    } else search.append(key, text(value));
  }
  const serialised = search.toString();
  return serialised ? `?${serialised}` : '';
};

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const createClient = (options: ClientOptions = {}): Client => {
  const baseUrl = options.baseUrl ?? '';
  const credentials = options.credentials ?? 'include';

  const call = async (
    endpoint: EndpointDef,
    given?: Partial<Record<'params' | 'query' | 'body', unknown>> & { signal?: AbortSignal },
  ) => {
    const input = given ?? {};
    const refuse = (issues: ContractIssue[], prefix: string) =>
      new ContractError(
        endpoint.name,
        'request',
        issues.map((issue) => ({ ...issue, path: issue.path ? `${prefix}.${issue.path}` : prefix })),
      );

    let params: Record<string, unknown> = {};
    if (endpoint.params) {
      const checked = check(endpoint.params, input.params, japaneseError);
      if (!checked.ok) throw refuse(checked.issues, 'params');
      params = checked.value as Record<string, unknown>;
    }
    const filled = fillPath(endpoint.path, params);
    if (!filled.ok) throw refuse([{ path: filled.name, message: '入力してください' }], 'params');

    let search = '';
    if (endpoint.query) {
      const checked = check(endpoint.query, input.query ?? {}, japaneseError);
      if (!checked.ok) throw refuse(checked.issues, 'query');
      search = isRecord(checked.value) ? serialiseQuery(checked.value) : '';
    }

    const headers: Record<string, string> = {
      Accept: endpoint.responseType === 'text' ? 'text/plain, text/css, */*' : 'application/json',
    };
    let body: BodyInit | undefined;
    if (endpoint.body === 'multipart') {
      if (!(typeof FormData !== 'undefined' && input.body instanceof FormData)) {
        throw refuse([{ path: '', message: 'FormData で渡してください' }], 'body');
      }
      body = input.body;
    } else if (endpoint.body) {
      const checked = check(endpoint.body, input.body, japaneseError);
      if (!checked.ok) throw refuse(checked.issues, 'body');
      body = JSON.stringify(checked.value);
      headers['Content-Type'] = 'application/json';
    }

    const fetchFn = options.fetch ?? globalThis.fetch;
    // A call that never answers is given up (ours: the spec states no limit); an upload may take its time.
    const limit =
      endpoint.body === 'multipart' ? undefined : (endpoint.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      limit === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, limit);
    const forward = () => controller.abort();
    if (input.signal?.aborted) controller.abort();
    input.signal?.addEventListener('abort', forward);
    const gaveUp = (cause: unknown, message: string) =>
      timedOut
        ? new HttpError(0, undefined, endpoint.name, clientMessages.timeout(limit ?? 0), {
            cause,
            timedOutAfterMs: limit ?? 0,
          })
        : new HttpError(0, undefined, endpoint.name, message, { cause });

    let status: number;
    let ok: boolean;
    let text: string;
    try {
      let response: Response;
      try {
        response = await fetchFn(`${baseUrl}${filled.path}${search}`, {
          method: endpoint.method,
          headers,
          body,
          credentials,
          signal: controller.signal,
        });
      } catch (cause) {
        throw gaveUp(cause, clientMessages.network);
      }
      try {
        status = Number(response.status);
        ok = status >= 200 && status <= 299;
        text = String(await response.text());
      } catch (cause) {
        throw gaveUp(cause, clientMessages.unreadable);
      }
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', forward);
    }

    if (!ok) {
      const parsed = text === '' ? { ok: true as const, value: undefined } : parseJson(text);
      const errorBody = parsed.ok ? parsed.value : text;
      const serverMessage =
        isRecord(errorBody) && typeof errorBody.message === 'string' ? errorBody.message : undefined;
      throw new HttpError(
        Number.isFinite(status) ? status : 0,
        errorBody,
        endpoint.name,
        serverMessage ?? clientMessages.status(status),
      );
    }

    let answer: unknown;
    if (endpoint.responseType === 'text') answer = text;
    // An empty body to a write (204, or 200 with nothing) is a plain "done".
    else if (text === '' && endpoint.method !== 'GET') answer = {};
    else if (text !== '') {
      const parsed = parseJson(text);
      if (!parsed.ok)
        throw new ContractError(endpoint.name, 'response', [{ path: '', message: clientMessages.notJson }]);
      answer = parsed.value;
    }

    const checked = readAnswer(endpoint, answer, options.onDropped ?? warnOnce);
    if (!checked.ok) throw new ContractError(endpoint.name, 'response', checked.issues);
    return checked.value;
  };

  return { call: call as Client['call'] };
};
