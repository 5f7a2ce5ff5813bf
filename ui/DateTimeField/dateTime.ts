/** Local date and time parts of an ISO instant, and back, in the browser's own time zone. */

export type LocalDate = { year: number; month: number; day: number };

const pad = (value: number, length = 2) => String(Math.trunc(Math.abs(value))).padStart(length, '0');

/** The instant as a Date, or null when the text is not a date. */
export const toDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
};

export const localDateOf = (date: Date): LocalDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/** `HH:mm` as `<input type="time">` reads and writes it. */
export const localTimeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/**
 * ISO 8601 with the browser's own offset (`2026-11-24T09:30:00+09:00`) rather than `toISOString()`'s UTC:
 * the stored text then reads as the staff member meant it, and any ISO parser gets the same instant.
 */
export const toLocalIso = (date: LocalDate, time: string): string | null => {
  const [hours = Number.NaN, minutes = Number.NaN] = time.split(':').map(Number);
  if (Number.isNaN(hours) || Number.isNaN(minutes)) return null;
  const local = new Date(date.year, date.month - 1, date.day, hours, minutes, 0, 0);
  if (Number.isNaN(local.getTime())) return null;
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}` +
    `T${pad(local.getHours())}:${pad(local.getMinutes())}:00${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
};

const fullWidthDigits = /[０-９]/g;

/** A date typed as text: 2026/11/24, 2026-11-24, 2026.11.24 or 2026年11月24日, full-width digits too. */
export const parseTypedDate = (text: string): LocalDate | null => {
  const plain = text.trim().replace(fullWidthDigits, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  const match = /^(\d{4})\s*[/\-.年]\s*(\d{1,2})\s*[/\-.月]\s*(\d{1,2})\s*日?$/.exec(plain);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(year, month - 1, day);
  // Rejects 2026/02/30 rather than rolling it over into March.
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== day) return null;
  return { year, month, day };
};

export const formatTypedDate = (date: LocalDate) => `${pad(date.year, 4)}/${pad(date.month)}/${pad(date.day)}`;

const eraFormat = new Intl.DateTimeFormat('ja-JP-u-ca-japanese', {
  era: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
});

/** 「令和8年11月24日（火）」: the 和暦 with the weekday in full-width brackets, as Japanese prose writes it. */
export const formatJapaneseEra = (date: LocalDate) =>
  eraFormat
    .format(new Date(date.year, date.month - 1, date.day))
    .replace('(', '（')
    .replace(')', '）');

/**
 * What Ark's date input lets through for ja-JP is digits and 「/」 only: 2026-04-01 typed or pasted would lose
 * its dashes. The other separators are turned into 「/」 before Ark sees them.
 */
export const toSlashDate = (text: string) =>
  text
    .replace(fullWidthDigits, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[-.年月－．／]/g, '/')
    .replace(/[日\s]/g, '');

export const isOtherDateSeparator = (key: string) => key.length === 1 && key !== '/' && toSlashDate(key) === '/';
