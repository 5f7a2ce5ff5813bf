/** A refusal a handler throws: the status and the Japanese message the client shows. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'Problem';
  }
}

export const badRequest = (message: string, details?: unknown) => new Problem(400, message, details);
export const unauthorized = (message = 'ログインしてください。') => new Problem(401, message);
/** Signed in and at the endpoint's level, but not over this record (contract/authority.ts): the reason, never the "no permission" text. */
export const forbidden = (message: string) => new Problem(403, message);
export const notFound = (message = '対象が見つかりません。') => new Problem(404, message);
export const conflict = (message: string, details?: unknown) => new Problem(409, message, details);
export const tooManyRequests = (message: string) => new Problem(429, message);
