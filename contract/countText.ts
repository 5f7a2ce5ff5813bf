/**
 * How the console says a count (STYLE.md "Text"): grouped digits, a space, then 件. The count line over every
 * list reads 「1,234 件」 when all its records are shown and 「1,234 件中 12 件を表示」 when a search or filter
 * narrows it; every other count staff read (headings, cells, confirmations) formats its number the same way.
 */

const counts = new Intl.NumberFormat('ja-JP');

/** A count as staff read it, digits grouped: 「1,234」. For counts with their own word (人, か所), or inside a sentence. */
export const formatCount = (value: number): string => counts.format(value);

/** A number of records: 「1,234 件」. */
export const countOf = (value: number): string => `${formatCount(value)} 件`;

/**
 * The count line over a list: 「1,234 件」 when every record is shown, 「1,234 件中 12 件を表示」 when a search
 * or filter shows fewer.
 */
export const shownCount = (shown: number, total: number): string =>
  shown === total ? countOf(total) : `${countOf(total)}中 ${countOf(shown)}を表示`;
