import iconv from 'iconv-lite';

/** What iconv-lite writes for a character CP932 has no code for. */
const SUBSTITUTE = 0x3f;

/**
 * Text as CP932 (Windows' Shift_JIS, what Excel in Japan reads a CSV as), character by character — by
 * code point, so 𠮷 or an emoji (two UTF-16 units) is one character, one 「?」 and one report. `lacking`
 * is told of each character CP932 cannot write; the result holds 「?」 there.
 */
export const cp932Encoder = () => {
  const known = new Map<string, boolean>();
  const writable = (char: string): boolean => {
    let ok = known.get(char);
    if (ok === undefined) {
      const bytes = iconv.encode(char, 'cp932');
      ok = char === '?' || !(bytes.length === 1 && bytes[0] === SUBSTITUTE);
      known.set(char, ok);
    }
    return ok;
  };
  return {
    /** The text with every character CP932 lacks replaced by 「?」, each one told to `lacking`. */
    clean: (text: string, lacking: (char: string) => void): string => {
      // Plain ASCII (most cells: numbers, addresses, dates) is always writable.
      if (/^[\x20-\x7e\r\n\t]*$/u.test(text)) return text;
      let out = '';
      for (const char of text) {
        if (writable(char)) {
          out += char;
        } else {
          lacking(char);
          out += '?';
        }
      }
      return out;
    },
    encode: (text: string): Buffer => iconv.encode(text, 'cp932'),
  };
};
