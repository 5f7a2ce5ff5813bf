import { createEffect } from 'effector';
import * as z from 'zod';

/**
 * What the session keeps in browser storage. Sign-out clears local and session storage entirely
 * (spec §4); only a draft taken at an inactivity sign-out is written back afterwards (see draft.ts).
 */
export const storageKeys = {
  /** Spec §4: written on every successful sign-in. */
  loginTime: 'console-login-time',
  /** The inactivity clock, so a reload does not restart it. */
  lastActivity: 'console-last-activity',
  /** One draft, for the next sign-in of the same person. */
  draft: 'console-draft',
} as const;

/** A field of a form being edited when the session ran out. Secrets (passwords, codes) are never taken. */
export const DraftField = z.object({
  /** Which form on the screen (document order). */
  form: z.number().int().min(0),
  /** The field's name (or id), how it is found again. */
  name: z.string().min(1),
  /** Its visible label, to show what the draft holds before it is restored. */
  label: z.string(),
  value: z.union([z.string(), z.boolean()]),
});
export type DraftField = z.infer<typeof DraftField>;

export const Draft = z.object({
  email: z.string(),
  path: z.string().startsWith('/'),
  savedAt: z.number(),
  fields: z.array(DraftField).min(1),
});
export type Draft = z.infer<typeof Draft>;

/** A draft older than this is not offered any more. */
export const DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const parseNumber = (text: string | null): number | null => {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : null;
};

export const clearStorageFx = createEffect(() => {
  localStorage.clear();
  sessionStorage.clear();
});

export const writeLoginTimeFx = createEffect((time: number) => {
  localStorage.setItem(storageKeys.loginTime, String(time));
});

export const writeLastActivityFx = createEffect((time: number) => {
  localStorage.setItem(storageKeys.lastActivity, String(time));
});

export const readLastActivityFx = createEffect((): number | null =>
  parseNumber(localStorage.getItem(storageKeys.lastActivity)),
);

export const saveDraftFx = createEffect((draft: Draft) => {
  localStorage.setItem(storageKeys.draft, JSON.stringify(draft));
});

/** The stored draft, when it is whole and recent enough; anything else is dropped. */
export const loadDraftFx = createEffect((): Draft | null => {
  const text = localStorage.getItem(storageKeys.draft);
  if (text === null) return null;
  let parsed: ReturnType<typeof Draft.safeParse> | undefined;
  try {
    parsed = Draft.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  if (!parsed?.success || Date.now() - parsed.data.savedAt > DRAFT_MAX_AGE_MS) {
    localStorage.removeItem(storageKeys.draft);
    return null;
  }
  return parsed.data;
});

export const removeDraftFx = createEffect(() => {
  localStorage.removeItem(storageKeys.draft);
});
