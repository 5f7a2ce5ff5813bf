import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied by hand. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A temporary password handed to an administrator once (account creation, reset): four groups of four
 * random characters (about 93 bits), long enough for the password rule. The account must replace it at its
 * next sign-in.
 */
export const temporaryPassword = (): string =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  ).join('-');
