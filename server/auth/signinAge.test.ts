import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNIN_AGE_MS } from '../../contract/index.ts';
import { appConfig } from '../db/schema.ts';
import { setUpTestDatabase } from '../db/testing.ts';
import { readSigninAgeMs } from './signinAge.ts';

describe('readSigninAgeMs', () => {
  const t = setUpTestDatabase();

  it('uses the stored signinAge', async () => {
    await t.db.insert(appConfig).values({ key: 'signinAge', value: ' 1800000 ' });
    expect(await readSigninAgeMs(t.db)).toBe(1_800_000);
  });

  it('falls back to the contract’s one-hour default when none is stored', async () => {
    await t.db.insert(appConfig).values({ key: 'somethingElse', value: '5' });
    expect(DEFAULT_SIGNIN_AGE_MS).toBe(3_600_000);
    expect(await readSigninAgeMs(t.db)).toBe(DEFAULT_SIGNIN_AGE_MS);
  });

  it.for(['', 'abc', '0', '-5', '1e400'])('falls back to the default for a stored %j', async (value) => {
    await t.db.insert(appConfig).values({ key: 'signinAge', value });
    expect(await readSigninAgeMs(t.db)).toBe(DEFAULT_SIGNIN_AGE_MS);
  });
});
