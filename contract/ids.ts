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

/** A display name typed by staff. */
export const Name = z.string().trim().min(1).max(100);

/** A URL field that may be left blank (website OGP settings). */
export const UrlOrEmpty = z.union([z.literal(''), z.url()]);

/** A yes/no query flag: `true`/`false` from the caller, `'true'`/`'false'` on the wire. */
export const QueryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

/** Who did something (ours): enough to show a name without a second call. */
export const AccountRef = z.object({ id: Id, name: z.string() });
export type AccountRef = z.infer<typeof AccountRef>;
