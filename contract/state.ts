import * as z from 'zod';

/**
 * Client-side records of spec §3 and §4 that never cross the wire but are shared by several models or
 * read back from browser storage, where a stored value must be parsed like any other input.
 */

/** Spec §4: a list is loaded once, then pending, then fulfilled or rejected. */
export const listStatuses = ['init', 'pending', 'fulfilled', 'rejected'] as const;
export const ListStatus = z.enum(listStatuses);
export type ListStatus = z.infer<typeof ListStatus>;

/** Spec §4: initial until the authentication check ends, then finished whatever its outcome. */
export const loginStatuses = ['initial', 'finished'] as const;
export const LoginStatus = z.enum(loginStatuses);
export type LoginStatus = z.infer<typeof LoginStatus>;

/** Spec §2.7: the severities of a global message (ours: the names). */
export const globalMessageTypes = ['info', 'success', 'warning', 'error'] as const;
export const GlobalMessageType = z.enum(globalMessageTypes);
export type GlobalMessageType = z.infer<typeof GlobalMessageType>;

/** Spec §3: message (HTML), type, time (auto-close after, ms), id. */
export const GlobalMessage = z.object({
  id: z.string(),
  message: z.string(),
  type: GlobalMessageType,
  time: z.number().int().positive(),
});
export type GlobalMessage = z.infer<typeof GlobalMessage>;
