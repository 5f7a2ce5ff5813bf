import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './numbers.ts';

const samples = [
  0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  9999,
  10_000,
  50_000,
  123_456,
  999_999,
  1_000_000,
  12_345_678,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  -1,
  -1234,
  -1_000_000,
  0.5,
  1.25,
  12.3456,
  1234.5678,
  999.9996,
  0.0004,
  -0.0004,
  -12.5,
];

describe('numbers as staff read them', () => {
  it('says every count as ja-JP Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('ja-JP');
    for (const value of samples) expect(formatCount(value), String(value)).toBe(intl.format(value));
  });

  it('rounds to the decimals asked for, as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });
    for (const value of [0.04, 0.05, 1.24, 12.34, 12.35, 1023.96, 1536, 10.5]) {
      expect(formatNumber(value, 1), String(value)).toBe(intl.format(value));
    }
  });

  it('agrees with Intl.NumberFormat over many numbers with decimals', () => {
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: digits });
      for (let i = 0; i < 2000; i++) {
        // Deterministic: a spread of magnitudes, halves and binary-inexact decimals (1.005, 2.675) among them.
        const value = ((i * 7919) % 100_003) / 10 ** (i % 6) - (i % 5 === 0 ? 500 : 0);
        expect(formatNumber(value, digits), `${value} to ${digits}`).toBe(intl.format(value));
      }
      expect(formatNumber(1.005, digits)).toBe(intl.format(1.005));
      expect(formatNumber(2.675, digits)).toBe(intl.format(2.675));
    }
  });

  it('names what is no finite number', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
