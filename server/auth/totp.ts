import { timingSafeEqual } from 'node:crypto';
import { HOTP, Secret, TOTP } from 'otpauth';

/** One-time codes after RFC 6238, as every authenticator app reads them by default. */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** One step either side absorbs clock drift and a code typed just as it changed; more widens guessing. */
const WINDOW_STEPS = 1;

export const OTP_ISSUER = '管理コンソール';

/** A new random secret (160 bits, the RFC's recommendation for SHA-1), in base32. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The enrolment URL an authenticator app reads from a QR code. */
export const otpauthUrl = ({
  secret,
  email,
  issuer = OTP_ISSUER,
}: {
  secret: string;
  email: string;
  issuer?: string;
}): string =>
  new TOTP({
    issuer,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD_SECONDS,
  }).toString();

export const stepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/** The code of one time step. */
export const codeForStep = (secret: string, step: number): string =>
  HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: ALGORITHM, digits: DIGITS, counter: step });

export const codeAt = (secret: string, now: Date): string => codeForStep(secret, stepAt(now));

/** Milliseconds until the code shown at `now` changes. */
export const msUntilNextCode = (now: Date): number => PERIOD_SECONDS * 1000 - (now.getTime() % (PERIOD_SECONDS * 1000));

export type CodeCheck = { ok: true; step: number } | { ok: false };

/**
 * Accepts a code of the current step or one step either side, but never a step at or before `lastStep`:
 * the caller stores the returned step (see recordOtpStep) so a code, once used, is spent.
 * Spaces and full-width digits (a Japanese IME's default) are accepted.
 */
export const verifyCode = ({
  secret,
  code,
  lastStep,
  now,
}: {
  secret: string;
  code: string;
  lastStep: number | null | undefined;
  now: Date;
}): CodeCheck => {
  const typed = code.normalize('NFKC').replace(/\s/g, '');
  if (!new RegExp(`^\\d{${DIGITS}}$`).test(typed)) return { ok: false };
  const current = stepAt(now);
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step++) {
    if (lastStep != null && step <= lastStep) continue;
    if (timingSafeEqual(Buffer.from(codeForStep(secret, step)), Buffer.from(typed))) return { ok: true, step };
  }
  return { ok: false };
};
