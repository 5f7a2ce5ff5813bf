import type { AnswerValue } from './formAnswer.ts';

/**
 * ours: an answer as a table row — one column per item, in the form's order, then any key an answer holds
 * that the form no longer asks (an item removed after answers came). Shared by the console's table, the
 * server's exports and the console's own CSV when a server cannot export.
 */
export interface AnswerColumn {
  key: string;
  label: string;
}

/** The columns of a form's answers: the form's items first, then keys only older answers hold. */
export const answerColumns = (
  items: readonly { key: string; label: string }[],
  answers: Iterable<{ values: readonly AnswerValue[] }>,
): AnswerColumn[] => {
  const columns: AnswerColumn[] = items.map(({ key, label }) => ({ key, label }));
  const known = new Set(columns.map((column) => column.key));
  for (const answer of answers) {
    for (const value of answer.values) {
      if (known.has(value.key)) continue;
      known.add(value.key);
      columns.push({ key: value.key, label: value.label || value.key });
    }
  }
  return columns;
};

/** One value as text: the choices of a multiple choice joined with 「、」. */
export const answerText = (value: AnswerValue['value'] | undefined): string =>
  value === undefined ? '' : Array.isArray(value) ? value.join('、') : value;

/** The cells of one answer in the columns' order ('' where it holds nothing). */
export const answerCells = (values: readonly AnswerValue[], columns: readonly AnswerColumn[]): string[] => {
  const byKey = new Map(values.map((value) => [value.key, value.value]));
  return columns.map((column) => answerText(byKey.get(column.key)));
};

/**
 * A cell that a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab / carriage return before
 * one) gets a leading 「'」, so opening the file runs nothing (OWASP CSV injection).
 */
export const neutralised = (cell: string): string => (/^[=+\-@\t\r]/u.test(cell) ? `'${cell}` : cell);

/** One CSV field: neutralised, and quoted when it holds a comma, a quote or a line break (RFC 4180). */
export const csvField = (cell: string): string => {
  const safe = neutralised(cell);
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** One CSV line, CRLF-terminated as Excel writes them. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** The byte order mark that makes Excel read a CSV as UTF-8. */
export const UTF8_BOM = '\uFEFF';

/** The fixed columns every export begins with (ours). */
export const exportHeadings = { id: '回答番号', createdAt: '受付日時', files: '添付ファイル' } as const;

/** Japan's time is UTC+9 all year (no summer time since 1951). */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The received-at time as staff read it, in Japan's time: 2026/11/24 09:05:03. Worked out by hand rather than
 * with Intl.DateTimeFormat: the first formatter a page makes costs Chromium 40–95 ms (ICU's date data), and the
 * answers table's first rows need it (answerTable.test.ts checks the two agree).
 */
export const answerTime = (iso: string): string => {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return iso;
  const japan = new Date(time + JAPAN_OFFSET_MS);
  const date = `${japan.getUTCFullYear()}/${twoDigits(japan.getUTCMonth() + 1)}/${twoDigits(japan.getUTCDate())}`;
  return `${date} ${twoDigits(japan.getUTCHours())}:${twoDigits(japan.getUTCMinutes())}:${twoDigits(japan.getUTCSeconds())}`;
};

/** The header row and one row per answer of an export: 回答番号, 受付日時, the items, 添付ファイル. */
export const exportHeader = (columns: readonly AnswerColumn[]): string[] => [
  exportHeadings.id,
  exportHeadings.createdAt,
  ...columns.map((column) => column.label),
  exportHeadings.files,
];
export const exportRow = (
  answer: { id: number; createdAt: string; values: readonly AnswerValue[]; files: readonly { name: string }[] },
  columns: readonly AnswerColumn[],
): string[] => [
  String(answer.id),
  answerTime(answer.createdAt),
  ...answerCells(answer.values, columns),
  answer.files.map((file) => file.name).join('、'),
];

/** The name an attached file gets inside a zip: by answer, so two answers' 「写真.jpg」 never collide. */
export const zipEntryName = (answerId: number, itemKey: string, fileName: string): string =>
  `files/${answerId}/${safeName(itemKey)}_${safeName(fileName)}`;

/** Characters no file system takes in a name (and control characters) become 「_」. */
const safeName = (name: string): string =>
  [...name].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
