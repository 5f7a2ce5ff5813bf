/** The kinds of column an answer table shows; each is drawn its own way. */
export const answerColumnKinds = ['id', 'time', 'text', 'files', 'flag'] as const;
export type AnswerColumnKind = (typeof answerColumnKinds)[number];

/**
 * One column. `id` is the answer's number (always shown, kept at the start with the selection); `files`
 * shows the row's `files` as links and `flag` its `downloaded` mark; `time` and `text` show `cells[key]`.
 */
export type AnswerTableColumn = { key: string; label: string; kind: AnswerColumnKind };

export type AnswerTableFile = { name: string; url: string };

/** One answer as text, already formatted by the page (times in Japan's time, choices joined). */
export type AnswerTableRow = {
  id: number;
  cells: Readonly<Record<string, string>>;
  files: readonly AnswerTableFile[];
  downloaded: boolean;
};

export type AnswerTableSort = { key: string; desc: boolean };

/** Widths in CSS pixels, per kind, until the user drags a column. */
export const defaultColumnWidths: Record<AnswerColumnKind, number> = {
  id: 120,
  time: 200,
  text: 200,
  files: 220,
  flag: 176,
};
export const minColumnWidth = 80;
export const maxColumnWidth = 800;
/** How far one ←/→ press moves a column's edge; Shift moves it four times as far. */
export const resizeStep = 16;
