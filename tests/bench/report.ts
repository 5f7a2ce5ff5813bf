import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** One line of the bench's table: a figure of ours, the peer's where it has one, the budget and the verdict. */
export interface Row {
  /** The figure module that measured it (`bytes`, `lighthouse`, …). */
  figure: string;
  /** What was measured, as the table shows it. */
  label: string;
  ours: number | null;
  peer?: number | null;
  unit: 'KB' | 'ms' | 's' | '×' | 'requests' | 'count' | '';
  /** ours / peer, where the budget is a ratio. */
  ratio?: number | null;
  /** The budget in words (`≤ 0.30× peer`, `≤ 200 ms`); empty for a figure printed for information. */
  budget: string;
  /** null: informational (no budget) or not measurable this run (see note). */
  pass: boolean | null;
  note?: string;
}

export const verdict = (row: Row): string =>
  row.pass === null ? (row.budget ? 'n/a' : 'info') : row.pass ? 'PASS' : 'FAIL';

const number = (value: number | null | undefined, unit: Row['unit']): string => {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const digits = unit === 'KB' ? 1 : unit === 'ms' ? 0 : unit === 's' ? 2 : unit === '×' ? 2 : unit === '' ? 3 : 0;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
};

const columns = ['figure', 'ours', 'peer', 'ratio', 'budget', 'result'] as const;

const cellsOf = (row: Row): string[] => [
  row.label,
  number(row.ours, row.unit),
  row.peer === undefined ? '' : number(row.peer, row.unit),
  row.ratio === undefined || row.ratio === null ? '' : `${row.ratio.toFixed(2)}×`,
  row.budget,
  verdict(row),
];

/** The table as aligned plain text, with the notes under it. */
export const textTable = (rows: readonly Row[]): string => {
  const cells = rows.map(cellsOf);
  const widths = columns.map((name, index) =>
    Math.max(name.length, ...cells.map((line) => (line[index] ?? '').length)),
  );
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => (index === 0 ? value.padEnd(widths[index] ?? 0) : value.padStart(widths[index] ?? 0)))
      .join('  ');
  const notes = rows.filter((row) => row.note).map((row) => `  ${row.label}: ${row.note}`);
  return [
    line(columns),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    ...(notes.length > 0 ? ['', 'notes:', ...notes] : []),
  ].join('\n');
};

const escapeCell = (value: string) => value.replaceAll('|', '\\|');

/** The table in Markdown, for the README. */
export const markdownTable = (rows: readonly Row[], preamble: readonly string[]): string => {
  const cells = rows.map(cellsOf);
  const notes = rows.filter((row) => row.note).map((row) => `- ${row.label}: ${row.note}`);
  return [
    ...preamble,
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map((_, index) => (index === 0 ? '---' : '---:')).join(' | ')} |`,
    ...cells.map((line) => `| ${line.map(escapeCell).join(' | ')} |`),
    ...(notes.length > 0 ? ['', ...notes] : []),
    '',
  ].join('\n');
};

export const writeReport = (
  path: { json: string; md: string },
  rows: readonly Row[],
  about: Record<string, unknown>,
  preamble: readonly string[],
) => {
  mkdirSync(dirname(path.json), { recursive: true });
  writeFileSync(path.json, `${JSON.stringify({ ...about, rows }, null, 2)}\n`);
  writeFileSync(path.md, markdownTable(rows, preamble));
};

export const median = (values: readonly number[]): number | null => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
