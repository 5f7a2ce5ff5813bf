/**
 * Answers asked for before the console's code has run. The entry (app/main.tsx) asks for `GET /auth`, the
 * start's first call (spec §7.1), as soon as it runs: the start then takes its pieces one task at a time
 * (app/startSteps.ts), half a second on a slow office PC, and the check's answer comes in meanwhile instead
 * of being asked for only after them. The client's first GET of that address is answered with it; every
 * later call goes to the network as usual. No imports: the entry carries this file.
 */
const early = new Map<string, Promise<Response>>();

/** Asks for `url` now (a GET), for the client's first call to it. */
export const askEarly = (url: string, init: Omit<RequestInit, 'method' | 'signal'> = {}): void => {
  if (early.has(url)) return;
  const answer = globalThis.fetch(url, { ...init, method: 'GET' });
  // A failure is the taker's to meet; one nobody takes is no unhandled rejection.
  answer.catch(() => undefined);
  early.set(url, answer);
};

/** The answer asked for early for a GET of `url`, once; undefined for any other call. */
const takeEarly = (url: string, method: string): Promise<Response> | undefined => {
  if (method.toUpperCase() !== 'GET') return undefined;
  const answer = early.get(url);
  early.delete(url);
  return answer;
};

/** The early answer, given up when the caller's signal aborts (its time limit, or the caller's own). */
const untilAborted = (answer: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> => {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
};

/** `fetch`, except that the first GET of an address asked for early is answered with that answer. */
export const fetchWithEarlyAnswers: typeof fetch = (input, init) => {
  const answer = typeof input === 'string' ? takeEarly(input, init?.method ?? 'GET') : undefined;
  return answer ? untilAborted(answer, init?.signal) : globalThis.fetch(input, init);
};
