// ァ (U+30A1) … ヶ (U+30F6) and ヽヾ sit exactly 0x60 above their hiragana; ヷ–ヺ have none and stay.
const KATAKANA = /[\u30A1-\u30F6\u30FD\u30FE]/g;
const HIRAGANA_OFFSET = 0x60;

/**
 * Text as search compares it: NFKC folds full-width Latin and digits to half-width and half-width katakana
 * to full-width; katakana then becomes hiragana and Latin lower case. 「ｺｳﾎｳ」「コウホウ」「こうほう」 and
 * 「ＣＭＳ」「cms」 are each the same to a search.
 */
export const normaliseForSearch = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(KATAKANA, (kana) => String.fromCharCode(kana.charCodeAt(0) - HIRAGANA_OFFSET))
    .toLowerCase();

/** Whether a text holds every word of the query (words split on spaces, full-width ones too). */
export const matchesQuery = (text: string, query: string): boolean => {
  const words = normaliseForSearch(query).split(/\s+/).filter(Boolean);
  const normalised = normaliseForSearch(text);
  return words.every((word) => normalised.includes(word));
};
