import colorString from 'color-string';

/**
 * What a page's inline `style` says about colour (ours, issue 17), for the low-contrast check
 * (inlineContrastRule.ts): its declarations, the colours in them (named, #hex, rgb(), hsl(), hwb(), with
 * alpha; parsed by color-string), and the WCAG 2 contrast ratio between two colours.
 */

/** 0–255 channels and an alpha of 0–1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * What an element's own style does to one colour: sets it, leaves it inherited (or its background
 * see-through), or makes it something no one can tell from the HTML alone (a variable, an image).
 */
export type ColourSetting = { kind: 'set'; colour: Rgba } | { kind: 'inherited' } | { kind: 'unknown' };

const INHERITED: ColourSetting = { kind: 'inherited' };
const UNKNOWN: ColourSetting = { kind: 'unknown' };

/** Splits on `separator` outside parentheses and quotes: `background: url("a;b")` stays one declaration. */
const splitOutside = (text: string, separator: RegExp): string[] => {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && separator.test(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
};

/** An inline style's declarations in order, names lower-cased, `!important` dropped. */
export const declarationsOf = (style: string): { name: string; value: string }[] =>
  splitOutside(style.replace(/\/\*[\s\S]*?\*\//g, ''), /;/).flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    if (colon <= 0) return [];
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, '')
      .trim();
    return value === '' ? [] : [{ name, value }];
  });

const hueToRgb = (hue: number, saturation: number, lightness: number): [number, number, number] => {
  // CSS Color 4's hsl-to-rgb.
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
};

/** A colour as written in CSS, or undefined when it is none color-string knows. */
export const parseColour = (text: string): Rgba | undefined => {
  const parsed = colorString.get(text.trim());
  if (!parsed) return undefined;
  const [x = 0, y = 0, z = 0, a = 1] = parsed.value;
  if (parsed.model === 'rgb') return { r: x, g: y, b: z, a };
  if (parsed.model === 'hsl') {
    const [r, g, b] = hueToRgb(((x % 360) + 360) % 360, y, z);
    return { r, g, b, a };
  }
  // hwb: whiteness and blackness over the pure hue, scaled down when they add up to more than 100%.
  const sum = y + z;
  const white = sum > 100 ? y / sum : y / 100;
  const black = sum > 100 ? z / sum : z / 100;
  const [r, g, b] = hueToRgb(((x % 360) + 360) % 360, 100, 50).map(
    (channel) => channel * (1 - white - black) + 255 * white,
  ) as [number, number, number];
  return { r, g, b, a };
};

const INHERITING = /^(inherit|currentcolor|unset|revert|revert-layer)$/i;

/** `color: …` of one element. */
export const textColourSetting = (value: string): ColourSetting => {
  if (INHERITING.test(value)) return INHERITED;
  // `initial` is the browser's text colour: black in every browser's default style.
  if (/^initial$/i.test(value)) return { kind: 'set', colour: BLACK };
  const colour = parseColour(value);
  return colour ? { kind: 'set', colour } : UNKNOWN;
};

/** `background-color: …` or the colour of `background: …`; an image (or a gradient) hides it. */
export const backgroundSetting = (name: 'background' | 'background-color', value: string): ColourSetting => {
  if (/^(inherit|initial|unset|revert|revert-layer|transparent|none)$/i.test(value)) return INHERITED;
  if (/var\(|url\(|gradient\(|image-set\(|image\(|element\(|paint\(|cross-fade\(/i.test(value)) return UNKNOWN;
  if (name === 'background-color') {
    const colour = parseColour(value);
    return colour ? { kind: 'set', colour } : UNKNOWN;
  }
  // The shorthand's colour is the one word of it that is a colour; none: a see-through background.
  for (const word of splitOutside(value, /[\s,/]/)) {
    const colour = parseColour(word);
    if (colour) return { kind: 'set', colour };
  }
  return INHERITED;
};

/** `top` laid over an opaque `bottom`. */
export const over = (top: Rgba, bottom: Rgba): Rgba => ({
  r: top.r * top.a + bottom.r * (1 - top.a),
  g: top.g * top.a + bottom.g * (1 - top.a),
  b: top.b * top.a + bottom.b * (1 - top.a),
  a: 1,
});

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = ({ r, g, b }: Rgba): number => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2's contrast ratio of two opaque colours, 1 to 21. */
export const contrastRatio = (one: Rgba, other: Rgba): number => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
