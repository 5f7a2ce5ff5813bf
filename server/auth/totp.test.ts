import { Secret, TOTP, URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { codeAt, msUntilNextCode, newSecret, otpauthUrl, stepAt, verifyCode } from './totp.ts';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const now = new Date('2026-04-01T09:00:10Z');
const step = Math.floor(now.getTime() / 30_000);
/** Codes from otpauth directly, not through the module under test. */
const codeOfStep = (s: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: s * 30_000 });

describe('verifyCode', () => {
  it('accepts the current step and one step either side, and says which step it was', () => {
    expect(verifyCode({ secret, code: codeOfStep(step), lastStep: null, now })).toEqual({ ok: true, step });
    expect(verifyCode({ secret, code: codeOfStep(step - 1), lastStep: null, now })).toEqual({
      ok: true,
      step: step - 1,
    });
    expect(verifyCode({ secret, code: codeOfStep(step + 1), lastStep: null, now })).toEqual({
      ok: true,
      step: step + 1,
    });
  });

  it('refuses codes two steps away', () => {
    expect(verifyCode({ secret, code: codeOfStep(step - 2), lastStep: null, now })).toEqual({ ok: false });
    expect(verifyCode({ secret, code: codeOfStep(step + 2), lastStep: null, now })).toEqual({ ok: false });
  });

  it('never accepts a step at or before the last one used', () => {
    const code = codeOfStep(step);
    expect(verifyCode({ secret, code, lastStep: step, now })).toEqual({ ok: false });
    expect(verifyCode({ secret, code: codeOfStep(step - 1), lastStep: step, now })).toEqual({ ok: false });
    expect(verifyCode({ secret, code: codeOfStep(step + 1), lastStep: step, now })).toEqual({
      ok: true,
      step: step + 1,
    });
    expect(verifyCode({ secret, code, lastStep: step - 1, now })).toEqual({ ok: true, step });
  });

  it('refuses another secret’s code and anything that is not six digits', () => {
    const other = TOTP.generate({
      secret: Secret.fromBase32('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'),
      timestamp: now.getTime(),
    });
    expect(other).not.toBe(codeOfStep(step));
    for (const code of [other, '', '12345', '1234567', 'abcdef', `${codeOfStep(step)}0`]) {
      expect(verifyCode({ secret, code, lastStep: null, now })).toEqual({ ok: false });
    }
  });

  it('accepts full-width digits and spaces as typed through a Japanese IME', () => {
    const code = codeOfStep(step);
    const fullWidth = [...code].map((digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0)).join('');
    expect(verifyCode({ secret, code: fullWidth, lastStep: null, now })).toEqual({ ok: true, step });
    expect(verifyCode({ secret, code: ` ${code.slice(0, 3)} ${code.slice(3)} `, lastStep: null, now })).toEqual({
      ok: true,
      step,
    });
  });
});

describe('codes and secrets', () => {
  it('matches the RFC 6238 SHA-1 test vector (T = 59 s → 94287082, last six digits)', () => {
    expect(codeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', new Date(59_000))).toBe('287082');
  });

  it('counts 30-second steps', () => {
    expect(stepAt(new Date(29_999))).toBe(0);
    expect(stepAt(new Date(30_000))).toBe(1);
    expect(msUntilNextCode(new Date(31_000))).toBe(29_000);
  });

  it('makes random 160-bit base32 secrets', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(Secret.fromBase32(a).bytes).toHaveLength(20);
    expect(newSecret()).not.toBe(a);
  });

  it('writes an otpauth URL an authenticator reads back with the same settings', () => {
    const url = otpauthUrl({ secret, email: 'koho@example.go.jp' });
    expect(url.startsWith('otpauth://totp/')).toBe(true);
    const parsed = URI.parse(url);
    expect(parsed).toBeInstanceOf(TOTP);
    expect(parsed).toMatchObject({ issuer: '管理コンソール', label: 'koho@example.go.jp', digits: 6, period: 30 });
    expect((parsed as TOTP).algorithm).toBe('SHA1');
    expect(parsed.secret.base32).toBe(secret);
  });
});
