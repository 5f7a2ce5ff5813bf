/**
 * How long global messages stay (spec §2.7, §8, §9), in one place. The overlay fades a message out over
 * `fade` after its time is up.
 */
export const messageTimes = {
  /** Spec §2.7: a message given no time of its own. */
  default: 6000,
  /** Spec §2.7: the fade-out after the time is up. */
  fade: 200,
  /** Spec §8: a failed login or password change shows the server's text this long. */
  signInFailure: 20_000,
  /** Spec §8: a verified login that came with a message (asks for a password change). */
  verifiedWithMessage: 30_000,
  /** Spec §7.2: "a new notice is available". */
  newNotice: 10_000,
} as const;
