/** A refusal a handler throws: the status and the Japanese message the client shows. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    /** Fields the refusal's answer carries beside `error` and `message`. */
    readonly answer?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'Problem';
  }
}

export const badRequest = (message: string, details?: unknown) => new Problem(400, message, details);
/** A 400 whose answer carries fields of its own beside the message (a page's HTML problems). */
export const badRequestWith = (message: string, answer: Readonly<Record<string, unknown>>) =>
  new Problem(400, message, undefined, answer);
export const unauthorized = (message = 'ログインしてください。') => new Problem(401, message);
/** Signed in and at the endpoint's level, but not over this record (contract/authority.ts): the reason, never the "no permission" text. */
export const forbidden = (message: string) => new Problem(403, message);
export const notFound = (message = '対象が見つかりません。') => new Problem(404, message);
export const conflict = (message: string, details?: unknown) => new Problem(409, message, details);
export const tooManyRequests = (message: string) => new Problem(429, message);

/** PostgreSQL's SQLSTATE of a refused statement, whichever driver (and drizzle's wrapper) carried it. */
export const sqlState = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * PostgreSQL refused a value itself (class 22, data exception: a number out of its column's range, a NUL
 * character, text it cannot store). The contract's request schemas refuse these first; this is the net under
 * them, so such a request is the caller's 400, never a 500.
 */
export const isDataException = (error: unknown): boolean => sqlState(error)?.startsWith('22') ?? false;
