import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from './secret.ts';

/**
 * The time trap (issue 20): a form is shown with a token saying when, signed by the server; an answer sent
 * sooner than a person could fill it in, or a day later, or with a token not ours, is refused.
 */
export const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type TokenCheck = 'ok' | 'bad' | 'early' | 'stale';

export const issueFormToken = (formId: number, now: Date): string => {
  const issued = now.getTime().toString(36);
  return `${issued}.${keyedHash(`form-token:${formId}:${issued}`)}`;
};

export const checkFormToken = (token: string, formId: number, now: Date, minFillSeconds: number): TokenCheck => {
  const [issued = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[0-9a-z]{1,12}$/u.test(issued)) return 'bad';
  const expected = Buffer.from(keyedHash(`form-token:${formId}:${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  const age = now.getTime() - Number.parseInt(issued, 36);
  if (age < minFillSeconds * 1000) return 'early';
  if (age > TOKEN_MAX_AGE_MS) return 'stale';
  return 'ok';
};
