import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { codeAt, msUntilNextCode } from '../auth/totp.ts';
import type { Db } from '../db/connect.ts';
import { accounts } from '../db/schema.ts';
import { demoOtpSecret, findDemoAccount } from './demoAccounts.ts';

export type OtpCodeAnswer = { ok: true; code: string; secondsLeft: number } | { ok: false; message: string };

const answer = (secret: string, now: Date): OtpCodeAnswer => ({
  ok: true,
  code: codeAt(secret, now),
  secondsLeft: Math.ceil(msUntilNextCode(now) / 1000),
});

/** A seeded demo account's code from its deterministic secret, without the database; undefined for others. */
export const demoOtpCode = (email: string, now = new Date()): OtpCodeAnswer | undefined => {
  const demo = findDemoAccount(email);
  return demo?.otp === 'enrolled' ? answer(demoOtpSecret(demo.email), now) : undefined;
};

/** Any account's current code from the secret stored in the database. */
export const storedOtpCode = async (db: Db, email: string, now = new Date()): Promise<OtpCodeAnswer> => {
  const [account] = await db
    .select({ secret: accounts.otpSecret })
    .from(accounts)
    .where(eq(accounts.email, email.trim().toLowerCase()));
  if (!account) return { ok: false, message: `${email} というアカウントはありません。` };
  if (!account.secret) {
    return {
      ok: false,
      message: `${email} はワンタイムパスワードをまだ登録していません（初回ログインで登録します）。`,
    };
  }
  return answer(account.secret, now);
};

/**
 * PGlite keeps `postmaster.pid` in its data folder while a process has it open, and does not stop a second
 * process from opening it too (which can damage it): so look before opening.
 */
export const pgliteFolderInUse = (dataDir: string): boolean => existsSync(join(dataDir, 'postmaster.pid'));
