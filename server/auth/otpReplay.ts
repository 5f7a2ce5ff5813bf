import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { accounts } from '../db/schema.ts';

/**
 * Spends a verified code's time step: true when this call moved the account's last step forward, false when
 * that step (or a later one) was already used, even by a concurrent request with the same code.
 */
export const recordOtpStep = async (db: Db, accountId: number, step: number): Promise<boolean> => {
  const moved = await db
    .update(accounts)
    .set({ otpLastStep: step })
    .where(and(eq(accounts.id, accountId), or(isNull(accounts.otpLastStep), lt(accounts.otpLastStep, step))))
    .returning({ id: accounts.id });
  return moved.length === 1;
};
