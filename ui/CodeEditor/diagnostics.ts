import type { Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { CodeProblem } from './types.ts';

/**
 * Where a 1-based line and column fall in the document: a line past the end is the last line, a column past
 * the line's end is its end, so a problem reported for an older text still lands somewhere near.
 */
export const positionOf = (doc: Text, line: number, column?: number): number => {
  const target = doc.line(Math.min(Math.max(1, Math.trunc(line) || 1), doc.lines));
  if (column === undefined) return target.from;
  return target.from + Math.min(Math.max(0, Math.trunc(column) - 1), target.length);
};

/**
 * A problem as a CodeMirror diagnostic. With a column it marks the word that starts there (at least one
 * character, so the underline shows); without one, the line's text from its first non-blank character.
 */
export const toDiagnostic = (doc: Text, problem: CodeProblem): Diagnostic => {
  const line = doc.line(Math.min(Math.max(1, Math.trunc(problem.line) || 1), doc.lines));
  let from: number;
  let to: number;
  if (problem.column === undefined) {
    const indent = /^\s*/.exec(line.text)?.[0].length ?? 0;
    from = line.from + Math.min(indent, line.length);
    to = line.to;
  } else {
    from = positionOf(doc, problem.line, problem.column);
    const rest = line.text.slice(from - line.from);
    const word = /^\S+/.exec(rest)?.[0].length ?? 0;
    to = Math.min(line.to, from + Math.max(1, word));
  }
  return { from, to, severity: problem.severity, message: problem.message };
};

export const toDiagnostics = (doc: Text, problems: readonly CodeProblem[]): Diagnostic[] =>
  problems.map((problem) => toDiagnostic(doc, problem)).sort((a, b) => a.from - b.from);

/**
 * The change that turns `from` into `to`, as one replacement between their common start and end: applied to
 * the editor, it keeps the cursor and the undo history meaningful where a whole-document replacement would
 * throw both away.
 */
export const minimalChange = (from: string, to: string): { from: number; to: number; insert: string } | null => {
  if (from === to) return null;
  let start = 0;
  const shortest = Math.min(from.length, to.length);
  while (start < shortest && from.charCodeAt(start) === to.charCodeAt(start)) start += 1;
  let end = 0;
  while (end < shortest - start && from.charCodeAt(from.length - 1 - end) === to.charCodeAt(to.length - 1 - end))
    end += 1;
  // Do not cut a surrogate pair in two.
  if (start > 0 && isHighSurrogate(from.charCodeAt(start - 1))) start -= 1;
  if (end > 0 && isLowSurrogate(from.charCodeAt(from.length - end))) end -= 1;
  return { from: start, to: from.length - end, insert: to.slice(start, to.length - end) };
};

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;
