import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { appConfig } from '../db/schema.ts';

/** The spec's default inactivity limit (§4, §9). */
export const DEFAULT_SIGNIN_AGE_MS = 3_600_000;

/** signinAge may be stored as text or number (spec §3); anything that is not a positive whole number of ms falls back. */
export const parseSigninAge = (value: unknown): number => {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(ms) && ms > 0 ? ms : DEFAULT_SIGNIN_AGE_MS;
};

/** The session idle limit the server enforces: the same signinAge the console applies on its side. */
export const readSigninAgeMs = async (db: Db): Promise<number> => {
  const [row] = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, 'signinAge'));
  return parseSigninAge(row?.value);
};
