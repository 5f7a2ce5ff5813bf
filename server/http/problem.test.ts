import { describe, expect, it } from 'vitest';
import { isDataException, sqlState } from './problem.ts';

describe('sqlState and isDataException', () => {
  it('finds the SQLSTATE on the error or in its causes (drizzle wraps the driver error)', () => {
    expect(sqlState({ code: '22003' })).toBe('22003');
    expect(sqlState(new Error('query failed', { cause: { code: '23505' } }))).toBe('23505');
    expect(sqlState(new Error('no code'))).toBeUndefined();
  });

  it("takes class 22 (a value PostgreSQL cannot store: out of range, NUL) as the caller's mistake", () => {
    // 22003 numeric_value_out_of_range, 22021 character_not_in_repertoire (NUL in text), 22P02 invalid text
    for (const code of ['22003', '22021', '22P02']) expect(isDataException({ cause: { code } })).toBe(true);
    for (const code of ['23505', '40001', '57014']) expect(isDataException({ code })).toBe(false);
    expect(isDataException(new Error('x'))).toBe(false);
  });
});
