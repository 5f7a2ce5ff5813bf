import { createEffect, type Effect, sample } from 'effector';
import {
  ContractError,
  clientMessages,
  type EndpointDef,
  HttpError,
  type QueryOf,
  serialiseQuery,
  UPLOAD_FIELD,
} from '../../contract/index.ts';
import { noPermissionAnswered } from '../api/endpointFx.ts';
import { type Outcome, outcomeOf } from './apiEffects.ts';
import type { UploadSendParams } from './uploadQueue.ts';

export interface UploadSendOptions {
  /** Prefix of the path (`''`: the console's own origin, as `model/api/client.ts`). */
  baseUrl?: string;
  /** The request object (tests give a fake one). */
  request?: () => XMLHttpRequest;
  /** The form field that carries the file (default the contract's `UPLOAD_FIELD`). */
  field?: string;
}

/** Not shown: the queue has marked the file cancelled before its request ends. */
const cancelledText = 'cancelled';

const parse = (text: string): unknown => {
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The answer of a multipart endpoint as the console's client reads one: outside 2xx an `HttpError`, an
 * answer that does not fit the endpoint's schema a `ContractError`; then the write's outcome (§7.1).
 */
const outcomeOfAnswer = (endpoint: EndpointDef, status: number, text: string) => {
  const body = parse(text);
  if (status < 200 || status > 299) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `HTTP ${status}`;
    return outcomeOf(new HttpError(status, body ?? text, endpoint.name, message));
  }
  const read = (endpoint.read ?? endpoint.response).safeParse(body);
  return outcomeOf(read.success ? read.data : new ContractError(endpoint.name, 'response', []));
};

/**
 * The upload queue's real send for a multipart endpoint: one `XMLHttpRequest` per file (fetch reports no
 * upload progress), the file in the form field `file`, the query from the endpoint's own schema, the session
 * cookie sent as every call of the console sends it (same origin, credentials included; the browser names
 * the page's `Origin`, which the server's guard checks). Aborted by the queue's signal. Resolves with the
 * write's outcome, never failing: a refusal, an abort or a lost connection is an outcome.
 */
export const createUploadSend = <E extends EndpointDef>(
  endpoint: E,
  options: UploadSendOptions = {},
): Effect<UploadSendParams<QueryOf<E>>, Outcome<E>, never> => {
  const fx = createEffect<UploadSendParams<QueryOf<E>>, Outcome<E>, never>({
    name: `${endpoint.name}/xhr`,
    handler: ({ file, query, signal, onProgress }) =>
      new Promise<Outcome<E>>((resolve) => {
        const lost = (message: string) =>
          resolve(outcomeOf(new HttpError(0, undefined, endpoint.name, message)) as Outcome<E>);
        let search = '';
        if (endpoint.query) {
          const checked = endpoint.query.safeParse(query ?? {});
          if (!checked.success) {
            resolve(outcomeOf(new ContractError(endpoint.name, 'request', [])) as Outcome<E>);
            return;
          }
          search = serialiseQuery(checked.data as Record<string, unknown>);
        }
        const form = new FormData();
        form.append(options.field ?? UPLOAD_FIELD, file, file.name);
        const xhr = options.request?.() ?? new XMLHttpRequest();
        xhr.open(endpoint.method, `${options.baseUrl ?? ''}${endpoint.path}${search}`);
        xhr.withCredentials = true;
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded, event.total);
        };
        xhr.onload = () => resolve(outcomeOfAnswer(endpoint, xhr.status, xhr.responseText) as Outcome<E>);
        xhr.onerror = () => lost(clientMessages.network);
        xhr.onabort = () => lost(cancelledText);
        if (signal.aborted) {
          lost(cancelledText);
          return;
        }
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
        xhr.send(form);
      }),
  });
  sample({
    clock: fx.doneData,
    filter: (outcome) => outcome.noPermission,
    fn: () => undefined,
    target: noPermissionAnswered,
  });
  return fx;
};
