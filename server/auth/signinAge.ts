import { eq } from 'drizzle-orm';
import { signinAgeMs } from '../../contract/index.ts';
import type { Db } from '../db/connect.ts';
import { appConfig } from '../db/schema.ts';

/**
 * The session idle limit the server enforces: the stored signinAge read by the contract's own rule, so the
 * server ends a session exactly when the console would sign its user out (spec §4, §9; default 3600000 ms).
 */
export const readSigninAgeMs = async (db: Db): Promise<number> => {
  const [row] = await db.select({ value: appConfig.value }).from(appConfig).where(eq(appConfig.key, 'signinAge'));
  return signinAgeMs({ signinAge: row?.value });
};
