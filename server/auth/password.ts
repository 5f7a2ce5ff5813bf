import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { authMessages } from './messages.ts';

/**
 * Password hashes: scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url),
 * so the cost can be raised later without breaking hashes already stored.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Hashes with a larger cost than this are refused rather than computed (a damaged row must not eat memory). */
const MAX_N = 2 ** 20;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

// scrypt needs 128·N·r bytes; Node refuses at its 32 MiB default for N=2^15, r=8, so allow twice that.
const derive = (password: string, salt: Buffer, keyLength: number, cost: ScryptCost): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...cost, maxmem: 256 * cost.N * cost.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
};

/** False for a wrong password and for anything that is not a hash this module wrote. */
export const verifyPassword = async (password: string, encoded: string): Promise<boolean> => {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  const sane =
    Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0 && Number.isInteger(r) && r >= 1 && r <= 32;
  if (!sane || !Number.isInteger(p) || p < 1 || p > 16 || salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(password, salt, expected.length, { N, r, p });
  return timingSafeEqual(actual, expected);
};

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password rule, after NIST SP 800-63B: length rather than composition rules. At least 12 characters
 * (any script: a Japanese passphrase counts per character), at most 128, not the account's e-mail
 * address, not one character repeated. Returns the Japanese reason, or undefined when the password is fine.
 */
export const passwordProblem = (password: string, email?: string): string | undefined => {
  const characters = [...password.normalize('NFKC')];
  if (characters.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (characters.length > PASSWORD_MAX_LENGTH) return authMessages.passwordTooLong(PASSWORD_MAX_LENGTH);
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return authMessages.passwordIsEmail;
  if (new Set(characters).size === 1) return authMessages.passwordOneCharacter;
  return undefined;
};
