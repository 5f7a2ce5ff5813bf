/**
 * Numbers as staff read them, digits grouped by three: 「50,000」, 「12.3」. Written out rather than with
 * Intl.NumberFormat: a page's first number formatter costs Chromium 25–50 ms (it loads ICU's number data),
 * paid inside the task that runs the signed-in console. The same as ja-JP's Intl for finite numbers below
 * 10²¹ (ui/text/numbers.test.ts). contract/countText.ts says counts the same way (ui/ may not import it).
 */
const grouped = (whole: string): string => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/** Rounded half away from zero on the number as written (12.35 → 12.4), as Intl does; not on its binary value. */
const rounded = (size: number, digits: number): number => {
  const shifted = Math.round(Number(`${size}e${digits}`));
  return Number.isFinite(shifted) ? Number(`${shifted}e-${digits}`) : Math.round(size * 10 ** digits) / 10 ** digits;
};

/** A number with at most `fractionDigits` decimals (rounded, trailing zeros dropped), digits grouped. */
export const formatNumber = (value: number, fractionDigits = 3): string => {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const size = Math.abs(value);
  if (Number.isInteger(size)) return `${sign}${grouped(String(size))}`;
  const [whole = '0', fraction = ''] = rounded(size, fractionDigits).toFixed(fractionDigits).split('.');
  const kept = fraction.replace(/0+$/, '');
  return `${sign}${grouped(whole)}${kept === '' ? '' : `.${kept}`}`;
};

/** A count: 「50,000」. */
export const formatCount = (value: number): string => formatNumber(value);
