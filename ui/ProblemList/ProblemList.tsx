import { useId } from 'react';
import type { CodeProblem } from '../CodeEditor/types.ts';
import { SeverityIcon, severityLabels } from '../SeverityIcon/index.ts';
import * as styles from './ProblemList.css.ts';

export interface ProblemListWords {
  /** Nothing to show. */
  none: string;
  summary: (errors: number, warnings: number) => string;
  location: (line: number, column?: number) => string;
}

const defaultWords: ProblemListWords = {
  none: '問題はありません',
  summary: (errors, warnings) => `エラー ${errors} 件、警告 ${warnings} 件`,
  location: (line, column) => (column === undefined ? `${line} 行目` : `${line} 行 ${column} 列`),
};

export interface ProblemListProps {
  problems: readonly CodeProblem[];
  /**
   * A problem was chosen (click, Enter or Space): the screen moves the editor's cursor there, e.g. with
   * `editorRef.current?.focusLine(problem.line, problem.column)`.
   */
  onSelect?: ((problem: CodeProblem) => void) | undefined;
  words?: Partial<ProblemListWords> | undefined;
  className?: string | undefined;
}

const byPlace = (a: CodeProblem, b: CodeProblem) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0);

/**
 * A validator's problems, in the order of their lines: each a button with its severity (icon and word, エラー
 * or 警告), line and column and message. The count is a status, read out when it changes.
 */
export const ProblemList = ({ problems, onSelect, words, className }: ProblemListProps) => {
  const text = { ...defaultWords, ...words };
  const summaryId = useId();
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  if (problems.length === 0) {
    return (
      <div className={rootClass}>
        <p role="status" className={styles.empty}>
          <SeverityIcon severity="success" />
          {text.none}
        </p>
      </div>
    );
  }
  return (
    <div className={rootClass}>
      <p id={summaryId} role="status" className={styles.summary}>
        {text.summary(errors, problems.length - errors)}
      </p>
      <ul className={styles.list} aria-labelledby={summaryId}>
        {[...problems].sort(byPlace).map((problem) => (
          <li key={`${problem.line}:${problem.column ?? ''}:${problem.severity}:${problem.message}`}>
            <button
              type="button"
              className={`${styles.item} ${styles.tone[problem.severity]}`}
              data-severity={problem.severity}
              onClick={() => onSelect?.(problem)}
            >
              <span className={styles.severity}>
                <SeverityIcon severity={problem.severity} />
                {severityLabels[problem.severity]}
              </span>
              <span className={styles.location}>{text.location(problem.line, problem.column)}</span>
              <span className={styles.message}>{problem.message}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
};
