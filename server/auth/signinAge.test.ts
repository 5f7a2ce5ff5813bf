import { describe, expect, it } from 'vitest';
import { appConfig } from '../db/schema.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { DEFAULT_SIGNIN_AGE_MS, parseSigninAge, readSigninAgeMs } from './signinAge.ts';

describe('parseSigninAge', () => {
  it('reads milliseconds given as text or number', () => {
    expect(parseSigninAge('1800000')).toBe(1_800_000);
    expect(parseSigninAge(' 900000 ')).toBe(900_000);
    expect(parseSigninAge(60_000)).toBe(60_000);
  });

  it('falls back to one hour for anything else', () => {
    expect(DEFAULT_SIGNIN_AGE_MS).toBe(3_600_000);
    for (const value of [undefined, null, '', 'abc', '0', '-5', 0, -1, 1.5, Number.NaN, '1e400', {}]) {
      expect(parseSigninAge(value)).toBe(3_600_000);
    }
  });
});

describe('readSigninAgeMs', () => {
  const t = setUpTestDatabase();

  it('uses the stored signinAge', async () => {
    await t.db.insert(appConfig).values({ key: 'signinAge', value: '1800000' });
    expect(await readSigninAgeMs(t.db)).toBe(1_800_000);
  });

  it('falls back to the default when none is stored', async () => {
    await t.db.insert(appConfig).values({ key: 'somethingElse', value: '5' });
    expect(await readSigninAgeMs(t.db)).toBe(3_600_000);
  });
});
