import * as z from 'zod';

/** A stored record's id as read: a positive integer (every list resource of spec §3 has one). */
export const Id = z.number().int().positive();
export type Id = z.infer<typeof Id>;

/**
 * ours: the largest id a request may name. Our records' ids are PostgreSQL `integer`s (serial), so a larger
 * one names nothing; refusing it here answers 400 instead of a database error. Reads stay tolerant (`Id`).
 */
export const MAX_ID = 2 ** 31 - 1;
/** An id as a request body names it (read tolerantly, write strictly). */
export const IdRef = Id.max(MAX_ID);

/**
 * An id as it travels in a path or a query string: text on the wire, a number once parsed.
 * The client passes numbers; the server receives `'12'` and gets `12`.
 */
export const IdParam = z.coerce.number<string | number>().int().positive().max(MAX_ID);

/** `params` of every `…/:id` path. */
export const IdParams = z.object({ id: IdParam });
export type IdParams = z.infer<typeof IdParams>;

/** Optimistic concurrency (ours): an update names the version it read; a stale one is answered 409. */
export const Version = z.number().int().positive();

/** Dates cross the wire as ISO 8601 text with an offset (`Date#toISOString()` gives `…Z`). */
export const IsoDateTime = z.iso.datetime({ offset: true });
export type IsoDateTime = z.infer<typeof IsoDateTime>;

export const Email = z.email();

/** HTML kept and shown as written (page bodies, notice content, form messages). */
export const Html = z.string();

export const nameMessages = {
  invisible: '名前に見えない文字（ゼロ幅文字、文字の向きを変える制御文字、改行など）は使えません',
} as const;

/** Format characters (Unicode Cf: zero-width, direction overrides and isolates, BOM, soft hyphen). */
const FORMAT_CHARACTER = /\p{Cf}/u;
/** Control characters (Cc: NUL, line breaks, tabs…); the ends are trimmed away first. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A name as staff see and compare it (issue 14, look-alike names): NFKC, so full-width `ＡＢＣ` and half-width
 * `ｶﾅ` are the same name as `ABC` and `カナ`, and trimmed. The one normalisation every name written goes
 * through (`Name`), on the server and in the console alike.
 */
export const normaliseName = (text: string): string => text.normalize('NFKC').trim();

/** Whether `Name` refuses the text for a character that is not seen (see `Name`). */
export const hasInvisibleCharacter = (text: string): boolean =>
  FORMAT_CHARACTER.test(text) || CONTROL_CHARACTER.test(normaliseName(text));

/**
 * A display name typed by staff (a group, an account, a form, a template…), as a request writes it:
 * normalised by `normaliseName`, and refused when it holds a character that is not seen (a format
 * character anywhere, a control character inside), which would let two different names look the same or a
 * name show reversed.
 */
export const Name = z
  .string()
  .refine((text) => !FORMAT_CHARACTER.test(text), { error: nameMessages.invisible })
  .normalize('NFKC')
  .trim()
  .min(1)
  .max(100)
  .refine((text) => !CONTROL_CHARACTER.test(text), { error: nameMessages.invisible });

/** A URL field that may be left blank (website OGP settings). */
export const UrlOrEmpty = z.union([z.literal(''), z.url()]);

/** A yes/no query flag: `true`/`false` from the caller, `'true'`/`'false'` on the wire. */
export const QueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Who did something (ours): enough to show a name without a second call. */
export const AccountRef = z.object({ id: Id, name: z.string() });
export type AccountRef = z.infer<typeof AccountRef>;
