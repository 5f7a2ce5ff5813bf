/**
 * How the console says a count (STYLE.md "Text"): grouped digits, a space, then 件. The count line over every
 * list reads 「1,234 件」 when all its records are shown and 「1,234 件中 12 件を表示」 when a search or filter
 * narrows it; every other count staff read (headings, cells, confirmations) formats its number the same way.
 */

/**
 * A count as staff read it, digits grouped: 「1,234」. For counts with their own word (人, か所), or inside a
 * sentence. Written out rather than with Intl.NumberFormat, whose first use on a page costs Chromium 25–50 ms
 * (ICU's number data) inside the task that runs the signed-in console; the same as ja-JP's for whole numbers
 * (ui/text/numbers.ts does the same for ui/, which may not import the contract). Other numbers as Intl says them.
 */
export const formatCount = (value: number): string =>
  Number.isSafeInteger(value)
    ? `${value < 0 ? '-' : ''}${String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')}`
    : value.toLocaleString('ja-JP');

/** A number of records: 「1,234 件」. */
export const countOf = (value: number): string => `${formatCount(value)} 件`;

/**
 * The count line over a list: 「1,234 件」 when every record is shown, 「1,234 件中 12 件を表示」 when a search
 * or filter shows fewer.
 */
export const shownCount = (shown: number, total: number): string =>
  shown === total ? countOf(total) : `${countOf(total)}中 ${countOf(shown)}を表示`;
