/**
 * Domain names, internationalised (IDN): staff may type `デジタル.example.jp` or its punycode
 * `xn--...`; both are one domain. The canonical form, stored and compared, is the ASCII one (lower case,
 * punycode labels), as the WHATWG URL parser gives it (UTS #46 mapping: full-width letters and dots,
 * case); screens show it back in Unicode (`domainToUnicode`).
 */

/** What may be typed at all: letters of any script, digits, hyphens and dots (full-width dots too). */
const TYPED = /^[\p{L}\p{M}\p{N}\-.．。｡－]+$/u;
/** One ASCII label: letters, digits, inner hyphens, at most 63. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** The top level: letters only, or an IDN top level in punycode. */
const TOP = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The canonical ASCII form of a typed domain name, or null when it is not one: at least two labels, each
 * 1–63 characters of letters, digits and inner hyphens once encoded, a top level of letters, at most 253
 * characters in all.
 */
export const canonicalDomain = (typed: string): string | null => {
  const trimmed = typed.trim().normalize('NFKC');
  if (trimmed === '' || !TYPED.test(trimmed)) return null;
  let host: string;
  try {
    host = new URL(`http://${trimmed}/`).hostname;
  } catch {
    return null;
  }
  if (host.length > 253 || host.endsWith('.')) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (!TOP.test(labels[labels.length - 1] ?? '')) return null;
  // A punycode label must decode (xn--zz is not a name).
  if (labels.some((label) => label.startsWith('xn--') && decodePunycode(label.slice(4)) === null)) return null;
  return host;
};

// RFC 3492 bootstring parameters for punycode.
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

const adapt = (delta: number, points: number, first: boolean): number => {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
};

const digitOf = (code: number): number =>
  code >= 48 && code <= 57
    ? code - 22
    : code >= 97 && code <= 122
      ? code - 97
      : code >= 65 && code <= 90
        ? code - 65
        : BASE;

/** Decodes one punycode label (without `xn--`), or null when it is not valid punycode. */
export const decodePunycode = (input: string): string | null => {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf('-');
  for (let j = 0; j < Math.max(basicEnd, 0); j += 1) {
    const code = input.charCodeAt(j);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return null;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x7fffffff) return null;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
};

/** A stored (ASCII) domain as people read it: each punycode label in its own script. */
export const domainToUnicode = (ascii: string): string =>
  ascii
    .split('.')
    .map((label) => (label.toLowerCase().startsWith('xn--') ? (decodePunycode(label.slice(4)) ?? label) : label))
    .join('.');
