import { madeOnFirstUse } from './madeOnFirstUse.ts';

const formatters = {
  medium: madeOnFirstUse(
    () => new Intl.DateTimeFormat('ja-JP', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }),
  ),
  long: madeOnFirstUse(
    () => new Intl.DateTimeFormat('ja-JP', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' }),
  ),
};

/**
 * A moment as staff read it, in Japan's time to the minute: `2026/11/29 13:41` (medium) or `2026年11月29日
 * 13:41` (long). One formatter of each, made on first use (see madeOnFirstUse.ts for why not at load).
 */
export const japanDateTime = (date: Date, style: 'medium' | 'long' = 'medium'): string =>
  formatters[style]().format(date);
