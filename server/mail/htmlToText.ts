/**
 * The plain-text part of a mail written in HTML only: what a mail program without HTML shows. Block
 * elements become line breaks, a link its text and address (`text (url)`), a list item a `・` line, and
 * entities their characters. Scripts and styles say nothing. Not a renderer: the console's sanitiser already
 * keeps the HTML simple.
 */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  yen: '¥',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  laquo: '«',
  raquo: '»',
};

export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });

const BLOCKS =
  'p|div|h[1-6]|ul|ol|table|tr|blockquote|pre|section|article|header|footer|nav|aside|main|address|figure|figcaption|dl|dt|dd|hr';
const BLOCK_TAG = new RegExp(`<\\/?(?:${BLOCKS})\\b[^>]*>`, 'gi');

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '') : undefined;
};

export const htmlToText = (html: string): string => {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    // Source line breaks are spaces in HTML; only the markup breaks lines.
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (_whole, attributes: string, inner: string) => {
      const href = attribute(` ${attributes}`, 'href');
      const label = inner.replace(/<[^>]*>/g, '').trim();
      if (!href || href.startsWith('#') || /^javascript:/i.test(href)) return inner;
      const shown = href.replace(/^mailto:/i, '');
      return label === '' || decodeEntities(label) === shown ? shown : `${label} (${shown})`;
    })
    .replace(/<img\b[^>]*>/gi, (tag) => attribute(tag, 'alt') ?? '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n・')
    .replace(/<\/li\s*>/gi, '')
    .replace(/<\/t[dh]\s*>/gi, '\t')
    .replace(BLOCK_TAG, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, (space) => (space.includes('\t') ? '\t' : ' ')).trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};
