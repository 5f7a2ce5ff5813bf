import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../db/schema.ts';
import { anAccount } from '../db/testFactories.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { recordOtpStep } from './otpReplay.ts';

const t = setUpTestDatabase();
const lastStepOf = async (id: number) =>
  (await t.db.select({ step: accounts.otpLastStep }).from(accounts).where(eq(accounts.id, id)))[0]?.step;

describe('recordOtpStep', () => {
  it('spends a step once and only moves forward', async () => {
    const { id } = await anAccount(t.db);
    expect(await recordOtpStep(t.db, id, 100)).toBe(true);
    expect(await recordOtpStep(t.db, id, 100)).toBe(false);
    expect(await recordOtpStep(t.db, id, 99)).toBe(false);
    expect(await lastStepOf(id)).toBe(100);
    expect(await recordOtpStep(t.db, id, 101)).toBe(true);
    expect(await lastStepOf(id)).toBe(101);
  });

  it('lets only one of two concurrent uses of the same code through', async () => {
    const { id } = await anAccount(t.db);
    const results = await Promise.all([recordOtpStep(t.db, id, 500), recordOtpStep(t.db, id, 500)]);
    expect(results.sort()).toEqual([false, true]);
  });

  it('touches only the given account', async () => {
    const a = await anAccount(t.db);
    const b = await anAccount(t.db);
    await recordOtpStep(t.db, a.id, 7);
    expect(await lastStepOf(b.id)).toBeNull();
  });
});
